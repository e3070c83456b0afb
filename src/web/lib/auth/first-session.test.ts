import { afterEach, describe, expect, it } from 'vitest';
import { makeUser } from '../../test/fixtures';
import { forgetFirstSession, isFirstSession, rememberSessionStart } from './first-session';

const NOW = Date.parse('2026-05-04T10:00:00.000Z');

describe('first session (the dashboard says "Welcome" rather than "Welcome back")', () => {
  afterEach(() => window.sessionStorage.clear());

  it('is the session sign-up started, whatever the clocks say', () => {
    const user = makeUser({ created_at: '2020-01-01T00:00:00.000Z' });
    rememberSessionStart(user, 'signup', NOW);
    expect(isFirstSession(user)).toBe(true);
    // Another account signed in on this browser is not greeted as new.
    expect(isFirstSession(makeUser({ id: 'user-2' }))).toBe(false);
  });

  it('is a Google sign-in only when it created the account moments ago', () => {
    const fresh = makeUser({ created_at: new Date(NOW - 30_000).toISOString() });
    rememberSessionStart(fresh, 'google', NOW);
    expect(isFirstSession(fresh)).toBe(true);

    const old = makeUser({ created_at: new Date(NOW - 3 * 24 * 3600_000).toISOString() });
    rememberSessionStart(old, 'google', NOW);
    expect(isFirstSession(old)).toBe(false);
  });

  it('ends with a password sign-in or signing out', () => {
    const user = makeUser();
    rememberSessionStart(user, 'signup', NOW);
    rememberSessionStart(user, 'login', NOW);
    expect(isFirstSession(user)).toBe(false);

    rememberSessionStart(user, 'signup', NOW);
    forgetFirstSession();
    expect(isFirstSession(user)).toBe(false);
  });
});
