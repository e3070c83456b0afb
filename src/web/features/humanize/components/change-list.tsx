import { useId, useState } from 'react';
import type { HumanizeChange, HumanizeResponse } from '../../../../contract/humanize';

/** What each kind of the offline editor's edits is called in the list. */
const KIND_LABELS: Record<HumanizeChange['kind'], string> = {
  phrase: 'Plainer wording',
  hedge: 'Filler removed',
  transition: 'Transition trimmed',
  connective: 'Connective rewritten',
  split: 'Long sentence split',
  contraction: 'Contraction',
  opening: 'Opening varied',
  simpler: 'Simpler word',
  formal: 'Formal wording',
  casual: 'Casual wording',
  filler: 'Shortened',
  voice: 'Your voice',
};

/** Past this many edits, the rest wait behind "Show all". */
const SHOWN_AT_FIRST = 5;

function Quoted({ text, tone }: { text: string; tone: 'before' | 'after' }) {
  const shown = text.trim();
  if (shown === '') return <span className="text-gray-600 italic dark:text-gray-400">{tone === 'before' ? 'nothing' : 'removed'}</span>;
  return (
    <q
      className={
        tone === 'before'
          ? 'text-red-800 line-through decoration-red-700/60 dark:text-red-200'
          : 'font-medium text-emerald-800 dark:text-emerald-200'
      }
    >
      {shown}
    </q>
  );
}

function countsByKind(changes: HumanizeChange[]): string {
  const counts = new Map<HumanizeChange['kind'], number>();
  for (const change of changes) counts.set(change.kind, (counts.get(change.kind) ?? 0) + 1);
  return [...counts].map(([kind, count]) => `${KIND_LABELS[kind]} ×${count}`).join(' · ');
}

/** The offline editor's edits, each with what it replaced and why; a model's rewrite has no such list. */
export function ChangeList({ result }: { result: HumanizeResponse }) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const { changes } = result;
  const shown = expanded ? changes : changes.slice(0, SHOWN_AT_FIRST);

  let body;
  if (result.engine !== 'offline') {
    body = <p>{`Rewritten by ${result.model} as a whole, so there is no list of single edits: the marks above show every difference.`}</p>;
  } else if (changes.length === 0) {
    body = <p>No edits were needed: the draft already reads plainly.</p>;
  } else {
    body = (
      <>
        <p>{`${changes.length} ${changes.length === 1 ? 'edit' : 'edits'}: ${countsByKind(changes)}`}</p>
        <ul id={listId} className="divide-y divide-gray-100 rounded-xl border border-gray-200 dark:divide-gray-800 dark:border-gray-800">
          {shown.map((change, index) => (
            <li key={`${change.at}-${index}`} className="space-y-1 px-3 py-2">
              <p className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
                <span className="text-xs font-semibold tracking-wide text-indigo-700 uppercase dark:text-indigo-300">{KIND_LABELS[change.kind]}</span>
                <span className="text-gray-900 dark:text-gray-100">
                  <Quoted text={change.before} tone="before" />
                  <span aria-hidden="true"> → </span>
                  <span className="sr-only"> became </span>
                  <Quoted text={change.after} tone="after" />
                </span>
              </p>
              <p className="text-xs text-gray-600 dark:text-gray-400">{change.why}</p>
            </li>
          ))}
        </ul>
        {changes.length > SHOWN_AT_FIRST && (
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={listId}
            onClick={() => setExpanded((open) => !open)}
            className="rounded text-sm font-semibold text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300"
          >
            {expanded ? 'Show fewer edits' : `Show all ${changes.length} edits`}
          </button>
        )}
      </>
    );
  }

  return (
    <section aria-labelledby="humanize-changes-heading" className="space-y-2 text-sm text-gray-700 dark:text-gray-300">
      <h3 id="humanize-changes-heading" className="text-sm font-semibold text-gray-900 dark:text-white">
        What changed
      </h3>
      {body}
    </section>
  );
}
