import { describe, expect, it } from 'vitest';
import { makePost, makeTarget } from '../../test/fixtures';
import { postRefreshInterval } from './post-refresh';

const NOW = Date.parse('2026-05-04T10:00:00.000Z');

describe('postRefreshInterval', () => {
  it('every 2 s while a platform is publishing', () => {
    expect(postRefreshInterval(makePost({ targets: [makeTarget({ state: 'publishing' }), makeTarget({ state: 'scheduled', scheduled_at: '2026-06-01T00:00:00.000Z' })] }), NOW)).toBe(2000);
  });

  it('at the earliest scheduled time, between 2 s and a minute away', () => {
    const at = (iso: string) => postRefreshInterval(makePost({ targets: [makeTarget({ state: 'scheduled', scheduled_at: iso })] }), NOW);
    expect(at('2026-05-04T10:00:30.000Z')).toBe(30_000);
    expect(at('2026-05-11T10:00:00.000Z')).toBe(60_000);
    // Its time has come: the job is about to run it.
    expect(at('2026-05-04T09:59:00.000Z')).toBe(2000);
  });

  it('not at all once nothing moves by itself (final states, drafts), or with no post', () => {
    for (const state of ['published', 'failed', 'needs_reconnect', 'unknown', 'cancelled', 'draft'] as const) {
      expect(postRefreshInterval(makePost({ targets: [makeTarget({ state })] }), NOW)).toBe(false);
    }
    expect(postRefreshInterval(undefined, NOW)).toBe(false);
  });
});
