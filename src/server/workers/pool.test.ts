import { afterAll, describe, expect, it } from 'vitest';
import { BlogPostRequest, NewsletterRequest, SocialPostRequest, VideoScriptRequest } from '../../contract/content';
import { InlineRunner, OwnerBlockedError, PoolBusyError, PoolClosedError, TaskLimitError, WorkerPool } from './pool';
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

// The pool's limits and scheduling, with threads that run test/workers/pool-test-worker.mjs: a task's input says what
// the thread does (spin forever, allocate without end, answer at once), the task's name picks its lane.
const TEST_WORKER = new URL('../test/workers/pool-test-worker.mjs', import.meta.url);
type Behaviour = { behave: 'spin' | 'allocate' | 'answer' | 'throw'; tag?: string };
const as = (input: Behaviour) => input as never;

/** Resolves once `check` holds, looking again every 20 ms (the machine may be busy: no deadline but the test's). */
async function until(check: () => boolean) {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 20));
}

describe('WorkerPool limits', () => {
  it('terminates a task past its budget, answers TaskLimitError, and runs the next task on a new thread', async () => {
    const pool = new WorkerPool({ threads: 1, entry: TEST_WORKER, budgetMs: { extractDocument: 300 } });
    try {
      const first = (await pool.run('extractDocument', as({ behave: 'answer', tag: 'before' }))) as unknown as { threadId: number };
      const err = await pool.run('extractDocument', as({ behave: 'spin' }), { owner: 'mallory' }).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(TaskLimitError);
      expect(err).toMatchObject({ task: 'extractDocument', reason: 'time', limit: 300 });
      const after = (await pool.run('extractDocument', as({ behave: 'answer', tag: 'after' }))) as unknown as { threadId: number; tag: string };
      expect(after.tag).toBe('after');
      expect(after.threadId).not.toBe(first.threadId);
    } finally {
      await pool.close();
    }
  });

  it('stops a task that outgrows the heap cap with TaskLimitError (memory), and lives on', async () => {
    const pool = new WorkerPool({ threads: 1, entry: TEST_WORKER, memoryMb: 64 });
    try {
      const err = await pool.run('summarize', as({ behave: 'allocate' }), { owner: 'mallory' }).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(TaskLimitError);
      expect(err).toMatchObject({ reason: 'memory', limit: 64 });
      await expect(pool.run('summarize', as({ behave: 'answer', tag: 'ok' }))).resolves.toMatchObject({ tag: 'ok' });
    } finally {
      await pool.close();
    }
  });

  it('passes a task’s own error back, with its name, and keeps the thread', async () => {
    const pool = new WorkerPool({ threads: 1, entry: TEST_WORKER });
    try {
      await expect(pool.run('compose', as({ behave: 'throw' }))).rejects.toMatchObject({ name: 'RangeError', message: 'thrown in the task' });
      expect(pool.stats).toMatchObject({ threads: 1, running: 0 });
    } finally {
      await pool.close();
    }
  });

  it('terminates a running task whose request went away, and frees its thread for the next', async () => {
    const pool = new WorkerPool({ threads: 1, entry: TEST_WORKER });
    try {
      const aborter = new AbortController();
      const spinning = pool.run('extractDocument', as({ behave: 'spin' }), { signal: aborter.signal });
      await until(() => pool.laneStats('sources').running === 1);
      aborter.abort(new Error('client gone'));
      await expect(spinning).rejects.toThrow('client gone');
      await expect(pool.run('extractDocument', as({ behave: 'answer', tag: 'next' }))).resolves.toMatchObject({ tag: 'next' });
    } finally {
      await pool.close();
    }
  });

  it('counts terminations against the owner: past the budget their guarded tasks are refused, not others’', async () => {
    const pool = new WorkerPool({ threads: 1, entry: TEST_WORKER, budgetMs: { extractDocument: 200 }, strikes: { max: 2, windowMs: 60_000 } });
    try {
      for (let i = 0; i < 2; i++) {
        await expect(pool.run('extractDocument', as({ behave: 'spin' }), { owner: 'mallory' })).rejects.toBeInstanceOf(TaskLimitError);
      }
      const refused = await pool.run('extractDocument', as({ behave: 'answer' }), { owner: 'mallory' }).catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(OwnerBlockedError);
      expect((refused as OwnerBlockedError).retryAfterMs).toBeGreaterThan(0);
      expect((refused as OwnerBlockedError).retryAfterMs).toBeLessThanOrEqual(60_000);
      // Drafts from a topic are not a creator's document: they are not guarded.
      await expect(pool.run('compose', as({ behave: 'answer', tag: 'draft' }), { owner: 'mallory' })).resolves.toMatchObject({ tag: 'draft' });
      await expect(pool.run('extractDocument', as({ behave: 'answer', tag: 'alice' }), { owner: 'alice' })).resolves.toMatchObject({ tag: 'alice' });
    } finally {
      await pool.close();
    }
  });

  it('answers a draft from the drafts lane while a source task holds every sources thread', async () => {
    const pool = new WorkerPool({ threads: 1, entry: TEST_WORKER, budgetMs: { extractDocument: 120_000 } });
    try {
      const hostile = pool.run('extractDocument', as({ behave: 'spin' }), { owner: 'mallory' }).catch((e: unknown) => e);
      await until(() => pool.laneStats('sources').running === 1);
      await expect(pool.run('compose', as({ behave: 'answer', tag: 'alice' }), { owner: 'alice' })).resolves.toMatchObject({ tag: 'alice' });
      // The document is still being worked on: the draft did not wait for it.
      expect(pool.laneStats('sources').running).toBe(1);
      await pool.close();
      expect(await hostile).toBeInstanceOf(PoolClosedError);
    } finally {
      await pool.close();
    }
  });

  it('takes waiting creators in turns: one creator’s backlog does not hold back another’s task', async () => {
    const pool = new WorkerPool({ threads: 1, entry: TEST_WORKER, budgetMs: { summarize: 120_000 } });
    try {
      const blocker = new AbortController();
      const blocking = pool.run('summarize', as({ behave: 'spin' }), { signal: blocker.signal }).catch(() => null);
      await until(() => pool.laneStats('sources').running === 1);
      const order: string[] = [];
      const track = (tag: string, owner: string) => pool.run('summarize', as({ behave: 'answer', tag }), { owner }).then(() => order.push(tag));
      const all = [track('m1', 'mallory'), track('m2', 'mallory'), track('m3', 'mallory'), track('a1', 'alice')];
      expect(pool.laneStats('sources').queued).toBe(4);
      blocker.abort(new Error('done blocking'));
      await blocking;
      await Promise.all(all);
      expect(order).toEqual(['m1', 'a1', 'm2', 'm3']);
    } finally {
      await pool.close();
    }
  });

  it('closes at once while a task runs: the task is answered PoolClosedError and nothing is left behind', async () => {
    const pool = new WorkerPool({ threads: 1, entry: TEST_WORKER, budgetMs: { extractArticle: 120_000 } });
    const running = pool.run('extractArticle', as({ behave: 'spin' })).catch((e: unknown) => e);
    const waiting = pool.run('extractArticle', as({ behave: 'answer' })).catch((e: unknown) => e);
    await until(() => pool.laneStats('sources').running === 1);
    await pool.close();
    expect(await running).toBeInstanceOf(PoolClosedError);
    expect(await waiting).toBeInstanceOf(PoolClosedError);
    expect(pool.stats).toEqual({ started: false, threads: 0, running: 0, queued: 0 });
  });
});
