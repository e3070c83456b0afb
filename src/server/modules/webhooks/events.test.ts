import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WEBHOOK_EVENTS } from '../../../contract/webhooks';
import { users, webhookDeliveries } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { ARTICLE_TEXT } from '../../test/texts/summarize-sources';
import { connectDemo, creator, type Auth } from '../../test/social-helpers';
import { startReceiver, verifyStandardWebhook } from '../../test/webhooks/receiver';

// Events emitted by the real routes (offline engine, demo social accounts): generation, summaries and
// publishing queue their events once their rows are saved, and their jobs deliver them signed.

let t: TestApp;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  receiver = await startReceiver();
  t = await buildTestApp({ env: { FETCH_ALLOW_HOSTS: receiver.host } });
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

async function subscribe(auth: Auth, events: readonly string[], path = '/all') {
  const res = await t.app.inject({ method: 'POST', url: '/api/webhooks', headers: auth, payload: { url: `${receiver.url}${path}`, events } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string; secret: string }>();
}

/** The events queued for an endpoint, oldest first, with their parsed bodies. */
async function queued(endpointId: string) {
  await t.app.webhooks.settled();
  const found = await t.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId));
  return found
    .map((row) => ({ ...row, body: JSON.parse(row.payload) as { type: string; timestamp: string; data: Record<string, unknown> } }))
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

describe('events from the real routes', () => {
  it('content.created for each of the four generators, with ids and a short summary', async () => {
    const user = await creator(t, { tier: 'enterprise' });
    const all = await subscribe(user.auth, WEBHOOK_EVENTS);
    const onlySummaries = await subscribe(user.auth, ['summary.created'], '/summaries');
    const made: { id: string; type: string }[] = [];
    for (const [path, type, body] of [
      ['video-script', 'video_script', { topic: 'Sourdough for beginners' }],
      ['blog-post', 'blog_post', { topic: 'Sourdough for beginners' }],
      ['social-media', 'social_media', { topic: 'Sourdough for beginners' }],
      ['newsletter', 'newsletter', { topic: 'Sourdough for beginners' }],
    ] as const) {
      const res = await t.app.inject({ method: 'POST', url: `/api/content/${path}`, headers: user.auth, payload: body });
      expect(res.statusCode, res.body).toBe(200);
      made.push({ id: res.json().id, type });
    }
    const events = await queued(all.id);
    expect(events.map((e) => e.event)).toEqual(['content.created', 'content.created', 'content.created', 'content.created']);
    for (const [i, event] of events.entries()) {
      expect(event.body).toMatchObject({
        type: 'content.created',
        data: { id: made[i]!.id, content_type: made[i]!.type, topic: 'Sourdough for beginners', engine: 'offline', model: 'inkwell-offline-composer' },
      });
      const excerpt = event.body.data.excerpt as string;
      expect(excerpt.length).toBeGreaterThan(20);
      expect(excerpt.length).toBeLessThanOrEqual(280);
    }
    // Distinct events have distinct ids.
    expect(new Set(events.map((e) => e.eventId)).size).toBe(4);
    expect(await queued(onlySummaries.id)).toEqual([]);

    // Each has its job on the job layer, which sends it at once.
    const madeIds = made.map((m) => m.id).sort();
    const got = () => receiver.received.filter((hook) => hook.path === '/hooks/inkwell/all' && madeIds.includes(JSON.parse(hook.body).data.id));
    await vi.waitFor(() => expect(got()).toHaveLength(4), { timeout: 20_000 });
    expect(got().every((hook) => verifyStandardWebhook(all.secret, hook))).toBe(true);
    expect(got().map((hook) => JSON.parse(hook.body).data.id).sort()).toEqual(madeIds);
    await vi.waitFor(async () => expect((await queued(all.id)).map((e) => e.status)).toEqual(['succeeded', 'succeeded', 'succeeded', 'succeeded']), { timeout: 20_000 });
  });

  it('summary.created for a summary, with its source and no whole text', async () => {
    const user = await creator(t, { tier: 'enterprise' });
    const hook = await subscribe(user.auth, ['summary.created']);
    const res = await t.app.inject({ method: 'POST', url: '/api/content/summarize/text', headers: user.auth, payload: { text_content: ARTICLE_TEXT } });
    expect(res.statusCode, res.body).toBe(200);
    const summary = res.json();
    const [event] = await queued(hook.id);
    expect(event!.body).toMatchObject({
      type: 'summary.created',
      data: {
        id: summary.id,
        title: 'Pasted text',
        source: { kind: 'text', media: 'text', words_read: summary.source.words_read },
        summary_words: summary.source.summary_words,
        engine: 'offline',
      },
    });
    expect(event!.payload).not.toContain(ARTICLE_TEXT.slice(0, 400));
  });

  it('publication.succeeded for a publish to a demo account, and publication.failed as the posts module reports one, both delivered', async () => {
    const user = await creator(t, { tier: 'enterprise' });
    const hook = await subscribe(user.auth, ['publication.succeeded', 'publication.failed'], '/publications');
    expect((await connectDemo(t.app, user.auth, 'twitter')).searchParams.get('oauth_success')).toBe('true');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/social/publish',
      headers: user.auth,
      payload: { content: 'Fresh sourdough tips are up on the blog.', platforms: ['twitter'] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().successful_publications).toBe(1);
    // A target that did not go out, as the posts module tells the service of it.
    t.app.webhooks.publicationsRecorded(user.id, [{ platform: 'linkedin', status: 'failed', error: 'Connect your LinkedIn account first.', demoMode: false }]);
    await vi.waitFor(async () => expect((await queued(hook.id)).map((e) => e.event).sort()).toEqual(['publication.failed', 'publication.succeeded']), { timeout: 20_000 });
    const events = await queued(hook.id);
    const byType = Object.fromEntries(events.map((e) => [e.event, e.body.data]));
    expect(byType['publication.succeeded']).toMatchObject({ platform: 'twitter', demo_mode: true, error: null, id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(byType['publication.failed']).toMatchObject({ platform: 'linkedin', published_at: null, error: 'Connect your LinkedIn account first.' });
    // Never the account's tokens.
    for (const e of events) expect(e.payload).not.toMatch(/token/i);
    const got = () => receiver.received.filter((r) => r.path === '/hooks/inkwell/publications' && events.some((e) => e.eventId === r.headers['webhook-id']));
    await vi.waitFor(() => expect(got()).toHaveLength(2), { timeout: 20_000 });
    expect(got().every((r) => verifyStandardWebhook(hook.secret, r))).toBe(true);
  });

  it('queues nothing for a creator no longer on Enterprise, nor for one without endpoints', async () => {
    const user = await creator(t, { tier: 'enterprise' });
    const hook = await subscribe(user.auth, ['content.created']);
    await t.database.db.update(users).set({ subscriptionTier: 'pro' }).where(eq(users.id, user.id));
    const res = await t.app.inject({ method: 'POST', url: '/api/content/social-media', headers: user.auth, payload: { topic: 'Cold brew' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(await queued(hook.id)).toEqual([]);

    const plain = await creator(t, { tier: 'enterprise' });
    expect((await t.app.inject({ method: 'POST', url: '/api/content/social-media', headers: plain.auth, payload: { topic: 'Cold brew' } })).statusCode).toBe(200);
    await t.app.webhooks.settled();
    expect(await t.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.userId, plain.id))).toEqual([]);
  });
});
