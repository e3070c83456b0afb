import { SocialError } from '../errors';
import type { PlatformTokens, PublishOutcome } from '../port';
import { apiUrl, arrayField, bearer, fetchJson, objectField, stringField, type ExplainFailure } from './http';
import { isSamePost, listedAt, listFrom, MAX_PAGES } from './recent-match';

/** Uploads read per page of the channel's uploads playlist (YouTube allows up to 50). */
const PAGE_SIZE = '25';

const CANNOT_TELL =
  'YouTube did not list this video among the channel’s uploads, but its list can lag behind an upload, so Inkwell cannot tell whether it was uploaded. Check YouTube Studio.';

/**
 * The channel's upload since `since` whose description is `description` (as `publish` wrote it), from
 * its uploads playlist (channels.list → contentDetails.relatedPlaylists.uploads, then playlistItems.list:
 * 1 quota unit each, where search.list would take 100; youtube.readonly). YouTube adds an upload to
 * that playlist a while after the upload itself, so a video not listed proves nothing: that throws
 * `invalid` (the creator decides) rather than answering null, which would upload it a second time.
 */
export async function findRecentUpload(
  ctx: { api: string; timeoutMs: number; explain: ExplainFailure },
  opts: { tokens: PlatformTokens; since: Date; description: string; signal?: AbortSignal },
): Promise<PublishOutcome | null> {
  const get = (path: string, query: Record<string, string>) =>
    fetchJson(apiUrl(ctx.api, path, query), { method: 'GET', headers: bearer(opts.tokens.accessToken) }, { timeoutMs: ctx.timeoutMs, signal: opts.signal, explain: ctx.explain });
  const channel = arrayField(await get('/youtube/v3/channels', { part: 'contentDetails', mine: 'true' }), 'items')[0];
  const uploads = stringField(objectField(objectField(channel, 'contentDetails'), 'relatedPlaylists'), 'uploads');
  if (!uploads) throw new SocialError('invalid', CANNOT_TELL);
  const from = listFrom(opts.since);
  let pageToken: string | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const answer = await get('/youtube/v3/playlistItems', { part: 'snippet,contentDetails', playlistId: uploads, maxResults: PAGE_SIZE, ...(pageToken ? { pageToken } : {}) });
    for (const item of arrayField(answer, 'items')) {
      const snippet = objectField(item, 'snippet');
      const id = stringField(objectField(item, 'contentDetails'), 'videoId') ?? stringField(objectField(snippet, 'resourceId'), 'videoId');
      // The uploads playlist lists the newest first: past `since`, the rest is older still.
      const at = listedAt(stringField(snippet, 'publishedAt'));
      if (at && at < from) throw new SocialError('invalid', CANNOT_TELL);
      const description = stringField(snippet, 'description');
      if (id && description && isSamePost({ listed: description, wanted: opts.description })) return { externalId: id, url: `https://www.youtube.com/watch?v=${id}` };
    }
    pageToken = stringField(answer, 'nextPageToken');
    if (!pageToken) break;
  }
  throw new SocialError('invalid', CANNOT_TELL);
}
