import { BEST_TIME_MIN_PER_SLOT, WEEKDAY_LABELS, type BestTime } from '../../../contract/analytics';
import type { SlotSuggestion } from '../../../contract/schedule';
import type { SlotRow } from '../analytics/queries';

/** The most queue times suggested at once. */
export const MAX_SUGGESTIONS = 3;

const hh = (hour: number) => `${String(hour).padStart(2, '0')}:00`;
const round = (n: number) => Math.round(n * 10) / 10;
const posts = (n: number) => `${n} ${n === 1 ? 'post' : 'posts'}`;
const interactions = (n: number) => `${n} ${n === 1 ? 'interaction' : 'interactions'}`;

/** The weekday-and-hour cells with enough posts of their own, best average first (then more posts, then the week's order). */
function ranked(cells: readonly SlotRow[]): SlotRow[] {
  return cells
    .filter((cell) => cell.n >= BEST_TIME_MIN_PER_SLOT)
    .sort((a, b) => b.interactions / b.n - a.interactions / a.n || b.n - a.n || a.dow - b.dow || a.hour - b.hour);
}

/**
 * Queue times to suggest from the creator's own measured posts (analytics' best time, computed in their
 * zone): none until the best-time card is ready. First the card's best weekday at its best hour, then
 * the weekday-and-hour cells whose posts did best (each with BEST_TIME_MIN_PER_SLOT posts of its own),
 * up to MAX_SUGGESTIONS, each with the numbers behind it in a sentence.
 */
export function slotSuggestions(best: BestTime, cells: readonly SlotRow[]): SlotSuggestion[] {
  if (!best.ready) return [];
  const out: SlotSuggestion[] = [];
  if (best.day && best.hour) {
    out.push({
      weekday: best.day.weekday,
      time: hh(best.hour.hour),
      reason:
        `${best.day.label} is your best day (${interactions(best.day.average_interactions)} on average over ${posts(best.day.posts)}) ` +
        `and ${hh(best.hour.hour)} your best hour (${best.hour.average_interactions} on average over ${posts(best.hour.posts)}).`,
    });
  }
  const top = ranked(cells);
  for (const [i, cell] of top.entries()) {
    if (out.length >= MAX_SUGGESTIONS) break;
    const time = hh(cell.hour);
    if (out.some((s) => s.weekday === cell.dow && s.time === time)) continue;
    const average = round(cell.interactions / cell.n);
    out.push({
      weekday: cell.dow,
      time,
      reason:
        i === 0
          ? `Your posts on ${WEEKDAY_LABELS[cell.dow]}s around ${time} got the most interactions (${average} on average over ${posts(cell.n)}).`
          : `Your posts on ${WEEKDAY_LABELS[cell.dow]}s around ${time} did well too (${interactions(average)} on average over ${posts(cell.n)}).`,
    });
  }
  return out;
}
