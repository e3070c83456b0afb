import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { DiskMediaStorage } from './disk-storage';
import { MediaNotFoundError } from './media-storage';

const storage = () => {
  const root = mkdtempSync(join(tmpdir(), 'inkwell-media-'));
  return { root, store: new DiskMediaStorage(root) };
};

/** Every item of a listing (Node 20 has no Array.fromAsync). */
async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of items) out.push(item);
  return out;
}

describe('disk media storage', () => {
  it('stores, reads whole or by range, and deletes', async () => {
    const { store } = storage();
    expect(await store.put('user-1/media-1', Readable.from([Buffer.from('hello '), Buffer.from('world')]), { contentType: 'text/plain' })).toBe(11);
    expect(await text(store.open('user-1/media-1'))).toBe('hello world');
    expect(await text(store.open('user-1/media-1', { start: 6, end: 10 }))).toBe('world');
    await store.delete('user-1/media-1');
    await store.delete('user-1/media-1');
    await expect(text(store.open('user-1/media-1'))).rejects.toBeInstanceOf(MediaNotFoundError);
  });

  it('leaves nothing behind when the upload stream fails', async () => {
    const { root, store } = storage();
    const failing = new Readable({
      read() {
        this.push(Buffer.from('partial'));
        this.destroy(new Error('client went away'));
      },
    });
    await expect(store.put('user-1/media-2', failing, { contentType: 'video/mp4' })).rejects.toThrow('client went away');
    expect(readdirSync(join(root, 'user-1'))).toEqual([]);
  });

  it('lists its keys with when they were written, folder by folder, leaving out names that are not keys', async () => {
    const { root, store } = storage();
    expect(await collect(new DiskMediaStorage(join(root, 'not-yet')).list())).toEqual([]);
    for (const key of ['user-1/media-1', 'user-1/media-2', 'user-2/media-1']) await store.put(key, Readable.from([Buffer.from(key)]), { contentType: 'text/plain' });
    writeFileSync(join(root, 'user-1', 'media-3.0a1b.part'), 'half');
    mkdirSync(join(root, 'odd.dir'));
    writeFileSync(join(root, 'odd.dir', 'media-1'), 'not ours');
    const listed = await collect(store.list());
    expect(listed.map((item) => item.key).sort()).toEqual(['user-1/media-1', 'user-1/media-2', 'user-2/media-1']);
    for (const item of listed) expect(Math.abs(item.modifiedAt.getTime() - Date.now())).toBeLessThan(60_000);
  });

  it('refuses keys that could leave its folder', () => {
    const { store } = storage();
    for (const key of ['../etc/passwd', '/abs', 'a/../b', 'a//b', 'a/b.c', '']) expect(() => store.open(key)).toThrow(/invalid media key/);
  });
});
