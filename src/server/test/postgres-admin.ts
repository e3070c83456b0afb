import pg from 'pg';

/**
 * One statement on the PostgreSQL server that `url` names, on a connection of its own and closed after:
 * CREATE and DROP DATABASE cannot run inside a pool's transaction.
 */
export async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** `url` with its database replaced by `name` (a throwaway database on the same server). */
export function databaseUrl(url: string, name: string): string {
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}
