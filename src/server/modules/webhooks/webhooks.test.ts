import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_WEBHOOK_ENDPOINTS } from '../../../contract/webhooks';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { creator, type Auth } from '../../test/social-helpers';
import { checkEndpointUrl } from './endpoint-url';
import { ENTERPRISE_ONLY } from './service';

// The registration routes of /api/webhooks: who may use them, what a URL must be, the secret shown
// once and kept sealed, the per-account cap, and another creator's endpoints out of reach. The job
// layer is off: the endpoints here are made up, and a queued test event must stay pending to be read.

const ALLOWED = '127.0.0.1:3175';
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { FETCH_ALLOW_HOSTS: ALLOWED, JOBS: 'off' } });
});
afterAll(() => t.close());

const register = (auth: Auth, payload: unknown) => t.app.inject({ method: 'POST', url: '/api/webhooks', headers: auth, payload: payload as object });
const list = (auth: Auth) => t.app.inject({ url: '/api/webhooks', headers: auth });
const HOOK = { url: 'https://hooks.example.com/inkwell', events: ['content.created'] };

describe('POST /api/webhooks', () => {
  it('registers an endpoint and answers its secret once; the database keeps it sealed', async () => {
    const user = await creator(t, { tier: 'enterprise' });
    const res = await register(user.auth, { url: 'https://hooks.example.com/inkwell#frag', events: ['content.created', 'publication.failed'] });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ url: 'https://hooks.example.com/inkwell', events: ['content.created', 'publication.failed'], disabled_at: null });
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(body.secret.slice(6), 'base64')).toHaveLength(32);
    expect(Date.parse(body.created_at)).not.toBeNaN();

    const [row] = await t.database.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, body.id));
    expect(row!.secretEnc).not.toContain(body.secret.slice(6));
    expect(row!.secretEnc).toMatch(/^v1\./);

    const listed = (await list(user.auth)).json().webhooks;
    expect(listed).toEqual([{ id: body.id, url: body.url, events: body.events, created_at: body.created_at, disabled_at: null }]);
    expect(JSON.stringify(listed)).not.toContain('whsec_');
  });

  it('refuses every plan but Enterprise with 403 naming the plan', async () => {
    for (const tier of ['free', 'basic', 'pro'] as const) {
      const user = await creator(t, { tier });
      const res = await register(user.auth, HOOK);
      expect(res.statusCode, tier).toBe(403);
      expect(res.json().detail).toBe(ENTERPRISE_ONLY);
      expect(res.json().detail).toContain('Enterprise plan');
      expect((await list(user.auth)).statusCode).toBe(403);
    }
    expect((await t.app.inject({ url: '/api/webhooks' })).statusCode).toBe(401);
  });

  it('validates events: at least one, known names, no duplicates', async () => {
    const user = await creator(t, { tier: 'enterprise' });
    const cases: [unknown, RegExp][] = [
      [{ url: HOOK.url, events: [] }, /^Choose at least one event\.$/],
      [{ url: HOOK.url, events: ['content.deleted'] }, /^Each of the events must be one of content\.created, summary\.created/],
      [{ url: HOOK.url, events: ['content.created', 'content.created'] }, /^Each event may be chosen once\.$/],
      [{ url: HOOK.url, events: 'content.created' }, /events/],
      [{ url: HOOK.url }, /events/],
      [{ events: ['content.created'] }, /^The web address is required\.$/],
      [{ url: '   ', events: ['content.created'] }, /^The web address is required\.$/],
      [{ url: `https://example.com/${'a'.repeat(2100)}`, events: ['content.created'] }, /^The web address must be at most 2048 characters\.$/],
    ];
    for (const [payload, detail] of cases) {
      const res = await register(user.auth, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().detail).toMatch(detail);
    }
    expect((await list(user.auth)).json().webhooks).toEqual([]);
  });

  it('wants https on the public internet: literal private addresses are refused with 422', async () => {
    const user = await creator(t, { tier: 'enterprise' });
    const refused: [string, RegExp][] = [
      ['not a url', /^Enter a full web address, such as https:\/\/example\.com\/webhooks\/inkwell\.$/],
      ['ftp://hooks.example.com/x', /^The web address must start with https:\/\/\.$/],
      ['http://hooks.example.com/x', /^The web address must start with https:\/\/\.$/],
      ['https://user:pass@hooks.example.com/x', /user name or password/],
      ['https://127.0.0.1/x', /points to 127\.0\.0\.1, which is not on the public internet/],
      ['https://10.1.2.3/x', /not on the public internet/],
      ['https://192.168.0.10:8443/x', /not on the public internet/],
      ['https://169.254.169.254/latest/meta-data', /not on the public internet/],
      ['https://[::1]/x', /points to \[::1\], which is not on the public internet/],
      ['https://[::ffff:10.0.0.1]/x', /not on the public internet/],
      ['https://[fd00::1]/x', /not on the public internet/],
      ['https://0x7f000001/x', /points to 127\.0\.0\.1, which is not on the public internet/],
      ['https://localhost/x', /points to localhost, which is not on the public internet/],
      ['https://api.localhost/x', /not on the public internet/],
      [`http://127.0.0.1:3176/x`, /^The web address must start with https:\/\/\.$/],
    ];
    for (const [url, detail] of refused) {
      const res = await register(user.auth, { url, events: ['content.created'] });
      expect(res.statusCode, url).toBe(422);
      expect(res.json().detail, url).toMatch(detail);
    }
    // The test-only allowed host may be used, over http too; a public address always may.
    expect((await register(user.auth, { url: `http://${ALLOWED}/hooks`, events: ['content.created'] })).statusCode).toBe(201);
    expect((await register(user.auth, { url: 'https://93.184.215.14/hooks', events: ['content.created'] })).statusCode).toBe(201);
  });

  it('wants a host as written and a port from 1 to 65535: the parser does not get to invent one', async () => {
    const user = await creator(t, { tier: 'enterprise' });
    const host = /^The web address must name a host after https:\/\//;
    const port = /^The web address must have a port from 1 to 65535\.$/;
    const refused: [string, RegExp][] = [
      // Each of these the URL parser reads as https://hooks.example.com/ (or https://x/).
      ['https:///hooks.example.com/x', host],
      ['https:////hooks.example.com/x', host],
      ['https:/hooks.example.com/x', host],
      ['https:hooks.example.com/x', host],
      ['https:\\\\hooks.example.com\\x', host],
      ['https://\\hooks.example.com/x', host],
      ['https://hooks.example.com:0/x', port],
      ['https://hooks.example.com:00/x', port],
      ['https://hooks.example.com:65536/x', port],
      ['https://hooks.example.com:99999999/x', port],
      ['https://hooks.example.com/x\nQueue: Priority', /^The web address must be a single line\.$/],
      ['https://hooks.exa\tmple.com/x', /^The web address must not contain tabs or other control characters\.$/],
    ];
    for (const [url, detail] of refused) {
      const res = await register(user.auth, { url, events: ['content.created'] });
      expect(res.statusCode, url).toBe(422);
      expect(res.json().detail, url).toMatch(detail);
    }
    expect((await list(user.auth)).json().webhooks).toEqual([]);
    for (const url of ['https://hooks.example.com:1/x', 'https://hooks.example.com:65535/x', 'https://hooks.example.com:/x']) {
      expect((await register(user.auth, { url, events: ['content.created'] })).statusCode, url).toBe(201);
    }
  });

  it(`caps an account at ${MAX_WEBHOOK_ENDPOINTS} endpoints, also when they are added at once`, async () => {
    const user = await creator(t, { tier: 'enterprise' });
    const results = await Promise.all(
      Array.from({ length: MAX_WEBHOOK_ENDPOINTS + 3 }, (_, i) => register(user.auth, { url: `https://hooks.example.com/${i}`, events: ['summary.created'] })),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(MAX_WEBHOOK_ENDPOINTS);
    const refused = results.filter((r) => r.statusCode !== 201);
    expect(refused).toHaveLength(3);
    for (const r of refused) {
      expect(r.statusCode).toBe(409);
      expect(r.json().detail).toBe(`You can have up to ${MAX_WEBHOOK_ENDPOINTS} webhook endpoints. Delete one to add another.`);
    }
    const one = (await list(user.auth)).json().webhooks[0].id;
    expect((await t.app.inject({ method: 'DELETE', url: `/api/webhooks/${one}`, headers: user.auth })).statusCode).toBe(204);
    expect((await register(user.auth, HOOK)).statusCode).toBe(201);
  });
});

describe('DELETE, deliveries and test of /api/webhooks/{id}', () => {
  it('queues a test event (202 with its delivery id) shown as pending in the log; DELETE removes the endpoint and its log', async () => {
    const user = await creator(t, { tier: 'enterprise' });
    const { id } = (await register(user.auth, HOOK)).json();
    const test = await t.app.inject({ method: 'POST', url: `/api/webhooks/${id}/test`, headers: user.auth });
    expect(test.statusCode, test.body).toBe(202);
    const { delivery_id, event_id } = test.json();
    expect(event_id).toMatch(/^msg_/);

    const log = await t.app.inject({ url: `/api/webhooks/${id}/deliveries`, headers: user.auth });
    expect(log.statusCode).toBe(200);
    expect(log.json().deliveries).toEqual([
      expect.objectContaining({ id: delivery_id, event_id, event: 'webhook.test', status: 'pending', attempts: 0, response_status: null, error: null, delivered_at: null }),
    ]);
    const [row] = await t.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, delivery_id));
    expect(JSON.parse(row!.payload)).toMatchObject({ type: 'webhook.test', data: { endpoint_id: id } });

    const del = await t.app.inject({ method: 'DELETE', url: `/api/webhooks/${id}`, headers: user.auth });
    expect(del.statusCode).toBe(204);
    expect(del.body).toBe('');
    expect((await list(user.auth)).json().webhooks).toEqual([]);
    expect(await t.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, id))).toEqual([]);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/webhooks/${id}`, headers: user.auth })).statusCode).toBe(404);
  });

  it('lets a creator who left Enterprise delete an endpoint, and nothing else', async () => {
    const user = await creator(t, { tier: 'enterprise' });
    const { id } = (await register(user.auth, HOOK)).json();
    // As a cancelled subscription ends: through the accounts repository, which the sessions read.
    await t.app.accounts.setTier(user.id, 'pro');
    expect((await list(user.auth)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: `/api/webhooks/${id}/test`, headers: user.auth })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/webhooks/${id}`, headers: user.auth })).statusCode).toBe(204);
    expect(await t.database.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id))).toEqual([]);
  });

  it("keeps another creator's endpoints out of reach: 404 for each route, nothing changed", async () => {
    const owner = await creator(t, { tier: 'enterprise' });
    const other = await creator(t, { tier: 'enterprise' });
    const { id } = (await register(owner.auth, HOOK)).json();
    const attempts = [
      t.app.inject({ method: 'DELETE', url: `/api/webhooks/${id}`, headers: other.auth }),
      t.app.inject({ url: `/api/webhooks/${id}/deliveries`, headers: other.auth }),
      t.app.inject({ method: 'POST', url: `/api/webhooks/${id}/test`, headers: other.auth }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'No such webhook endpoint' });
    }
    expect((await list(other.auth)).json().webhooks).toEqual([]);
    expect((await list(owner.auth)).json().webhooks).toHaveLength(1);
    expect(await t.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, id))).toEqual([]);
  });

  it('answers 422 for an id that is not one', async () => {
    const user = await creator(t, { tier: 'enterprise' });
    const res = await t.app.inject({ url: '/api/webhooks/not-an-id/deliveries', headers: user.auth });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toBe('No webhook has this id.');
  });
});

describe('checkEndpointUrl', () => {
  it('keeps the allowed test host exact: another port of the same address is still refused', () => {
    expect(checkEndpointUrl('http://127.0.0.1:3175/a', ['127.0.0.1:3175'])).toBe('http://127.0.0.1:3175/a');
    expect(() => checkEndpointUrl('https://127.0.0.1:3176/a', ['127.0.0.1:3175'])).toThrow(/not on the public internet/);
    expect(checkEndpointUrl('https://Hooks.Example.com:8443/a?x=1', [])).toBe('https://hooks.example.com:8443/a?x=1');
  });

  it('reads the host from the text as written, IPv6 literals and user info included', () => {
    expect(() => checkEndpointUrl('https:///x', [])).toThrow(/must name a host/);
    expect(() => checkEndpointUrl('https://127.0.0.1:0/a', ['127.0.0.1:0'])).toThrow(/port from 1 to 65535/);
    expect(checkEndpointUrl('https://[2606:4700::1111]:8443/a', [])).toBe('https://[2606:4700::1111]:8443/a');
    expect(() => checkEndpointUrl('https://[2606:4700::1111]:0/a', [])).toThrow(/port from 1 to 65535/);
    expect(() => checkEndpointUrl('https://user@hooks.example.com:0/a', [])).toThrow(/port from 1 to 65535/);
  });
});
