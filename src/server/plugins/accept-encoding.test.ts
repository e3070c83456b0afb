import { describe, expect, it } from 'vitest';
import { chooseEncoding } from './accept-encoding';

const offered = ['br', 'gzip'] as const;

describe('chooseEncoding', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['identity', undefined],
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate', 'gzip'],
    ['GZIP', 'gzip'],
    ['deflate', undefined],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', undefined],
    ['*', 'br'],
    ['*;q=0.1, gzip;q=0.5', 'gzip'],
    ['br;q=0, *', 'gzip'],
    ['gzip;q=junk, br;q=0.2', 'br'],
  ])('Accept-Encoding %j answers %j', (header, expected) => {
    expect(chooseEncoding(header, offered)).toBe(expected);
  });

  it('chooses only among what is offered', () => {
    expect(chooseEncoding('br, gzip', ['gzip'])).toBe('gzip');
    expect(chooseEncoding('br', ['gzip'])).toBeUndefined();
    expect(chooseEncoding('br, gzip', [])).toBeUndefined();
  });
});
