import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

export type SignatureCheck = 'valid' | 'expired' | 'invalid';

/**
 * Expiring links to a stored file for the platforms that fetch media themselves (Instagram, TikTok's
 * pull from URL): `?expires=<unix seconds>&sig=<HMAC-SHA256 of the path and expiry>`, under a key
 * derived from SECRET_KEY. Anyone holding the link may fetch the file until it expires, and nothing else.
 */
export class UrlSigner {
  private readonly key: Buffer;

  constructor(
    secretKey: string,
    private readonly now: () => number = Date.now,
  ) {
    this.key = Buffer.from(hkdfSync('sha256', secretKey, Buffer.alloc(0), 'inkwell signed media urls v1', 32));
  }

  private mac(path: string, expires: number): Buffer {
    return createHmac('sha256', this.key).update(`${path}\n${expires}`).digest();
  }

  /** `path` with its signature, valid for `ttlSeconds`. */
  sign(path: string, ttlSeconds: number): string {
    const expires = Math.floor(this.now() / 1000) + ttlSeconds;
    return `${path}?${new URLSearchParams({ expires: String(expires), sig: this.mac(path, expires).toString('base64url') })}`;
  }

  check(path: string, expires: number, sig: string): SignatureCheck {
    const given = Buffer.from(sig, 'base64url');
    const expected = this.mac(path, expires);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
    return expires * 1000 < this.now() ? 'expired' : 'valid';
  }
}
