import { describe, expect, it } from 'vitest';
import { analyticsQuery } from './analytics-query';

describe('analyticsQuery', () => {
  it('sends the window, the platforms chosen and the time zone', () => {
    expect(analyticsQuery({ days: 7, platforms: ['twitter', 'linkedin'], tz: 'Europe/Paris' })).toEqual({
      days: '7',
      platforms: 'twitter,linkedin',
      tz: 'Europe/Paris',
    });
  });

  it('leaves out all platforms and an unknown time zone', () => {
    expect(analyticsQuery({ days: 30, platforms: [], tz: undefined })).toEqual({ days: '30', platforms: undefined, tz: undefined });
  });
});
