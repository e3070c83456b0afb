import { LIBRARY_MESSAGES } from '../library-messages';
import { pieceTitle } from '../piece-label';
import type { LibraryListProps } from './library-list-props';
import { PieceActionsMenu } from './piece-actions-menu';
import { PieceCheckbox, PieceDate, PieceKind, PieceLink } from './piece-parts';
import { PiecePublishing } from './piece-publishing';

const headStyles = 'px-3 py-3 text-left text-xs font-semibold tracking-wide text-gray-600 uppercase dark:text-gray-300';

/** The library on a wide screen: one row per piece. */
export function LibraryTable({ items, templates, selected, onToggle, busy, onDuplicate, onDelete }: LibraryListProps) {
  return (
    <div className="overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm dark:border-gray-800 dark:bg-gray-900">
      <table className="w-full table-fixed text-sm">
        <caption className="sr-only">{LIBRARY_MESSAGES.listLabel}</caption>
        <colgroup>
          <col className="w-12" />
          <col />
          <col className="w-44" />
          <col className="w-24" />
          <col className="w-44" />
          <col className="w-14" />
        </colgroup>
        <thead className="border-b border-gray-200 bg-gray-50 dark:border-gray-800 dark:bg-gray-800/60">
          <tr>
            <th scope="col" className={headStyles}>
              <span className="sr-only">{LIBRARY_MESSAGES.selectColumn}</span>
            </th>
            <th scope="col" className={headStyles}>
              Piece
            </th>
            <th scope="col" className={headStyles}>
              Made
            </th>
            <th scope="col" className={`${headStyles} text-right!`}>
              Words
            </th>
            <th scope="col" className={headStyles}>
              Publishing
            </th>
            <th scope="col" className={headStyles}>
              <span className="sr-only">{LIBRARY_MESSAGES.actionsColumn}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100 dark:divide-gray-800">
          {items.map((item) => (
            <tr key={item.id} className={selected.has(item.id) ? 'bg-indigo-50/60 dark:bg-indigo-500/10' : undefined}>
              <td className="px-3 py-3 align-top">
                <span className="flex h-6 items-center justify-center">
                  <PieceCheckbox item={item} checked={selected.has(item.id)} onToggle={onToggle} />
                </span>
              </td>
              <th scope="row" className="px-3 py-3 text-left align-top font-normal">
                <span className="flex min-w-0 flex-col gap-1">
                  <PieceKind item={item} templates={templates} />
                  <PieceLink item={item} />
                </span>
              </th>
              <td className="px-3 py-3 align-top text-gray-700 dark:text-gray-300">
                <PieceDate item={item} />
              </td>
              <td className="px-3 py-3 text-right align-top text-gray-700 tabular-nums dark:text-gray-300">{item.words.toLocaleString('en-US')}</td>
              <td className="px-3 py-3 align-top">
                <PiecePublishing publishing={item.publishing} />
              </td>
              <td className="px-1 py-2 text-right align-top">
                <PieceActionsMenu
                  id={item.id}
                  title={pieceTitle(item)}
                  busy={busy}
                  onDuplicate={() => onDuplicate(item)}
                  onDelete={() => onDelete(item)}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
