import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

// The landing page's contact form: what it stores, and the name kept to one line.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const post = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/contact', payload: payload as object });

describe('POST /api/contact', () => {
  it('stores a message, trimmed, with a name on one line and a message on as many as it likes', async () => {
    const res = await post({ name: '  Ada Lovelace ', email: 'Ada@Example.com', message: 'Hello,\nI have a question.\n\nAda' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ success: true });
    const [row] = await t.database.db.select().from(contactMessages).where(eq(contactMessages.email, 'ada@example.com'));
    expect(row).toMatchObject({ name: 'Ada Lovelace', message: 'Hello,\nI have a question.\n\nAda' });
  });

  it('refuses a name with a line break or another control character, naming the field, and stores nothing', async () => {
    const cases: [string, string][] = [
      ['Alice\nQueue: Priority', 'name must be a single line'],
      ['Alice\u2029Queue: Priority', 'name must be a single line'],
      ['Alice\u0007', 'name must not contain tabs or other control characters'],
    ];
    for (const [name, detail] of cases) {
      const res = await post({ name, email: 'forger@example.com', message: 'Hello' });
      expect(res.statusCode, JSON.stringify(name)).toBe(422);
      expect(res.json()).toEqual({ detail: expect.stringContaining(detail) });
    }
    expect(await t.database.db.select().from(contactMessages).where(eq(contactMessages.email, 'forger@example.com'))).toEqual([]);
  });
});
