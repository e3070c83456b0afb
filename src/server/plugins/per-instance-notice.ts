import type { Config } from '../config';

/**
 * What an instance on a shared PostgreSQL keeps to itself, one line each, logged at start
 * (docs/operations/shared-state.md). On the embedded database there is only ever one instance, so
 * nothing is said. Nothing here knows how many instances there are.
 */
export function perInstanceNotices(config: Pick<Config, 'redisUrl' | 's3'>, databaseKind: 'pglite' | 'postgres'): string[] {
  if (databaseKind !== 'postgres') return [];
  const lines: string[] = [];
  if (!config.redisUrl) {
    lines.push('REDIS_URL is not set: rate limits (sign-in attempts, sign-ups, API keys) are counted on this instance only; set it when several instances share this database.');
  }
  if (!config.s3) {
    lines.push('S3_BUCKET is not set: uploaded media is kept on this instance’s disk, so another instance cannot publish it; set it when several instances share this database.');
  }
  return lines;
}
