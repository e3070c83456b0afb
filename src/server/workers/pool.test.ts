import { afterAll, describe, expect, it } from 'vitest';
import { BlogPostRequest, NewsletterRequest, SocialPostRequest, VideoScriptRequest } from '../../contract/content';
import { InlineRunner, PoolBusyError, PoolClosedError, WorkerPool } from './pool';
import type { ContentInput } from './tasks';

const INPUTS: ContentInput[] = [
  { type: 'blog_post', request: BlogPostRequest.parse({ topic: 'Sourdough for beginners', word_count: 5000, target_keywords: ['sourdough starter', 'bread flour'] }) },
  { type: 'blog_post', request: BlogPostRequest.parse({ topic: 'Écrire un roman en 30 jours', word_count: 300, tone: 'casual' }) },
  { type: 'video_script', request: VideoScriptRequest.parse({ topic: 'Trail running', platform: 'reels', duration: 'long' }) },
  { type: 'social_media', request: SocialPostRequest.parse({ topic: '🌱 Balcony gardens', platform: 'twitter' }) },
  { type: 'newsletter', request: NewsletterRequest.parse({ topic: 'Home espresso', sections: ['Gear', 'Q&A'] }) },
];

/** A gate a test opens when it wants: tasks queued behind it stay queued until then. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe('WorkerPool', () => {
  const pool = new WorkerPool({ threads: 2 });
  afterAll(() => pool.close());

  it('starts no thread until the first task', () => {
    expect(new WorkerPool().stats).toEqual({ started: false, threads: 0, running: 0, queued: 0 });
    expect(pool.stats.started).toBe(false);
  });

  it('composes in a worker thread exactly what the composer writes in this thread, fidelity check included', async () => {
    const inline = new InlineRunner();
    const results = await Promise.all(INPUTS.map((input) => pool.run('compose', input)));
    for (const [i, input] of INPUTS.entries()) {
      const here = await inline.run('compose', input);
      expect(results[i]).toEqual(here);
      expect(results[i]!.problems).toEqual([]);
      expect(results[i]!.text.length).toBeGreaterThan(50);
    }
    expect(pool.stats).toMatchObject({ started: true, running: 0, queued: 0 });
    expect(pool.stats.threads).toBeGreaterThanOrEqual(1);
  });

  it('runs the fidelity check of a text written elsewhere', async () => {
    const request = SocialPostRequest.parse({ topic: 'tides', include_hashtags: false });
    expect(await pool.run('fidelity', { type: 'social_media', request, text: 'Tides turn twice a day. #Tides' })).toEqual([
      'Remove every hashtag (#Tides): include_hashtags is off, so no word may start with #.',
    ]);
  });

  it('passes a task’s error back to the caller', async () => {
    // An unknown kind makes the composer throw inside the worker.
    await expect(pool.run('compose', { type: 'podcast', request: {} } as unknown as ContentInput)).rejects.toThrow();
    expect(pool.stats.running).toBe(0);
  });
});

describe('WorkerPool queue', () => {
  it('bounds the queue, drops a waiting task whose request was aborted, and rejects everything once closed', async () => {
    const pool = new WorkerPool({ threads: 1, maxQueue: 2 });
    const input = INPUTS[0]!;
    // Warm the thread so that what follows waits on the queue, not on the thread starting.
    await pool.run('compose', input);

    const held = gate();
    const first = held.opened.then(() => pool.run('compose', input));
    const running = pool.run('compose', input);
    const aborter = new AbortController();
    const dropped = pool.run('compose', input, { signal: aborter.signal });
    const waiting = pool.run('compose', input);
    expect(pool.stats).toMatchObject({ running: 1, queued: 2 });
    await expect(pool.run('compose', input)).rejects.toBeInstanceOf(PoolBusyError);

    aborter.abort(new Error('client gone'));
    await expect(dropped).rejects.toThrow('client gone');
    expect(pool.stats.queued).toBe(1);

    const [a, b] = await Promise.all([running, waiting]);
    expect(a.text).toBe(b.text);
    held.open();
    await first;
    expect(pool.stats).toMatchObject({ running: 0, queued: 0 });

    await pool.close();
    expect(pool.stats).toEqual({ started: false, threads: 0, running: 0, queued: 0 });
    await expect(pool.run('compose', input)).rejects.toBeInstanceOf(PoolClosedError);
  });

  it('answers at once for a request already aborted', async () => {
    const pool = new WorkerPool({ threads: 1 });
    await expect(pool.run('compose', INPUTS[3]!, { signal: AbortSignal.abort(new Error('gone')) })).rejects.toThrow('gone');
    expect(pool.stats.started).toBe(false);
    await pool.close();
  });
});
