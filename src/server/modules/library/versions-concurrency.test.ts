import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentVersion } from '../../../contract/library';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { creator } from '../../test/social-helpers';

// Saves at the same moment (npm run test:pg runs this on PostgreSQL, where they truly overlap).

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('versions made at once', () => {
  it('numbers every save in turn: n+1, n+2, …, never two of one number, and the piece holds the last', async () => {
    const user = await creator(t, { tier: 'basic' });
    const made = await t.app.inject({ method: 'POST', url: '/api/content/social-media', headers: user.auth, payload: { topic: 'batch filming', platform: 'linkedin' } });
    const id = made.json<{ id: string }>().id;
    const patch = (content: string) => t.app.inject({ method: 'PATCH', url: `/api/content/${id}`, headers: user.auth, payload: { content } });
    const list = async () => (await t.app.inject({ url: `/api/content/${id}/versions`, headers: user.auth })).json<ContentVersion[]>();

    const edits = await Promise.all(Array.from({ length: 8 }, (_, i) => patch(`Edit ${i + 1}.`)));
    for (const res of edits) expect(res.statusCode, res.body).toBe(200);
    expect(edits.map((res) => res.json<ContentVersion>().n).sort((a, b) => a - b)).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);

    // Edits, regenerations and a restore at once: each answered, the versions numbered without a gap.
    const mixed = await Promise.all([
      patch('Edit 9.'),
      t.app.inject({ method: 'POST', url: `/api/content/${id}/regenerate`, headers: user.auth }),
      t.app.inject({ method: 'POST', url: `/api/content/${id}/versions/1/restore`, headers: user.auth }),
      patch('Edit 10.'),
      t.app.inject({ method: 'POST', url: `/api/content/${id}/regenerate`, headers: user.auth }),
    ]);
    for (const res of mixed) expect(res.statusCode, res.body).toBe(200);
    const versions = await list();
    expect(versions.map((v) => v.n)).toEqual(Array.from({ length: versions.length }, (_, i) => versions.length - i));
    expect(versions.length).toBeGreaterThanOrEqual(9 + 4);
    for (const answer of mixed.map((res) => res.json<ContentVersion>())) expect(versions).toContainEqual(answer);
    const piece = (await t.app.inject({ url: `/api/content/${id}`, headers: user.auth })).json<{ content: string; version: number }>();
    expect(piece).toEqual(expect.objectContaining({ version: versions[0]!.n, content: versions[0]!.content }));
  });
});
