import { useId, useMemo, useState, type ReactNode } from 'react';
import { MarkedText, MarkLegend } from '../../../components/marked-text';
import { classNames } from '../../../lib/class-names';
import { diffVersions } from '../../../lib/word-diff';

type Side = 'before' | 'after';

function Column({ title, chosen, children }: { title: string; chosen: boolean; children: ReactNode }) {
  const headingId = useId();
  return (
    <div className={classNames('min-w-0 flex-col gap-2', chosen ? 'flex' : 'hidden sm:flex')}>
      <h3 id={headingId} className="text-sm font-semibold text-gray-900 dark:text-white">
        {title}
      </h3>
      <div
        role="region"
        aria-labelledby={headingId}
        // A long text scrolls inside its column, and a keyboard can only scroll what takes focus (WCAG 2.1.1).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className="max-h-[55vh] min-h-32 overflow-y-auto rounded-xl border border-gray-200 bg-gray-50 p-4 text-sm leading-6 break-words whitespace-pre-wrap text-gray-900 dark:border-gray-800 dark:bg-gray-950/60 dark:text-gray-100"
      >
        {children}
      </div>
    </div>
  );
}

type CompareColumnsProps = {
  before: { title: string; text: string };
  after: { title: string; text: string };
};

/**
 * Two versions side by side, the changed words marked (struck out in the older, underlined in the
 * newer); on a phone one at a time behind a switch that starts on the older one.
 */
export function CompareColumns({ before, after }: CompareColumnsProps) {
  const [chosen, setChosen] = useState<Side>('before');
  const parts = useMemo(() => diffVersions(before.text, after.text), [before.text, after.text]);
  const changed = parts?.some((part) => part.change !== 'same') ?? false;
  const titles: Record<Side, string> = { before: before.title, after: after.title };

  return (
    <div className="space-y-3">
      <div role="group" aria-label="Version to show" className="inline-flex rounded-lg border border-gray-200 p-0.5 sm:hidden dark:border-gray-700">
        {(['before', 'after'] as const).map((side) => (
          <button
            key={side}
            type="button"
            aria-pressed={chosen === side}
            onClick={() => setChosen(side)}
            className={classNames(
              'rounded-md px-3 py-1.5 text-sm font-medium transition-colors',
              chosen === side ? 'bg-indigo-600 text-white dark:bg-indigo-500' : 'text-gray-700 hover:bg-gray-100 dark:text-gray-300 dark:hover:bg-gray-800',
            )}
          >
            {titles[side]}
          </button>
        ))}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Column title={before.title} chosen={chosen === 'before'}>
          {parts ? <MarkedText parts={parts} side="before" /> : before.text}
        </Column>
        <Column title={after.title} chosen={chosen === 'after'}>
          {parts ? <MarkedText parts={parts} side="after" /> : after.text}
        </Column>
      </div>
      {changed && <MarkLegend before={before.title.toLowerCase()} after={after.title.toLowerCase()} />}
      {parts && !changed && <p className="text-xs text-gray-600 dark:text-gray-400">Both read the same: no words changed.</p>}
      {!parts && <p className="text-xs text-gray-600 dark:text-gray-400">The two differ too much to mark word by word; read them side by side.</p>}
    </div>
  );
}
