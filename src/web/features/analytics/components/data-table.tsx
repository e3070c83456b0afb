import { useId, type ReactNode } from 'react';
import { classNames } from '../../../lib/class-names';

export type DataColumn = { label: string; /** Right-aligned, tabular figures. */ numeric?: boolean };
export type DataRow = { key: string; /** The first cell: the row's header. */ header: ReactNode; cells: ReactNode[] };

type DataTableProps = {
  caption: string;
  columns: DataColumn[];
  rows: DataRow[];
  /** Rows of a long table scroll inside it rather than lengthen the page. */
  maxHeight?: boolean;
  /** Read by screen readers only (a chart shows the same numbers). */
  visuallyHidden?: boolean;
  /** The row headers are text (a post's first words) that wraps, rather than a short label. */
  textHeaders?: boolean;
};

const cellStyles = 'px-3 py-2 whitespace-nowrap';

/** A plain table of the numbers (a chart's data, a list of posts); scrolls sideways on a narrow screen. */
export function DataTable({ maxHeight = false, visuallyHidden = false, ...table }: DataTableProps) {
  const captionId = useId();
  if (visuallyHidden) {
    return (
      <div className="sr-only">
        <Table {...table} captionId={captionId} />
      </div>
    );
  }
  return (
    <div
      role="region"
      aria-labelledby={captionId}
      // A wide or long table scrolls inside its box, and a keyboard can only scroll what takes focus (WCAG 2.1.1).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className={classNames(
        // relative: the table's visually hidden texts (absolutely placed) scroll with it instead of widening the page.
        'relative overflow-x-auto rounded-lg border border-gray-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 dark:border-gray-800',
        maxHeight && 'max-h-80 overflow-y-auto',
      )}
    >
      <Table {...table} captionId={captionId} />
    </div>
  );
}

type TableProps = Pick<DataTableProps, 'caption' | 'columns' | 'rows' | 'textHeaders'> & { captionId: string };

function Table({ caption, captionId, columns, rows, textHeaders = false }: TableProps) {
  return (
    <table className="min-w-full text-left text-sm">
      <caption id={captionId} className="px-3 py-2 text-left text-sm font-medium text-gray-700 dark:text-gray-300">{caption}</caption>
      <thead className="sticky top-0 bg-gray-50 text-xs font-semibold text-gray-700 dark:bg-gray-800 dark:text-gray-200">
        <tr>
          {columns.map((column) => (
            <th key={column.label} scope="col" className={classNames(cellStyles, column.numeric && 'text-right')}>
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-gray-100 text-gray-800 dark:divide-gray-800 dark:text-gray-200">
        {rows.map((row) => (
          <tr key={row.key}>
            <th
              scope="row"
              className={classNames(cellStyles, 'font-medium text-gray-900 dark:text-white', textHeaders && 'max-w-xs min-w-48 whitespace-normal')}
            >
              {row.header}
            </th>
            {row.cells.map((cell, index) => (
              <td key={columns[index + 1]?.label ?? index} className={classNames(cellStyles, columns[index + 1]?.numeric && 'text-right tabular-nums')}>
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
