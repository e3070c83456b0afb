import { GRAPH_VERSION } from '../../social/platforms/graph';
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

/** Ink Page's token from a connection made before Inkwell asked for pages_read_user_content and read_insights. */
export const GRAPH_OLD_PAGE_TOKEN = 'EAAG-old-page-token-secret';

/**
 * Ink Page's published posts and their numbers: a post with shares, one nobody shared (Graph leaves
 * `shares` out) and a video (its own id, no `shares` field, views in its video_insights).
 */
export const GRAPH_POSTS: Record<string, { video?: true; shares?: number; reactions: number; comments: number; views: number }> = {
  '1111_900': { shares: 3, reactions: 25, comments: 4, views: 812 },
  '1111_901': { reactions: 0, comments: 0, views: 9 },
  '7001': { video: true, reactions: 6, comments: 1, views: 150 },
};

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
  /** Every Page post and video made, in order (a video becomes a post once Facebook has processed it: `processVideos`). */
  const made: GraphPagePost[] = [];
  const pageOf = (req: RecordedRequest) =>
    req.headers.authorization === `Bearer ${GRAPH_OLD_PAGE_TOKEN}` ? GRAPH_PAGES[0] : GRAPH_PAGES.find((page) => req.headers.authorization === `Bearer ${page.token}`);
  const oldConnection = (req: RecordedRequest) => req.headers.authorization === `Bearer ${GRAPH_OLD_PAGE_TOKEN}`;
  /** Ink Page's post the request is about, or the error Graph answers for it. */
  const postOf = (req: RecordedRequest) => {
    const page = pageOf(req);
    if (!page) return { error: graphError(190, 463) };
    const post = page.id === '1111' ? GRAPH_POSTS[req.params.id!] : undefined;
    return post ? { post } : { error: graphError(100, 33) };
  };
  const insight = (id: string, edge: string, name: string, value: number) => ({
    json: { data: [{ name, period: 'lifetime', values: [{ value }], title: name, description: `Lifetime: ${name}`, id: `${id}/${edge}/${name}/lifetime` }], paging: {} },
  });
  const api = await startLocalApi({
    [`GET ${V}/:page/published_posts`]: (req) => {
      const page = pageOf(req);
      if (!page || req.params.page !== page.id) return graphError(190, 463);
      const fields = req.query.get('fields')?.split(/,(?![^{]*\})/) ?? [];
      if (!fields.includes('message') || !fields.includes('created_time')) return graphError(100);
      const listed = made.filter((post) => post.pageId === page.id && !post.processing && post.kind !== 'video');
      return graphPage(req, listed, (post) => ({
        id: post.id,
        message: post.text,
        created_time: graphTime(post.createdAt),
        permalink_url: `https://www.facebook.com/${post.id}`,
        ...(post.videoId && fields.some((f) => f.startsWith('attachments')) ? { attachments: { data: [{ media_type: 'video', target: { id: post.videoId, url: `https://www.facebook.com/watch/?v=${post.videoId}` } }] } } : {}),
      }));
    },
    [`GET ${V}/:page/videos`]: (req) => {
      const page = pageOf(req);
      if (!page || req.params.page !== page.id) return graphError(190, 463);
      const listed = made.filter((post) => post.pageId === page.id && post.kind === 'video');
      return graphPage(req, listed, (video) => ({ id: video.id, description: video.text, created_time: graphTime(video.createdAt) }));
    },
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
    [`GET ${V}/:id`]: (req) => {
      const { post, error } = postOf(req);
      if (!post) return error;
      const id = req.params.id!;
      const fields = req.query.get('fields')?.split(/,(?![^(]*\))/) ?? [];
      const answer: Record<string, unknown> = { id };
      for (const field of fields) {
        if (field === 'id') continue;
        if (field === 'shares') {
          if (post.video) return graphError(100);
          if (post.shares !== undefined) answer.shares = { count: post.shares };
        } else if (field === 'reactions.summary(total_count).limit(0)') {
          answer.reactions = { data: [], summary: { total_count: post.reactions } };
        } else if (field === 'comments.summary(total_count).limit(0)') {
          // Comments are the visitors' content: pages_read_user_content.
          if (oldConnection(req)) return graphError(10, undefined, 403);
          answer.comments = { data: [], summary: { order: 'ranked', total_count: post.comments, can_comment: true } };
        } else {
          return graphError(100);
        }
      }
      return { json: answer };
    },
    [`GET ${V}/:id/insights`]: (req) => {
      const { post, error } = postOf(req);
      if (!post) return error;
      if (oldConnection(req)) return graphError(200, undefined, 403);
      if (post.video || req.query.get('metric') !== 'post_media_view') return graphError(100);
      return insight(req.params.id!, 'insights', 'post_media_view', post.views);
    },
    [`GET ${V}/:id/video_insights`]: (req) => {
      const { post, error } = postOf(req);
      if (!post) return error;
      if (!post.video || req.query.get('metric') !== 'total_video_views') return graphError(100);
      return insight(req.params.id!, 'video_insights', 'total_video_views', post.views);
    },
    [`POST ${V}/:page/feed`]: (req) => {
      const page = pageOf(req);
      // A Page token posts to its own Page only.
      if (!page || req.params.page !== page.id) return graphError(190, 463);
      const { message } = req.json() as { message: string };
      if (messages.has(message)) return graphError(506);
      messages.add(message);
      const id = `${page.id}_${next++}`;
      made.push({ kind: 'post', id, pageId: page.id, text: message, createdAt: new Date() });
      return { json: { id, permalink_url: `https://www.facebook.com/${page.id}/posts/${id}` } };
    },
    [`POST ${V}/:page/photos`]: (req) => ((req.json() as { url?: string }).url ? { json: { id: String(next++) } } : graphError(100)),
    [`POST ${V}/:page/videos`]: (req) => {
      const page = pageOf(req);
      const id = String(next++);
      const description = (req.json() as { description?: string }).description ?? '';
      if (page) {
        made.push({ kind: 'video', id, pageId: page.id, text: description, createdAt: new Date() });
        made.push({ kind: 'post', id: `${page.id}_${next++}`, pageId: page.id, text: description, createdAt: new Date(), videoId: id, processing: true });
      }
      return { json: { id } };
    },
  });
  return {
    ...api,
    made,
    /** Facebook has processed the videos: each one's post shows on the Page. */
    processVideos: () => made.forEach((post) => delete post.processing),
  };
}

/** A Page post or video as the local Graph server keeps it. */
export interface GraphPagePost {
  kind: 'post' | 'video';
  id: string;
  pageId: string;
  text: string;
  createdAt: Date;
  /** A video's post: the video it shows. */
  videoId?: string;
  /** A video's post before Facebook has processed the video: not listed yet. */
  processing?: true;
}

/** Meta's timestamps: `2025-05-01T10:00:00+0000`. */
export function graphTime(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, '+0000');
}

/**
 * A Graph list answer, newest first: `since` (Unix seconds) as Meta honours it, `limit`, and cursor
 * paging (`paging.cursors.after`, and a `paging.next` URL repeating the query with `after`; the token
 * is not in it, as it was not in the query).
 */
export function graphPage<T extends { createdAt: Date }>(req: RecordedRequest, items: T[], show: (item: T) => Record<string, unknown>) {
  const since = Number(req.query.get('since') ?? '0') * 1000;
  const limit = Number(req.query.get('limit') ?? '25');
  const listed = items.filter((item) => item.createdAt.getTime() >= since).sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  const offset = Number(Buffer.from(req.query.get('after') ?? '', 'base64url').toString() || '0');
  const page = listed.slice(offset, offset + limit);
  const after = Buffer.from(String(offset + limit)).toString('base64url');
  const more = offset + limit < listed.length;
  const nextUrl = new URL(`https://graph.facebook.com${req.path}`);
  nextUrl.searchParams.set('fields', req.query.get('fields') ?? '');
  nextUrl.searchParams.set('limit', String(limit));
  if (req.query.get('since')) nextUrl.searchParams.set('since', req.query.get('since')!);
  nextUrl.searchParams.set('after', after);
  return { json: { data: page.map(show), paging: { cursors: { before: 'MA', after }, ...(more ? { next: nextUrl.toString() } : {}) } } };
}
