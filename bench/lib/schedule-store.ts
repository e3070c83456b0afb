import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../src/server/db/client';

export interface Lateness {
  total: number;
  /** Targets by state at the end. */
  states: Record<string, number>;
  /** published_at − scheduled_at of each published target, in seconds. */
  seconds: number[];
  /** The latest of those for the targets due in each minute of the window (index 0: the first minute). */
  worstByMinute: number[];
}

/**
 * Where the schedule bench's server keeps its data, and what the bench reads back: PostgreSQL at
 * `databaseUrl` (read while the server runs), or the embedded database in a folder of its own (read once
 * the server has stopped: PGlite has one process at a time).
 */
export async function scheduleStore(databaseUrl?: string) {
  const dataDir = databaseUrl ? undefined : mkdtempSync(join(tmpdir(), 'inkwell-bench-schedule-db-'));
  return {
    env: (databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir! }) as Record<string, string>,

    /** The creators' posts still scheduled or publishing, asked of the server (GET /api/posts?status=). */
    async unsettled(url: string, tokens: string[]): Promise<number> {
      let count = 0;
      for (const token of tokens) {
        for (const status of ['scheduled', 'publishing']) {
          const res = await fetch(`${url}/api/posts?status=${status}&limit=1`, { headers: { authorization: `Bearer ${token}` } });
          if (res.status !== 200) throw new Error(`GET /api/posts answered ${res.status}`);
          count += ((await res.json()) as { posts: unknown[] }).posts.length;
        }
      }
      return count;
    },

    /** Each scheduled target's state and lateness, from the database (the server stopped, on the embedded one). */
    async lateness(start: Date): Promise<Lateness> {
      const database = openDatabase(databaseUrl ? { kind: 'postgres', url: databaseUrl, maxConnections: 1 } : { kind: 'pglite', dataDir: dataDir! });
      try {
        const { rows } = await database.executeSql(
          `select status, extract(epoch from published_at - scheduled_at)::float8 as late, extract(epoch from scheduled_at)::float8 as due
           from publications where scheduled_at is not null`,
        );
        const states: Record<string, number> = {};
        const seconds: number[] = [];
        const worstByMinute: number[] = [];
        for (const row of rows as { status: string; late: number | null; due: number }[]) {
          states[row.status] = (states[row.status] ?? 0) + 1;
          if (row.status !== 'published' || row.late === null) continue;
          const late = Number(row.late);
          seconds.push(late);
          const minute = Math.max(0, Math.floor((Number(row.due) * 1000 - start.getTime()) / 60_000));
          worstByMinute[minute] = Math.max(worstByMinute[minute] ?? -Infinity, late);
        }
        return { total: rows.length, states, seconds, worstByMinute };
      } finally {
        await database.close();
      }
    },

    close: async () => {
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
