import twitterText from 'twitter-text';
import type { PlatformProfile, PlatformTokens, PublishOutcome } from '../port';
import { apiUrl, arrayField, bearer, fetchJson, objectField, stringField, type ExplainFailure } from './http';
import { isSamePost, listFrom, MAX_PAGES, removeSchemeLinks, tooManyToTell, type LinkRemover } from './recent-match';

/** Posts read per page of the account's timeline (X allows 5–100). */
const PAGE_SIZE = 20;

/** Every link X recognises in a text, bare domains too (X puts a t.co link in place of each), and any other `http(s)://` one. */
const removeTwitterLinks: LinkRemover = (text) => {
  let rest = text;
  for (const url of twitterText.extractUrls(text)) rest = rest.replace(url, ' ');
  return removeSchemeLinks(rest);
};

/** X's time parameters take whole seconds: `YYYY-MM-DDTHH:mm:ssZ`. */
function xTime(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

export interface RecentTweetsContext {
  api: string;
  timeoutMs: number;
  /** The client's explanation of X's failures (twitter.ts). */
  explain: ExplainFailure;
}

/**
 * The account's own post since `since` whose text is `text` (a thread: its first part), from its
 * timeline (`GET /2/users/:id/tweets`, tweet.read), which shows a post as soon as X has made it.
 * Reposts and replies are left out: Inkwell's post, or a thread's first part, is neither.
 */
export async function findRecentTweet(
  ctx: RecentTweetsContext,
  opts: { tokens: PlatformTokens; profile: PlatformProfile; since: Date; text: string; signal?: AbortSignal },
): Promise<PublishOutcome | null> {
  let pageToken: string | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const query: Record<string, string> = {
      start_time: xTime(listFrom(opts.since)),
      max_results: String(PAGE_SIZE),
      exclude: 'retweets,replies',
      'tweet.fields': 'created_at',
      ...(pageToken ? { pagination_token: pageToken } : {}),
    };
    const answer = await fetchJson(
      apiUrl(ctx.api, `/2/users/${encodeURIComponent(opts.profile.externalId)}/tweets`, query),
      { method: 'GET', headers: bearer(opts.tokens.accessToken) },
      { timeoutMs: ctx.timeoutMs, signal: opts.signal, explain: ctx.explain },
    );
    for (const post of arrayField(answer, 'data')) {
      const id = stringField(post, 'id');
      const listed = stringField(post, 'text');
      if (id && listed && isSamePost({ listed, wanted: opts.text, removeLinks: removeTwitterLinks })) {
        return { externalId: id, url: `https://x.com/${encodeURIComponent(opts.profile.username)}/status/${id}` };
      }
    }
    pageToken = stringField(objectField(answer, 'meta'), 'next_token');
    if (!pageToken) return null;
  }
  throw tooManyToTell('X');
}
