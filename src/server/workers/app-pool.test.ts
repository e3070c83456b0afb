import { describe, expect, it } from 'vitest';
import { SocialPostRequest } from '../../contract/content';
import { buildTestApp, signUp } from '../test/build-test-app';
import { WorkerPool } from './pool';

describe('the app’s worker pool', () => {
  it('starts no thread until something is composed, composes in it, and ends with the app', async () => {
    const t = await buildTestApp();
    const pool = t.app.workers;
    expect(pool).toBeInstanceOf(WorkerPool);
    const stats = () => (pool as WorkerPool).stats;
    try {
      expect(stats()).toEqual({ started: false, threads: 0, running: 0, queued: 0 });
      const user = await signUp(t.app);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/content/blog-post',
        payload: { topic: 'Sourdough for beginners', word_count: 5000 },
        headers: user.auth,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().engine).toBe('offline');
      expect(stats()).toMatchObject({ started: true, running: 0, queued: 0 });
      expect(stats().threads).toBeGreaterThanOrEqual(1);
    } finally {
      await t.close();
    }
    expect(stats()).toEqual({ started: false, threads: 0, running: 0, queued: 0 });
    await expect(pool.run('compose', { type: 'social_media', request: SocialPostRequest.parse({ topic: 'x' }) })).rejects.toThrow('worker pool closed');
  });
});
