import { describe, expect, it } from 'vitest';
import { analyticsSearch, readAnalyticsFilters, writeAnalyticsFilters } from './analytics-filters';

describe('the filters in the address', () => {
  it('reads the window and platforms, in the app order, each once', () => {
    expect(readAnalyticsFilters(new URLSearchParams('days=7&platforms=youtube, LinkedIn,youtube'))).toEqual({ days: 7, platforms: ['linkedin', 'youtube'] });
  });

  it('falls back to 30 days and all platforms for what it does not know', () => {
    expect(readAnalyticsFilters(new URLSearchParams(''))).toEqual({ days: 30, platforms: [] });
    expect(readAnalyticsFilters(new URLSearchParams('days=12&platforms=myspace'))).toEqual({ days: 30, platforms: [] });
    expect(readAnalyticsFilters(new URLSearchParams('days=90&platforms=all'))).toEqual({ days: 90, platforms: [] });
    expect(readAnalyticsFilters(new URLSearchParams('platforms=twitter,linkedin,facebook,instagram,tiktok,youtube')).platforms).toEqual([]);
  });

  it('writes only what differs from the defaults and keeps other parameters', () => {
    expect(writeAnalyticsFilters({ days: 30, platforms: [] }, new URLSearchParams('days=7&platforms=tiktok&ref=mail')).toString()).toBe('ref=mail');
    expect(writeAnalyticsFilters({ days: 90, platforms: ['youtube', 'twitter'] }, new URLSearchParams()).get('platforms')).toBe('twitter,youtube');
  });

  it("builds the API's query with the time zone", () => {
    const search = new URLSearchParams(analyticsSearch({ days: 7, platforms: ['twitter', 'linkedin'], tz: 'Europe/Paris' }));
    expect(Object.fromEntries(search)).toEqual({ days: '7', platforms: 'twitter,linkedin', tz: 'Europe/Paris' });
    expect(analyticsSearch({ days: 30, platforms: [], tz: undefined })).toBe('days=30');
  });
});
