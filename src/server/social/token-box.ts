import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Seals platform tokens (and PKCE verifiers) for the database: AES-256-GCM under a key derived from
 * SECRET_KEY with HKDF-SHA256, a fresh 12-byte IV each time, `v1.<iv>.<tag>.<ciphertext>` in base64url.
 * `context` (e.g. the row and column a value belongs to) is authenticated with it, so a sealed value
 * copied to another row or column does not open there; opening refuses anything tampered with.
 */
export interface TokenBox {
  seal(plain: string, context: string): string;
  open(sealed: string, context: string): string;
}

export class TokenBoxError extends Error {
  constructor() {
    super('a sealed token could not be opened: it was tampered with or sealed under another key');
    this.name = 'TokenBoxError';
  }
}

export function createTokenBox(secretKey: string): TokenBox {
  const key = Buffer.from(hkdfSync('sha256', secretKey, Buffer.alloc(0), 'inkwell social tokens v1', 32));
  return {
    seal(plain, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(context, 'utf8'));
      const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), ciphertext].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
    },
    open(sealed, context) {
      const [version, iv, tag, ciphertext, ...rest] = sealed.split('.');
      if (version !== VERSION || iv === undefined || tag === undefined || ciphertext === undefined || rest.length > 0) throw new TokenBoxError();
      const ivBytes = Buffer.from(iv, 'base64url');
      const tagBytes = Buffer.from(tag, 'base64url');
      if (ivBytes.length !== IV_BYTES || tagBytes.length !== TAG_BYTES) throw new TokenBoxError();
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, ivBytes, { authTagLength: TAG_BYTES }).setAAD(Buffer.from(context, 'utf8'));
        decipher.setAuthTag(tagBytes);
        return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        throw new TokenBoxError();
      }
    },
  };
}
