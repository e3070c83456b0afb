import { describe, expect, it } from 'vitest';
import { returnPathAfterSignIn } from './return-to';

describe('the page to open after signing in', () => {
  it.each(['/subscription', '/social-accounts?oauth_success=true&platform=x', '/dashboard#recent'])('returns to %s', (path) => {
    expect(returnPathAfterSignIn(path)).toBe(path);
  });

  it.each([
    ['a protocol-relative URL', '//evil.example'],
    ['an absolute URL', 'https://evil.example'],
    ['a backslash that browsers read as a slash', '/\\evil'],
    ['a backslash further on', '/\\/evil.example'],
    ['a script URL', 'javascript:alert(1)'],
    ['a relative path', 'subscription'],
    ['a tab hidden in the slashes', '/\t/evil.example'],
    ['the login page itself', '/login'],
    ['nothing', undefined],
    ['not a string', { pathname: '/subscription' }],
  ])('goes to /dashboard for %s', (_, requested) => {
    expect(returnPathAfterSignIn(requested)).toBe('/dashboard');
  });
});
