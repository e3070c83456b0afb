/** How a number moved against the window before: what each KPI card says beside it. */
export type KpiChange =
  | { kind: 'up' | 'down'; percent: number }
  | { kind: 'same' }
  /** Nothing in the previous window, something now: no percentage can be given. */
  | { kind: 'new' }
  /** One of the two is unknown (no engagement numbers): nothing to compare. */
  | { kind: 'unknown' };

export function changeBetween(current: number | null, previous: number | null): KpiChange {
  if (current === null || previous === null) return { kind: 'unknown' };
  if (current === previous) return { kind: 'same' };
  if (previous === 0) return { kind: 'new' };
  const percent = (Math.abs(current - previous) / previous) * 100;
  return { kind: current > previous ? 'up' : 'down', percent };
}

/** "25%"; a change under 1% is not shown as 0%. */
export function formatPercent(percent: number): string {
  if (percent > 0 && percent < 1) return 'less than 1%';
  return `${new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }).format(percent)}%`;
}

/** The change in a word or two (not colour): "Up 25%", "Down 10%", "No change", "New", "No comparison". */
export function changeLabel(change: KpiChange): string {
  switch (change.kind) {
    case 'up':
      return `Up ${formatPercent(change.percent)}`;
    case 'down':
      return `Down ${formatPercent(change.percent)}`;
    case 'same':
      return 'No change';
    case 'new':
      return 'New';
    case 'unknown':
      return 'No comparison';
  }
}

/**
 * What a KPI card says under its number, as one phrase: the change and what it is against. `lead`
 * (bold) is the change, `rest` the window it is measured against; a phrase with nothing to lead with
 * (no number before, or none now) is all `rest`.
 */
export function changeSentence(change: KpiChange, current: number | null, days: number): { lead: string | null; rest: string } {
  const previous = `the previous ${days} ${days === 1 ? 'day' : 'days'}`;
  switch (change.kind) {
    case 'up':
    case 'down':
      return { lead: changeLabel(change), rest: `vs ${previous}` };
    case 'same':
      return current === 0 ? { lead: null, rest: `None in ${previous} either` } : { lead: changeLabel(change), rest: `from ${previous}` };
    case 'new':
      return { lead: null, rest: `None in ${previous}` };
    case 'unknown':
      return current === null ? { lead: changeLabel(change), rest: '' } : { lead: null, rest: `No numbers from ${previous} to compare` };
  }
}
