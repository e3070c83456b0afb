import { describe, expect, it, vi } from 'vitest';
import { formatInZone } from '../../lib/format-date';
import { ApiError } from '../../lib/api-error';
import { makePost, makeTarget, POST_ID } from '../../test/fixtures';
import { toCalendarEntries } from './calendar-entries';
import { moveDroppedEntry, type DroppedEvent } from './move-dropped-entry';

const NOW = Date.parse('2026-03-20T10:00:00Z');
const zone = 'Europe/Paris';
const TARGET_ID = '5f0c6d1e-8a0b-4f3e-9a77-0d2f3c4b5a61';

function dropped({ from, to, view }: { from: string; to: string; view: string }) {
  const post = makePost({ targets: [makeTarget({ id: TARGET_ID, state: 'scheduled', scheduled_at: from, published_at: null })] });
  const [entry] = toCalendarEntries({ posts: [post], accounts: [], now: NOW });
  const revert = vi.fn();
  const drop: DroppedEvent = { event: { start: new Date(to), extendedProps: { entry } }, oldEvent: { start: new Date(from) }, view: { type: view }, revert };
  return { drop, revert };
}

describe('moveDroppedEntry: a scheduled post dragged to another time', () => {
  it('week view: the PATCH gets the new time with the creator\'s offset, and says where it went', async () => {
    const { drop, revert } = dropped({ from: '2026-03-23T08:00:00Z', to: '2026-03-24T13:30:00Z', view: 'timeGridWeek' });
    const reschedule = vi.fn().mockResolvedValue({});
    const notice = await moveDroppedEntry({ drop, zone, now: NOW, reschedule });
    expect(reschedule).toHaveBeenCalledWith({ postId: POST_ID, targetId: TARGET_ID, scheduledAt: '2026-03-24T14:30:00+01:00' });
    expect(notice).toEqual({ tone: 'success', text: `LinkedIn moved to ${formatInZone('2026-03-24T13:30:00Z', zone)}.` });
    expect(revert).not.toHaveBeenCalled();
  });

  it('month view: dropped on a day across the spring change, it keeps its local time of day (09:00 stays 09:00)', async () => {
    // 09:00 in Paris on Friday March 27 (winter, +01:00) dropped on Monday March 30 (summer, +02:00).
    const { drop } = dropped({ from: '2026-03-27T08:00:00Z', to: '2026-03-30T08:00:00Z', view: 'dayGridMonth' });
    const reschedule = vi.fn().mockResolvedValue({});
    await moveDroppedEntry({ drop, zone, now: NOW, reschedule });
    expect(reschedule).toHaveBeenCalledWith(expect.objectContaining({ scheduledAt: '2026-03-30T09:00:00+02:00' }));
  });

  it('a time in the past is refused before asking, and the post goes back', async () => {
    const { drop, revert } = dropped({ from: '2026-03-23T08:00:00Z', to: '2026-03-20T09:00:00Z', view: 'timeGridWeek' });
    const reschedule = vi.fn();
    const notice = await moveDroppedEntry({ drop, zone, now: NOW, reschedule });
    expect(reschedule).not.toHaveBeenCalled();
    expect(revert).toHaveBeenCalledOnce();
    expect(notice).toEqual({ tone: 'error', text: 'Choose a time in the future: a post cannot be scheduled in the past.' });
  });

  it("the server's refusal goes back and is shown as it says it", async () => {
    const { drop, revert } = dropped({ from: '2026-03-23T08:00:00Z', to: '2027-04-24T08:00:00Z', view: 'timeGridWeek' });
    const reschedule = vi.fn().mockRejectedValue(new ApiError(422, 'The scheduled time must be within a year from now.'));
    const notice = await moveDroppedEntry({ drop, zone, now: NOW, reschedule });
    expect(revert).toHaveBeenCalledOnce();
    expect(notice).toEqual({ tone: 'error', text: 'The scheduled time must be within a year from now.' });
  });
});
