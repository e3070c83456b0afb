import { describe, expect, it } from 'vitest';
import { SessionCache } from './session-cache';
import type { UserRow } from './rows';

const user = (id: string, tier: UserRow['subscriptionTier'] = 'free'): UserRow => ({
  id,
  email: `${id}@example.com`,
  name: id,
  passwordHash: null,
  googleSub: null,
  subscriptionTier: tier,
  lifetime: false,
  timezone: null,
  createdAt: new Date(),
});
const live = (u: UserRow) => ({ user: u, expiresAt: Date.now() + 60_000, lastSeenAt: Date.now() });

describe('SessionCache', () => {
  it('forgets expired sessions', () => {
    const cache = new SessionCache();
    cache.set('t1', { ...live(user('a')), expiresAt: Date.now() - 1 });
    expect(cache.get('t1')).toBeUndefined();
  });

  it('revokes every session of a user but the one kept', () => {
    const cache = new SessionCache();
    cache.set('t1', live(user('a')));
    cache.set('t2', live(user('a')));
    cache.set('t3', live(user('b')));
    cache.deleteUser('a', 't2');
    expect(cache.get('t1')).toBeUndefined();
    expect(cache.get('t2')).toBeDefined();
    expect(cache.get('t3')).toBeDefined();
  });

  it('shows a changed user row to every live session', () => {
    const cache = new SessionCache();
    cache.set('t1', live(user('a')));
    cache.set('t2', live(user('a')));
    cache.updateUser(user('a', 'pro'));
    expect(cache.get('t1')?.user.subscriptionTier).toBe('pro');
    expect(cache.get('t2')?.user.subscriptionTier).toBe('pro');
  });

  it('stays bounded, dropping the oldest entry', () => {
    const cache = new SessionCache(2);
    cache.set('t1', live(user('a')));
    cache.set('t2', live(user('b')));
    cache.set('t3', live(user('c')));
    expect(cache.get('t1')).toBeUndefined();
    expect(cache.get('t3')).toBeDefined();
  });
});
