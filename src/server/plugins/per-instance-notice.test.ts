import { describe, expect, it } from 'vitest';
import { perInstanceNotices } from './per-instance-notice';

const s3 = { endpoint: undefined, bucket: 'b', accessKeyId: 'k', secretAccessKey: 's', region: 'us-east-1', forcePathStyle: false };

describe('per-instance notices at start', () => {
  it('says nothing on the embedded database, whatever is set', () => {
    expect(perInstanceNotices({ redisUrl: undefined, s3: undefined }, 'pglite')).toEqual([]);
  });

  it('names rate limits without Redis and media without S3, one line each, on PostgreSQL', () => {
    const lines = perInstanceNotices({ redisUrl: undefined, s3: undefined }, 'postgres');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^REDIS_URL is not set: rate limits/);
    expect(lines[1]).toMatch(/^S3_BUCKET is not set: uploaded media/);
  });

  it('says nothing when both are set', () => {
    expect(perInstanceNotices({ redisUrl: 'redis://127.0.0.1:6379', s3 }, 'postgres')).toEqual([]);
  });
});
