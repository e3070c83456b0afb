import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PlatformCredentials, PublishInput } from '../port';
import { createFacebookClient } from './facebook';
import { GRAPH_VERSION } from './graph';
import { expectNoSecrets, expectSharedFailureKinds, socialFailure } from './testing/failure-cases';
import { closedPortUrl, startLocalApi, type RecordedRequest } from './testing/local-api';
import { testMedia } from './testing/media';

const REDIRECT = 'https://inkwell.test/api/social/oauth/facebook/callback';
const PAGE_TOKEN = 'EAAG-page-token-secret';
const V = `/${GRAPH_VERSION}`;

const graphError = (code: number, subcode?: number, status = 400) => ({
  status,
  json: { error: { message: 'An error', type: 'OAuthException', code, ...(subcode ? { error_subcode: subcode } : {}), fbtrace_id: 'A1' } },
});

/** The Graph API's token endpoint, /me/accounts and Page publishing, as Meta documents them. */
async function startLocalGraph() {
  let next = 500;
  const messages = new Set<string>();
  const asPage = (req: RecordedRequest) => req.headers.authorization === `Bearer ${PAGE_TOKEN}`;
  return startLocalApi({
    [`POST ${V}/oauth/access_token`]: (req) => {
      const form = Object.fromEntries(req.form());
      if (form.client_id !== 'fb-app' || form.client_secret !== 'fb-secret') return graphError(101);
      if (form.grant_type === 'authorization_code') {
        if (!['good-code', 'nopage-code'].includes(form.code!) || form.redirect_uri !== REDIRECT) return graphError(100, 36009);
        return { json: { access_token: form.code === 'good-code' ? 'short-user' : 'short-nopage', token_type: 'bearer', expires_in: 5400 } };
      }
      if (form.grant_type === 'fb_exchange_token' && form.fb_exchange_token?.startsWith('short-')) {
        return { json: { access_token: form.fb_exchange_token === 'short-user' ? 'long-user' : 'no-pages', token_type: 'bearer', expires_in: 5183944 } };
      }
      return graphError(100);
    },
    [`GET ${V}/me/accounts`]: (req) => {
      if (req.headers.authorization === 'Bearer long-user') {
        return {
          json: {
            data: [
              { id: '900', name: 'Read-only Page', access_token: 'other', tasks: ['ANALYZE'] },
              { id: '1111', name: 'Ink Page', access_token: PAGE_TOKEN, tasks: ['ANALYZE', 'ADVERTISE', 'MODERATE', 'CREATE_CONTENT', 'MANAGE'] },
            ],
            paging: {},
          },
        };
      }
      return req.headers.authorization === 'Bearer no-pages' ? { json: { data: [] } } : graphError(190, 463);
    },
    [`GET ${V}/me`]: (req) => (asPage(req) ? { json: { id: '1111', name: 'Ink Page' } } : graphError(190, 460)),
    [`POST ${V}/:page/feed`]: (req) => {
      if (!asPage(req)) return graphError(190, 463);
      const { message } = req.json() as { message: string };
      if (messages.has(message)) return graphError(506);
      messages.add(message);
      const id = `1111_${next++}`;
      return { json: { id, permalink_url: `https://www.facebook.com/1111/posts/${id}` } };
    },
    [`POST ${V}/:page/photos`]: (req) => ((req.json() as { url?: string }).url ? { json: { id: String(next++) } } : graphError(100)),
    [`POST ${V}/:page/videos`]: () => ({ json: { id: String(next++) } }),
  });
}

describe('Facebook client', () => {
  let graph: Awaited<ReturnType<typeof startLocalGraph>>;
  let credentials: PlatformCredentials;

  beforeAll(async () => {
    graph = await startLocalGraph();
    credentials = { clientId: 'fb-app', clientSecret: 'fb-secret', tokenUrl: `${graph.url}${V}/oauth/access_token`, apiBase: graph.url, timeoutMs: 5000 };
  });
  afterAll(() => graph.close());
  beforeEach(() => void (graph.requests.length = 0));

  const client = () => createFacebookClient(credentials);
  const input = (over: Partial<PublishInput> = {}): PublishInput => ({
    tokens: { accessToken: PAGE_TOKEN },
    profile: { externalId: '1111', username: 'Ink Page' },
    text: `News from the Page ${Math.random()}`,
    media: [],
    thread: false,
    ...over,
  });

  it('sends the creator to Facebook Login with the Page scopes', () => {
    const url = new URL(createFacebookClient({ clientId: 'fb-app', clientSecret: 's', timeoutMs: 1000 }).authorize({ state: 'st', codeChallenge: 'c', redirectUri: REDIRECT }));
    expect(url.origin + url.pathname).toBe(`https://www.facebook.com/${GRAPH_VERSION}/dialog/oauth`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'fb-app',
      redirect_uri: REDIRECT,
      scope: 'pages_show_list,pages_manage_posts,pages_read_engagement',
      state: 'st',
    });
  });

  it('connects the first Page it may post to, with a Page token that does not expire', async () => {
    const tokens = await client().exchange({ code: 'good-code', codeVerifier: 'unused', redirectUri: REDIRECT });
    expect(tokens).toEqual({ accessToken: PAGE_TOKEN, scope: undefined });
    expect(graph.calls(`POST ${V}/oauth/access_token`).map((r) => r.form().get('grant_type'))).toEqual(['authorization_code', 'fb_exchange_token']);
    expect(await client().profile({ tokens })).toEqual({ externalId: '1111', username: 'Ink Page' });
  });

  it('refuses a used code, and says so when the account manages no Page', async () => {
    expect((await socialFailure(client().exchange({ code: 'used-code', codeVerifier: '', redirectUri: REDIRECT }))).kind).toBe('invalid');
    const err = await socialFailure(client().exchange({ code: 'nopage-code', codeVerifier: '', redirectUri: REDIRECT }));
    expect(err.kind).toBe('invalid');
    expect(err.message).toMatch(/manages no Page/);
  });

  it('has nothing to refresh: a withdrawn Page token means reconnect', async () => {
    expect((await socialFailure(client().refresh({ refreshToken: 'x' }))).kind).toBe('reconnect');
  });

  it('publishes text to the Page feed with the Page token', async () => {
    const outcome = await client().publish(input({ text: 'Open today' }));
    expect(outcome.url).toBe(`https://www.facebook.com/1111/posts/${outcome.externalId}`);
    const call = graph.calls(`POST ${V}/:page/feed`)[0]!;
    expect(call.path).toBe(`${V}/1111/feed`);
    expect(call.json()).toEqual({ message: 'Open today', published: true });
    expect(call.query.get('access_token')).toBeNull();
  });

  it('attaches photos Facebook fetches from their URLs', async () => {
    const a = testMedia({ kind: 'image', bytes: 10, publicUrl: 'https://inkwell.test/m/a.jpg' });
    const b = testMedia({ kind: 'image', bytes: 10, publicUrl: 'https://inkwell.test/m/b.jpg' });
    await client().publish(input({ media: [a, b] }));
    expect(graph.calls(`POST ${V}/:page/photos`).map((r) => r.json())).toEqual([
      { url: 'https://inkwell.test/m/a.jpg', published: false },
      { url: 'https://inkwell.test/m/b.jpg', published: false },
    ]);
    expect((graph.calls(`POST ${V}/:page/feed`)[0]!.json().attached_media as unknown[]).length).toBe(2);
  });

  it('posts a video from its URL', async () => {
    const outcome = await client().publish(input({ text: 'Watch', media: [testMedia({ kind: 'video', bytes: 10, publicUrl: 'https://inkwell.test/m/v.mp4' })] }));
    expect(graph.calls(`POST ${V}/:page/videos`)[0]!.json()).toEqual({ file_url: 'https://inkwell.test/m/v.mp4', description: 'Watch', published: true });
    expect(outcome.url).toBe(`https://www.facebook.com/watch/?v=${outcome.externalId}`);
  });

  it('maps Graph error codes: duplicate (506) invalid, expired token (190 on HTTP 400) reconnect, rate limit (4) retry', async () => {
    await client().publish(input({ text: 'Same' }));
    expect(await socialFailure(client().publish(input({ text: 'Same' })))).toMatchObject({ kind: 'invalid', message: 'Facebook refuses to post the same text twice.' });
    expect((await socialFailure(client().publish(input({ tokens: { accessToken: 'expired' } })))).kind).toBe('reconnect');
    graph.failNext(`POST ${V}/:page/feed`, graphError(4, undefined, 403));
    expect((await socialFailure(client().publish(input()))).kind).toBe('retry');
  });

  it('classifies 401, 429 with Retry-After, and 5xx', async () => {
    await expectSharedFailureKinds({ failNext: (reply) => graph.failNext(`POST ${V}/:page/feed`, reply), run: () => client().publish(input()) });
  });

  it('treats nothing listening as retry, with no token in the error', async () => {
    const err = await socialFailure(createFacebookClient({ ...credentials, apiBase: await closedPortUrl() }).publish(input()));
    expect(err.kind).toBe('retry');
    expectNoSecrets(err, [PAGE_TOKEN]);
  });
});
