import type { createRemoteJWKSet, errors as JoseErrors } from 'jose';
import { z } from 'zod';
import { HttpError } from '../../lib/http-error';

export interface GoogleIdentity {
  sub: string;
  email: string;
  emailVerified: boolean;
  name: string | undefined;
}

export interface GoogleVerifierOptions {
  clientId: string | undefined;
  jwksUrl: string;
  issuers: string[];
}

/** Verifies a Google ID token: signature against Google's JWKS, aud, iss and exp. */
export class GoogleVerifier {
  private jwks: ReturnType<typeof createRemoteJWKSet> | undefined;

  constructor(private readonly opts: GoogleVerifierOptions) {}

  get configured() {
    return Boolean(this.opts.clientId);
  }

  async verify(idToken: string): Promise<GoogleIdentity> {
    if (!this.opts.clientId) throw new HttpError(400, 'Google sign-in is not configured on this server');
    // jose is loaded at the first Google sign-in, not at start (a faster start).
    const { createRemoteJWKSet, errors: joseErrors, jwtVerify } = await import('jose');
    this.jwks ??= createRemoteJWKSet(new URL(this.opts.jwksUrl), { timeoutDuration: 5000, cooldownDuration: 30_000 });
    let payload;
    try {
      ({ payload } = await jwtVerify(idToken, this.jwks, {
        audience: this.opts.clientId,
        issuer: this.opts.issuers,
        algorithms: ['RS256'],
        requiredClaims: ['sub', 'exp', 'iat'],
      }));
    } catch (err) {
      if (isKeySetUnavailable(err, joseErrors)) {
        throw new HttpError(502, 'Could not reach Google to verify the sign-in. Please try again.');
      }
      if (err instanceof joseErrors.JWTExpired) throw new HttpError(401, 'Google sign-in has expired. Please try again.');
      throw new HttpError(401, 'Invalid Google credential');
    }
    const email = z.email().safeParse(typeof payload.email === 'string' ? payload.email.trim().toLowerCase() : '');
    if (!payload.sub || payload.sub.length > 255 || !email.success) throw new HttpError(401, 'Invalid Google credential');
    const name = typeof payload.name === 'string' ? stripControlCharacters(payload.name).trim().slice(0, 100) : '';
    return {
      sub: payload.sub,
      email: email.data,
      emailVerified: payload.email_verified === true || payload.email_verified === 'true',
      name: name || undefined,
    };
  }
}

/** The key set could not be fetched (network, timeout, bad answer): Google's side, not the token's. */
function isKeySetUnavailable(err: unknown, joseErrors: typeof JoseErrors): boolean {
  if (!(err instanceof joseErrors.JOSEError)) return true;
  return (
    err instanceof joseErrors.JWKSTimeout ||
    err instanceof joseErrors.JWKSInvalid ||
    (err.code === 'ERR_JOSE_GENERIC' && /JSON Web Key Set/i.test(err.message))
  );
}

/** Control characters (NUL above all, which PostgreSQL text cannot hold) have no place in a name. */
function stripControlCharacters(text: string): string {
  return [...text].filter((ch) => {
    const code = ch.codePointAt(0)!;
    return code >= 0x20 && code !== 0x7f;
  }).join('');
}
