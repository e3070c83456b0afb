import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { creator } from '../test/social-helpers';
import { startReceiver } from '../test/webhooks/receiver';

// Issue 29: "structured JSON logs with a request id that is also sent to the job it starts". The app's own
// logger (pino, JSON) writes to a stream the test reads; a webhook test event is sent as a job from the
// request, and its run, on the job layer, logs what the endpoint answered.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let t: TestApp;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
const lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  // 410 Gone: the delivery job logs that it turned the endpoint off (jobs/webhook-delivery.ts).
  receiver = await startReceiver({ statuses: [410] });
  t = await buildTestApp({
    env: { JOBS: 'on', JOB_POLL_SECONDS: '0.5', FETCH_ALLOW_HOSTS: receiver.host },
    logger: { level: 'info', stream: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) } },
  });
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

describe('request ids', () => {
  it('keeps a well-formed X-Request-Id from the load balancer, answers it, and logs the request under it', async () => {
    const id = 'nginx-2f9c1e0a7b3d4c55';
    const res = await t.app.inject({ url: '/api/config', headers: { 'x-request-id': id } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-request-id']).toBe(id);
    const logged = lines.filter((line) => line.reqId === id);
    expect(logged.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
  });

  it.each([
    ['too short', 'abc'],
    ['with spaces', 'an id with spaces in it'],
    ['too long', 'x'.repeat(129)],
    ['with a newline', 'request-id-0001\nfake: line'],
  ])('replaces an incoming id %s with a new UUID', async (_case, incoming) => {
    const res = await t.app.inject({ url: '/api/config', headers: { 'x-request-id': incoming } });
    expect(res.headers['x-request-id']).toMatch(UUID);
    expect(lines.some((line) => line.reqId === incoming)).toBe(false);
  });

  it('gives a request without one a UUID, on every answer (an error, an unknown path)', async () => {
    const unknown = await t.app.inject({ url: '/api/nothing-here' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['x-request-id']).toMatch(UUID);
    const refused = await t.app.inject({ url: '/api/auth/me' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['x-request-id']).toMatch(UUID);
    expect(refused.headers['x-request-id']).not.toBe(unknown.headers['x-request-id']);
  });

  it('sends the id with the job a request starts: the job keeps it and its run logs under it', async () => {
    const user = await creator(t, { tier: 'enterprise' });
    const created = await t.app.inject({ method: 'POST', url: '/api/webhooks', headers: user.auth, payload: { url: receiver.url, events: ['content.created'] } });
    expect(created.statusCode, created.body).toBe(201);
    const requestId = 'lb-test-event-7d41a9';
    const sent = await t.app.inject({ method: 'POST', url: `/api/webhooks/${created.json<{ id: string }>().id}/test`, headers: { ...user.auth, 'x-request-id': requestId } });
    expect(sent.statusCode, sent.body).toBe(202);

    const { rows } = await t.database.executeSql(`select id, data from pgboss.job where name = 'webhook-delivery' and data->>'deliveryId' = $1`, [
      sent.json<{ delivery_id: string }>().delivery_id,
    ]);
    expect(rows).toHaveLength(1);
    expect(rows[0].data).toEqual({ deliveryId: sent.json<{ delivery_id: string }>().delivery_id, __requestId: requestId });

    const gone = () => lines.find((line) => typeof line.msg === 'string' && line.msg.includes('answered 410 Gone'));
    await vi.waitFor(() => expect(gone()).toBeDefined(), { timeout: 20_000 });
    expect(gone()).toMatchObject({ requestId, jobId: rows[0].id, queue: 'webhook-delivery' });
    // The request's own lines carry its id as Fastify names it, once.
    expect(lines.filter((line) => line.reqId === requestId).map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
  }, 60_000);

  it('adds no job fields to a request’s own lines', async () => {
    expect(lines.filter((line) => 'reqId' in line && ('jobId' in line || 'requestId' in line))).toEqual([]);
  });
});
