import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose';

/**
 * A stand-in for Google's key endpoint: serves a JWKS over real HTTP and signs ID tokens with its
 * private key, so the verifier runs exactly as against https://www.googleapis.com/oauth2/v3/certs.
 */
export async function startLocalGoogle() {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const server: Server = createServer((req, res) => {
    if (req.url === '/oauth2/v3/certs') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ keys: [jwk] }));
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const other = await generateKeyPair('RS256');

  async function sign(
    claims: JWTPayload,
    opts: { key?: 'google' | 'stranger'; issuer?: string; audience?: string; expiresIn?: string | number; kid?: string } = {},
  ) {
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: opts.kid ?? 'test-key' })
      .setIssuer(opts.issuer ?? 'https://accounts.google.com')
      .setAudience(opts.audience ?? 'test-client.apps.googleusercontent.com')
      .setIssuedAt()
      .setExpirationTime(opts.expiresIn ?? '1h')
      .sign(opts.key === 'stranger' ? other.privateKey : privateKey);
  }

  return {
    jwksUrl: `http://127.0.0.1:${port}/oauth2/v3/certs`,
    clientId: 'test-client.apps.googleusercontent.com',
    sign,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
