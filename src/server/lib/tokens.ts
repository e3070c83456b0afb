import { createHash, randomBytes } from 'node:crypto';

/** A new opaque token: 32 random bytes, base64url (docs/product/entities.md#session). */
export function generateToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps instead of a token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
