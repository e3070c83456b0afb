import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../contract/messages';
import { SUMMARY_LENGTHS, SUMMARY_STYLES, summaryWordRange } from '../../../contract/summaries';
import { countWords } from '../../text/count-words';
import { usage, users } from '../../db/schema';
import { usagePeriod } from '../../lib/period';
import { buildTestApp, signUp, type TestApp } from '../../test/build-test-app';
import { parseSse } from '../../test/sse';
import { ARTICLE_HTML, ARTICLE_TEXT, ARTICLE_TITLE } from '../../test/texts/summarize-sources';

let t: TestApp;
let site: Server;
let siteHost: string;
const hits: string[] = [];

beforeAll(async () => {
  site = createServer((req, res) => {
    hits.push(req.url ?? '');
    if (req.url === '/article') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(ARTICLE_HTML);
    } else if (req.url === '/notes.txt') {
      res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(ARTICLE_TEXT);
    } else if (req.url === '/moved') {
      res.writeHead(302, { location: '/article' });
      res.end();
    } else if (req.url === '/image') {
      res.writeHead(200, { 'content-type': 'image/png' });
      res.end(Buffer.alloc(64));
    } else {
      res.writeHead(404, { 'content-type': 'text/html' });
      res.end('<p>Not here</p>');
    }
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteHost = `127.0.0.1:${(site.address() as AddressInfo).port}`;
  t = await buildTestApp({ env: { FETCH_ALLOW_HOSTS: siteHost } });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => site.close(resolve));
});

type Auth = Record<string, string>;
const post = (auth: Auth, path: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/content/summarize/${path}`, payload, headers: { ...auth, ...headers } });
const summariesUsed = async (auth: Auth) => (await t.app.inject({ url: '/api/auth/me', headers: auth })).json().usage_counts.summaries as number;

describe('POST /api/content/summarize/text (offline engine)', () => {
  it('summarizes pasted text, saves it to history with its source and counts one summary', async () => {
    const user = await signUp(t.app);
    const res = await post(user.auth, 'text', { text_content: ARTICLE_TEXT });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ engine: 'offline', source: { kind: 'text', media: 'text', title: 'Pasted text' } });
    expect(body.source.words_read).toBe(countWords(ARTICLE_TEXT));
    expect(body.source.summary_words).toBe(countWords(body.summary));
    const range = summaryWordRange('standard', undefined, body.source.words_read);
    expect(body.source.summary_words).toBeGreaterThanOrEqual(range.min);
    expect(body.source.summary_words).toBeLessThanOrEqual(range.max);
    // Extractive: every sentence of the summary is a sentence of the source.
    const sentences = (body.summary as string).split(/(?<=[.!?])\s+/).filter(Boolean);
    expect(sentences.length).toBeGreaterThan(1);
    for (const sentence of sentences) expect(ARTICLE_TEXT).toContain(sentence.trim());
    expect(await summariesUsed(user.auth)).toBe(1);

    const history = (await t.app.inject({ url: '/api/content/history', headers: user.auth })).json();
    expect(history[0]).toMatchObject({
      id: body.id,
      content: body.summary,
      metadata: { type: 'summarizer', topic: 'Pasted text', source: body.source },
    });
  });

  it('honours every length and style, within the length’s word range', async () => {
    const user = await signUp(t.app, undefined);
    await t.database.db.update(users).set({ subscriptionTier: 'enterprise' }).where(eq(users.id, user.id));
    const long = [ARTICLE_TEXT, ARTICLE_TEXT.replaceAll('Port Alder', 'Bay Harbor').replaceAll('oyster', 'mussel')].join('\n\n');
    for (const summary_length of SUMMARY_LENGTHS) {
      for (const summary_style of SUMMARY_STYLES) {
        const custom = summary_length === 'custom' ? { custom_length: 90 } : {};
        const res = await post(user.auth, 'text', { text_content: long, summary_length, summary_style, ...custom });
        expect(res.statusCode, `${summary_length} ${summary_style}: ${res.body}`).toBe(200);
        const body = res.json();
        const range = summaryWordRange(summary_length, custom.custom_length, body.source.words_read);
        expect(body.source.summary_words, `${summary_length} ${summary_style}`).toBeGreaterThanOrEqual(range.min);
        expect(body.source.summary_words, `${summary_length} ${summary_style}`).toBeLessThanOrEqual(range.max);
        if (summary_style === 'bullet_points') expect(body.summary).toMatch(/^- /m);
        if (summary_style === 'executive') expect(body.summary).toMatch(/bottom line/i);
      }
    }
  });

  it('refuses bad options with 422 naming the field, and takes no quota', async () => {
    const user = await signUp(t.app);
    const cases: Array<[object, RegExp]> = [
      [{ text_content: '   ' }, /^The text to summarize is required\.$/],
      [{ text_content: ARTICLE_TEXT, summary_length: 'custom' }, /^Enter a custom length from 50 to 1000 words\.$/],
      [{ text_content: ARTICLE_TEXT, summary_length: 'custom', custom_length: 49 }, /^The custom length must be at least 50 words\.$/],
      [{ text_content: ARTICLE_TEXT, summary_length: 'custom', custom_length: 1001 }, /^The custom length must be at most 1000 words\.$/],
      [{ text_content: ARTICLE_TEXT, summary_length: 'huge' }, /^The summary length must be one of brief, standard, detailed or custom\.$/],
      [{ text_content: ARTICLE_TEXT, summary_style: 'poetic' }, /^The summary style must be one of /],
      [{ text_content: 'Too short to be worth summarizing at all.' }, /too little text to summarize/],
    ];
    for (const [payload, detail] of cases) {
      const res = await post(user.auth, 'text', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().detail).toMatch(detail);
    }
    expect(await summariesUsed(user.auth)).toBe(0);
  });

  it('streams stages, the text and the saved summary', async () => {
    const user = await signUp(t.app);
    const res = await post(user.auth, 'text', { text_content: ARTICLE_TEXT, summary_style: 'bullet_points' }, { accept: 'text/event-stream' });
    expect(res.headers['content-type']).toContain('text/event-stream');
    const events = parseSse(res.body);
    expect(events[0]).toEqual({ event: 'stage', data: { stage: 'summarizing' } });
    const done = events.at(-1)!;
    expect(done.event).toBe('done');
    // Too short a text is refused before the stream opens: a plain answer, not an error event.
    const short = await post(user.auth, 'text', { text_content: 'Far too short to summarize.' }, { accept: 'text/event-stream' });
    expect(short.statusCode).toBe(422);
    expect(short.json().detail).toMatch(/too little text/);
    const streamed = events.filter((e) => e.event === 'delta').map((e) => (e.data as { text: string }).text).join('');
    expect(streamed.trim()).toBe((done.data as { summary: string }).summary);
  });

  it('stops at the plan’s monthly summaries with the usage message', async () => {
    const user = await signUp(t.app);
    await t.database.db.insert(usage).values({ userId: user.id, period: usagePeriod(), kind: 'summaries', count: 5 });
    const res = await post(user.auth, 'text', { text_content: ARTICLE_TEXT });
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe(MESSAGES.usageLimitExceeded);
  });
});

describe('POST /api/content/summarize/url (offline engine)', () => {
  it('reads a page’s article, not its navigation, and names the page', async () => {
    const user = await signUp(t.app);
    const res = await post(user.auth, 'url', { url: `http://${siteHost}/moved`, summary_length: 'brief' }, { accept: 'text/event-stream' });
    const events = parseSse(res.body);
    expect(events.filter((e) => e.event === 'stage').map((e) => (e.data as { stage: string }).stage)).toEqual(['fetching', 'extracting', 'summarizing']);
    const done = events.at(-1)!;
    expect(done.event, res.body).toBe('done');
    const body = done.data as { summary: string; source: Record<string, unknown> };
    expect(body.source).toMatchObject({ kind: 'url', media: 'html', url: `http://${siteHost}/article` });
    expect(String(body.source.title)).toContain(ARTICLE_TITLE);
    expect(body.summary).not.toMatch(/cookies|Most read|All rights reserved/);
    expect(Number(body.source.words_read)).toBeLessThanOrEqual(countWords(ARTICLE_TEXT) + 20);
  });

  it('reads plain text pages', async () => {
    const user = await signUp(t.app);
    const res = await post(user.auth, 'url', { url: `http://${siteHost}/notes.txt` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().source).toMatchObject({ kind: 'url', media: 'text', title: 'notes.txt' });
  });

  it('says what went wrong with a page, and refunds the summary', async () => {
    const user = await signUp(t.app);
    const missing = await post(user.auth, 'url', { url: `http://${siteHost}/gone` });
    expect(missing.statusCode).toBe(502);
    expect(missing.json().detail).toMatch(/404/);
    const image = await post(user.auth, 'url', { url: `http://${siteHost}/image` });
    expect(image.statusCode).toBe(415);
    const scheme = await post(user.auth, 'url', { url: 'ftp://example.com/file.txt' });
    expect(scheme.statusCode).toBe(422);
    expect(await summariesUsed(user.auth)).toBe(0);
  });

});

describe('POST /api/content/summarize/url with no allow list (as in production)', () => {
  it('never connects to an address that is not on the public internet', async () => {
    const open = await buildTestApp();
    try {
      const user = await signUp(open.app);
      const before = hits.length;
      const port = siteHost.split(':')[1];
      const urls = [
        `http://127.0.0.1:${port}/article`,
        `http://localhost:${port}/article`,
        `http://[::1]:${port}/article`,
        `http://0x7f000001:${port}/article`,
        `http://2130706433:${port}/article`,
        `http://127.1:${port}/article`,
        `http://[::ffff:127.0.0.1]:${port}/article`,
      ];
      for (const url of urls) {
        const res = await open.app.inject({ method: 'POST', url: '/api/content/summarize/url', payload: { url }, headers: user.auth });
        expect(res.statusCode, url).toBe(422);
        expect(res.json().detail, url).toMatch(/public internet|not allowed|private/i);
      }
      expect(hits.length).toBe(before);
      const me = (await open.app.inject({ url: '/api/auth/me', headers: user.auth })).json();
      expect(me.usage_counts.summaries).toBe(0);
    } finally {
      await open.close();
    }
  });
});
