import { stringify } from 'csv-stringify/sync';
import { METRIC_NAMES, METRIC_LABELS, type AnalyticsOverview } from '../../../contract/analytics';
import { HISTORY_KINDS } from '../../../contract/content-kinds';
import { USAGE_LABELS } from '../../../contract/plans';

/** The export's file name: the window's first and last day. */
export function csvFilename(overview: AnalyticsOverview): string {
  return `inkwell-analytics-${overview.window.start}-to-${overview.window.end}.csv`;
}

/**
 * The window day by day, one row per day, for a spreadsheet: what was created (per kind), words,
 * publications by outcome and the published posts' numbers. An unknown number is an empty cell,
 * never 0. Only dates and numbers: no creator text, so no cell can be read as a formula.
 */
export function analyticsCsv(overview: AnalyticsOverview): string {
  const header = ['Date', ...HISTORY_KINDS.map((k) => USAGE_LABELS[k.usage]), 'Words written', 'Posts published', 'Posts failed', ...METRIC_NAMES.map((m) => METRIC_LABELS[m])];
  const rows = overview.daily.map((d) => [
    d.date,
    ...HISTORY_KINDS.map((k) => d.created[k.id] ?? 0),
    d.words,
    d.succeeded,
    d.failed,
    ...METRIC_NAMES.map((m) => d.engagement[m] ?? ''),
  ]);
  return stringify([header, ...rows], { bom: true, record_delimiter: 'windows' });
}
