import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countWords } from '../../text/count-words';
import { SUMMARY_SINGLE_PASS_WORDS } from '../../kinds/summary/summary-prompts';
import { buildTestApp, signUp, type TestApp } from '../../test/build-test-app';
import { startLocalModelServer, type ModelReply, type ReceivedRequest } from '../../test/local-model-server';
import { parseSse } from '../../test/sse';
import { ARTICLE_PARAGRAPHS, ARTICLE_TEXT } from '../../test/texts/summarize-sources';
import { SUMMARY_SYSTEM } from './model-summary';

type Respond = (req: ReceivedRequest, i: number) => ModelReply;
let respond: Respond = () => ({ text: '' });
let server: Awaited<ReturnType<typeof startLocalModelServer>>;
let t: TestApp;

beforeAll(async () => {
  server = await startLocalModelServer('openai', (req, i) => respond(req, i));
  t = await buildTestApp({ env: { AI_BASE_URL: server.baseUrl, AI_MODEL: 'test-model', AI_TIMEOUT_MS: '5000', AI_MAX_RETRIES: '0' } });
});
afterAll(async () => {
  await t.close();
  await server.close();
});

/** A bullet list of `n` words in sentences of ten. */
function bullets(n: number): string {
  const lines: string[] = [];
  for (let left = n; left > 0; left -= 10) lines.push(`- ${Array.from({ length: Math.min(10, left) }, (_, i) => `reef${i}`).join(' ')}.`);
  return lines.join('\n');
}

describe('summaries written by a model', () => {
  it('streams a one-pass summary, and repairs one that misses its length', async () => {
    const start = server.received.length;
    // First answer: far too long for a brief summary; the repair round answers within the range.
    respond = (_req, i) => (i === start ? { text: bullets(400), chunks: 4 } : { text: bullets(80) });
    const user = await signUp(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/content/summarize/text',
      payload: { text_content: ARTICLE_TEXT, summary_length: 'brief', summary_style: 'bullet_points' },
      headers: { ...user.auth, accept: 'text/event-stream' },
    });
    const events = parseSse(res.body);
    expect(events.filter((e) => e.event === 'delta').length).toBeGreaterThanOrEqual(4);
    expect(events.some((e) => e.event === 'replace')).toBe(true);
    const done = events.at(-1)!;
    expect(done.event, res.body).toBe('done');
    const body = done.data as { summary: string; engine: string; model: string; source: { summary_words: number } };
    expect(body).toMatchObject({ engine: 'openai-compatible', model: 'test-model', summary: bullets(80) });
    expect(body.source.summary_words).toBe(80);

    const calls = server.received.slice(start);
    expect(calls).toHaveLength(2);
    expect(calls[0]!.system).toBe(SUMMARY_SYSTEM);
    expect(calls[0]!.prompt).toContain(ARTICLE_PARAGRAPHS[1]);
    expect(calls[0]!.prompt).toMatch(/50.*120/);
    expect(calls[1]!.prompt).toContain('PROBLEMS');
  });

  it('summarizes a long source map-reduce: notes per chunk, then one summary from the notes', async () => {
    const start = server.received.length;
    const paragraphs: string[] = [];
    for (let i = 0; countWords(paragraphs.join('\n\n')) <= SUMMARY_SINGLE_PASS_WORDS * 1.5; i++) {
      paragraphs.push(`Section ${i}. ${ARTICLE_PARAGRAPHS[i % ARTICLE_PARAGRAPHS.length]}`);
    }
    const text = paragraphs.join('\n\n');
    expect(text.length).toBeLessThan(100_000);
    respond = (req) => (req.prompt.includes('NOTES ON PART') ? { text: bullets(200) } : { text: `- note about part of the source.` });
    const user = await signUp(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/content/summarize/text',
      payload: { text_content: text, summary_style: 'bullet_points' },
      headers: user.auth,
    });
    expect(res.statusCode, res.body).toBe(200);
    const calls = server.received.slice(start);
    const maps = calls.slice(0, -1);
    expect(maps.length).toBeGreaterThanOrEqual(2);
    // Each map call saw its own part of the source, and together they saw all of it.
    for (const p of [paragraphs[0]!, paragraphs.at(-1)!]) expect(maps.some((c) => c.prompt.includes(p))).toBe(true);
    const reduce = calls.at(-1)!;
    expect(reduce.prompt).toContain('note about part of the source');
    expect(reduce.prompt).not.toContain(paragraphs[0]);
    expect(res.json().summary).toBe(bullets(200));
  });
});
