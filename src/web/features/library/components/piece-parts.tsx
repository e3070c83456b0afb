import { Link } from 'react-router';
import { historyKind } from '../../../../contract/content';
import type { LibraryItem } from '../../../../contract/library';
import type { TemplateInfo } from '../../../../contract/templates';
import { Badge } from '../../../components/badge';
import { Icon } from '../../../components/icon';
import { formatDateTime } from '../../../lib/format-date';
import { libraryItemPath } from '../../../lib/paths';
import { LIBRARY_MESSAGES } from '../library-messages';
import { pieceLabel, pieceTitle, templateName } from '../piece-label';
import { PIECE_LINK_ATTRIBUTE } from './library-list-props';

/** The kind ("Blog Post"), the template when not the standard one, and the version when it changed. */
export function PieceKind({ item, templates }: { item: LibraryItem; templates: readonly TemplateInfo[] }) {
  const template = templateName(templates, item.metadata.template);
  return (
    <span className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs">
      <span className="inline-flex items-center gap-1.5 font-semibold tracking-wide text-indigo-700 uppercase dark:text-indigo-300">
        <Icon name={historyKind(item.metadata.type).icon} className="size-4" />
        {pieceLabel(item)}
      </span>
      {template && <span className="font-medium text-gray-600 dark:text-gray-400">{template}</span>}
      {item.version > 1 && (
        <Badge tone="neutral" className="px-2! py-0!">
          <span aria-hidden="true">{`v${item.version}`}</span>
          <span className="sr-only">{LIBRARY_MESSAGES.version(item.version)}</span>
        </Badge>
      )}
    </span>
  );
}

/** The piece's topic, linked to its editor. */
export function PieceLink({ item }: { item: LibraryItem }) {
  return (
    <Link
      to={libraryItemPath(item.id)}
      {...{ [PIECE_LINK_ATTRIBUTE]: item.id }}
      className="line-clamp-2 rounded font-medium break-words text-gray-900 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 dark:text-white"
    >
      {pieceTitle(item)}
    </Link>
  );
}

export function PieceDate({ item }: { item: LibraryItem }) {
  return <time dateTime={item.created_at}>{formatDateTime(item.created_at)}</time>;
}

/** A row's checkbox, named for its piece. */
export function PieceCheckbox({ item, checked, onToggle }: { item: LibraryItem; checked: boolean; onToggle: (id: string) => void }) {
  return (
    <input
      type="checkbox"
      checked={checked}
      onChange={() => onToggle(item.id)}
      aria-label={LIBRARY_MESSAGES.select(pieceTitle(item))}
      className="size-4 shrink-0 rounded border-gray-300 accent-indigo-600 dark:border-gray-600 dark:accent-indigo-400"
    />
  );
}
