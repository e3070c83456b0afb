import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCluster, type Cluster } from './harness/cluster';
import { bodyOf, call, landOn, onEach, othersThan, signUp, type Auth } from './harness/through-nginx';

// Issue 29, part 4: accounts through nginx in front of three instances. A session made on one instance
// works on the others, and one revoked on one is refused by every other on the very next request (on
// PostgreSQL nothing caches a session: docs/decisions/002-session-cache.md).

describe('accounts across three instances behind nginx', () => {
  let cluster: Cluster;
  beforeAll(async () => {
    cluster = await startCluster();
  });
  afterAll(async () => {
    await cluster?.stop();
  });

  const me = (auth: Auth) => () => call(cluster, '/api/auth/me', { auth });
  const expectStatus = (status: number, what: string) => async (res: Response, instance: number) => {
    expect(res.status, `${what} on instance ${instance}: ${await bodyOf(res)}`).toBe(status);
  };

  it('signs up on one instance and is known on every other', async () => {
    const { creator, instance } = await signUp(cluster);
    expect(instance).toBeGreaterThanOrEqual(0);
    await onEach(cluster, othersThan(cluster, instance), me(creator.auth), async (res, on) => {
      expect(res.status, `GET /api/auth/me on instance ${on}: ${await bodyOf(res)}`).toBe(200);
      expect(await res.json()).toMatchObject({ id: creator.id, email: creator.email, name: creator.name });
    });
  });

  it('refuses a session logged out on one instance on every other at once', async () => {
    const { creator } = await signUp(cluster);
    // A second session of the same creator stays signed in: only the one logged out is gone.
    const login = await call(cluster, '/api/auth/login', { json: { email: creator.email, password: creator.password } });
    expect(login.status, await bodyOf(login)).toBe(200);
    const other: Auth = { authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}` };
    await onEach(cluster, [0, 1, 2], me(creator.auth), expectStatus(200, 'the session before logout'));

    const logout = await call(cluster, '/api/auth/logout', { method: 'POST', auth: creator.auth });
    expect(logout.status, await bodyOf(logout)).toBe(200);
    const loggedOutOn = cluster.instanceOf(logout);
    // Every request from here on is refused, whichever instance answers it: the first one included.
    await onEach(cluster, othersThan(cluster, loggedOutOn), me(creator.auth), async (res, on) => {
      expect(res.status, `the logged-out session on instance ${on}`).toBe(401);
      expect(await res.json()).toEqual({ detail: expect.any(String) });
    });
    await onEach(cluster, [0, 1, 2], me(other), expectStatus(200, 'the other session'));
  });

  it('signs out the other sessions everywhere when the password is changed on one instance', async () => {
    const { creator } = await signUp(cluster);
    const login = await call(cluster, '/api/auth/login', { json: { email: creator.email, password: creator.password } });
    expect(login.status, await bodyOf(login)).toBe(200);
    const changer: Auth = { authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}` };
    await onEach(cluster, [0, 1, 2], me(creator.auth), expectStatus(200, 'the first session before the change'));

    const changed = await call(cluster, '/api/auth/change-password', {
      auth: changer,
      json: { current_password: creator.password, new_password: 'changed-on-one-instance' },
    });
    expect(changed.status, await bodyOf(changed)).toBe(200);
    const changedOn = cluster.instanceOf(changed);
    await onEach(cluster, othersThan(cluster, changedOn), me(creator.auth), expectStatus(401, 'the signed-out session'));
    // The session that changed the password stays signed in, and the new password works wherever login lands.
    await onEach(cluster, othersThan(cluster, changedOn), me(changer), expectStatus(200, 'the session that changed the password'));
    const { res: relogin } = await landOn(
      cluster,
      (i) => i !== changedOn,
      () => call(cluster, '/api/auth/login', { json: { email: creator.email, password: 'changed-on-one-instance' } }),
      { each: expectStatus(200, 'login with the new password') },
    );
    expect(relogin.status).toBe(200);
  });
});
