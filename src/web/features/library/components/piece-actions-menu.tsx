import { Copy, Ellipsis, FileText, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { Menu, MenuContent, MenuItem, MenuSeparator, MenuTrigger } from '../../../components/menu';
import { libraryItemPath } from '../../../lib/paths';
import { LIBRARY_MESSAGES } from '../library-messages';

type PieceActionsMenuProps = {
  id: string;
  title: string;
  busy: boolean;
  onDuplicate: () => void;
  onDelete: () => void;
};

/** A row's menu: Open, Duplicate, Delete (which asks first). */
export function PieceActionsMenu({ id, title, busy, onDuplicate, onDelete }: PieceActionsMenuProps) {
  return (
    <Menu modal={false}>
      <MenuTrigger
        aria-label={LIBRARY_MESSAGES.actionsFor(title)}
        className="inline-flex size-9 items-center justify-center rounded-lg text-gray-600 hover:bg-gray-100 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 dark:text-gray-300 dark:hover:bg-gray-800 dark:hover:text-white"
      >
        <Ellipsis aria-hidden="true" className="size-5" />
      </MenuTrigger>
      <MenuContent className="min-w-44">
        <MenuItem asChild>
          <Link to={libraryItemPath(id)}>
            <FileText aria-hidden="true" className="size-4" />
            Open
          </Link>
        </MenuItem>
        <MenuItem disabled={busy} onSelect={onDuplicate}>
          <Copy aria-hidden="true" className="size-4" />
          Duplicate
        </MenuItem>
        <MenuSeparator />
        <MenuItem disabled={busy} onSelect={onDelete} className="text-red-700 data-[highlighted]:text-red-800 dark:text-red-300 dark:data-[highlighted]:text-red-200">
          <Trash2 aria-hidden="true" className="size-4" />
          Delete
        </MenuItem>
      </MenuContent>
    </Menu>
  );
}
