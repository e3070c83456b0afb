import { OAuth2Server } from 'oauth2-mock-server';

/**
 * A real OAuth 2.0 server on 127.0.0.1 (oauth2-mock-server): it issues codes from its authorize
 * endpoint, checks PKCE S256 at its token endpoint, rotates refresh tokens and revokes. Hooks on
 * `service` bend one answer for a test (no refresh token, `invalid_grant`).
 */
export async function startOAuthServer() {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  const base = server.issuer.url!;
  return {
    service: server.service,
    authUrl: `${base}/authorize`,
    tokenUrl: `${base}/token`,
    /** Follows the consent URL as a browser would and answers the code the server redirects back with. */
    async codeFrom(authorizationUrl: string): Promise<string> {
      const res = await fetch(authorizationUrl, { redirect: 'manual' });
      const location = res.headers.get('location');
      if (!location) throw new Error(`no redirect from the authorize endpoint (${res.status})`);
      const code = new URL(location).searchParams.get('code');
      if (!code) throw new Error(`no code in the redirect: ${location}`);
      return code;
    },
    close: () => server.stop(),
  };
}
