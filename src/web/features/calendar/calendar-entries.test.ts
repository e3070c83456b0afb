import { describe, expect, it } from 'vitest';
import { makeAccount, makePost, makeTarget } from '../../test/fixtures';
import { firstWords, toCalendarEntries } from './calendar-entries';

const NOW = Date.parse('2026-11-30T10:00:00Z');

describe('toCalendarEntries', () => {
  it('places scheduled and missed targets at their time, published and failed at when it happened; leaves drafts and cancelled ones out', () => {
    const post = makePost({
      scheduled_at: '2026-11-29T08:00:00Z',
      targets: [
        makeTarget({ id: 'a', platform: 'linkedin', state: 'scheduled', scheduled_at: '2026-12-01T08:00:00Z', published_at: null }),
        makeTarget({ id: 'b', platform: 'twitter', state: 'published', scheduled_at: '2026-11-29T08:00:00Z', published_at: '2026-11-29T08:00:40Z' }),
        makeTarget({ id: 'c', platform: 'facebook', state: 'failed', scheduled_at: null, published_at: null }),
        makeTarget({ id: 'd', platform: 'instagram', state: 'missed', scheduled_at: '2026-11-28T07:00:00Z', published_at: null }),
        makeTarget({ id: 'e', platform: 'tiktok', state: 'cancelled', scheduled_at: '2026-12-02T08:00:00Z', published_at: null }),
        makeTarget({ id: 'f', platform: 'youtube', state: 'draft', scheduled_at: null, published_at: null }),
      ],
    });
    const entries = toCalendarEntries({ posts: [post], accounts: [], now: NOW });
    expect(entries.map((entry) => [entry.target.id, entry.at, entry.movable])).toEqual([
      ['a', '2026-12-01T08:00:00Z', true],
      ['b', '2026-11-29T08:00:40Z', false],
      // Failed before any try had a time: the post's own time.
      ['c', '2026-11-29T08:00:00Z', false],
      ['d', '2026-11-28T07:00:00Z', false],
    ]);
  });

  it('flags a scheduled target due within 24 hours whose account is missing or must be reconnected, and nothing while the accounts are unknown', () => {
    const soon = makeTarget({ id: 'soon', platform: 'linkedin', state: 'scheduled', scheduled_at: '2026-12-01T09:00:00Z', published_at: null });
    const later = makeTarget({ id: 'later', platform: 'linkedin', state: 'scheduled', scheduled_at: '2026-12-01T10:00:01Z', published_at: null });
    const missing = makeTarget({ id: 'missing', platform: 'twitter', state: 'scheduled', scheduled_at: '2026-11-30T11:00:00Z', published_at: null });
    const fine = makeTarget({ id: 'fine', platform: 'facebook', state: 'scheduled', scheduled_at: '2026-11-30T11:00:00Z', published_at: null });
    const posts = [makePost({ targets: [soon, later, missing, fine] })];
    const accounts = [makeAccount({ platform: 'linkedin', status: 'reconnect' }), makeAccount({ platform: 'facebook' })];

    const flagged = toCalendarEntries({ posts, accounts, now: NOW }).filter((entry) => entry.needsReconnect);
    expect(flagged.map((entry) => entry.target.id)).toEqual(['soon', 'missing']);
    expect(toCalendarEntries({ posts, accounts: undefined, now: NOW }).some((entry) => entry.needsReconnect)).toBe(false);
  });

  it('a scheduled target whose time has passed (waiting for the job) cannot be moved', () => {
    const post = makePost({ targets: [makeTarget({ state: 'scheduled', scheduled_at: '2026-11-30T09:59:00Z', published_at: null })] });
    expect(toCalendarEntries({ posts: [post], accounts: [], now: NOW })[0]!.movable).toBe(false);
  });
});

describe('firstWords', () => {
  it('keeps a short text whole, on one line', () => {
    expect(firstWords('Consistency beats intensity.\n\nShip it.')).toBe('Consistency beats intensity. Ship it.');
  });

  it('cuts a long text at a word, with an ellipsis', () => {
    expect(firstWords('Consistency beats intensity. Ship a little every day, and the work compounds.', 40)).toBe('Consistency beats intensity. Ship a…');
  });
});
