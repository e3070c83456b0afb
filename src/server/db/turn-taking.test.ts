import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client';

// The embedded database runs in this thread: a long chain of its queries must still let timers run
// (docs/decisions/020-scheduling.md: the publish jobs' queries starved the event loop for minutes).

const database = openDatabase({ kind: 'pglite', dataDir: null });
afterAll(() => database.close());

describe('queries on the embedded database', () => {
  it('let the event loop turn between them, in a transaction too', async () => {
    await database.db.execute(sql`select 1`); // opened
    let ticks = 0;
    const timer = setInterval(() => ticks++, 0);
    try {
      for (let i = 0; i < 200; i++) await database.db.execute(sql`select ${i}::int`);
      const afterQueries = ticks;
      expect(afterQueries).toBeGreaterThan(0);
      await database.db.transaction(async (tx) => {
        for (let i = 0; i < 200; i++) await tx.execute(sql`select ${i}::int`);
      });
      expect(ticks).toBeGreaterThan(afterQueries);
    } finally {
      clearInterval(timer);
    }
  });
});
