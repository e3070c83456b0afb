import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer, text } from 'node:stream/consumers';
import { CreateBucketCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { eq, sql } from 'drizzle-orm';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mediaUploads, users } from '../db/schema';
import { removeUnusedMedia } from '../jobs/media-cleanup';
import { removeOrphanedFiles } from '../jobs/media-cleanup-files';
import { creator, mp4Bytes, uploadMedia } from '../test/social-helpers';
import { buildTestApp } from '../test/build-test-app';
import { UrlSigner } from './signed-url';
import { MediaNotFoundError } from './media-storage';
import { S3MediaStorage } from './s3-storage';

const MIB = 1024 * 1024;
// s3rver's default credentials: it checks every request's signature against them.
const KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const BUCKET = 'inkwell-media';

let server: S3rver;
let endpoint: string;
let admin: S3Client;
const stores: S3MediaStorage[] = [];

beforeAll(async () => {
  server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: mkdtempSync(join(tmpdir(), 'inkwell-s3rver-')) });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
  admin = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials: KEYS });
  await admin.send(new CreateBucketCommand({ Bucket: BUCKET }));
});

afterAll(async () => {
  await Promise.all(stores.map((store) => store.close()));
  admin.destroy();
  await server.close();
});

const storage = (partBytes?: number) => {
  const store = new S3MediaStorage({ endpoint, bucket: BUCKET, region: 'us-east-1', forcePathStyle: true, ...KEYS, partBytes });
  stores.push(store);
  return store;
};

/** A stream that sends `bytes`, then fails as a client that goes away mid-upload. */
const failingAfter = (bytes: Buffer) =>
  Readable.from(
    (async function* () {
      yield bytes;
      throw new Error('client went away');
    })(),
  );

describe('S3 media storage', () => {
  it('stores, reads whole or by range, and deletes', async () => {
    const store = storage();
    expect(await store.put('user-1/media-1', Readable.from([Buffer.from('hello '), Buffer.from('world')]), { contentType: 'text/plain' })).toBe(11);
    expect(await text(store.open('user-1/media-1'))).toBe('hello world');
    expect(await text(store.open('user-1/media-1', { start: 6, end: 10 }))).toBe('world');
    const stored = await admin.send(new GetObjectCommand({ Bucket: BUCKET, Key: 'user-1/media-1' }));
    expect(stored.ContentType).toBe('text/plain');
    await store.delete('user-1/media-1');
    await store.delete('user-1/media-1');
    await expect(text(store.open('user-1/media-1'))).rejects.toBeInstanceOf(MediaNotFoundError);
  });

  it('uploads a body larger than one part in several parts, and reads across them', async () => {
    const store = storage(5 * MIB);
    const bytes = randomBytes(11 * MIB + 123);
    const chunks = Array.from({ length: Math.ceil(bytes.length / (256 * 1024)) }, (_, i) => bytes.subarray(i * 256 * 1024, (i + 1) * 256 * 1024));
    expect(await store.put('user-1/big', Readable.from(chunks), { contentType: 'video/mp4' })).toBe(bytes.length);
    expect((await buffer(store.open('user-1/big'))).equals(bytes)).toBe(true);
    const across = { start: 5 * MIB - 10, end: 10 * MIB + 10 };
    expect((await buffer(store.open('user-1/big', across))).equals(bytes.subarray(across.start, across.end + 1))).toBe(true);
    await store.delete('user-1/big');
  });

  it('leaves nothing behind when the upload stream fails, in one part or several', async () => {
    const store = storage(5 * MIB);
    await expect(store.put('user-1/media-2', failingAfter(Buffer.from('partial')), { contentType: 'video/mp4' })).rejects.toThrow('client went away');
    await expect(text(store.open('user-1/media-2'))).rejects.toBeInstanceOf(MediaNotFoundError);
    await expect(store.put('user-1/media-3', failingAfter(randomBytes(6 * MIB)), { contentType: 'video/mp4' })).rejects.toThrow('client went away');
    await expect(text(store.open('user-1/media-3'))).rejects.toBeInstanceOf(MediaNotFoundError);
  });

  it('keeps the stored bytes when a replacing upload fails', async () => {
    const store = storage();
    await store.put('user-1/media-4', Readable.from([Buffer.from('first')]), { contentType: 'text/plain' });
    await expect(store.put('user-1/media-4', failingAfter(Buffer.from('sec')), { contentType: 'text/plain' })).rejects.toThrow('client went away');
    expect(await text(store.open('user-1/media-4'))).toBe('first');
  });

  it('lists its keys page by page with when they were written, leaving out objects that are not keys', async () => {
    const store = storage();
    const prefix = randomUUID();
    const keys = Array.from({ length: 3 }, (_, i) => `${prefix}/m${i}`);
    for (const key of keys) await store.put(key, Readable.from([Buffer.from(key)]), { contentType: 'text/plain' });
    await admin.send(new PutObjectCommand({ Bucket: BUCKET, Key: `${prefix}/notes.txt`, Body: 'not media' }));
    const listed = [];
    for await (const item of store.list()) if (item.key.startsWith(prefix)) listed.push(item);
    expect(listed.map((item) => item.key).sort()).toEqual(keys);
    for (const item of listed) expect(Math.abs(item.modifiedAt.getTime() - Date.now())).toBeLessThan(60_000);
  });

  it('refuses keys that could leave its folder', async () => {
    const store = storage();
    for (const key of ['../etc/passwd', '/abs', 'a/../b', 'a//b', 'a/b.c', '']) {
      expect(() => store.open(key)).toThrow(/invalid media key/);
      await expect(store.put(key, Readable.from([]), { contentType: 'text/plain' })).rejects.toThrow(/invalid media key/);
      await expect(store.delete(key)).rejects.toThrow(/invalid media key/);
    }
  });
});

describe('POST /api/social/media with S3 configured', () => {
  it('stores the upload in the bucket and serves it behind its signed link', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'inkwell-media-s3-'));
    const env = { S3_ENDPOINT: endpoint, S3_BUCKET: BUCKET, S3_ACCESS_KEY_ID: KEYS.accessKeyId, S3_SECRET_ACCESS_KEY: KEYS.secretAccessKey };
    const t = await buildTestApp({ env, config: { dataDir } });
    try {
      const user = await creator(t);
      const bytes = mp4Bytes(5000);
      const res = await uploadMedia(t.app, user.auth, { name: 'clip.mp4', bytes });
      expect(res.statusCode, res.body).toBe(200);
      const { id } = res.json<{ id: string }>();
      const stored = await admin.send(new GetObjectCommand({ Bucket: BUCKET, Key: `${user.id}/${id}` }));
      expect(Buffer.from(await stored.Body!.transformToByteArray()).equals(bytes)).toBe(true);
      expect(stored.ContentType).toBe('video/mp4');
      expect(existsSync(join(dataDir, 'media'))).toBe(false);

      const url = new UrlSigner(t.config.secretKey).sign(`/api/social/media/${id}/file`, 60);
      const whole = await t.app.inject({ url });
      expect(whole.statusCode).toBe(200);
      expect(whole.rawPayload.equals(bytes)).toBe(true);
      const part = await t.app.inject({ url, headers: { range: 'bytes=4-11' } });
      expect(part.statusCode).toBe(206);
      expect(part.headers['content-range']).toBe('bytes 4-11/5000');
      expect(part.body).toBe('ftypisom');
    } finally {
      await t.close();
    }
  });

  it('removes an unused upload’s object from the bucket a day later', async () => {
    const env = { S3_ENDPOINT: endpoint, S3_BUCKET: BUCKET, S3_ACCESS_KEY_ID: KEYS.accessKeyId, S3_SECRET_ACCESS_KEY: KEYS.secretAccessKey };
    const t = await buildTestApp({ env, config: { dataDir: mkdtempSync(join(tmpdir(), 'inkwell-media-s3-')) } });
    try {
      const user = await creator(t);
      const { id } = (await uploadMedia(t.app, user.auth, { name: 'clip.mp4', bytes: mp4Bytes(2000) })).json<{ id: string }>();
      const key = `${user.id}/${id}`;
      await t.database.db.update(mediaUploads).set({ createdAt: sql`now() - interval '25 hours'` }).where(eq(mediaUploads.id, id));
      expect(await removeUnusedMedia({ db: t.database.db, storage: storage(), log: t.app.log })).toBe(1);
      await expect(admin.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }))).rejects.toMatchObject({ name: 'NoSuchKey' });
    } finally {
      await t.close();
    }
  });

  it('removes the objects of a creator whose account is gone, once old enough, and keeps the rest of the bucket', async () => {
    const env = { S3_ENDPOINT: endpoint, S3_BUCKET: BUCKET, S3_ACCESS_KEY_ID: KEYS.accessKeyId, S3_SECRET_ACCESS_KEY: KEYS.secretAccessKey };
    const t = await buildTestApp({ env: { ...env, JOBS: 'off' }, config: { dataDir: mkdtempSync(join(tmpdir(), 'inkwell-media-s3-')) } });
    try {
      const [stays, leaves] = [await creator(t), await creator(t)];
      const kept = (await uploadMedia(t.app, stays.auth, { name: 'clip.mp4', bytes: mp4Bytes(1000) })).json<{ id: string }>().id;
      const theirs = (await uploadMedia(t.app, leaves.auth, { name: 'clip.mp4', bytes: mp4Bytes(1000) })).json<{ id: string }>().id;
      await t.database.db.delete(users).where(eq(users.id, leaves.id));
      await admin.send(new PutObjectCommand({ Bucket: BUCKET, Key: `backups/${randomUUID()}`, Body: 'not ours' }));
      const deps = { db: t.database.db, storage: storage(), log: t.app.log };
      // A day old by default: nothing yet.
      expect(await removeOrphanedFiles(deps)).toBe(0);
      // Every object counts as old enough once its second has passed (S3 keeps whole seconds).
      await vi.waitFor(async () => {
        await removeOrphanedFiles({ ...deps, orphanMaxAgeMs: 0 });
        await expect(admin.send(new GetObjectCommand({ Bucket: BUCKET, Key: `${leaves.id}/${theirs}` }))).rejects.toMatchObject({ name: 'NoSuchKey' });
      }, { timeout: 20_000 });
      const keys = [];
      for await (const { key } of deps.storage.list()) keys.push(key);
      expect(keys).toContain(`${stays.id}/${kept}`);
      expect(keys.some((key) => key.startsWith('backups/'))).toBe(true);
    } finally {
      await t.close();
    }
  });
});
