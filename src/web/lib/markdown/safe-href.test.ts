import { describe, expect, it } from 'vitest';
import { safeHref } from './safe-href';

describe('safeHref', () => {
  it('accepts only http, https and mailto', () => {
    expect(safeHref('https://example.com')).toBe('https://example.com/');
    expect(safeHref('mailto:a@b.co')).toBe('mailto:a@b.co');
    expect(safeHref('java\tscript:alert(1)')).toBeNull();
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('data:text/html,hi')).toBeNull();
    expect(safeHref('//evil.example')).toBeNull();
    expect(safeHref('/x')).toBeNull();
  });
});
