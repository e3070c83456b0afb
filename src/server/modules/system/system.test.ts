import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    env: { PAYMENT_LINK_PRO: 'https://buy.stripe.com/test_pro', CONTACT_FORM_URL: 'https://formspree.io/f/abc' },
  });
});
afterAll(() => t.close());

describe('system routes', () => {
  it('GET /api/health answers that the process is up, naming its database engine', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite' });
  });

  it('GET /api/config serves only public settings', async () => {
    const res = await t.app.inject({ url: '/api/config' });
    expect(res.json()).toEqual({
      google_client_id: null,
      contact_form_url: 'https://formspree.io/f/abc',
      billing_mode: 'demo',
      ai_engine: 'offline',
      ai_model: 'inkwell-offline-composer',
      max_upload_bytes: 50 * 1024 * 1024,
      transcription: false,
      support_by_email: false,
    });
    expect(res.body).not.toContain(t.config.secretKey);
  });

  it('lets the page post to the configured contact form service and nowhere else', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("connect-src 'self' https://accounts.google.com/gsi/ https://formspree.io");
  });

  it('documents every route in the OpenAPI document built from the contract', async () => {
    const paths = Object.keys((t.app.swagger() as unknown as { paths: object }).paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/auth/signup', '/api/auth/login', '/api/auth/me', '/api/plans', '/api/contact']));
  });
});

describe('GET /api/plans', () => {
  it('serves the Reading B catalogue with payment links', async () => {
    const res = await t.app.inject({ url: '/api/plans' });
    expect(res.statusCode).toBe(200);
    const plans = res.json().plans as Array<Record<string, unknown>>;
    expect(plans.map((p) => [p.id, p.price])).toEqual([['free', 0], ['basic', 19], ['pro', 49], ['enterprise', 149]]);
    expect(plans[0]).toMatchObject({ video_scripts: 5, blog_posts: 5, social_posts: 5, newsletters: 5, summaries: 5, humanizations: 0, social_accounts: 1 });
    expect(plans[1]).toMatchObject({ video_scripts: 50, summaries: 25, humanizations: 25, social_accounts: 3 });
    expect(plans[2]).toMatchObject({ video_scripts: 200, summaries: 100, humanizations: 100, social_accounts: 10, popular: true, payment_link: 'https://buy.stripe.com/test_pro' });
    expect(plans[3]).toMatchObject({ video_scripts: null, humanizations: null, social_accounts: null, payment_link: null });
    expect(plans[3]!.features).toEqual(expect.arrayContaining(['API Access', 'Custom Integrations', 'Priority Support']));
    expect(plans[0]!.features).not.toContain('Priority Support');
  });
});

describe('POST /api/contact', () => {
  it('stores a message', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/contact', payload: { name: 'Sam', email: 'Sam@Example.com', message: 'Hi there' } });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe("Thanks for reaching out! We'll get back to you soon.");
    const rows = await t.database.db.query.contactMessages.findMany();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'Sam', email: 'sam@example.com', message: 'Hi there' });
  });

  it.each([
    [{ email: 'a@b.co', message: 'x' }, 'name is required'],
    [{ name: 'A', message: 'x' }, 'The e-mail address is required.'],
    [{ name: 'A', email: 'a@b.co', message: '   ' }, 'message is required'],
    [{ name: 'A', email: 'a@b.co', message: 'x'.repeat(5001) }, 'message must be at most 5000 characters'],
  ])('refuses %j', async (payload, detail) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/contact', payload });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toContain(detail);
  });
});
