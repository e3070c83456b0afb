import { interactionsOf, type AnalyticsOverview } from '../../../../contract/analytics';
import { Icon } from '../../../components/icon';
import { classNames } from '../../../lib/class-names';
import { formatCount } from '../format-count';
import { changeBetween, changeSentence, type KpiChange } from '../kpi-change';
import { interactionsUnknownNote } from '../missing-numbers';
import { MetricValue } from './metric-value';

type Kpi = { label: string; value: number | null; previous: number | null; note: string };

/** How each kind of change looks; the words beside the mark carry the meaning, not its colour. */
const CHANGE_LOOKS: Record<KpiChange['kind'], { mark: string; tone: string }> = {
  up: { mark: '↑', tone: 'text-emerald-700 dark:text-emerald-300' },
  down: { mark: '↓', tone: 'text-red-700 dark:text-red-300' },
  same: { mark: '→', tone: 'text-gray-600 dark:text-gray-400' },
  new: { mark: '', tone: 'text-indigo-700 dark:text-indigo-300' },
  unknown: { mark: '–', tone: 'text-gray-600 dark:text-gray-400' },
};

function KpiCard({ kpi, days }: { kpi: Kpi; days: number }) {
  const change = changeBetween(kpi.value, kpi.previous);
  const look = CHANGE_LOOKS[change.kind];
  const said = changeSentence(change, kpi.value, days);
  return (
    <li className="flex min-w-0 flex-col rounded-xl border border-gray-200 bg-white p-4 shadow-sm dark:border-gray-800 dark:bg-gray-900">
      <h3 className="text-sm font-medium text-gray-600 dark:text-gray-400">{kpi.label}</h3>
      <p className="mt-1 text-2xl font-bold tracking-tight text-gray-900 tabular-nums sm:text-3xl dark:text-white">
        <MetricValue value={kpi.value} />
      </p>
      <p className="mt-1 text-xs text-gray-600 dark:text-gray-400">{kpi.note}</p>
      <p className={classNames('mt-3 flex flex-wrap items-center gap-x-1 text-sm', look.tone)}>
        {change.kind === 'new' ? (
          <Icon name="sparkles" className="size-4" />
        ) : (
          <span aria-hidden="true" className="font-semibold">
            {look.mark}
          </span>
        )}
        {said.lead && <span className="font-semibold">{said.lead}</span>}
        {said.rest && <span className={said.lead ? 'text-gray-600 dark:text-gray-400' : 'font-semibold'}>{said.rest}</span>}
      </p>
    </li>
  );
}

/** The four headline numbers of the window, each against the window before (issue 13). */
export function KpiCards({ overview }: { overview: AnalyticsOverview }) {
  const { totals, previous } = overview;
  const interactions = interactionsOf(totals.engagement);
  const kpis: Kpi[] = [
    { label: 'Content created', value: totals.items, previous: previous.items, note: 'Pieces of every kind' },
    { label: 'Words written', value: totals.words, previous: previous.words, note: 'In everything created' },
    {
      label: 'Posts published',
      value: totals.publications.succeeded,
      previous: previous.publications.succeeded,
      note: `${formatCount(totals.publications.failed)} failed`,
    },
    {
      label: 'Interactions',
      value: interactions,
      previous: interactionsOf(previous.engagement),
      note: interactions === null ? interactionsUnknownNote(overview) : 'Likes, comments and shares',
    },
  ];

  return (
    <section aria-labelledby="kpi-heading">
      <h2 id="kpi-heading" className="sr-only">
        Key figures
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {kpis.map((kpi) => (
          <KpiCard key={kpi.label} kpi={kpi} days={overview.window.days} />
        ))}
      </ul>
    </section>
  );
}
