import { describe, expect, it } from 'vitest';
import { oauthNoticeFromParams } from './use-oauth-return';

describe('oauthNoticeFromParams', () => {
  it("oauth_success with a platform: 'Successfully connected {platform} account!' with its label", () => {
    expect(oauthNoticeFromParams(new URLSearchParams('oauth_success=true&platform=twitter'))).toEqual({
      tone: 'success',
      text: 'Successfully connected Twitter/X account!',
    });
  });

  it("oauth_error: 'OAuth Error: {error}', shortened when long, and ahead of a success", () => {
    expect(oauthNoticeFromParams(new URLSearchParams('oauth_error=State expired&oauth_success=true'))).toEqual({
      tone: 'error',
      text: 'OAuth Error: State expired',
    });
    const long = oauthNoticeFromParams(new URLSearchParams({ oauth_error: 'x'.repeat(500) }));
    expect(long?.text).toBe(`OAuth Error: ${'x'.repeat(200)}…`);
  });

  it('nothing otherwise', () => {
    expect(oauthNoticeFromParams(new URLSearchParams(''))).toBeNull();
    expect(oauthNoticeFromParams(new URLSearchParams('oauth_success=false&platform=twitter'))).toBeNull();
    expect(oauthNoticeFromParams(new URLSearchParams('oauth_error=%20'))).toBeNull();
  });
});
