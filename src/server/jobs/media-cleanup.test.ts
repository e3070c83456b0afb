import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TargetState } from '../../contract/posts';
import { mediaUploads, posts, publications, users } from '../db/schema';
import { DiskMediaStorage } from '../storage/disk-storage';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { creator, pngBytes, uploadMedia, type Auth } from '../test/social-helpers';
import { removeUnusedMedia } from './media-cleanup';
import { removeOrphanedFiles } from './media-cleanup-files';

// The clean-up's rules are run by hand on an app whose job layer is off (so that no hourly run of its
// own moves under a test); the last tests run it as the job layer does, on an app of their own.

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'inkwell-media-cleanup-'));
  t = await buildTestApp({ env: { JOBS: 'off' }, config: { dataDir } });
});
afterAll(() => t.close());

const storageIn = (dir: string) => new DiskMediaStorage(join(dir, 'media'));
const deps = () => ({ db: t.database.db, storage: storageIn(dataDir), log: t.app.log });
const upload = async (app: TestApp, auth: Auth) => {
  const res = await uploadMedia(app.app, auth, { name: 'photo.png', bytes: pngBytes(500) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ id: string }>().id;
};
/** Moves uploads' creation back by `hours`, as if they had been made then. */
const age = (ids: string[], hours: number, app = t) =>
  app.database.db
    .update(mediaUploads)
    .set({ createdAt: sql`${mediaUploads.createdAt} - make_interval(hours => ${hours})` })
    .where(inArray(mediaUploads.id, ids));
/** As a publish does: the uploads were attached to a post `hours` ago. */
const attachedAgo = (ids: string[], hours: number) =>
  t.database.db.update(mediaUploads).set({ attachedAt: sql`now() - make_interval(hours => ${hours})` }).where(inArray(mediaUploads.id, ids));
const remaining = async (ids: string[], app = t) =>
  (await app.database.db.select({ id: mediaUploads.id }).from(mediaUploads).where(inArray(mediaUploads.id, ids))).map((row) => row.id).sort();
const fileOf = (userId: string, id: string, dir = dataDir) => join(dir, 'media', userId, id);
/** Sets a stored file's time back by `hours`. */
const fileAged = (path: string, hours: number) => {
  const then = new Date(Date.now() - hours * 3_600_000);
  utimesSync(path, then, then);
};

/** A post naming these uploads, with one target in `state`. */
async function postWith(userId: string, mediaIds: string[], state: TargetState) {
  const postId = randomUUID();
  await t.database.db.insert(posts).values({ id: postId, userId, text: 'With a picture', mediaIds });
  const targetId = randomUUID();
  await t.database.db.insert(publications).values({ id: targetId, userId, postId, platform: 'twitter', status: state, content: 'With a picture', demoMode: true });
  return { postId, targetId };
}

describe('removing unused media', () => {
  it('deletes an upload no post used once it is a day old, row and bytes, and keeps used and recent ones', async () => {
    const user = await creator(t);
    const [unused, used, recent] = [await upload(t, user.auth), await upload(t, user.auth), await upload(t, user.auth)];
    await postWith(user.id, [used], 'published');
    await attachedAgo([used], 1);
    await age([unused, used], 25);
    await age([recent], 23);

    expect(await removeUnusedMedia(deps())).toBe(1);
    expect(await remaining([unused, used, recent])).toEqual([used, recent].sort());
    expect(existsSync(fileOf(user.id, unused))).toBe(false);
    expect(existsSync(fileOf(user.id, used))).toBe(true);
    expect(existsSync(fileOf(user.id, recent))).toBe(true);
    const usage = await t.app.inject({ url: '/api/social/media/usage', headers: user.auth });
    expect(usage.json().used_bytes).toBe(2 * pngBytes(500).length);
  });

  it('deletes an upload a week after the post it was published with, not before', async () => {
    const user = await creator(t);
    const [week, day] = [await upload(t, user.auth), await upload(t, user.auth)];
    await postWith(user.id, [week, day], 'published');
    await attachedAgo([week], 7 * 24 + 1);
    await attachedAgo([day], 24);
    expect(await removeUnusedMedia(deps())).toBe(1);
    expect(await remaining([week, day])).toEqual([day]);
    expect(existsSync(fileOf(user.id, week))).toBe(false);
  });

  it('keeps an upload a draft, scheduled or publishing post names, whatever its age, and lets it go once no target is live', async () => {
    const user = await creator(t);
    const ids = { draft: await upload(t, user.auth), scheduled: await upload(t, user.auth), publishing: await upload(t, user.auth), cancelled: await upload(t, user.auth) };
    const targets = {
      draft: await postWith(user.id, [ids.draft], 'draft'),
      scheduled: await postWith(user.id, [ids.scheduled], 'scheduled'),
      publishing: await postWith(user.id, [ids.publishing.toUpperCase()], 'publishing'),
      cancelled: await postWith(user.id, [ids.cancelled], 'cancelled'),
    };
    const all = Object.values(ids);
    await age(all, 24 * 30);
    await attachedAgo([ids.publishing], 8 * 24);

    expect(await removeUnusedMedia(deps())).toBe(1);
    expect(await remaining(all)).toEqual([ids.draft, ids.scheduled, ids.publishing].sort());
    expect(existsSync(fileOf(user.id, ids.cancelled))).toBe(false);

    // The scheduled post is cancelled: nothing needs its picture any more.
    await t.database.db.update(publications).set({ status: 'cancelled' }).where(eq(publications.id, targets.scheduled.targetId));
    expect(await removeUnusedMedia(deps())).toBe(1);
    expect(await remaining(all)).toEqual([ids.draft, ids.publishing].sort());
    // Another creator's post naming the upload does not keep it.
    const other = await creator(t);
    await t.database.db.update(posts).set({ userId: other.id }).where(eq(posts.id, targets.draft.postId));
    expect(await removeUnusedMedia(deps())).toBe(1);
    expect(await remaining(all)).toEqual([ids.publishing]);
  });

  it('keeps the upload of a failed, to-reconnect or unknown target for a week after it last changed, so that Retry still has it', async () => {
    const user = await creator(t);
    const ids = { failed: await upload(t, user.auth), reconnect: await upload(t, user.auth), unknown: await upload(t, user.auth) };
    const targets = {
      failed: await postWith(user.id, [ids.failed], 'failed'),
      reconnect: await postWith(user.id, [ids.reconnect], 'needs_reconnect'),
      unknown: await postWith(user.id, [ids.unknown], 'unknown'),
    };
    const all = Object.values(ids);
    await age(all, 24 * 3);
    expect(await removeUnusedMedia(deps())).toBe(0);
    // The failed one was last touched eight days ago: nobody is going to retry it now.
    await t.database.db.update(publications).set({ updatedAt: sql`now() - interval '8 days'` }).where(eq(publications.id, targets.failed.targetId));
    expect(await removeUnusedMedia(deps())).toBe(1);
    expect(await remaining(all)).toEqual([ids.reconnect, ids.unknown].sort());
    void targets;
  });

  it('removes an upload whose bytes are already gone, and many at once', async () => {
    const user = await creator(t);
    const ids = await Promise.all(Array.from({ length: 3 }, () => upload(t, user.auth)));
    await deps().storage.delete(`${user.id}/${ids[0]}`);
    await age(ids, 48);
    expect(await removeUnusedMedia(deps())).toBe(3);
    expect(await remaining(ids)).toEqual([]);
  });
});

describe('removing stored files no upload names', () => {
  it('deletes files older than a day that no upload row names, and nothing else in the folder', async () => {
    const user = await creator(t);
    const live = await upload(t, user.auth);
    fileAged(fileOf(user.id, live), 48);
    const storage = deps().storage;
    const [gone, goneRecent] = [randomUUID(), randomUUID()];
    const owner = randomUUID();
    await storage.put(`${owner}/${gone}`, Readable.from([Buffer.from('old')]), { contentType: 'image/png' });
    await storage.put(`${owner}/${goneRecent}`, Readable.from([Buffer.from('new')]), { contentType: 'image/png' });
    fileAged(fileOf(owner, gone), 25);
    // Names Inkwell does not make: another program's file, a half-written one.
    const notes = join(dataDir, 'media', 'backups', 'notes');
    const partial = `${fileOf(owner, randomUUID())}.abc123.part`;
    mkdirSync(join(dataDir, 'media', 'backups'), { recursive: true });
    writeFileSync(notes, 'keep me');
    writeFileSync(partial, 'partial');
    for (const path of [notes, partial]) fileAged(path, 100);

    expect(await removeOrphanedFiles(deps())).toBe(1);
    expect(existsSync(fileOf(owner, gone))).toBe(false);
    expect(existsSync(fileOf(owner, goneRecent))).toBe(true);
    expect(existsSync(fileOf(user.id, live))).toBe(true);
    expect(existsSync(notes)).toBe(true);
    expect(existsSync(partial)).toBe(true);
  });
});

describe('the mediaCleanup job on the job layer', () => {
  let jobs: TestApp;
  let jobsDir: string;
  beforeAll(async () => {
    jobsDir = mkdtempSync(join(tmpdir(), 'inkwell-media-cleanup-jobs-'));
    jobs = await buildTestApp({ config: { dataDir: jobsDir } });
  });
  afterAll(() => jobs.close());

  /** Deletes the creator's account row, as an account deletion would: their uploads' rows go with it. */
  const deleteCreator = (id: string) => jobs.database.db.delete(users).where(eq(users.id, id));

  it('removes unused uploads and a deleted creator’s files older than a day', async () => {
    const [stays, leaves] = [await creator(jobs), await creator(jobs)];
    const [unused, kept] = [await upload(jobs, stays.auth), await upload(jobs, stays.auth)];
    await age([unused], 30, jobs);
    const theirs = [await upload(jobs, leaves.auth), await upload(jobs, leaves.auth)];
    await deleteCreator(leaves.id);
    for (const id of theirs) fileAged(fileOf(leaves.id, id, jobsDir), 25);

    await jobs.app.jobs.send('mediaCleanup', {});
    await vi.waitFor(async () => expect(await remaining([unused, kept], jobs)).toEqual([kept]), { timeout: 20_000 });
    await vi.waitFor(() => expect(theirs.map((id) => existsSync(fileOf(leaves.id, id, jobsDir)))).toEqual([false, false]), { timeout: 20_000 });
    expect(existsSync(fileOf(stays.id, unused, jobsDir))).toBe(false);
    expect(existsSync(fileOf(stays.id, kept, jobsDir))).toBe(true);
  });

  it('removes the files given in storageKeys at once, except one an upload still names', async () => {
    const [stays, leaves] = [await creator(jobs), await creator(jobs)];
    const kept = await upload(jobs, stays.auth);
    const theirs = await upload(jobs, leaves.auth);
    await deleteCreator(leaves.id);

    await jobs.app.jobs.send('mediaCleanup', { storageKeys: [`${leaves.id}/${theirs}`, `${stays.id}/${kept}`, '../not-a-key'] });
    await vi.waitFor(() => expect(existsSync(fileOf(leaves.id, theirs, jobsDir))).toBe(false), { timeout: 20_000 });
    await vi.waitFor(async () => expect(await jobs.app.jobs.pending('mediaCleanup')).toBe(0), { timeout: 20_000 });
    expect(existsSync(fileOf(stays.id, kept, jobsDir))).toBe(true);
    expect(await remaining([kept], jobs)).toEqual([kept]);
  });
});
