import { classNames } from '../../../lib/class-names';
import { LIBRARY_MESSAGES } from '../library-messages';
import { pieceTitle } from '../piece-label';
import type { LibraryListProps } from './library-list-props';
import { PieceActionsMenu } from './piece-actions-menu';
import { PieceCheckbox, PieceDate, PieceKind, PieceLink } from './piece-parts';
import { PiecePublishing } from './piece-publishing';

/** The library on a phone: one card per piece, nothing wider than the screen. */
export function LibraryCards({ items, templates, selected, onToggle, busy, onDuplicate, onDelete }: LibraryListProps) {
  return (
    <ul aria-label={LIBRARY_MESSAGES.listLabel} className="space-y-3">
      {items.map((item) => (
        <li
          key={item.id}
          className={classNames(
            'flex items-start gap-3 rounded-2xl border bg-white p-4 shadow-sm dark:bg-gray-900',
            selected.has(item.id) ? 'border-indigo-300 dark:border-indigo-700' : 'border-gray-200 dark:border-gray-800',
          )}
        >
          <span className="flex h-6 items-center">
            <PieceCheckbox item={item} checked={selected.has(item.id)} onToggle={onToggle} />
          </span>
          <div className="min-w-0 flex-1 space-y-1.5">
            <PieceKind item={item} templates={templates} />
            <PieceLink item={item} />
            <p className="flex flex-wrap gap-x-2 text-xs text-gray-600 dark:text-gray-400">
              <PieceDate item={item} />
              <span aria-hidden="true">·</span>
              <span>{LIBRARY_MESSAGES.words(item.words)}</span>
            </p>
            <PiecePublishing publishing={item.publishing} quiet />
          </div>
          <PieceActionsMenu id={item.id} title={pieceTitle(item)} busy={busy} onDuplicate={() => onDuplicate(item)} onDelete={() => onDelete(item)} />
        </li>
      ))}
    </ul>
  );
}
