import { describe, expect, it } from 'vitest';
import { pollSettings, pollUntil } from './poll';

describe('pollUntil', () => {
  it('checks at once, then until done', async () => {
    let checks = 0;
    const value = await pollUntil(pollSettings({ pollIntervalMs: 1 }), async () => (++checks === 3 ? { done: true, value: 'ready' } : { done: false }));
    expect(value).toBe('ready');
    expect(checks).toBe(3);
  });

  it('gives up after maxPolls checks, or once the waiting would pass maxWaitMs', async () => {
    let checks = 0;
    expect(await pollUntil(pollSettings({ pollIntervalMs: 1, maxPolls: 4 }), async () => (checks++, { done: false }))).toBeUndefined();
    expect(checks).toBe(4);
    checks = 0;
    expect(await pollUntil(pollSettings({ pollIntervalMs: 1, maxWaitMs: 3 }), async () => (checks++, { done: false }))).toBeUndefined();
    expect(checks).toBe(4);
  });

  it('passes a check’s refusal on', async () => {
    await expect(pollUntil(pollSettings({ pollIntervalMs: 1 }), () => Promise.reject(new Error('failed')))).rejects.toThrow('failed');
  });
});
