import { useId, useState, type ReactNode } from 'react';
import { classNames } from '../../../lib/class-names';

type Pane = 'write' | 'preview';

const PANE_LABELS: Record<Pane, string> = { write: 'Write', preview: 'Preview' };

/** The editor's and the preview's box: the same height, each scrolling inside; a post needs less room than an article. */
const BOX_HEIGHTS = { long: 'h-[60vh] min-h-80', short: 'h-72' };

type WritePreviewProps = {
  editor: ReactNode;
  /** The text as it will read. */
  preview: ReactNode;
  /** A short text (a social post): smaller boxes. */
  short?: boolean;
};

/**
 * The text beside its preview on a wide screen; on a phone one at a time, behind a Write / Preview
 * switch. The editor stays mounted while the preview is shown, with its undo history.
 */
export function WritePreview({ editor, preview, short = false }: WritePreviewProps) {
  const [pane, setPane] = useState<Pane>('write');
  const height = BOX_HEIGHTS[short ? 'short' : 'long'];
  const ids = { write: useId(), preview: useId() };

  function column(which: Pane, children: ReactNode) {
    return (
      <div className={classNames('min-w-0 flex-col gap-2', pane === which ? 'flex' : 'hidden lg:flex')}>
        <h2 id={ids[which]} className="sr-only text-sm font-semibold text-gray-900 lg:not-sr-only dark:text-white">
          {PANE_LABELS[which]}
        </h2>
        {children}
      </div>
    );
  }

  return (
    <div className="space-y-3">
      <div role="group" aria-label="Show" className="inline-flex rounded-lg border border-gray-200 p-0.5 lg:hidden dark:border-gray-700">
        {(['write', 'preview'] as const).map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={pane === option}
            onClick={() => setPane(option)}
            className={classNames(
              'rounded-md px-4 py-1.5 text-sm font-medium transition-colors',
              pane === option
                ? 'bg-indigo-600 text-white dark:bg-indigo-500'
                : 'text-gray-700 hover:bg-gray-100 dark:text-gray-300 dark:hover:bg-gray-800',
            )}
          >
            {PANE_LABELS[option]}
          </button>
        ))}
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        {column('write', <div className={height}>{editor}</div>)}
        {column(
          'preview',
          <div
            role="region"
            aria-labelledby={ids.preview}
            // A long piece scrolls inside its box, and a keyboard can only scroll what takes focus (WCAG 2.1.1).
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
            className={classNames(
              height,
              'overflow-y-auto rounded-xl border border-gray-200 bg-white px-4 py-4 shadow-sm sm:px-5 dark:border-gray-800 dark:bg-gray-900',
            )}
          >
            {preview}
          </div>,
        )}
      </div>
    </div>
  );
}
