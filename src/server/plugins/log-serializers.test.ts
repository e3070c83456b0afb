import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { loggableUrl, logSerializers } from './log-serializers';

const serialize = (err: Error) => logSerializers!.err!(err as Error & { code: string });

describe('log serializers', () => {
  it('keep a failed query without its parameters (a draft, a user id)', () => {
    const cause = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' });
    const err = new DrizzleQueryError('insert into "contents" ("id", "body") values ($1, $2)', ['user-1234', 'The whole secret draft'], cause);
    const logged = JSON.stringify(serialize(err));
    expect(logged).toContain('insert into \\"contents\\"');
    expect(logged).toContain('invalid byte sequence');
    expect(logged).toContain('22021');
    expect(logged).not.toContain('secret draft');
    expect(logged).not.toContain('user-1234');
  });

  it('keep an error wrapping a failed query without its parameters', () => {
    const inner = new DrizzleQueryError('select 1 where token_hash = $1', ['hash-of-a-token'], new Error('boom'));
    const outer = new Error('checkout failed', { cause: inner });
    const logged = JSON.stringify(serialize(outer));
    expect(logged).toContain('checkout failed');
    expect(logged).not.toContain('hash-of-a-token');
  });

  it('log a URL by its path and its query parameter names only', () => {
    expect(loggableUrl('/reset-password?token=abc123&x=1&x=2')).toBe('/reset-password?token=…&x=…');
    expect(loggableUrl('/api/auth/me')).toBe('/api/auth/me');
  });
});
