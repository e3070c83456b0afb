import * as oauth from 'oauth4webapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SocialError } from '../errors';
import { authorizationUrl, exchangeCode, grantTokens, refreshTokens, revokeToken, type OAuthApp } from './oauth';
import { socialFailure } from '../../test/social-platforms/failure-cases';
import { closedPortUrl, startLocalApi } from '../../test/social-platforms/local-api';
import { startOAuthServer } from '../../test/social-platforms/oauth-server';

const REDIRECT = 'https://inkwell.test/api/social/oauth/twitter/callback';

describe('OAuth 2.0 code flow against a real OAuth server', () => {
  let server: Awaited<ReturnType<typeof startOAuthServer>>;
  let app: OAuthApp;

  beforeAll(async () => {
    server = await startOAuthServer();
    app = {
      authorizationEndpoint: server.authUrl,
      tokenEndpoint: server.tokenUrl,
      revocationEndpoint: server.tokenUrl.replace(/token$/, 'revoke'),
      clientId: 'inkwell-client',
      clientSecret: 'inkwell-secret',
      auth: 'client_secret_basic',
      timeoutMs: 5000,
    };
  });
  afterAll(() => server.close());

  async function connect(verifier = oauth.generateRandomCodeVerifier()) {
    const url = authorizationUrl({
      endpoint: app.authorizationEndpoint,
      clientId: app.clientId,
      redirectUri: REDIRECT,
      scope: 'tweet.read offline.access',
      state: 'state-1',
      codeChallenge: await oauth.calculatePKCECodeChallenge(verifier),
    });
    return { url, code: await server.codeFrom(url), verifier };
  }

  it('builds the consent URL with state and an S256 challenge of the verifier', async () => {
    const verifier = oauth.generateRandomCodeVerifier();
    const { url } = await connect(verifier);
    const params = new URL(url).searchParams;
    expect(Object.fromEntries(params)).toEqual({
      response_type: 'code',
      client_id: 'inkwell-client',
      redirect_uri: REDIRECT,
      scope: 'tweet.read offline.access',
      state: 'state-1',
      code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
    });
  });

  it('exchanges the code with the right verifier for tokens with an expiry', async () => {
    const { code, verifier } = await connect();
    const tokens = await exchangeCode(app, { code, codeVerifier: verifier, redirectUri: REDIRECT });
    expect(tokens.accessToken).toMatch(/\./);
    expect(tokens.refreshToken).toBeTruthy();
    expect(tokens.expiresAt!.getTime()).toBeGreaterThan(Date.now());
  });

  it('is refused with a wrong verifier, in plain words', async () => {
    const { code } = await connect();
    const err = await socialFailure(exchangeCode(app, { code, codeVerifier: oauth.generateRandomCodeVerifier(), redirectUri: REDIRECT }));
    expect(err.kind).toBe('invalid');
    expect(err.message).toBe('The platform refused the sign-in (it may have expired). Connect the account again.');
  });

  it('refreshes with rotation, and without a new refresh token when the server sends none', async () => {
    const rotated = await refreshTokens(app, { refreshToken: 'old-refresh' });
    expect(rotated.refreshToken).toBeTruthy();
    expect(rotated.refreshToken).not.toBe('old-refresh');

    server.service.once('beforeResponse', (response) => {
      delete (response.body as Record<string, unknown>).refresh_token;
    });
    const kept = await refreshTokens(app, { refreshToken: 'old-refresh' });
    expect(kept.accessToken).toBeTruthy();
    expect(kept.refreshToken).toBeUndefined();
  });

  it('turns invalid_grant on refresh into reconnect and a 5xx into retry', async () => {
    server.service.once('beforeResponse', (response) => {
      response.body = { error: 'invalid_grant', error_description: 'token revoked' };
      response.statusCode = 400;
    });
    expect((await socialFailure(refreshTokens(app, { refreshToken: 'gone' }))).kind).toBe('reconnect');

    server.service.once('beforeResponse', (response) => {
      response.body = { error: 'server_error' };
      response.statusCode = 503;
    });
    expect((await socialFailure(refreshTokens(app, { refreshToken: 'r' }))).kind).toBe('retry');
  });

  it('treats a refused client as configuration, not as the account', async () => {
    server.service.once('beforeResponse', (response) => {
      response.body = { error: 'invalid_client' };
      response.statusCode = 401;
    });
    const err = await socialFailure(refreshTokens(app, { refreshToken: 'r' }));
    expect(err.kind).toBe('invalid');
    expect(err.message).toMatch(/client id and secret/);
  });

  it('revokes a token', async () => {
    let revoked = '';
    server.service.once('beforeRevoke', (_res, req) => {
      revoked = String((req as unknown as { body?: Record<string, string> }).body?.token ?? 'seen');
    });
    await revokeToken(app, { token: 'access-1', tokenTypeHint: 'access_token' });
    expect(revoked).not.toBe('');
  });

  it('treats a network failure (nothing listening) as retry, never reconnect', async () => {
    const closed = await closedPortUrl();
    const err = await socialFailure(refreshTokens({ ...app, tokenEndpoint: `${closed}/token` }, { refreshToken: 'r' }));
    expect(err.kind).toBe('retry');
  });

  it('refuses plain HTTP to anything but this machine', async () => {
    const err = await socialFailure(refreshTokens({ ...app, tokenEndpoint: 'http://oauth.example.com/token' }, { refreshToken: 'r' }));
    expect(err.kind).toBe('invalid');
  });

  it('passes the caller’s abort on as it is', async () => {
    const controller = new AbortController();
    controller.abort(new Error('client went away'));
    const err = await refreshTokens(app, { refreshToken: 'r', signal: controller.signal }).catch((e: unknown) => e);
    expect(err).not.toBeInstanceOf(SocialError);
    expect((err as Error).message).toBe('client went away');
  });
});

describe('platform quirks at the token endpoint', () => {
  let api: Awaited<ReturnType<typeof startLocalApi>>;
  const seen: Array<Record<string, string>> = [];

  beforeAll(async () => {
    api = await startLocalApi({
      'POST /v2/oauth/token/': (req) => {
        const form = Object.fromEntries(req.form());
        seen.push(form);
        if (form.code === 'expired') return { status: 200, json: { error: 'invalid_grant', error_description: 'Authorization code is expired.', log_id: 'x' } };
        return { json: { access_token: 'act.1', token_type: 'Bearer', expires_in: 86400, refresh_token: 'rft.1', scope: 'user.info.basic,video.publish', open_id: 'o1' } };
      },
      'POST /oauth/access_token': () => ({ json: { data: [{ access_token: 'IG-short', user_id: '42', permissions: 'instagram_business_basic' }] } }),
      'POST /slow/token': () => new Promise((resolve) => setTimeout(() => resolve({ json: {} }), 2000)),
    });
  });
  afterAll(() => api.close());

  const tiktok = (): OAuthApp => ({
    authorizationEndpoint: `${api.url}/v2/auth/authorize/`,
    tokenEndpoint: `${api.url}/v2/oauth/token/`,
    clientId: 'client-key-1',
    clientSecret: 'tiktok-secret',
    auth: 'client_key_post',
    timeoutMs: 5000,
  });

  it('sends TikTok’s client_key instead of client_id, and no PKCE verifier when the flow has none', async () => {
    const tokens = await exchangeCode(tiktok(), { code: 'c1', redirectUri: REDIRECT });
    expect(tokens).toMatchObject({ accessToken: 'act.1', refreshToken: 'rft.1', scope: 'user.info.basic,video.publish' });
    expect(seen.at(-1)).toEqual({ client_key: 'client-key-1', client_secret: 'tiktok-secret', code: 'c1', grant_type: 'authorization_code', redirect_uri: REDIRECT });
  });

  it('reads an error TikTok sends in a 200 answer', async () => {
    const err = await socialFailure(exchangeCode(tiktok(), { code: 'expired', redirectUri: REDIRECT }));
    expect(err.kind).toBe('invalid');
  });

  it('reshapes a non-standard answer before checking it', async () => {
    const tokens = await grantTokens(
      {
        ...tiktok(),
        tokenEndpoint: `${api.url}/oauth/access_token`,
        auth: 'client_secret_post',
        normalize: (body) => ({ ...((body.data as Array<Record<string, unknown>>)[0] ?? {}), token_type: 'bearer' }),
      },
      { grantType: 'authorization_code', params: { code: 'c' } },
    );
    expect(tokens.accessToken).toBe('IG-short');
    expect(tokens.expiresAt).toBeUndefined();
  });

  it('gives up after the configured timeout, as a retry', async () => {
    const err = await socialFailure(refreshTokens({ ...tiktok(), tokenEndpoint: `${api.url}/slow/token`, timeoutMs: 50 }, { refreshToken: 'r' }));
    expect(err.kind).toBe('retry');
  });
});
