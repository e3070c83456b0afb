import type { SummarySource } from '../../../../contract/summaries';
import { safeHref } from '../../../lib/markdown/safe-href';

const numberFormat = new Intl.NumberFormat('en-US');

function words(count: number): string {
  return `${numberFormat.format(count)} ${count === 1 ? 'word' : 'words'}`;
}

/** A recording's length: "45 s", "3 min 20 s", "1 h 5 min". */
export function formatDuration(seconds: number): string {
  const whole = Math.round(seconds);
  if (whole < 60) return `${whole} s`;
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  if (hours > 0) return minutes > 0 ? `${hours} h ${minutes} min` : `${hours} h`;
  const rest = whole % 60;
  return rest > 0 ? `${minutes} min ${rest} s` : `${minutes} min`;
}

/** What a summary was made from: the title (a link for a web page), words read → words written, pages or length. */
export function SummarySourceLine({ source }: { source: SummarySource }) {
  const href = source.url ? safeHref(source.url) : null;
  const facts = [
    source.pages !== undefined ? `${numberFormat.format(source.pages)} ${source.pages === 1 ? 'page' : 'pages'}` : null,
    source.duration_seconds !== undefined ? formatDuration(source.duration_seconds) : null,
  ].filter((fact): fact is string => fact !== null);

  return (
    <div className="space-y-0.5 text-sm break-words text-gray-600 dark:text-gray-400">
      <p>
        <span className="font-medium text-gray-800 dark:text-gray-200">Source: </span>
        {href ? (
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900 dark:text-indigo-300 dark:hover:text-indigo-200"
          >
            {source.title}
          </a>
        ) : (
          <span className="text-gray-800 dark:text-gray-200">{source.title}</span>
        )}
      </p>
      <p>
        {`${words(source.words_read)} read `}
        <span aria-hidden="true">→</span>
        <span className="sr-only"> summarized in</span>
        {` ${words(source.summary_words)}`}
        {facts.map((fact) => ` · ${fact}`).join('')}
      </p>
    </div>
  );
}
