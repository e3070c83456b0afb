import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, openSecondInstance, newUser, signUp, type TestApp } from '../../test/build-test-app';

// Two app instances on one PostgreSQL, as behind a load balancer: a session revoked through one
// must fail at once on the other (docs/architecture.md#several-instances; docs/decisions/002-session-cache.md).
const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('two instances sharing one PostgreSQL', () => {
  let a: TestApp;
  let b: FastifyInstance;
  let second: Awaited<ReturnType<typeof openSecondInstance>>;

  beforeAll(async () => {
    a = await buildTestApp();
    second = await openSecondInstance(a);
    b = second.app;
  });
  afterAll(async () => {
    await second.close();
    await a.close();
  });

  it('revocation and password changes on one instance hold on the other at once', async () => {
    const user = await signUp(a.app, newUser());
    expect((await b.inject({ url: '/api/auth/me', headers: user.auth })).statusCode).toBe(200);
    await a.app.inject({ method: 'POST', url: '/api/auth/logout', headers: user.auth });
    expect((await b.inject({ url: '/api/auth/me', headers: user.auth })).statusCode).toBe(401);

    const login = async (app: typeof b, password: string) =>
      app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password } });
    const s1 = (await login(a.app, user.password)).json().access_token as string;
    const s2 = (await login(b, user.password)).json().access_token as string;
    const changed = await b.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { authorization: `Bearer ${s2}` },
      payload: { current_password: user.password, new_password: 'changed-on-b' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await a.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${s1}` } })).statusCode).toBe(401);
    expect((await a.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${s2}` } })).statusCode).toBe(200);
  });

  it('usage taken on one instance shows on the other at once (read with the session)', async () => {
    const user = await signUp(a.app, newUser());
    const usageOn = async (app: typeof b) => (await app.inject({ url: '/api/auth/me', headers: user.auth })).json().usage_counts.social_posts;
    expect(await usageOn(b)).toBe(0);
    const post = (app: typeof b) => app.inject({ method: 'POST', url: '/api/content/social-media', headers: user.auth, payload: { topic: 'Tide pools' } });
    expect((await post(a.app)).statusCode).toBe(200);
    expect(await usageOn(b)).toBe(1);
    expect((await post(b)).statusCode).toBe(200);
    expect(await usageOn(a.app)).toBe(2);
    expect(await usageOn(b)).toBe(2);
  });
});
