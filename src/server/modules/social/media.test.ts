import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UrlSigner } from '../../storage/signed-url';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { parseRange } from './media';
import { creator, mp4Bytes, pngBytes, uploadMedia } from './test-helpers';

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
