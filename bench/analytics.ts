import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import { AnalyticsQuery, type AnalyticsOverview } from '../src/contract/analytics';
import { HISTORY_TYPES, type HistoryType } from '../src/contract/content-kinds';
import type { PublishPlatform } from '../src/contract/social';
import { AccountsRepository } from '../src/server/db/accounts-repository';
import { openDatabase, type Database, type Db } from '../src/server/db/client';
import { rows } from '../src/server/db/raw-rows';
import { contents, publicationMetrics, publications, users } from '../src/server/db/schema';
import { AnalyticsService } from '../src/server/modules/analytics/service';
import { UsageService } from '../src/server/modules/usage/service';
import { percentile } from './lib/latency';
import { BENCH_ROOT, startInkwell } from './lib/servers';
import { enterpriseUser } from './lib/users';

/** Issue 13: p95 at most this, for every window, on both databases. */
const TARGET_P95_MS = 50;
/** "Flat from 1 k to 10 k": the 10 k creator's p95 at most this many times the 1 k creator's. */
const FLAT_RATIO = 1.5;
const SIZES = [1_000, 10_000] as const;
/** Other creators with their own rows in the same tables, which no answer may count. */
const OTHERS = [2_000, 1_000, 500];
const DAY_MS = 86_400_000;
const YEAR_MS = 365 * DAY_MS;
const WARM_UP = 20;
/** Most time one series may take: a slow one gets fewer samples (never under MIN_SAMPLES). */
const SERIES_BUDGET_MS = 45_000;
const MIN_SAMPLES = 50;

interface Variant {
  label: string;
  query: string;
}

const VARIANTS: Variant[] = [
  { label: '30 days (default)', query: '' },
  { label: '90 days', query: '?days=90' },
  { label: '365 days', query: '?days=365' },
  { label: '30 days, twitter + linkedin', query: '?platforms=twitter,linkedin' },
  { label: '30 days, America/New_York', query: '?tz=America%2FNew_York' },
];

// ---------------------------------------------------------------------------------------------------
// The seed: a fixed sequence, so that every run writes the same kinds, bodies, platforms and numbers.

/** A fixed pseudo-random sequence (xorshift32) in [0, 1). */
function randomSequence(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
}

type Random = () => number;
const between = (random: Random, lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1));
const pick = <T>(random: Random, xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;
function weighted<T>(random: Random, table: readonly (readonly [T, number])[]): T {
  const total = table.reduce((s, [, w]) => s + w, 0);
  let r = random() * total;
  for (const [value, w] of table) {
    if (r < w) return value;
    r -= w;
  }
  return table[0]![0];
}

const VOCABULARY = (
  'the a an and or but so because when while after before about with without into over under between through ' +
  'we you they it this that these those our your their my his her one two three first next last every most ' +
  'make build write share grow learn start keep find show tell try plan test ship measure launch publish ' +
  'read listen watch record edit post reply thank ask answer explain choose change improve focus spend save ' +
  'audience creator newsletter podcast video episode story draft outline headline hook thread caption ' +
  'brand voice tone routine habit morning week month season year budget price plan team client customer ' +
  'garden kitchen bread coffee trail mountain river city train market studio camera microphone keyboard ' +
  'simple clear honest useful practical quiet steady small big new old early late better best fewer more ' +
  'growth feedback launch metrics community workshop guide checklist template mistake lesson question idea ' +
  "it's don't you're we've that's isn't long-term step-by-step behind-the-scenes follow-up day-one well-known"
).split(/\s+/);
const TOPICS = ['sourdough for beginners', 'starting a podcast', 'remote onboarding', 'trail running in winter', 'home espresso', 'budget travel', 'indie game design', 'urban beekeeping'];

function sentence(random: Random): string {
  const words = Array.from({ length: between(random, 6, 22) }, () => pick(random, VOCABULARY));
  if (words.length > 10 && random() < 0.4) words[between(random, 3, words.length - 3)] += ',';
  const text = words.join(' ');
  return `${text[0]!.toUpperCase()}${text.slice(1)}${random() < 0.1 ? '?' : '.'}`;
}

/** How long each kind's bodies are (words) and how often each kind is made; a kind not listed takes OTHER_KIND. */
const OTHER_KIND = { words: [100, 800] as [number, number], weight: 5 };
const KIND_SHAPES: Partial<Record<HistoryType, { words: [number, number]; weight: number }>> = {
  social_media: { words: [50, 150], weight: 35 },
  blog_post: { words: [600, 1500], weight: 20 },
  video_script: { words: [150, 700], weight: 15 },
  newsletter: { words: [300, 1000], weight: 10 },
  summarizer: { words: [50, 400], weight: 12 },
  humanized: { words: [100, 1200], weight: 8 },
};
const KINDS = Object.fromEntries(HISTORY_TYPES.map((type) => [type, KIND_SHAPES[type] ?? OTHER_KIND])) as Record<HistoryType, typeof OTHER_KIND>;

/** A body of about `target` words shaped like its kind: headings and lists for long ones, scenes for scripts, hashtags for posts. */
function body(random: Random, type: HistoryType, target: number, topic: string): string {
  const blocks: string[] = [];
  let words = 0;
  let scene = 1;
  while (words < target) {
    if ((type === 'blog_post' || type === 'newsletter') && blocks.length % 4 === 0) blocks.push(`## ${sentence(random).slice(0, -1)}`);
    if (type === 'video_script') blocks.push(`[Scene ${scene++}]`);
    if (type !== 'social_media' && random() < 0.15) {
      const items = Array.from({ length: between(random, 3, 5) }, () => `- ${sentence(random)}`);
      blocks.push(items.join('\n'));
      words += items.join(' ').split(' ').length;
      continue;
    }
    const paragraph = Array.from({ length: type === 'social_media' ? between(random, 2, 4) : between(random, 3, 7) }, () => sentence(random)).join(' ');
    blocks.push(paragraph);
    words += paragraph.split(' ').length;
  }
  if (type === 'social_media') blocks.push(`#${topic.split(' ')[0]} #creators`);
  return blocks.join('\n\n');
}

const PLATFORM_MIX: [PublishPlatform, number][] = [
  ['twitter', 30],
  ['linkedin', 25],
  ['instagram', 15],
  ['facebook', 12],
  ['tiktok', 10],
  ['youtube', 8],
];
/** Which numbers each platform reports in the seed; the others stay null (unknown). */
const REPORTED: Record<PublishPlatform, ('impressions' | 'likes' | 'comments' | 'shares' | 'views')[]> = {
  twitter: ['impressions', 'likes', 'comments', 'shares'],
  linkedin: ['impressions', 'likes', 'comments', 'shares'],
  facebook: ['likes', 'comments', 'shares'],
  instagram: ['impressions', 'likes', 'comments', 'views'],
  tiktok: ['views', 'likes', 'comments', 'shares'],
  youtube: ['views', 'likes', 'comments'],
};

type ContentInsert = typeof contents.$inferInsert;
type PublicationInsert = typeof publications.$inferInsert;
type MetricsInsert = typeof publicationMetrics.$inferInsert;

interface Seeded {
  contents: ContentInsert[];
  publications: PublicationInsert[];
  metrics: MetricsInsert[];
}

/**
 * `n` items and `n` publications of one creator, each spread evenly over the year before `now`: ~90 %
 * of publications published and 10 % failed; of the published, ~70 % on a real connection with the
 * platform's numbers, the rest demo (no numbers row).
 */
function seedOwner(random: Random, userId: string, n: number, now: number): Seeded {
  const out: Seeded = { contents: [], publications: [], metrics: [] };
  const kinds = HISTORY_TYPES.map((t) => [t, KINDS[t].weight] as const);
  for (let i = 0; i < n; i++) {
    const type = weighted(random, kinds);
    const topic = `${pick(random, TOPICS)} ${i}`;
    const id = randomUUID();
    out.contents.push({
      id, userId, type, topic, request: { topic }, body: body(random, type, between(random, ...KINDS[type].words), topic),
      engine: 'offline', model: 'offline', createdAt: new Date(now - ((i + random()) / n) * YEAR_MS),
    });
  }
  for (let i = 0; i < n; i++) {
    const id = randomUUID();
    const platform = weighted(random, PLATFORM_MIX);
    const createdAt = new Date(now - ((i + random()) / n) * YEAR_MS);
    const content = Array.from({ length: between(random, 1, 4) }, () => sentence(random)).join(' ').slice(0, 280);
    const contentId = random() < 0.5 ? pick(random, out.contents).id : null;
    if (random() < 0.1) {
      out.publications.push({ id, userId, contentId, platform, status: 'failed', content, username: 'creator', error: 'The platform refused the post.', demoMode: false, createdAt });
      continue;
    }
    const demo = random() >= 0.7;
    out.publications.push({
      id, userId, contentId, platform, status: 'published', content, username: 'creator', demoMode: demo, createdAt,
      externalId: `${demo ? 'demo' : 'ext'}-${id}`, url: `https://${platform}.example/creator/${id}`,
    });
    if (demo) continue;
    const reach = Math.floor(50 * Math.exp(random() * 5));
    const likes = Math.floor(reach * (0.01 + random() * 0.05));
    const numbers = { impressions: reach, views: Math.floor(reach * (0.5 + random())), likes, comments: Math.floor(likes * (0.1 + random() * 0.2)), shares: Math.floor(likes * (0.05 + random() * 0.15)) };
    const reported = Object.fromEntries(REPORTED[platform].map((k) => [k, numbers[k]]));
    out.metrics.push({
      publicationId: id, userId, platform, publishedAt: createdAt, ...reported, state: random() < 0.03 ? 'gone' : 'measured',
      fetchedAt: new Date(Math.min(now, createdAt.getTime() + between(random, 1, 72) * 3_600_000)), nextFetchAt: null,
    });
  }
  return out;
}

/** Inserts in statements of `size` rows, oldest first across every creator (as the rows would have arrived). */
async function insertAll<T>(rowsToInsert: T[], size: number, insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rowsToInsert.length; i += size) await insert(rowsToInsert.slice(i, i + size));
}
const byTime = (a: { createdAt?: Date }, b: { createdAt?: Date }) => a.createdAt!.getTime() - b.createdAt!.getTime();

/** Every owner's rows (seedOwner), inserted oldest first across owners. */
export async function seedAnalytics(db: Db, owners: { id: string; n: number }[], now: number): Promise<Seeded> {
  const random = randomSequence(0x13a11);
  const all: Seeded = { contents: [], publications: [], metrics: [] };
  for (const owner of owners) {
    const s = seedOwner(random, owner.id, owner.n, now);
    all.contents.push(...s.contents);
    all.publications.push(...s.publications);
    all.metrics.push(...s.metrics);
  }
  all.contents.sort(byTime);
  all.publications.sort(byTime);
  const fetchedOrder = new Map(all.publications.map((p, i) => [p.id, i]));
  all.metrics.sort((a, b) => fetchedOrder.get(a.publicationId)! - fetchedOrder.get(b.publicationId)!);
  await insertAll(all.contents, 200, (chunk) => db.insert(contents).values(chunk));
  await insertAll(all.publications, 500, (chunk) => db.insert(publications).values(chunk));
  await insertAll(all.metrics, 500, (chunk) => db.insert(publicationMetrics).values(chunk));
  return all;
}

// ---------------------------------------------------------------------------------------------------
// Measuring.

interface Series {
  label: string;
  path: string;
  token: string;
  samples: number[];
  want: number;
}

async function timedGet(url: string, token: string): Promise<{ ms: number; body: string }> {
  const t0 = performance.now();
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const body = await res.text();
  const ms = performance.now() - t0;
  if (res.status !== 200) throw new Error(`${new URL(url).pathname}${new URL(url).search} answered ${res.status}: ${body.slice(0, 200)}`);
  return { ms, body };
}

/**
 * Every series one request at a time, in turns (one request of each series per round), so that a
 * change in the shared machine's load weighs on all of them alike: WARM_UP rounds first, then rounds
 * until each series has its samples (`requests`, fewer for a series too slow for SERIES_BUDGET_MS).
 */
async function measure(base: string, series: Series[], requests: number) {
  const warm = new Map<Series, number[]>(series.map((s) => [s, []]));
  for (let round = 0; round < WARM_UP; round++) for (const s of series) warm.get(s)!.push((await timedGet(`${base}${s.path}`, s.token)).ms);
  for (const s of series) s.want = Math.max(Math.min(MIN_SAMPLES, requests), Math.min(requests, Math.floor(SERIES_BUDGET_MS / percentile(warm.get(s)!, 50))));
  while (series.some((s) => s.samples.length < s.want)) {
    for (const s of series) if (s.samples.length < s.want) s.samples.push((await timedGet(`${base}${s.path}`, s.token)).ms);
  }
}

/** The answer counts exactly the creator's own seeded rows (365 days, UTC, every platform). */
function checkAnswer(o: AnalyticsOverview, seeded: Seeded, userId: string): string | null {
  const from = Date.parse(`${o.window.start}T00:00:00Z`);
  const inWindow = (r: { userId: string; createdAt?: Date }) => r.userId === userId && r.createdAt!.getTime() >= from;
  const items = seeded.contents.filter(inWindow).length;
  const pubs = seeded.publications.filter(inWindow);
  const ids = new Set(pubs.filter((p) => p.status === 'published').map((p) => p.id));
  const measured = seeded.metrics.filter((m) => ids.has(m.publicationId)).length;
  const got = { items: o.totals.items, published: o.totals.publications.succeeded, failed: o.totals.publications.failed, measured: o.totals.measured };
  const want = { items, published: ids.size, failed: pubs.length - ids.size, measured };
  return JSON.stringify(got) === JSON.stringify(want) ? null : `answered ${JSON.stringify(got)}, seeded ${JSON.stringify(want)}`;
}

// ---------------------------------------------------------------------------------------------------
// The database's own time for each query of the overview: the service itself run on a database that
// also explains every query it is sent, so the bench follows queries.ts as it changes.

interface Explained {
  query: string;
  ms: number;
  plan: string;
}

/**
 * `db`, but each raw query is first run under EXPLAIN (ANALYZE, BUFFERS), its plan kept in `into`
 * under the name of the queries.ts function that sent it, and then run for its rows.
 */
function explaining(db: Db, into: { query: string; plan: string[] }[]): Db {
  return new Proxy(db, {
    get(target, prop, receiver) {
      if (prop !== 'execute') return Reflect.get(target, prop, receiver) as unknown;
      return async (query: SQL) => {
        // The caller is on the stack while the query is sent (rows() calls execute at once).
        const caller = /at (?:async )?(\w+) \([^)]*analytics\/queries\.ts/.exec(new Error().stack ?? '')?.[1] ?? `query ${into.length + 1}`;
        const plan = await rows<{ 'QUERY PLAN': string }>(target, sql`explain (analyze, buffers) ${query}`);
        into.push({ query: caller, plan: plan.map((row) => row['QUERY PLAN']) });
        return target.execute(query);
      };
    },
  });
}

const RUNS = 5;

/** Each query of RUNS overviews of one creator and window (all platforms, UTC): its median Execution Time and that run's plan. */
async function explainOverview(db: Db, opts: { userId: string; days: number }): Promise<Explained[]> {
  const runs: { query: string; plan: string[] }[] = [];
  const analytics = new AnalyticsService({ db: explaining(db, runs), usage: new UsageService(new AccountsRepository(db, { exclusiveWriter: false })) });
  const [user] = await db.select().from(users).where(eq(users.id, opts.userId));
  const query = AnalyticsQuery.parse({ days: String(opts.days) });
  for (let i = 0; i < RUNS; i++) await analytics.overview(user!, query);
  const names = [...new Set(runs.map((r) => r.query))];
  return names.map((name) => {
    const timed = runs
      .filter((r) => r.query === name)
      .map((r) => ({ plan: r.plan.join('\n'), ms: Number(/Execution Time: ([\d.]+) ms/.exec(r.plan.join('\n'))?.[1] ?? NaN) }))
      .sort((a, b) => a.ms - b.ms);
    const mid = timed[Math.floor(timed.length / 2)]!;
    return { query: name, ms: mid.ms, plan: mid.plan };
  });
}

// ---------------------------------------------------------------------------------------------------

const fmt = (ms: number) => (ms >= 100 ? ms.toFixed(0) : ms.toFixed(1));

/**
 * GET /api/analytics/overview (issue 13) for a creator with 1 k items and 1 k publications and one
 * with 10 k and 10 k over the last year, beside other creators' rows, on the embedded database or on
 * PostgreSQL when `databaseUrl` is given: the built server as `npm start` runs it, the rows inserted
 * straight into its database (Drizzle, batches), sequential requests over loopback HTTP; then each of
 * the overview's queries under EXPLAIN ANALYZE.
 */
export async function benchAnalytics(opts: { databaseUrl?: string } = {}): Promise<string> {
  const onPostgres = Boolean(opts.databaseUrl);
  const dbName = onPostgres ? 'PostgreSQL' : 'the embedded database (PGlite)';
  const title = `## \`GET /api/analytics/overview\`, 1 k and 10 k items and publications, ${onPostgres ? 'PostgreSQL' : 'embedded database'}`;
  const requests = Number(process.env.BENCH_ANALYTICS_REQUESTS ?? 200);
  // A candidate change to try without editing src/ (an index, say), run after the seed.
  const extraSql = process.env.BENCH_ANALYTICS_SQL?.trim();
  const dataDir = mkdtempSync(join(tmpdir(), 'inkwell-bench-analytics-'));
  const env: Record<string, string> = opts.databaseUrl ? { DATABASE_URL: opts.databaseUrl } : {};
  const target = opts.databaseUrl ? ({ kind: 'postgres', url: opts.databaseUrl } as const) : ({ kind: 'pglite', dataDir } as const);
  const stamp = Date.now().toString(36);
  const emails = SIZES.map((n) => `analytics-${n}-${stamp}@example.com`);
  // Since issue 13 the server runs ANALYZE on the embedded database itself (it has no autovacuum).
  const gathersStatistics = existsSync(join(BENCH_ROOT, 'src/server/db/planner-statistics.ts'));
  let database: Database | undefined;
  try {
    // The app creates and migrates its database and signs the creators up; it is stopped while the
    // bench writes (the embedded database has one process at a time), then started again on the data.
    let server = await startInkwell(env, { dataDir });
    const tokens: string[] = [];
    try {
      for (const email of emails) tokens.push((await enterpriseUser(server.url, email)).token);
    } finally {
      await server.stop();
    }

    database = openDatabase(target);
    const { db } = database;
    const creators = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, emails));
    const ids = emails.map((e) => creators.find((c) => c.email === e)!.id);
    const others = OTHERS.map((n, i) => ({ id: randomUUID(), n, email: `analytics-other-${i}-${stamp}@example.com` }));
    await db.insert(users).values(others.map((o, i) => ({ id: o.id, email: o.email, name: `Other Creator ${i}` })));
    const seedStarted = performance.now();
    const seeded = await seedAnalytics(db, [...SIZES.map((n, i) => ({ id: ids[i]!, n })), ...others], Date.now());
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    // PostgreSQL's autovacuum would analyse the tables within a minute of such inserts.
    if (onPostgres) for (const table of ['contents', 'publications', 'publication_metrics']) await db.execute(sql.raw(`vacuum analyze ${table}`));
    for (const statement of extraSql?.split(';').map((s) => s.trim()).filter(Boolean) ?? []) await db.execute(sql.raw(statement));
    const [words] = await rows<{ avg: number; min: number; max: number }>(db, sql`select avg(words)::float8 as avg, min(words) as min, max(words) as max from contents`);
    await database.close();
    database = undefined;

    server = await startInkwell(env, { dataDir });
    const series: Series[] = [];
    let answerProblem: string | null = null;
    try {
      // Each creator's answer counts exactly their own rows.
      for (const [i, token] of tokens.entries()) {
        const { body } = await timedGet(`${server.url}/api/analytics/overview?days=365`, token);
        answerProblem ??= checkAnswer(JSON.parse(body) as AnalyticsOverview, seeded, ids[i]!);
      }
      series.push({ label: 'baseline', path: '/api/auth/me', token: tokens[0]!, samples: [], want: 0 });
      for (const v of VARIANTS) for (const [i, n] of SIZES.entries()) series.push({ label: `${n}|${v.label}`, path: `/api/analytics/overview${v.query}`, token: tokens[i]!, samples: [], want: 0 });
      await measure(server.url, series, requests);
    } finally {
      await server.stop();
    }

    database = openDatabase(target);
    const explained: Record<string, Explained[]> = {};
    for (const [i, n] of SIZES.entries()) for (const days of [30, 365]) explained[`${n}|${days}`] = await explainOverview(database.db, { userId: ids[i]!, days });
    await database.close();
    database = undefined;

    // The table.
    const stat = (label: string) => {
      const s = series.find((x) => x.label === label)!;
      return { p50: percentile(s.samples, 50), p95: percentile(s.samples, 95), n: s.samples.length };
    };
    const baseline = stat('baseline');
    const lines: string[] = [];
    const verdicts: { variant: string; fast: boolean; flat: boolean; worst: number; ratio: number }[] = [];
    for (const v of VARIANTS) {
      const [small, large] = SIZES.map((n) => stat(`${n}|${v.label}`)) as [ReturnType<typeof stat>, ReturnType<typeof stat>];
      const ratio = large.p95 / small.p95;
      verdicts.push({ variant: v.label, fast: Math.max(small.p95, large.p95) <= TARGET_P95_MS, flat: ratio <= FLAT_RATIO, worst: Math.max(small.p95, large.p95), ratio });
      for (const [i, s] of [small, large].entries()) {
        lines.push(
          `| ${v.label} | ${SIZES[i]!.toLocaleString('en')} | ${s.n} | ${fmt(s.p50)} ms | ${fmt(s.p95)} ms | ${(s.p95 / baseline.p95).toFixed(1)}× | ${i === 1 ? `**${ratio.toFixed(2)}**` : ''} | ${s.p95 <= TARGET_P95_MS ? 'met' : '**missed**'} |`,
        );
      }
    }
    const fastAll = verdicts.every((v) => v.fast);
    const flatAll = verdicts.every((v) => v.flat);
    const list = (xs: typeof verdicts, f: (v: (typeof verdicts)[0]) => string) => xs.map(f).join('; ');

    const queryNames = explained[`${SIZES[1]}|365`]!.map((e) => e.query);
    const explainRows = queryNames.map(
      (q) => `| \`${q}\` | ${Object.keys(explained).map((k) => { const e = explained[k]!.find((x) => x.query === q); return e ? `${e.ms.toFixed(2)} ms` : '—'; }).join(' | ')} |`,
    );
    // The plan of the slowest query in the default window and in the longest, for 10 k.
    const slowest = [30, 365].map((days) => ({ days, ...[...explained[`${SIZES[1]}|${days}`]!].sort((a, b) => b.ms - a.ms)[0]! }));
    const summary = verdicts.map((v) => `${v.variant}: p95 ${fmt(v.worst)} ms, 10k/1k ${v.ratio.toFixed(2)}`).join('; ');
    console.log(`analytics on ${onPostgres ? 'PostgreSQL' : 'PGlite'}: baseline p95 ${fmt(baseline.p95)} ms; ${summary}`);

    return [
      title,
      '',
      `The built server as \`npm start\` runs it, on ${onPostgres ? 'a throwaway PostgreSQL database (DATABASE_URL, 127.0.0.1)' : 'PGlite in a throwaway DATA_DIR'}, over real HTTP on 127.0.0.1 (Node's fetch, keep-alive), one request at a time. ` +
        `Two creators signed up through the API; then, with the server stopped, ${SIZES.map((n) => n.toLocaleString('en')).join(' and ')} items and as many publications each, and ${OTHERS.map((n) => n.toLocaleString('en')).join(', ')} of each for ${OTHERS.length} other creators, ` +
        `inserted straight into its database with Drizzle batch inserts in ${seedSeconds.toFixed(0)} s: each creator's rows spread evenly over the last 365 days and inserted oldest first across creators; ` +
        `items of every kind with bodies of ${words!.min}–${words!.max} words (mean ${words!.avg.toFixed(0)}, counted by the database's \`words\` column); publications on all six platforms, ~10 % failed, ~70 % of the published real with the platform's numbers and the rest demo with none. ` +
        (onPostgres
          ? 'The tables were then vacuumed and analysed, as autovacuum would have done. '
          : gathersStatistics
            ? 'The server gathers the embedded database\'s planner statistics itself (ANALYZE in the background once it is up), which runs during the warm-up. '
            : 'No ANALYZE: the embedded database has no autovacuum and this tree runs none, so its planner has no statistics. ') +
        (extraSql ? `**Candidate change applied after the seed: \`${extraSql}\`.** ` : '') +
        `Each series ${WARM_UP} warm-up requests, then up to ${requests} (fewer when a series would take over ${SERIES_BUDGET_MS / 1000} s), all series in turns so that the machine's load weighs on all alike. ` +
        `Baseline: authenticated \`GET /api/auth/me\` of the same server in the same turns, p50 ${fmt(baseline.p50)} ms, p95 ${fmt(baseline.p95)} ms. ` +
        `Each creator's 365-day answer was checked against the seed (items, published, failed and measured publications): ${answerProblem ? `**wrong: ${answerProblem}**` : 'exactly their own rows'}.`,
      '',
      `Rows spread evenly over the year means a window holds N × days / 365 of each: the 10 k creator's 30 days are ~${Math.round((SIZES[1] * 30) / 365)} items and as many publications ` +
        `(and as many again in the 30 days before, which the overview reads for its comparison), the 1 k creator's a tenth of that; 365 days are all of them.`,
      '',
      '| window | creator (items = publications) | samples | p50 | p95 | p95 / baseline p95 | 10k / 1k (p95) | p95 ≤ 50 ms |',
      '|---|---:|---:|---:|---:|---:|---:|---|',
      ...lines,
      '',
      `Target p95 ≤ ${TARGET_P95_MS} ms: ${fastAll ? '**met** in every window' : `**missed** in ${list(verdicts.filter((v) => !v.fast), (v) => `${v.variant} (${fmt(v.worst)} ms)`)}`}. ` +
        `Flat from 1 k to 10 k (10k/1k p95 ≤ ${FLAT_RATIO}): ${flatAll ? '**holds** in every window' : `**does not hold** in ${list(verdicts.filter((v) => !v.flat), (v) => `${v.variant} (${v.ratio.toFixed(2)})`)}`}.`,
      '',
      `The database's own time for each query of the overview (the service run in the bench on the same database, all platforms, UTC, each query it sends named by its function in queries.ts): Execution Time of EXPLAIN (ANALYZE, BUFFERS) in ${dbName}, median of ${RUNS} overviews (the per-node timing adds to it):`,
      '',
      `| query | ${Object.keys(explained).map((k) => `${Number(k.split('|')[0]).toLocaleString('en')}, ${k.split('|')[1]} days`).join(' | ')} |`,
      `|---|${Object.keys(explained).map(() => '---:').join('|')}|`,
      ...explainRows,
      '',
      ...slowest.flatMap((e) => [
        `<details><summary>Plan of the slowest for 10 k over ${e.days} days: <code>${e.query}</code> (${e.ms.toFixed(2)} ms)</summary>`,
        '',
        '```',
        e.plan,
        '```',
        '',
        '</details>',
        '',
      ]),
    ].join('\n');
  } finally {
    await database?.close().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await benchAnalytics());
