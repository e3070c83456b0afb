import { createRemoteJWKSet, errors as joseErrors, jwtVerify } from 'jose';
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
  private readonly jwks;

  constructor(private readonly opts: GoogleVerifierOptions) {
    this.jwks = createRemoteJWKSet(new URL(opts.jwksUrl), { timeoutDuration: 5000, cooldownDuration: 30_000 });
  }

  get configured() {
    return Boolean(this.opts.clientId);
  }

  async verify(idToken: string): Promise<GoogleIdentity> {
    if (!this.opts.clientId) throw new HttpError(400, 'Google sign-in is not configured on this server');
    let payload;
    try {
      ({ payload } = await jwtVerify(idToken, this.jwks, {
        audience: this.opts.clientId,
        issuer: this.opts.issuers,
        algorithms: ['RS256'],
        requiredClaims: ['sub', 'exp', 'iat'],
      }));
    } catch (err) {
      if (isKeySetUnavailable(err)) {
        throw new HttpError(502, 'Could not reach Google to verify the sign-in. Please try again.');
      }
      if (err instanceof joseErrors.JWTExpired) throw new HttpError(401, 'Google sign-in has expired. Please try again.');
      throw new HttpError(401, 'Invalid Google credential');
    }
    const email = typeof payload.email === 'string' ? payload.email.trim().toLowerCase() : '';
    if (!payload.sub || !email) throw new HttpError(401, 'Invalid Google credential');
    return {
      sub: payload.sub,
      email,
      emailVerified: payload.email_verified === true || payload.email_verified === 'true',
      name: typeof payload.name === 'string' && payload.name.trim() ? payload.name.trim().slice(0, 100) : undefined,
    };
  }
}

/** The key set could not be fetched (network, timeout, bad answer): Google's side, not the token's. */
function isKeySetUnavailable(err: unknown): boolean {
  if (!(err instanceof joseErrors.JOSEError)) return true;
  return (
    err instanceof joseErrors.JWKSTimeout ||
    err instanceof joseErrors.JWKSInvalid ||
    (err.code === 'ERR_JOSE_GENERIC' && /JSON Web Key Set/i.test(err.message))
  );
}
