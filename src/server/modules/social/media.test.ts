import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../config';
import { mediaUploads } from '../../db/schema';
import { UrlSigner } from '../../storage/signed-url';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { parseRange } from './media';
import { reserveMedia } from './media-quota';
import { creator, mp4Bytes, pngBytes, uploadMedia, type Auth } from '../../test/social-helpers';

const MB = 1024 * 1024;
let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'inkwell-media-'));
  t = await buildTestApp({ env: { MAX_UPLOAD_MB: '12' }, config: { dataDir } });
});
afterAll(() => t.close());

const fileUrl = (id: string, signer = new UrlSigner(t.config.secretKey), ttl = 60) => signer.sign(`/api/social/media/${id}/file`, ttl);

describe('POST /api/social/media', () => {
  it('takes an image or a video by its content, whatever its name says', async () => {
    const user = await creator(t);
    const png = await uploadMedia(t.app, user.auth, { name: 'holiday.mp4', bytes: pngBytes(100), type: 'video/mp4' });
    expect(png.statusCode, png.body).toBe(200);
    expect(png.json()).toEqual({ id: expect.any(String), kind: 'image', bytes: pngBytes(100).length, content_type: 'image/png' });
    const video = await uploadMedia(t.app, user.auth, { name: 'clip', bytes: mp4Bytes(9 * MB) });
    expect(video.json()).toMatchObject({ kind: 'video', bytes: 9 * MB, content_type: 'video/mp4' });
    expect(readdirSync(join(dataDir, 'media', user.id)).sort()).toEqual([png.json().id, video.json().id].sort());
  });

  it('refuses other files (415), images over 8 MB, anything over MAX_UPLOAD_MB (413), and no file (422)', async () => {
    const user = await creator(t);
    const text = await uploadMedia(t.app, user.auth, { name: 'photo.jpg', bytes: Buffer.from('just some words, not a picture'), type: 'image/jpeg' });
    expect(text.statusCode).toBe(415);
    expect(text.json().detail).toBe('This type of file cannot be attached to a post. Accepted: JPEG, PNG, WebP and GIF images; MP4, MOV and WebM videos.');
    const bigImage = await uploadMedia(t.app, user.auth, { name: 'big.png', bytes: pngBytes(8 * MB) });
    expect(bigImage.statusCode).toBe(413);
    expect(bigImage.json().detail).toBe('The image is too large: the limit is 8 MB');
    const hugeVideo = await uploadMedia(t.app, user.auth, { name: 'long.mp4', bytes: mp4Bytes(12 * MB + 1) });
    expect(hugeVideo.statusCode).toBe(413);
    expect(hugeVideo.json().detail).toBe('The file is too large: the limit is 12 MB');
    const none = await uploadMedia(t.app, user.auth, null);
    expect(none.statusCode).toBe(422);
    expect(none.json().detail).toBe('Please select an image or a video to upload');
    const json = await t.app.inject({ method: 'POST', url: '/api/social/media', headers: user.auth, payload: { file: 'x' } });
    expect(json.statusCode).toBe(400);
    expect((await uploadMedia(t.app, {}, { name: 'a.png', bytes: pngBytes() })).statusCode).toBe(401);
  });
});

const FREE_LIMIT = 50 * MB;
const usage = async (auth: Auth) => (await t.app.inject({ url: '/api/social/media/usage', headers: auth })).json<{ used_bytes: number; limit_bytes: number }>();
/** A PNG of exactly `bytes` bytes. */
const pngOf = (bytes: number) => pngBytes(bytes - pngBytes().length);
/** Media the creator already keeps, as a row (its bytes need not exist for the quota to count them). */
const alreadyStored = async (userId: string, bytes: number) =>
  t.database.db.insert(mediaUploads).values({ id: randomUUID(), userId, kind: 'video', contentType: 'video/mp4', bytes, storageKey: `${userId}/${randomUUID()}` });
const storedFiles = (userId: string) => (existsSync(join(dataDir, 'media', userId)) ? readdirSync(join(dataDir, 'media', userId)) : []);

describe('media storage quota', () => {
  it('shows each creator their stored media and their plan’s limit', async () => {
    const user = await creator(t);
    expect(await usage(user.auth)).toEqual({ used_bytes: 0, limit_bytes: FREE_LIMIT });
    await uploadMedia(t.app, user.auth, { name: 'a.png', bytes: pngOf(3000) });
    expect(await usage(user.auth)).toEqual({ used_bytes: 3000, limit_bytes: FREE_LIMIT });
    const pro = await creator(t, { tier: 'pro' });
    expect(await usage(pro.auth)).toEqual({ used_bytes: 0, limit_bytes: 5120 * MB });
    expect((await t.app.inject({ url: '/api/social/media/usage' })).statusCode).toBe(401);
  });

  it('stops a Free creator’s uploads at 50 MB, saying how full the storage is, and stores nothing refused', async () => {
    const user = await creator(t);
    await alreadyStored(user.id, FREE_LIMIT - MB);
    expect((await uploadMedia(t.app, user.auth, { name: 'a.png', bytes: pngOf(600 * 1024) })).statusCode).toBe(200);

    const tooBig = await uploadMedia(t.app, user.auth, { name: 'b.png', bytes: pngOf(600 * 1024) });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().detail).toBe(
      'This file does not fit in your media storage: 49.5 MB of 50 MB used. Uploads that are not published with a post are deleted after 24 hours, published ones 7 days after their post; upgrade your plan for more storage.',
    );
    const { used_bytes } = await usage(user.auth);
    expect((await uploadMedia(t.app, user.auth, { name: 'c.png', bytes: pngOf(FREE_LIMIT - used_bytes) })).statusCode).toBe(200);
    expect(await usage(user.auth)).toEqual({ used_bytes: FREE_LIMIT, limit_bytes: FREE_LIMIT });

    const full = await uploadMedia(t.app, user.auth, { name: 'd.png', bytes: pngOf(100) });
    expect(full.statusCode).toBe(413);
    expect(full.json().detail).toBe(
      'Your media storage is full: 50 MB of 50 MB used. Uploads that are not published with a post are deleted after 24 hours, published ones 7 days after their post; upgrade your plan for more storage.',
    );
    expect(storedFiles(user.id)).toHaveLength(2);
  });

  it('lets uploads sent side by side take only the room there is', async () => {
    const user = await creator(t);
    await alreadyStored(user.id, FREE_LIMIT - 5 * 10_000);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => uploadMedia(t.app, user.auth, { name: `${i}.png`, bytes: pngOf(10_000) })));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([...Array(5).fill(200), ...Array(15).fill(413)]);
    expect(await usage(user.auth)).toEqual({ used_bytes: FREE_LIMIT, limit_bytes: FREE_LIMIT });
    expect(storedFiles(user.id)).toHaveLength(5);
  });

  it('grants reservations made at the same moment only up to the limit', async () => {
    const user = await creator(t);
    await alreadyStored(user.id, FREE_LIMIT - 5 * 10_000);
    const reservations = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        reserveMedia(t.database.db, { id: randomUUID(), userId: user.id, kind: 'image', contentType: 'image/png', bytes: 10_000, storageKey: `${user.id}/${randomUUID()}` }),
      ),
    );
    expect(reservations.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    for (const r of reservations) if (r.status === 'rejected') expect(r.reason).toMatchObject({ statusCode: 413 });
    expect(await usage(user.auth)).toEqual({ used_bytes: FREE_LIMIT, limit_bytes: FREE_LIMIT });
  });

  it('gives the room back when the storage fails to keep the file', async () => {
    // A media folder that cannot be created: the data directory is a file.
    const notADirectory = join(mkdtempSync(join(tmpdir(), 'inkwell-media-')), 'data');
    writeFileSync(notADirectory, '');
    const broken = await buildTestApp({ config: { dataDir: notADirectory } });
    try {
      const user = await creator(broken);
      const res = await uploadMedia(broken.app, user.auth, { name: 'a.png', bytes: pngOf(5000) });
      expect(res.statusCode).toBe(500);
      const left = await broken.app.inject({ url: '/api/social/media/usage', headers: user.auth });
      expect(left.json()).toEqual({ used_bytes: 0, limit_bytes: FREE_LIMIT });
    } finally {
      await broken.close();
    }
  });
});

describe('media upload rate limit', () => {
  it('answers 429 past the uploads allowed per hour, for that creator only', async () => {
    const limited = await buildTestApp({
      config: { dataDir: mkdtempSync(join(tmpdir(), 'inkwell-media-')), rateLimits: { ...DEFAULT_RATE_LIMITS, mediaUploadPerUser: { max: 2, windowMs: 60 * 60_000 } } },
    });
    try {
      const [user, other] = [await creator(limited), await creator(limited)];
      for (let i = 0; i < 2; i++) expect((await uploadMedia(limited.app, user.auth, { name: 'a.png', bytes: pngBytes() })).statusCode).toBe(200);
      const refused = await uploadMedia(limited.app, user.auth, { name: 'a.png', bytes: pngBytes() });
      expect(refused.statusCode).toBe(429);
      expect(refused.json().detail).toMatch(/^You can upload up to 2 files an hour\. Please try again in (60|59) minutes\.$/);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await uploadMedia(limited.app, other.auth, { name: 'a.png', bytes: pngBytes() })).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('GET /api/social/media/{id}/file', () => {
  it('serves the file behind a signed link, whole or a range, to anyone holding the link', async () => {
    const user = await creator(t);
    const bytes = mp4Bytes(5000);
    const { id } = (await uploadMedia(t.app, user.auth, { name: 'clip.mp4', bytes })).json();
    const whole = await t.app.inject({ url: fileUrl(id) });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers).toMatchObject({ 'content-type': 'video/mp4', 'content-length': '5000', 'accept-ranges': 'bytes' });
    expect(whole.rawPayload.equals(bytes)).toBe(true);
    const part = await t.app.inject({ url: fileUrl(id), headers: { range: 'bytes=4-11' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 4-11/5000');
    expect(part.body).toBe('ftypisom');
    const outside = await t.app.inject({ url: fileUrl(id), headers: { range: 'bytes=9000-' } });
    expect(outside.statusCode).toBe(416);
    expect(outside.headers['content-range']).toBe('bytes */5000');
  });

  it('refuses a tampered, borrowed or expired link', async () => {
    const user = await creator(t);
    const { id } = (await uploadMedia(t.app, user.auth, { name: 'a.png', bytes: pngBytes() })).json();
    const { id: other } = (await uploadMedia(t.app, user.auth, { name: 'b.png', bytes: pngBytes(10) })).json();
    const good = fileUrl(id);
    const tampered = good.replace(/sig=(.)/, (_, c: string) => `sig=${c === 'A' ? 'B' : 'A'}`);
    const borrowed = good.replace(id, other);
    const extended = good.replace(/expires=(\d+)/, (_, n: string) => `expires=${Number(n) + 3600}`);
    for (const url of [tampered, borrowed, extended]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().detail).toBe('This media link is not valid');
    }
    const past = new UrlSigner(t.config.secretKey, () => Date.now() - 2 * 3600_000);
    const expired = await t.app.inject({ url: fileUrl(id, past, 3600) });
    expect(expired.statusCode).toBe(403);
    expect(expired.json().detail).toBe('This media link has expired');
    expect((await t.app.inject({ url: `/api/social/media/${id}/file` })).statusCode).toBe(422);
  });
});

describe('parseRange', () => {
  it('reads one byte range as HTTP writes it', () => {
    expect(parseRange(undefined, 100)).toBeNull();
    expect(parseRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=50-500', 100)).toEqual({ start: 50, end: 99 });
    for (const outside of ['bytes=100-', 'bytes=9-3', 'bytes=-0']) expect(parseRange(outside, 100)).toBe('unsatisfiable');
    // Several ranges or another unit: ignored, the whole file is sent.
    for (const unserved of ['bytes=-', 'items=0-1', 'bytes=0-1,5-6']) expect(parseRange(unserved, 100)).toBeNull();
  });
});
