import { GRAPH_VERSION } from '../graph';
import { startLocalApi, type RecordedRequest } from './local-api';

/** The app registration the local Graph server accepts. */
export const GRAPH_APP = { clientId: 'fb-app', clientSecret: 'fb-secret' } as const;

/** The Pages `long-user` manages and may post to, in /me/accounts order (a read-only one sits before them). */
export const GRAPH_PAGES = [
  { id: '1111', name: 'Ink Page', token: 'EAAG-page-token-secret' },
  { id: '2222', name: 'Ink Shop', token: 'EAAG-shop-token-secret' },
  { id: '3333', name: 'Ink Cafe', token: 'EAAG-cafe-token-secret' },
] as const;

const V = `/${GRAPH_VERSION}`;

export const graphError = (code: number, subcode?: number, status = 400) => ({
  status,
  json: { error: { message: 'An error', type: 'OAuthException', code, ...(subcode ? { error_subcode: subcode } : {}), fbtrace_id: 'A1' } },
});

/**
 * The Graph API's token endpoint, /me/accounts and Page publishing, as Meta documents them. `good-code`
 * leads to `long-user`, who manages GRAPH_PAGES; `nopage-code` to a user who manages none.
 */
export async function startLocalGraph(opts: { redirectUri: string }) {
  let next = 500;
  const messages = new Set<string>();
  const pageOf = (req: RecordedRequest) => GRAPH_PAGES.find((page) => req.headers.authorization === `Bearer ${page.token}`);
  return startLocalApi({
    [`POST ${V}/oauth/access_token`]: (req) => {
      const form = Object.fromEntries(req.form());
      if (form.client_id !== GRAPH_APP.clientId || form.client_secret !== GRAPH_APP.clientSecret) return graphError(101);
      if (form.grant_type === 'authorization_code') {
        if (!['good-code', 'nopage-code'].includes(form.code!) || form.redirect_uri !== opts.redirectUri) return graphError(100, 36009);
        return { json: { access_token: form.code === 'good-code' ? 'short-user' : 'short-nopage', token_type: 'bearer', expires_in: 5400 } };
      }
      if (form.grant_type === 'fb_exchange_token' && form.fb_exchange_token?.startsWith('short-')) {
        return { json: { access_token: form.fb_exchange_token === 'short-user' ? 'long-user' : 'no-pages', token_type: 'bearer', expires_in: 5183944 } };
      }
      return graphError(100);
    },
    [`GET ${V}/me/accounts`]: (req) => {
      if (req.headers.authorization === 'Bearer long-user') {
        const [page, shop, cafe] = GRAPH_PAGES;
        return {
          json: {
            data: [
              { id: '900', name: 'Read-only Page', access_token: 'other', tasks: ['ANALYZE'] },
              { id: page.id, name: page.name, access_token: page.token, tasks: ['ANALYZE', 'ADVERTISE', 'MODERATE', 'CREATE_CONTENT', 'MANAGE'] },
              { id: shop.id, name: shop.name, access_token: shop.token, tasks: ['CREATE_CONTENT'] },
              // Pages of the New Pages Experience may come without tasks.
              { id: cafe.id, name: cafe.name, access_token: cafe.token },
            ],
            paging: {},
          },
        };
      }
      return req.headers.authorization === 'Bearer no-pages' ? { json: { data: [] } } : graphError(190, 463);
    },
    [`GET ${V}/me`]: (req) => {
      const page = pageOf(req);
      return page ? { json: { id: page.id, name: page.name } } : graphError(190, 460);
    },
    [`POST ${V}/:page/feed`]: (req) => {
      const page = pageOf(req);
      // A Page token posts to its own Page only.
      if (!page || req.params.page !== page.id) return graphError(190, 463);
      const { message } = req.json() as { message: string };
      if (messages.has(message)) return graphError(506);
      messages.add(message);
      const id = `${page.id}_${next++}`;
      return { json: { id, permalink_url: `https://www.facebook.com/${page.id}/posts/${id}` } };
    },
    [`POST ${V}/:page/photos`]: (req) => ((req.json() as { url?: string }).url ? { json: { id: String(next++) } } : graphError(100)),
    [`POST ${V}/:page/videos`]: () => ({ json: { id: String(next++) } }),
  });
}
