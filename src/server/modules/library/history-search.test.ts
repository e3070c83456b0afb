import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HistoryType } from '../../../contract/content';
import type { LibraryItem } from '../../../contract/library';
import { contents } from '../../db/schema';
import { buildTestApp, signUp, type TestApp } from '../../test/build-test-app';

// GET /api/content/history: search, filters and exact paging under them (docs/product/api.md#library).

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Auth = Record<string, string>;

interface Piece {
  topic: string;
  body: string;
  type?: HistoryType;
  template?: string;
  /** When it was made, as PostgreSQL reads it (microseconds kept). */
  at?: string;
}

/** Stores pieces for a user straight in the database; their ids in the order given. */
async function seed(userId: string, pieces: Piece[]): Promise<string[]> {
  const ids = pieces.map(() => randomUUID());
  await t.database.db.insert(contents).values(
    pieces.map((p, i) => ({
      id: ids[i]!,
      userId,
      type: p.type ?? 'social_media',
      topic: p.topic,
      request: { topic: p.topic, platform: 'twitter', ...(p.template ? { template: p.template } : {}) },
      body: p.body,
      engine: 'offline' as const,
      model: 'inkwell-offline-composer',
      ...(p.at ? { createdAt: sql`${p.at}::timestamptz` } : {}),
    })),
  );
  return ids;
}

const history = (auth: Auth, query: string) => t.app.inject({ url: `/api/content/history?${query}`, headers: auth });

async function ids(auth: Auth, query: string): Promise<string[]> {
  const res = await history(auth, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<LibraryItem[]>().map((item) => item.id);
}

/** Every page of a query, following `before`; checks no page is longer than `limit`. */
async function pageThrough(auth: Auth, query: string, limit: number): Promise<string[]> {
  const seen: string[] = [];
  let before: string | undefined;
  for (;;) {
    const page = await ids(auth, `${query}&limit=${limit}${before ? `&before=${before}` : ''}`);
    if (page.length === 0) return seen;
    expect(page.length).toBeLessThanOrEqual(limit);
    seen.push(...page);
    before = page.at(-1);
  }
}

/** Newest first as the database orders equal times: by id, descending (UUIDs compare as their lower-case text). */
const byIdDesc = (a: string, b: string) => (a < b ? 1 : a > b ? -1 : 0);

const FILLER = 'Plan the week on Sunday evening and keep each morning for deep work.';

describe('searching the history', () => {
  it('finds a word in the body or the title, title matches first, and stems words ("shortcuts" finds "shortcut")', async () => {
    const user = await signUp(t.app);
    const [inTitle, inBody, neither, stemmed] = await seed(user.id, [
      { topic: 'Batch filming for busy creators', body: FILLER, at: '2026-03-01 10:00:00+00' },
      // Newer, but the word is only in its body.
      { topic: 'A calm weekly plan', body: `${FILLER} Batch filming saves the afternoons.`, at: '2026-03-02 10:00:00+00' },
      { topic: 'Morning pages', body: FILLER, at: '2026-03-03 10:00:00+00' },
      { topic: 'Editing faster', body: 'One keyboard shortcut saves an hour a week.', at: '2026-03-04 10:00:00+00' },
    ]);
    expect(await ids(user.auth, 'q=filming')).toEqual([inTitle, inBody]);
    expect(await ids(user.auth, `q=${encodeURIComponent('batch filming')}`)).toEqual([inTitle, inBody]);
    expect(await ids(user.auth, 'q=shortcuts')).toEqual([stemmed]);
    expect(await ids(user.auth, 'q=FILMED')).toEqual([inTitle, inBody]);
    // Web-search syntax: a phrase, and a word left out.
    expect(await ids(user.auth, `q=${encodeURIComponent('"filming saves"')}`)).toEqual([inBody]);
    expect(await ids(user.auth, `q=${encodeURIComponent('filming -afternoons')}`)).toEqual([inTitle]);
    expect(await ids(user.auth, `q=${encodeURIComponent('morning')}`)).toEqual([neither, inBody, inTitle]);
    expect(await ids(user.auth, 'q=podcast')).toEqual([]);
  });

  it('answers an empty page for words that are all stop words or punctuation, and the whole history for an empty q', async () => {
    const user = await signUp(t.app);
    const [first, second] = await seed(user.id, [
      { topic: 'The best of the year', body: 'And so it was.', at: '2026-03-01 10:00:00+00' },
      { topic: 'Other', body: FILLER, at: '2026-03-02 10:00:00+00' },
    ]);
    for (const q of ['the', 'and or', '!!!', '"the"']) expect(await ids(user.auth, `q=${encodeURIComponent(q)}`), q).toEqual([]);
    expect(await ids(user.auth, 'q=')).toEqual([second, first]);
    expect(await ids(user.auth, 'q=%20%20')).toEqual([second, first]);
  });

  it('never shows another creator’s pieces, searched or not', async () => {
    const user = await signUp(t.app);
    const other = await signUp(t.app);
    const [mine] = await seed(user.id, [{ topic: 'Sourdough starter', body: FILLER }]);
    await seed(other.id, [{ topic: 'Sourdough for beginners', body: 'Sourdough, sourdough, sourdough.' }]);
    expect(await ids(user.auth, 'q=sourdough')).toEqual([mine]);
    expect(await ids(user.auth, '')).toEqual([mine]);
  });

  it('lists title matches first, then text matches, newest first in each, however often the words occur', async () => {
    const user = await signUp(t.app);
    const [oldTitle, newText, newTitle, manyTimes, oldText, phrase] = await seed(user.id, [
      { topic: 'Lighting a small studio', body: FILLER, at: '2026-02-01 10:00:00+00' },
      { topic: 'Studio notes', body: `${FILLER} Some lighting.`, at: '2026-02-05 10:00:00+00' },
      { topic: 'Cheap lighting', body: `${FILLER} Lighting, lighting and more lighting.`, at: '2026-02-03 10:00:00+00' },
      // The word many times, but only in the text: below every title match, and by its time among the text matches.
      { topic: 'Desk notes', body: 'Lighting. Lighting. Lighting. Lighting. Lighting, all lighting.', at: '2026-02-04 10:00:00+00' },
      { topic: 'Kitchen notes', body: `${FILLER} Lighting.`, at: '2026-02-02 10:00:00+00' },
      { topic: 'Softbox lighting on a budget', body: `${FILLER} A softbox.`, at: '2026-02-06 10:00:00+00' },
    ]);
    expect(await ids(user.auth, 'q=lighting')).toEqual([phrase, newTitle, oldTitle, newText, manyTimes, oldText]);
    // Two words: a title with both comes first; a piece with one in its title and the other in its text
    // matches by its whole document, not by its title.
    expect(await ids(user.auth, `q=${encodeURIComponent('softbox lighting')}`)).toEqual([phrase]);
    expect(await ids(user.auth, `q=${encodeURIComponent('studio lighting')}`)).toEqual([oldTitle, newText]);
    // A word left out: a piece that has it is not found, wherever it has it, however well its title matches
    // ("sunday" is only in the texts).
    expect(await ids(user.auth, `q=${encodeURIComponent('lighting -softbox')}`)).toEqual([newTitle, oldTitle, newText, manyTimes, oldText]);
    expect(await ids(user.auth, `q=${encodeURIComponent('lighting -budget')}`)).toEqual([newTitle, oldTitle, newText, manyTimes, oldText]);
    expect(await ids(user.auth, `q=${encodeURIComponent('lighting -sunday')}`)).toEqual([manyTimes]);
    expect(await ids(user.auth, `q=${encodeURIComponent('lighting or softbox')}`)).toEqual([phrase, newTitle, oldTitle, newText, manyTimes, oldText]);
    expect(await ids(user.auth, `q=${encodeURIComponent('"lighting on a budget"')}`)).toEqual([phrase]);
  });

  it('pages exactly through both tiers, equal times included, alone and with a filter', async () => {
    const user = await signUp(t.app);
    const other = await signUp(t.app);
    // The word in the title (and in some texts), or only in the text (once or three times). Five pieces
    // share each microsecond, across the tiers too, so the order among equals rests on created_at and id alone.
    const at = (i: number) => `2026-04-01 09:00:00.${String(Math.floor(i / 5) * 3).padStart(6, '0')}+00`;
    const kind = (i: number) => (i % 2 ? 'blog_post' : 'social_media');
    const groups = {
      title: Array.from({ length: 14 }, (_, i): Piece => ({ topic: `Lighting setups ${i}`, body: i % 3 ? FILLER : `${FILLER} Good lighting.`, at: at(i), type: kind(i) })),
      text: Array.from({ length: 25 }, (_, i): Piece => ({
        topic: `Studio notes ${i}`,
        body: `${FILLER} ${i % 2 ? 'Lighting first, lighting again, lighting last.' : 'Some lighting.'}`,
        at: at(i + 2),
        type: kind(i),
      })),
    };
    const seeded = { title: await seed(user.id, groups.title), text: await seed(user.id, groups.text) };
    await seed(user.id, Array.from({ length: 10 }, (_, i) => ({ topic: `Unrelated ${i}`, body: FILLER, at: at(i) })));
    await seed(other.id, groups.title);
    const ordered = (group: keyof typeof groups, keep: (p: Piece) => boolean = () => true) =>
      seeded[group]
        .map((id, i) => ({ id, at: groups[group][i]!.at!, piece: groups[group][i]! }))
        .filter((x) => keep(x.piece))
        .sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : byIdDesc(a.id, b.id)))
        .map((x) => x.id);

    const expected = [...ordered('title'), ...ordered('text')];
    expect(await ids(user.auth, 'q=lighting&limit=100')).toEqual(expected);
    for (const limit of [1, 4, 7, 14]) expect(await pageThrough(user.auth, 'q=lighting', limit)).toEqual(expected);

    const blog = (p: Piece) => p.type === 'blog_post';
    const blogExpected = [...ordered('title', blog), ...ordered('text', blog)];
    expect(blogExpected.length).toBe(19);
    expect(await pageThrough(user.auth, 'q=lighting&type=blog_post', 3)).toEqual(blogExpected);

    // Without q, the same pieces newest first, through a filter too.
    const all = [...seeded.title, ...seeded.text];
    const pieces = [...groups.title, ...groups.text];
    const newest = (keep: (p: Piece) => boolean) =>
      all
        .map((id, i) => ({ id, piece: pieces[i]! }))
        .filter((x) => keep(x.piece))
        .sort((a, b) => (a.piece.at! < b.piece.at! ? 1 : a.piece.at! > b.piece.at! ? -1 : byIdDesc(a.id, b.id)))
        .map((x) => x.id);
    expect(await pageThrough(user.auth, 'type=blog_post', 4)).toEqual(newest(blog));

    // A cursor that is not the creator's (unknown, or someone else's) gives an empty page.
    const [foreign] = await seed(other.id, [{ topic: 'Lighting', body: 'Lighting.' }]);
    for (const before of [foreign, randomUUID()]) expect(await ids(user.auth, `q=lighting&before=${before}`)).toEqual([]);
  });

  it('goes on from a text match that no longer has the words, where it was', async () => {
    const user = await signUp(t.app);
    const [title, first, second, third] = await seed(user.id, [
      { topic: 'Lighting basics', body: FILLER, at: '2026-07-01 10:00:00+00' },
      { topic: 'Notes 1', body: `${FILLER} Lighting.`, at: '2026-07-04 10:00:00+00' },
      { topic: 'Notes 2', body: `${FILLER} Lighting.`, at: '2026-07-03 10:00:00+00' },
      { topic: 'Notes 3', body: `${FILLER} Lighting.`, at: '2026-07-02 10:00:00+00' },
    ]);
    expect(await ids(user.auth, 'q=lighting&limit=2')).toEqual([title, first]);
    const edit = await t.app.inject({ method: 'PATCH', url: `/api/content/${first}`, headers: user.auth, payload: { content: FILLER } });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(await ids(user.auth, `q=lighting&limit=2&before=${first}`)).toEqual([second, third]);
    // A title match's cursor goes on with every text match.
    expect(await ids(user.auth, `q=lighting&before=${title}`)).toEqual([second, third]);
  });
});

describe('filtering the history', () => {
  it('filters by kind and by template', async () => {
    const user = await signUp(t.app);
    const [post, blog, howTo, listicle] = await seed(user.id, [
      { topic: 'A', body: FILLER, type: 'social_media', at: '2026-05-01 10:00:00+00' },
      { topic: 'B', body: FILLER, type: 'blog_post', at: '2026-05-02 10:00:00+00' },
      { topic: 'C', body: FILLER, type: 'blog_post', template: 'blog.how-to', at: '2026-05-03 10:00:00+00' },
      { topic: 'D', body: FILLER, type: 'blog_post', template: 'blog.listicle', at: '2026-05-04 10:00:00+00' },
    ]);
    expect(await ids(user.auth, 'type=social_media')).toEqual([post]);
    expect(await ids(user.auth, 'type=blog_post')).toEqual([listicle, howTo, blog]);
    expect(await ids(user.auth, 'template=blog.how-to')).toEqual([howTo]);
    expect(await ids(user.auth, 'template=blog.how-to&type=social_media')).toEqual([]);
    expect(await ids(user.auth, 'template=video.unknown')).toEqual([]);
  });

  it('takes the days from and to as UTC days, both included, to the microsecond', async () => {
    const user = await signUp(t.app);
    const [beforeFrom, firstInstant, inside, lastInstant, afterTo] = await seed(user.id, [
      { topic: 'a', body: FILLER, at: '2026-05-31 23:59:59.999999+00' },
      { topic: 'b', body: FILLER, at: '2026-06-01 00:00:00+00' },
      // 23:30 in New York on 2 June is 3 June in UTC: the day is UTC's.
      { topic: 'c', body: FILLER, at: '2026-06-02 23:30:00-04' },
      { topic: 'd', body: FILLER, at: '2026-06-03 23:59:59.999999+00' },
      { topic: 'e', body: FILLER, at: '2026-06-04 00:00:00+00' },
    ]);
    expect(await ids(user.auth, 'from=2026-06-01&to=2026-06-03')).toEqual([lastInstant, inside, firstInstant]);
    expect(await ids(user.auth, 'from=2026-06-03&to=2026-06-03')).toEqual([lastInstant, inside]);
    expect(await ids(user.auth, 'from=2026-06-02&to=2026-06-02')).toEqual([]);
    expect(await ids(user.auth, 'from=2026-06-04')).toEqual([afterTo]);
    expect(await ids(user.auth, 'to=2026-05-31')).toEqual([beforeFrom]);
    expect(await pageThrough(user.auth, 'from=2026-06-01&to=2026-06-03', 1)).toEqual([lastInstant, inside, firstInstant]);
  });

  it('refuses a query it cannot answer with a 422 that says what is wrong', async () => {
    const user = await signUp(t.app);
    const cases: [string, string][] = [
      ['from=2026-06-03&to=2026-06-01', 'The start date must be on or before the end date.'],
      ['from=yesterday', 'The start date must be a date, e.g. 2026-11-27.'],
      ['to=2026-02-30', 'The end date must be a date, e.g. 2026-11-27.'],
      ['status=draft', 'The publishing status must be one of published, scheduled, never.'],
      ['limit=0', 'The number of items must be at least 1.'],
      ['limit=101', 'The number of items must be at most 100.'],
      ['before=42', 'The place in the list must be an item of your history.'],
      [`q=${'word '.repeat(41)}w`, 'The search words may be at most 200 characters.'],
    ];
    for (const [query, detail] of cases) {
      const res = await history(user.auth, query);
      expect(res.statusCode, query).toBe(422);
      expect(res.json(), query).toEqual({ detail });
    }
    const kind = await history(user.auth, 'type=poem');
    expect(kind.statusCode).toBe(422);
    expect(kind.json<{ detail: string }>().detail).toMatch(/^The kind of content must be one of video_script, /);
  });
});
