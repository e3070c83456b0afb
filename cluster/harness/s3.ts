import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

/** The S3-compatible server the storage tests use (s3rver), with one bucket, on 127.0.0.1. */
export interface OwnS3 {
  env: Record<string, string>;
  client: S3Client;
  bucket: string;
  stop(): Promise<void>;
}

// s3rver's own credentials: it checks every request's signature against them.
const KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export async function startS3(): Promise<OwnS3> {
  const directory = mkdtempSync(join(tmpdir(), 'inkwell-cluster-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const bucket = 'inkwell-cluster';
  const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials: KEYS });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  return {
    env: { S3_ENDPOINT: endpoint, S3_BUCKET: bucket, S3_ACCESS_KEY_ID: KEYS.accessKeyId, S3_SECRET_ACCESS_KEY: KEYS.secretAccessKey, S3_REGION: 'us-east-1' },
    client,
    bucket,
    async stop() {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
