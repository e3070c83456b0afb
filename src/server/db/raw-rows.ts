import type { SQL } from 'drizzle-orm';
import type { Db } from './client';

/** A raw SQL query's rows, typed by the caller (PGlite and node-postgres both answer `{ rows }`). */
export async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as { rows: T[] };
  return result.rows;
}
