import { useId, useMemo, useState, type ReactNode } from 'react';
import { classNames } from '../../../lib/class-names';
import { MarkedText, MarkLegend } from '../../../components/marked-text';
import { diffVersions } from '../../../lib/word-diff';

type Pane = 'original' | 'humanized';

const PANE_TITLES: Record<Pane, string> = { original: 'Original', humanized: 'Humanized' };

type VersionPaneProps = {
  pane: Pane;
  /** Shown on a phone only when chosen; from `sm` up both versions stand side by side. */
  chosen: boolean;
  busy?: boolean;
  children: ReactNode;
};

function VersionPane({ pane, chosen, busy = false, children }: VersionPaneProps) {
  const headingId = useId();
  return (
    <div className={classNames('min-w-0 flex-col gap-2', chosen ? 'flex' : 'hidden sm:flex')} data-pane={pane}>
      <h3 id={headingId} className="text-sm font-semibold text-gray-900 dark:text-white">
        {PANE_TITLES[pane]}
      </h3>
      <div
        role="region"
        aria-labelledby={headingId}
        aria-busy={busy}
        // A long draft scrolls inside its column, and a keyboard can only scroll what takes focus (WCAG 2.1.1).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        data-autofocus={pane === 'humanized' ? true : undefined}
        className={classNames(
          'max-h-[45vh] min-h-32 overflow-y-auto rounded-xl border p-4 text-sm leading-6 break-words whitespace-pre-wrap sm:max-h-[50vh]',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500',
          pane === 'original'
            ? 'border-gray-200 bg-gray-50 text-gray-800 dark:border-gray-800 dark:bg-gray-950/60 dark:text-gray-200'
            : 'border-indigo-200 bg-white text-gray-900 dark:border-indigo-900/70 dark:bg-gray-900 dark:text-gray-100',
        )}
      >
        {children}
      </div>
    </div>
  );
}

type VersionColumnsProps = {
  original: string;
  /** The humanized text so far. */
  humanized: string;
  /** The humanized text is complete: its differences can be marked. */
  done: boolean;
};

/**
 * The original beside the humanized version (docs/product/screens.md#dashboard), the changed words marked once the humanized
 * text is complete. On a phone the two stack behind a toggle that starts on the humanized one.
 */
export function VersionColumns({ original, humanized, done }: VersionColumnsProps) {
  const [chosen, setChosen] = useState<Pane>('humanized');
  const parts = useMemo(() => (done ? diffVersions(original, humanized) : null), [done, original, humanized]);
  const changed = parts?.some((part) => part.change !== 'same') ?? false;

  return (
    <div className="space-y-3">
      <div role="group" aria-label="Version to show" className="inline-flex rounded-lg border border-gray-200 p-0.5 sm:hidden dark:border-gray-700">
        {(['original', 'humanized'] as const).map((pane) => (
          <button
            key={pane}
            type="button"
            aria-pressed={chosen === pane}
            onClick={() => setChosen(pane)}
            className={classNames(
              'rounded-md px-3 py-1.5 text-sm font-medium transition-colors',
              chosen === pane
                ? 'bg-indigo-600 text-white dark:bg-indigo-500'
                : 'text-gray-700 hover:bg-gray-100 dark:text-gray-300 dark:hover:bg-gray-800',
            )}
          >
            {PANE_TITLES[pane]}
          </button>
        ))}
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <VersionPane pane="original" chosen={chosen === 'original'}>
          {parts ? <MarkedText parts={parts} side="before" /> : original}
        </VersionPane>
        <VersionPane pane="humanized" chosen={chosen === 'humanized'} busy={!done}>
          {parts ? <MarkedText parts={parts} side="after" /> : humanized}
          {!done && <span aria-hidden="true" className="ml-0.5 inline-block h-4 w-1.5 animate-pulse rounded-sm bg-indigo-500 align-middle" />}
        </VersionPane>
      </div>

      {done && changed && <MarkLegend before="the original" after="the humanized version" />}
      {done && parts && !changed && <p className="text-xs text-gray-600 dark:text-gray-400">Both versions read the same: no words changed.</p>}
      {done && !parts && (
        <p className="text-xs text-gray-600 dark:text-gray-400">The versions differ too much to mark word by word; read them side by side.</p>
      )}
    </div>
  );
}
