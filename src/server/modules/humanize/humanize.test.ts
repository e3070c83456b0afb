import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_KINDS, type HistoryItem } from '../../../contract/content';
import { HUMANIZE_MAX_CHARS, type HumanizeResponse } from '../../../contract/humanize';
import { MESSAGES } from '../../../contract/messages';
import { postLength } from '../../../contract/post-length';
import { SOCIAL_LIMITS } from '../../../contract/social-limits';
import type { Tier } from '../../../contract/plans';
import { usage, users } from '../../db/schema';
import { checkHumanized } from '../../kinds/humanized';
import { usagePeriod } from '../../lib/period';
import { buildTestApp, signUp, type TestApp } from '../../test/build-test-app';
import { parseSse } from '../../test/sse';
import { ARTICLE_TEXT } from '../../test/texts/summarize-sources';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

type Auth = Record<string, string>;

async function member(tier: Tier = 'basic') {
  const user = await signUp(t.app);
  await t.database.db.update(users).set({ subscriptionTier: tier }).where(eq(users.id, user.id));
  return user;
}

const humanize = (auth: Auth, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/content/humanize', payload, headers: { ...auth, ...headers } });
const used = async (auth: Auth) => (await t.app.inject({ url: '/api/auth/me', headers: auth })).json().usage_counts.humanizations as number;
const history = async (auth: Auth) => (await t.app.inject({ url: '/api/content/history?limit=100', headers: auth })).json<HistoryItem[]>();

const STIFF_POST = [
  '# Five habits of calm remote teams',
  '',
  "In today's fast-paced world, it is important to note that remote teams leverage written updates every day. Moreover, furthermore, they utilize a shared calendar that Priya Nair set up in 2024.",
  '',
  '## Write it down',
  '',
  '- Post a 3-line update at 9:30 each morning.',
  '- Link the plan: https://example.com/plan.',
  '',
  'Read [the handbook](https://example.com/handbook) for the details.',
].join('\n');

describe('POST /api/content/humanize: who may, and what it takes', () => {
  it('tells a Free plan that the humanizer needs Basic, and counts nothing', async () => {
    const user = await signUp(t.app);
    const res = await humanize(user.auth, { text: STIFF_POST, content_type: 'blog_post' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: MESSAGES.humanizerNeedsPlan });
    expect(await used(user.auth)).toBe(0);
  });

  it('needs a session', async () => {
    const res = await humanize({}, { text: STIFF_POST, content_type: 'blog_post' });
    expect(res.statusCode).toBe(401);
  });

  it('answers "No content to humanize" for missing, empty or blank text', async () => {
    const user = await member();
    for (const payload of [{ content_type: 'blog_post' }, { text: '', content_type: 'blog_post' }, { text: ' \n\t ', content_type: 'newsletter' }]) {
      const res = await humanize(user.auth, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().detail).toBe(MESSAGES.noContentToHumanize);
    }
    expect(await used(user.auth)).toBe(0);
  });

  it('names the limit when the text is too long, and the field when content_type is wrong', async () => {
    const user = await member();
    const long = 'Word '.repeat(HUMANIZE_MAX_CHARS / 5 + 1);
    const tooLong = await humanize(user.auth, { text: long, content_type: 'blog_post' });
    expect(tooLong.statusCode).toBe(413);
    expect(tooLong.json().detail).toContain(`at most ${HUMANIZE_MAX_CHARS.toLocaleString('en-US')} at a time`);
    const badType = await humanize(user.auth, { text: STIFF_POST, content_type: 'poem' });
    expect(badType.statusCode).toBe(422);
    expect(badType.json().detail).toBe('The kind of content must be one of video_script, blog_post, social_media, newsletter or summarizer.');
    expect(await used(user.auth)).toBe(0);
  });

  it('stops at the plan’s monthly humanizations with the usage message', async () => {
    const user = await member('basic');
    await t.database.db.insert(usage).values({ userId: user.id, period: usagePeriod(), kind: 'humanizations', count: 25 });
    const res = await humanize(user.auth, { text: STIFF_POST, content_type: 'blog_post' });
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe(MESSAGES.usageLimitExceeded);
  });

  it('refuses an id that is not in the caller’s history, and one that holds another kind of text', async () => {
    const owner = await member();
    const other = await member();
    const draft = await t.app.inject({ method: 'POST', url: '/api/content/social-media', payload: { topic: 'Trail running' }, headers: owner.auth });
    const id = draft.json().id as string;
    const foreign = await humanize(other.auth, { text: STIFF_POST, content_type: 'social_media', id });
    expect(foreign.statusCode).toBe(404);
    const mismatched = await humanize(owner.auth, { text: STIFF_POST, content_type: 'blog_post', id });
    expect(mismatched.statusCode).toBe(422);
    expect(mismatched.json().detail).toBe('The kind of content does not match the item: this item of your history is a Social Post.');
    expect(await used(owner.auth)).toBe(0);
    expect(await used(other.auth)).toBe(0);
  });
});

describe('POST /api/content/humanize on the offline editor', () => {
  it('edits stock phrasing, reports each change, scores readability, keeps what must stay, counts one and saves it', async () => {
    const user = await member();
    const res = await humanize(user.auth, { text: STIFF_POST, content_type: 'blog_post' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<HumanizeResponse>();
    expect(body).toMatchObject({ engine: 'offline', model: 'inkwell-offline-editor', content_type: 'blog_post', source_id: null });
    expect(body.humanized_text).not.toContain("In today's fast-paced world");
    expect(body.humanized_text).not.toMatch(/leverage|utilize/);
    expect(body.humanized_text).toContain('Priya Nair');
    expect(checkHumanized({ original: STIFF_POST, contentType: 'blog_post' }, body.humanized_text)).toEqual([]);
    const kinds = new Set(body.changes.map((change) => change.kind));
    expect(kinds).toContain('phrase');
    expect(kinds).toContain('connective');
    for (const change of body.changes) {
      // `at` is where the change begins in the original; a later round's `before` may hold an earlier round's edit.
      expect(STIFF_POST.toLowerCase().indexOf(change.before.slice(1).toLowerCase(), change.at), JSON.stringify(change)).toBeGreaterThanOrEqual(change.at);
      expect(change.why).not.toBe('');
    }
    const { before, after } = body.readability;
    expect(before.words).toBeGreaterThan(after.words);
    expect(after.flesch_reading_ease).toBeGreaterThan(before.flesch_reading_ease);
    expect(after.flesch_kincaid_grade).toBeLessThan(before.flesch_kincaid_grade);

    expect(await used(user.auth)).toBe(1);
    const [saved] = await history(user.auth);
    expect(saved).toMatchObject({
      id: body.id,
      content: body.humanized_text,
      engine: 'offline',
      metadata: { type: 'humanized', topic: 'Five habits of calm remote teams', humanized: { content_type: 'blog_post', source_id: null } },
    });
  });

  it('streams the edit as server-sent events that end with the saved object', async () => {
    const user = await member();
    const res = await humanize(user.auth, { text: STIFF_POST, content_type: 'blog_post' }, { accept: 'text/event-stream' });
    expect(res.headers['content-type']).toContain('text/event-stream');
    const events = parseSse(res.body);
    const deltas = events.filter((e) => e.event === 'delta').map((e) => (e.data as { text: string }).text);
    expect(deltas.length).toBeGreaterThan(1);
    const done = events.at(-1)!;
    expect(done.event).toBe('done');
    expect(deltas.join('')).toBe((done.data as HumanizeResponse).humanized_text);
  });

  it('humanizes a draft of every kind and a summary, linked to the item it came from, keeping each kind whole', async () => {
    const user = await member('pro');
    const sources: Array<{ id: string; content: string; content_type: string; topic: string; platform?: string }> = [];
    for (const kind of CONTENT_KINDS) {
      const request = kind.id === 'social_media' ? { topic: 'Sourdough for busy parents', platform: 'twitter' } : { topic: 'Sourdough for busy parents' };
      const draft = await t.app.inject({ method: 'POST', url: `/api/content${kind.path}`, payload: request, headers: user.auth });
      expect(draft.statusCode, draft.body).toBe(200);
      sources.push({ ...draft.json<{ id: string; content: string }>(), content_type: kind.id, topic: request.topic, platform: 'platform' in request ? request.platform : undefined });
    }
    const summary = await t.app.inject({ method: 'POST', url: '/api/content/summarize/text', payload: { text_content: ARTICLE_TEXT }, headers: user.auth });
    expect(summary.statusCode, summary.body).toBe(200);
    sources.push({ id: summary.json().id, content: summary.json().summary, content_type: 'summarizer', topic: 'Pasted text' });

    for (const source of sources) {
      // A model's stock phrasing in the draft's last paragraph, so that every kind has something to edit.
      const text = `${source.content}\n\nMoreover, it is important to note that we leverage this.`;
      const res = await humanize(user.auth, { text, content_type: source.content_type, id: source.id });
      expect(res.statusCode, `${source.content_type}: ${res.body}`).toBe(200);
      const body = res.json<HumanizeResponse>();
      expect(body.source_id).toBe(source.id);
      expect(body.changes.length, source.content_type).toBeGreaterThan(0);
      expect(checkHumanized({ original: text, contentType: body.content_type, platform: source.platform }, body.humanized_text), source.content_type).toEqual([]);
      if (source.platform === 'twitter') expect(postLength('twitter', body.humanized_text.trim())).toBeLessThanOrEqual(SOCIAL_LIMITS.twitter);
    }
    expect(await used(user.auth)).toBe(sources.length);
    const items = await history(user.auth);
    for (const source of sources) {
      const humanized = items.find((item) => item.metadata.humanized?.source_id === source.id);
      expect(humanized, source.content_type).toMatchObject({ metadata: { type: 'humanized', topic: source.topic, humanized: { content_type: source.content_type } } });
    }
  });

  it('takes the longest draft Inkwell writes: a 5,000-word blog post', async () => {
    const user = await member();
    const draft = await t.app.inject({ method: 'POST', url: '/api/content/blog-post', payload: { topic: 'Home espresso', word_count: 5000 }, headers: user.auth });
    expect(draft.statusCode, draft.body).toBe(200);
    const text = draft.json<{ content: string }>().content;
    expect(text.length).toBeLessThanOrEqual(HUMANIZE_MAX_CHARS);
    const res = await humanize(user.auth, { text, content_type: 'blog_post', id: draft.json<{ id: string }>().id });
    expect(res.statusCode, res.body).toBe(200);
    expect(checkHumanized({ original: text, contentType: 'blog_post' }, res.json<HumanizeResponse>().humanized_text)).toEqual([]);
  });

  it('humanizes a humanized version again, as the kind it was', async () => {
    const user = await member();
    const first = (await humanize(user.auth, { text: STIFF_POST, content_type: 'blog_post' })).json<HumanizeResponse>();
    const again = await humanize(user.auth, { text: first.humanized_text, content_type: 'blog_post', id: first.id });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ source_id: first.id, humanized_text: first.humanized_text, changes: [] });
  });
});
