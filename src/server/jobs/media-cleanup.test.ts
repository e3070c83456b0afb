import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app';
import { mediaUploads } from '../db/schema';
import { connectDemo, creator, pngBytes, uploadMedia, type Auth } from '../test/social-helpers';
import { DiskMediaStorage } from '../storage/disk-storage';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { removeUnusedMedia, scheduleMediaCleanup } from './media-cleanup';

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'inkwell-media-cleanup-'));
  t = await buildTestApp({ config: { dataDir } });
});
afterAll(() => t.close());

const deps = () => ({ db: t.database.db, storage: new DiskMediaStorage(join(dataDir, 'media')), log: t.app.log });
const upload = async (auth: Auth) => {
  const res = await uploadMedia(t.app, auth, { name: 'photo.png', bytes: pngBytes(500) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ id: string }>().id;
};
/** Moves uploads' creation back by `hours`, as if they had been made then. */
const age = (ids: string[], hours: number) =>
  t.database.db
    .update(mediaUploads)
    .set({ createdAt: sql`${mediaUploads.createdAt} - make_interval(hours => ${hours})` })
    .where(inArray(mediaUploads.id, ids));
const remaining = async (ids: string[]) =>
  (await t.database.db.select({ id: mediaUploads.id }).from(mediaUploads).where(inArray(mediaUploads.id, ids))).map((row) => row.id).sort();
const fileOf = (userId: string, id: string) => join(dataDir, 'media', userId, id);

describe('removing unused media', () => {
  it('deletes an upload no post used once it is a day old, row and bytes, and keeps used and recent ones', async () => {
    const user = await creator(t);
    await connectDemo(t.app, user.auth, 'twitter');
    const [unused, used, recent] = [await upload(user.auth), await upload(user.auth), await upload(user.auth)];
    const published = await t.app.inject({
      method: 'POST',
      url: '/api/social/publish',
      headers: user.auth,
      payload: { content: 'With a picture', platforms: ['twitter'], media_ids: [used] },
    });
    expect(published.json()).toMatchObject({ successful_publications: 1 });
    await age([unused, used], 25);
    await age([recent], 23);

    expect(await removeUnusedMedia(deps())).toBe(1);
    expect(await remaining([unused, used, recent])).toEqual([used, recent].sort());
    expect(existsSync(fileOf(user.id, unused))).toBe(false);
    expect(existsSync(fileOf(user.id, used))).toBe(true);
    expect(existsSync(fileOf(user.id, recent))).toBe(true);
    const usage = await t.app.inject({ url: '/api/social/media/usage', headers: user.auth });
    expect(usage.json().used_bytes).toBe(2 * pngBytes(500).length);

    const late = await t.app.inject({
      method: 'POST',
      url: '/api/social/publish',
      headers: user.auth,
      payload: { content: 'Too late', platforms: ['twitter'], media_ids: [unused] },
    });
    expect(late.statusCode).toBe(404);
  });

  it('deletes an upload a week after the post it was published with, not before', async () => {
    const user = await creator(t);
    await connectDemo(t.app, user.auth, 'twitter');
    const [week, day] = [await upload(user.auth), await upload(user.auth)];
    for (const id of [week, day]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/social/publish', headers: user.auth, payload: { content: 'Pictured', platforms: ['twitter'], media_ids: [id] } });
      expect(res.json()).toMatchObject({ successful_publications: 1 });
    }
    const attachedAgo = (id: string, hours: number) =>
      t.database.db.update(mediaUploads).set({ attachedAt: sql`now() - make_interval(hours => ${hours})` }).where(inArray(mediaUploads.id, [id]));
    await attachedAgo(week, 7 * 24 + 1);
    await attachedAgo(day, 24);
    expect(await removeUnusedMedia(deps())).toBe(1);
    expect(await remaining([week, day])).toEqual([day]);
    expect(existsSync(fileOf(user.id, week))).toBe(false);
  });

  it('removes an upload whose bytes are already gone, and many at once', async () => {
    const user = await creator(t);
    const ids = await Promise.all(Array.from({ length: 3 }, () => upload(user.auth)));
    await deps().storage.delete(`${user.id}/${ids[0]}`);
    await age(ids, 48);
    expect(await removeUnusedMedia(deps())).toBe(3);
    expect(await remaining(ids)).toEqual([]);
  });

  it('runs as soon as it is started, and stops', async () => {
    const user = await creator(t);
    const id = await upload(user.auth);
    await age([id], 30);
    const job = scheduleMediaCleanup(deps());
    job.start();
    await vi.waitFor(async () => expect(await remaining([id])).toEqual([]), { timeout: 10_000 });
    await job.stop();
    expect(existsSync(fileOf(user.id, id))).toBe(false);
  });

  it('runs when a server starts', async () => {
    const user = await creator(t);
    const id = await upload(user.auth);
    await age([id], 30);
    // Another server on the same database and media folder, as after a restart.
    const restarted = await buildApp({ config: t.config, database: t.database, mailer: t.mailer });
    try {
      await restarted.ready();
      await vi.waitFor(async () => expect(await remaining([id])).toEqual([]), { timeout: 10_000 });
      await vi.waitFor(() => expect(existsSync(fileOf(user.id, id))).toBe(false), { timeout: 10_000 });
    } finally {
      await restarted.close();
    }
  });
});
