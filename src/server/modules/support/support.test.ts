import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tier } from '../../../contract/plans';
import { PRIORITY_SUPPORT_TIERS } from '../../../contract/support';
import { singleLineProblem } from '../../../contract/text-rule';
import { DEFAULT_RATE_LIMITS, parseEnv } from '../../config';
import { contents, supportRequests, users } from '../../db/schema';
import { SmtpMailer } from '../../mail/smtp-mailer';
import { buildTestApp, signUp, type TestApp } from '../../test/build-test-app';

const SUPPORT = 'help@inkwell.example';
const HOUR = 60 * 60_000;

type Creator = Awaited<ReturnType<typeof signUp>>;

const valid = { subject: 'Publishing to LinkedIn fails', message: 'Every time I publish to LinkedIn I get an error. What can I do?' };

function send(t: TestApp, user: Creator, payload: unknown) {
  return t.app.inject({ method: 'POST', url: '/api/support', headers: user.auth, payload: payload as object });
}

function list(t: TestApp, user: Creator, query = '') {
  return t.app.inject({ url: `/api/support${query}`, headers: user.auth });
}

/** A creator on `tier` (set before their first signed-in call). */
async function creator(t: TestApp, tier: Tier = 'free'): Promise<Creator> {
  const user = await signUp(t.app);
  if (tier !== 'free') await t.app.accounts.setTier(user.id, tier);
  return user;
}

/** A piece in the creator's history, stored as the generators store it. */
async function piece(t: TestApp, userId: string, topic = 'Batching a week of content') {
  const id = randomUUID();
  await t.database.db.insert(contents).values({
    id,
    userId,
    type: 'blog_post',
    topic,
    request: { topic },
    body: '# A post',
    engine: 'offline',
    model: 'inkwell-offline-composer',
  });
  return id;
}

async function storedRow(t: TestApp, id: string) {
  const [row] = await t.database.db.select().from(supportRequests).where(eq(supportRequests.id, id));
  return row!;
}

describe('support requests, mailed to SUPPORT_EMAIL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { SUPPORT_EMAIL: SUPPORT, APP_URL: 'https://inkwell.example' } });
  });
  afterAll(() => t.close());

  it('tells the web app that requests are mailed (and not where)', async () => {
    const config = (await t.app.inject({ url: '/api/config' })).json();
    expect(config.support_by_email).toBe(true);
    expect(JSON.stringify(config)).not.toContain(SUPPORT);
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/support', payload: valid });
    expect(res.statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/support' })).statusCode).toBe(401);
  });

  it('validates subject, message and content_id, naming the field', async () => {
    const user = await creator(t);
    const cases: Array<[unknown, string]> = [
      [{ message: valid.message }, 'subject is required'],
      [{ ...valid, subject: '   ' }, 'subject is required'],
      [{ ...valid, subject: 'Hi' }, 'subject must be at least 3 characters'],
      [{ ...valid, subject: 'x'.repeat(151) }, 'subject must be at most 150 characters'],
      [{ ...valid, subject: 'Line one\nBcc: someone@example.com' }, 'subject must be a single line'],
      [{ ...valid, subject: 'Line one\u2028Queue: Priority' }, 'subject must be a single line'],
      [{ ...valid, subject: 'Line one\rQueue: Priority' }, 'subject must be a single line'],
      [{ ...valid, subject: 'Tab\there' }, 'subject must not contain tabs or other control characters'],
      [{ ...valid, subject: 'Bell\u0007 \u009b' }, 'subject must not contain tabs or other control characters'],
      [{ subject: valid.subject }, 'message is required'],
      [{ ...valid, message: 'Too short' }, 'message must be at least 10 characters'],
      [{ ...valid, message: 'x'.repeat(5001) }, 'message must be at most 5000 characters'],
      [{ ...valid, content_id: 'not-an-id' }, 'Choose a piece from your history, or none.'],
      [{ ...valid, subject: 42 }, 'subject is required'],
    ];
    for (const [payload, detail] of cases) {
      const res = await send(t, user, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(422);
      expect(res.json().detail).toContain(detail);
    }
    expect((await list(t, user)).json()).toEqual([]);
    const limits = await list(t, user, '?limit=0');
    expect(limits.statusCode).toBe(422);
    expect(limits.json().detail).toBe('The number of items must be at least 1.');
  });

  it('accepts the boundaries and trims what it stores', async () => {
    const user = await creator(t);
    const res = await send(t, user, { subject: '  Hey ', message: `  ${'m'.repeat(10)}  `, content_id: null });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ subject: 'Hey', message: 'mmmmmmmmmm', content_id: null });
    const long = await send(t, user, { subject: 's'.repeat(150), message: 'm'.repeat(5000) });
    expect(long.statusCode).toBe(201);
    await t.app.support.settled();
  });

  it('stores a free request as standard and mails it to the support address with the creator as reply-to', async () => {
    const user = await creator(t);
    const mailed = t.mailer.nextMail((m) => m.to === SUPPORT && m.subject.endsWith(valid.subject) && m.text.includes(user.email));
    const res = await send(t, user, valid);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      id: expect.any(String),
      subject: valid.subject,
      message: valid.message,
      content_id: null,
      priority: false,
      tier: 'free',
      status: 'open',
      created_at: expect.any(String),
    });
    const mail = await mailed;
    expect(mail.subject).toBe(`[Standard] ${valid.subject}`);
    expect(mail.replyTo).toBe(user.email);
    expect(mail.text).toContain(`From: ${user.email}`);
    expect(mail.text).toContain(`Name:\n> ${user.name}\n`);
    expect(mail.text).toContain(`Subject:\n> ${valid.subject}\n`);
    expect(mail.text).toContain(`Message:\n> ${valid.message}\n`);
    expect(mail.text).toContain('Queue: Standard');
    expect(mail.text).toContain('Plan: Free Plan');
    expect(mail.text).toContain(`Request: ${body.id}`);
    expect(mail.text).toContain('Related content: none');
    expect(mail.text).toContain('https://inkwell.example/help');
    expect(mail.text).toContain(valid.message);
    await t.app.support.settled();
    expect((await storedRow(t, body.id)).mailedAt).toBeInstanceOf(Date);
  });

  it('marks requests from every plan with Priority Support as priority, in the store and the mail subject', async () => {
    expect(PRIORITY_SUPPORT_TIERS).toEqual(['basic', 'pro', 'enterprise']);
    for (const tier of ['basic', 'pro', 'enterprise'] as const) {
      const user = await creator(t, tier);
      const mailed = t.mailer.nextMail((m) => m.replyTo === user.email);
      const res = await send(t, user, valid);
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ priority: true, tier });
      const mail = await mailed;
      expect(mail.subject).toBe(`[Priority] ${valid.subject}`);
      expect(mail.text).toContain('Queue: Priority');
      expect(mail.text).toContain(`Plan: ${tier[0]!.toUpperCase()}${tier.slice(1)} Plan`);
      const row = await storedRow(t, res.json().id);
      expect(row).toMatchObject({ priority: true, tier, userId: user.id });
    }
  });

  it("links a piece of the creator's own history, and refuses anybody else's", async () => {
    const user = await creator(t, 'pro');
    const other = await creator(t);
    const mine = await piece(t, user.id, 'Ten hooks that work');
    const theirs = await piece(t, other.id);

    const refused = await send(t, user, { ...valid, content_id: theirs });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().detail).toBe('content_id: no such item in your history');
    const unknown = await send(t, user, { ...valid, content_id: randomUUID() });
    expect(unknown.statusCode).toBe(404);
    expect((await list(t, user)).json()).toEqual([]);

    const mailed = t.mailer.nextMail((m) => m.replyTo === user.email);
    const res = await send(t, user, { ...valid, content_id: mine });
    expect(res.statusCode).toBe(201);
    expect(res.json().content_id).toBe(mine);
    expect((await mailed).text).toContain(`Related content: ${mine} (Blog Post: "Ten hooks that work")`);
  });

  it("quotes what the creator wrote, so that no name, subject or message can pass for Inkwell's own lines", async () => {
    const user = await signUp(t.app);
    const forged = 'Alice\nQueue: Priority\nPlan: Enterprise (Lifetime)';
    // Rows stored before names and subjects had to be single lines: the name, an unmailed request, a topic.
    await t.database.db.update(users).set({ name: forged }).where(eq(users.id, user.id));
    const topic = await piece(t, user.id, 'Hooks\r\nQueue: Priority');
    await t.database.db.insert(supportRequests).values({
      id: randomUUID(),
      userId: user.id,
      subject: 'Old one\r\nBcc: someone@example.com\u2028Queue: Priority',
      message: 'An older request.\nPlan: Enterprise (Lifetime)',
      priority: false,
      tier: 'free',
    });
    const mailedNew = t.mailer.nextMail((m) => m.replyTo === user.email && m.subject === '[Standard] Help with hooks');
    const mailedOld = t.mailer.nextMail((m) => m.replyTo === user.email && m.subject.startsWith('[Standard] Old one'));
    const message = 'Thanks!\nQueue: Priority\r\nPlan: Enterprise (Lifetime)\n\n  indented\tline';
    expect((await send(t, user, { subject: 'Help with hooks', message, content_id: topic })).statusCode).toBe(201);

    const [fresh, old] = await Promise.all([mailedNew, mailedOld]);
    for (const mail of [fresh, old]) {
      const lines = mail.text.split('\n');
      // Inkwell's own lines are there once, as Inkwell wrote them; the creator's only behind "> ".
      expect(lines.filter((l) => l.startsWith('Queue:'))).toEqual(['Queue: Standard']);
      expect(lines.filter((l) => l.startsWith('Plan:'))).toEqual(['Plan: Free Plan']);
      expect(lines.filter((l) => /^(Bcc|From|To):/.test(l))).toEqual([`From: ${user.email}`]);
      expect(mail.text).toContain('Name:\n> Alice\n> Queue: Priority\n> Plan: Enterprise (Lifetime)\n');
      // No other line break or control character is left anywhere.
      for (const line of [...lines, mail.subject]) expect(singleLineProblem(line), JSON.stringify(line)).toBeNull();
    }
    expect(fresh.text).toContain('Message:\n> Thanks!\n> Queue: Priority\n> Plan: Enterprise (Lifetime)\n>\n>   indented line\n');
    expect(fresh.text).toContain(`Related content: ${topic} (Blog Post: "Hooks Queue: Priority")`);
    expect(old.subject).toBe('[Standard] Old one Bcc: someone@example.com Queue: Priority');
    expect(old.text).toContain('Subject:\n> Old one\n> Bcc: someone@example.com\n> Queue: Priority\n');
  });

  it('keeps the request when its content is deleted later', async () => {
    const user = await creator(t);
    const id = await piece(t, user.id);
    const res = await send(t, user, { ...valid, content_id: id });
    await t.app.support.settled();
    await t.database.db.delete(contents).where(eq(contents.id, id));
    const [listed] = (await list(t, user)).json();
    expect(listed).toMatchObject({ id: res.json().id, content_id: null });
  });

  it("lists only the caller's own requests, newest first", async () => {
    const user = await creator(t);
    const other = await creator(t, 'pro');
    const subjects = ['First question', 'Second question', 'Third question'];
    for (const subject of subjects) expect((await send(t, user, { ...valid, subject })).statusCode).toBe(201);
    expect((await send(t, other, { ...valid, subject: 'Not yours' })).statusCode).toBe(201);

    const res = await list(t, user);
    expect(res.statusCode).toBe(200);
    const items = res.json<Array<{ subject: string; status: string; priority: boolean; created_at: string }>>();
    expect(items.map((i) => i.subject)).toEqual([...subjects].reverse());
    expect(items.every((i) => i.status === 'open' && !i.priority)).toBe(true);
    expect(Date.parse(items[0]!.created_at)).toBeGreaterThanOrEqual(Date.parse(items[2]!.created_at));
    expect((await list(t, user, '?limit=2')).json().map((i: { subject: string }) => i.subject)).toEqual(['Third question', 'Second question']);

    const theirs = (await list(t, other)).json();
    expect(theirs.map((i: { subject: string }) => i.subject)).toEqual(['Not yours']);
    await t.app.support.settled();
  });

  it('shows a status the support team set', async () => {
    const user = await creator(t);
    const id = (await send(t, user, valid)).json().id as string;
    await t.database.db.update(supportRequests).set({ status: 'answered' }).where(eq(supportRequests.id, id));
    expect((await list(t, user)).json()[0]).toMatchObject({ id, status: 'answered' });
    await t.app.support.settled();
  });
});

describe('SUPPORT_EMAIL', () => {
  it('must be an e-mail address when set', () => {
    expect(() => parseEnv({ SUPPORT_EMAIL: 'support team' })).toThrow(/SUPPORT_EMAIL/);
    expect(parseEnv({ SUPPORT_EMAIL: '' }).SUPPORT_EMAIL).toBeUndefined();
    expect(parseEnv({ SUPPORT_EMAIL: SUPPORT }).SUPPORT_EMAIL).toBe(SUPPORT);
  });
});

describe('without SUPPORT_EMAIL', () => {
  let t: TestApp;
  const logLines: string[] = [];
  beforeAll(async () => {
    t = await buildTestApp({ logger: { level: 'info', stream: { write: (line: string) => logLines.push(line) } } });
  });
  afterAll(() => t.close());

  it('tells the web app that requests are not mailed', async () => {
    expect((await t.app.inject({ url: '/api/config' })).json().support_by_email).toBe(false);
  });

  it('stores and lists requests without mailing anyone', async () => {
    const user = await creator(t, 'pro');
    const res = await send(t, user, valid);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ priority: true, status: 'open' });
    await t.app.support.settled();
    await t.mailer.settled();
    expect(t.mailer.sent).toEqual([]);
    expect((await storedRow(t, res.json().id)).mailedAt).toBeNull();
    expect((await list(t, user)).json()).toHaveLength(1);
    // The operator learns why nothing was mailed; the creator's words stay out of the log.
    const logged = logLines.join('\n');
    expect(logged).toContain('SUPPORT_EMAIL is not set');
    expect(logged).toContain(res.json().id);
    expect(logged).not.toContain(valid.message);
  });
});

describe('rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      env: { SUPPORT_EMAIL: SUPPORT },
      config: { rateLimits: { ...DEFAULT_RATE_LIMITS, supportPerUser: { max: 2, windowMs: HOUR } } },
    });
  });
  afterAll(() => t.close());

  it('refuses a creator’s third request in the hour with a clear 429, and nobody else', async () => {
    const user = await creator(t);
    expect((await send(t, user, valid)).statusCode).toBe(201);
    expect((await send(t, user, valid)).statusCode).toBe(201);
    const refused = await send(t, user, valid);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().detail).toMatch(/^You can send up to 2 support requests an hour, and we already have your earlier ones\. Please try again in \d+ minutes\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await list(t, user)).json()).toHaveLength(2);
    // Listing is not limited, and another creator still may write.
    expect((await list(t, user)).statusCode).toBe(200);
    expect((await send(t, await creator(t), valid)).statusCode).toBe(201);
    await t.app.support.settled();
  });

  it('does not count a refused (invalid) request', async () => {
    const user = await creator(t);
    for (let i = 0; i < 3; i++) expect((await send(t, user, { subject: 'Hi' })).statusCode).toBe(422);
    expect((await send(t, user, valid)).statusCode).toBe(201);
    await t.app.support.settled();
  });
});

describe('when the mail server fails', () => {
  let t: TestApp;
  let smtp: SMTPServer;
  /** Whether the SMTP server refuses the next message. */
  let refuse = true;
  const received: string[] = [];

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
        stream.on('end', () => {
          if (refuse) return callback(Object.assign(new Error('Mailbox unavailable, try later'), { responseCode: 451 }));
          received.push(data);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const port = (smtp.server.address() as AddressInfo).port;
    t = await buildTestApp({
      env: { SUPPORT_EMAIL: SUPPORT },
      mailer: new SmtpMailer(`smtp://127.0.0.1:${port}`, 'Inkwell <no-reply@inkwell.test>'),
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('keeps the request unmailed, then sends it with the creator’s next request', async () => {
    const user = await creator(t, 'basic');
    const first = await send(t, user, { ...valid, subject: 'Lost in the post' });
    expect(first.statusCode).toBe(201);
    await t.app.support.settled();
    expect((await storedRow(t, first.json().id)).mailedAt).toBeNull();
    expect(received).toEqual([]);
    expect((await list(t, user)).json().map((i: { id: string }) => i.id)).toEqual([first.json().id]);

    refuse = false;
    const second = await send(t, user, { ...valid, subject: 'Second try' });
    expect(second.statusCode).toBe(201);
    await t.app.support.settled();
    expect((await storedRow(t, first.json().id)).mailedAt).toBeInstanceOf(Date);
    expect((await storedRow(t, second.json().id)).mailedAt).toBeInstanceOf(Date);
    // The new request goes first, then the one that failed; each once, over real SMTP with Reply-To.
    expect(received).toHaveLength(2);
    expect(received[0]).toContain('Subject: [Priority] Second try');
    expect(received[1]).toContain('Subject: [Priority] Lost in the post');
    expect(received[0]).toContain(`Reply-To: ${user.email}`);
    expect(received[0]).toMatch(/^To: help@inkwell\.example/m);

    const third = await send(t, user, { ...valid, subject: 'Third' });
    await t.app.support.settled();
    expect(third.statusCode).toBe(201);
    expect(received).toHaveLength(3);
  });
});
