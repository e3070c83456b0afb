import pg from 'pg';
import { throwawayPostgres } from './lib/postgres';
import { startInkwell } from './lib/servers';

const TARGET_MS = 1;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const BODY = 'A sample draft about tides and morning swims, long enough to look like a short social post. '.repeat(8);

/** A new creator through the API; its id read from the database by e-mail. */
async function creator(url: string, db: pg.Client, email: string): Promise<{ id: string; token: string }> {
  const res = await fetch(`${url}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'History Bench', email, password: 'bench-password' }),
  });
  if (res.status !== 201) throw new Error(`sign-up answered ${res.status}`);
  const { access_token: token } = (await res.json()) as { access_token: string };
  const { rows } = await db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [email]);
  return { id: rows[0]!.id, token };
}

/** `count` history items of one creator, inserted with SQL, one a second back from now. */
async function insertItems(db: pg.Client, userId: string, count: number) {
  await db.query(
    `INSERT INTO contents (id, user_id, type, topic, request, body, engine, model, created_at)
     SELECT gen_random_uuid(), $1, 'social_media', 'tides ' || g, jsonb_build_object('topic', 'tides ' || g, 'platform', 'twitter'),
            $2, 'offline', 'offline', now() - g * interval '1 second'
     FROM generate_series(1, $3::int) AS g`,
    [userId, BODY, count],
  );
}

/** Median latency of `rounds` sequential first-page requests, after a warm-up. */
async function latency(url: string, token: string, rounds: number): Promise<{ ms: number; items: number }> {
  const get = async () => {
    const start = performance.now();
    const res = await fetch(`${url}/api/content/history`, { headers: { authorization: `Bearer ${token}` } });
    const items = ((await res.json()) as unknown[]).length;
    if (res.status !== 200) throw new Error(`history answered ${res.status}`);
    return { ms: performance.now() - start, items };
  };
  for (let i = 0; i < 20; i++) await get();
  const out: number[] = [];
  let items = 0;
  for (let i = 0; i < rounds; i++) {
    const r = await get();
    out.push(r.ms);
    items = r.items;
  }
  return { ms: median(out), items };
}

interface Explained {
  executionMs: number;
  planningMs: number;
  plan: string;
  sorts: boolean;
}

/**
 * The history query as the app last sent it (the `contents` query of an idle connection of the app's
 * pool, from pg_stat_activity), prepared here and run under EXPLAIN ANALYZE for `userId`: uuid
 * parameters get the user's id, integer ones the page size. Null, with the reason, when the text cannot
 * be had or has parameters of other types.
 */
async function explainAppQuery(db: pg.Client, userId: string, pageSize: number, rounds = 20): Promise<Explained | string> {
  const { rows } = await db.query<{ query: string }>(
    `SELECT query FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND query ILIKE '%from "contents"%' ORDER BY state_change DESC`,
  );
  const text = rows.map((r) => r.query).find((q) => /order by/i.test(q) && !/ for update/i.test(q));
  if (!text) return "the app's history query was not found in pg_stat_activity";
  await db.query('DEALLOCATE ALL');
  await db.query(`PREPARE bench_history AS ${text}`);
  const types = (await db.query<{ t: string[] }>(`SELECT parameter_types::text[] AS t FROM pg_prepared_statements WHERE name = 'bench_history'`)).rows[0]!.t;
  const args = types.map((t) => (t === 'uuid' ? userId : /^(integer|bigint|smallint|numeric)$/.test(t) ? pageSize : null));
  if (args.some((a) => a === null)) return `the query has parameters of types ${types.join(', ')}`;
  const literal = args.map((a) => (typeof a === 'string' ? `'${a}'` : String(a))).join(', ');
  const runs: Explained[] = [];
  for (let i = 0; i < rounds; i++) {
    const out = await db.query<{ 'QUERY PLAN': [{ Plan: PlanNode; 'Execution Time': number; 'Planning Time': number }] }>(
      `EXPLAIN (ANALYZE, FORMAT JSON) EXECUTE bench_history${literal ? `(${literal})` : ''}`,
    );
    const [root] = out.rows[0]!['QUERY PLAN'];
    const nodes: string[] = [];
    const walk = (n: PlanNode) => {
      nodes.push(n['Index Name'] ? `${n['Node Type']} (${n['Index Name']})` : n['Node Type']);
      n.Plans?.forEach(walk);
    };
    walk(root.Plan);
    runs.push({ executionMs: root['Execution Time'], planningMs: root['Planning Time'], plan: nodes.join(' → '), sorts: nodes.some((n) => /Sort/.test(n)) });
  }
  await db.query('DEALLOCATE bench_history');
  const mid = median(runs.map((r) => r.executionMs));
  return { ...runs.find((r) => r.executionMs === mid)!, executionMs: mid, planningMs: median(runs.map((r) => r.planningMs)) };
}

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

/**
 * GET /api/content/history (first page) on PostgreSQL for a creator with 1 k items and one with 12 k,
 * inserted with SQL into a throwaway database the app migrated at its start: median latency of each,
 * their ratio, and the database's own time for the app's query (EXPLAIN ANALYZE).
 */
export async function benchHistoryPostgres(): Promise<string> {
  const title = '## `GET /api/content/history` on PostgreSQL, 1 k and 12 k items';
  const rounds = Number(process.env.BENCH_HISTORY_REQUESTS ?? 200);
  const postgres = await throwawayPostgres();
  if (!postgres) return [title, '', 'Not measured: no PostgreSQL answered at BENCH_DATABASE_URL (default postgresql://postgres@127.0.0.1:5432/test).', ''].join('\n');
  const db = new pg.Client({ connectionString: postgres.url });
  let server;
  try {
    server = await startInkwell({ DATABASE_URL: postgres.url });
    await db.connect();
    const small = await creator(server.url, db, 'history-1k@example.com');
    const large = await creator(server.url, db, 'history-12k@example.com');
    await insertItems(db, small.id, 1_000);
    await insertItems(db, large.id, 12_000);
    await db.query('ANALYZE contents');

    const results: { label: string; count: number; http: { ms: number; items: number }; sql: Explained | string }[] = [];
    for (const [label, who, count] of [['1 k', small, 1_000], ['12 k', large, 12_000]] as const) {
      const http = await latency(server.url, who.token, rounds);
      const sql = await explainAppQuery(db, who.id, http.items);
      results.push({ label, count, http, sql });
    }
    const [one, twelve] = results as [(typeof results)[0], (typeof results)[0]];
    const ratio = twelve.http.ms / one.http.ms;
    const sqlRow = (r: (typeof results)[0]) => (typeof r.sql === 'string' ? `not measured: ${r.sql}` : `${r.sql.executionMs.toFixed(3)} ms (planning ${r.sql.planningMs.toFixed(3)} ms)`);
    const plan = typeof twelve.sql === 'string' ? null : twelve.sql;
    const sqlRatio = typeof one.sql !== 'string' && typeof twelve.sql !== 'string' ? twelve.sql.executionMs / one.sql.executionMs : NaN;
    // The issue's figure (6.3 ms → 0.1 ms) is the query's own time; over HTTP the session lookup and the
    // request itself come on top, so the verdict is on the database's time when it could be had.
    const judged = plan ? plan.executionMs : twelve.http.ms;
    const met = judged <= TARGET_MS;
    console.log(`history on PostgreSQL: 1k ${one.http.ms.toFixed(2)} ms, 12k ${twelve.http.ms.toFixed(2)} ms (ratio ${ratio.toFixed(2)})`);
    return [
      title,
      '',
      `A throwaway database on the local PostgreSQL, migrated by the app at its start; two creators signed up through the API, their items inserted with SQL (one per second back from now, ${BODY.length}-character bodies) and the table analysed. ` +
        `${rounds} sequential first-page requests per creator after 20 warm-up ones, medians. The database's time is EXPLAIN ANALYZE of the query the app itself sent (read from pg_stat_activity), 20 runs, median.`,
      '',
      '| creator | items on the page | HTTP median | the query in PostgreSQL |',
      '|---|---:|---:|---|',
      ...results.map((r) => `| ${r.count.toLocaleString('en')} items | ${r.http.items} | ${r.http.ms.toFixed(2)} ms | ${sqlRow(r)} |`),
      '',
      `12 k / 1 k: **${ratio.toFixed(2)}** over HTTP${Number.isFinite(sqlRatio) ? `, **${sqlRatio.toFixed(2)}** in the database` : ''} (flat as history grows = about 1). ` +
        (plan ? `Plan for 12 k: ${plan.plan}${plan.sorts ? ' — **sorts the creator’s whole history**' : ' (no sort)'}. ` : '') +
        `Target ≤ ${TARGET_MS} ms at 12 k items (${plan ? 'the query in PostgreSQL' : 'HTTP median, loopback'}): ${met ? '**met**' : '**missed**'}.`,
      '',
    ].join('\n');
  } finally {
    await db.end().catch(() => undefined);
    await server?.stop();
    await postgres.drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await benchHistoryPostgres());
