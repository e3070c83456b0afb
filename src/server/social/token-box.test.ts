import { describe, expect, it } from 'vitest';
import { createTokenBox, TokenBoxError } from './token-box';

const box = createTokenBox('test-secret-key-test-secret-key-0123456789');

describe('token box', () => {
  it('seals to v1.<iv>.<tag>.<ciphertext> and opens back, with a fresh IV each time', () => {
    const a = box.seal('access-token-123', 'row-1:access');
    const b = box.seal('access-token-123', 'row-1:access');
    expect(a).toMatch(/^v1\.[\w-]{16}\.[\w-]{22}\.[\w-]+$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('access-token');
    expect(box.open(a, 'row-1:access')).toBe('access-token-123');
    expect(box.open(box.seal('', 'c'), 'c')).toBe('');
    expect(box.open(box.seal('ünïcødé ✓', 'c'), 'c')).toBe('ünïcødé ✓');
  });

  it('refuses a changed ciphertext, tag or IV, another context, another key and other formats', () => {
    const sealed = box.seal('refresh-token', 'row-1:refresh');
    const [version, iv, tag, ciphertext] = sealed.split('.') as [string, string, string, string];
    const flip = (part: string) => {
      const bytes = Buffer.from(part, 'base64url');
      bytes[0] = bytes[0]! ^ 1;
      return bytes.toString('base64url');
    };
    for (const forged of [
      [version, iv, tag, flip(ciphertext)],
      [version, iv, flip(tag), ciphertext],
      [version, flip(iv), tag, ciphertext],
      ['v2', iv, tag, ciphertext],
      [version, iv, tag],
      [version, iv, tag.slice(0, 10), ciphertext],
      [version, iv, tag, ciphertext, 'extra'],
    ]) {
      expect(() => box.open(forged.join('.'), 'row-1:refresh')).toThrow(TokenBoxError);
    }
    expect(() => box.open(sealed, 'row-2:refresh')).toThrow(TokenBoxError);
    expect(() => createTokenBox('another-secret-key-another-secret-key-0').open(sealed, 'row-1:refresh')).toThrow(TokenBoxError);
    expect(() => box.open('plain-token', 'row-1:refresh')).toThrow(TokenBoxError);
  });
});
