import { SocialError } from '../errors';
import type { PlatformTokens, PublishOutcome } from '../port';
import { arrayField, objectField, stringField, type ExplainFailure } from './http';
import { isSamePost, listedAt, listFrom, MAX_PAGES } from './recent-match';
import { explainTikTok } from './tiktok-errors';

/** Videos read per page of the creator's list (TikTok allows up to 20). */
const PAGE_SIZE = 20;
const FIELDS = 'id,title,video_description,create_time,share_url';

const CANNOT_TELL =
  'TikTok did not list this video, but TikTok lists only public videos, and only once it has processed them, so Inkwell cannot tell whether it was posted. Check your TikTok profile.';

/** A POST to TikTok's API, as the client makes them (tiktok.ts). */
export type TikTokPost = (accessToken: string, path: string, body: unknown, signal: AbortSignal | undefined, explain: ExplainFailure) => Promise<Record<string, unknown>>;

/** A connection made before Inkwell asked for video.list lacks it: connecting again allows it, so `invalid`. */
const explainList: ExplainFailure = (failure) =>
  ['scope_not_authorized', 'scope_permission_missed'].includes(stringField(objectField(failure.body, 'error'), 'code') ?? '')
    ? { kind: 'invalid', message: 'TikTok does not let Inkwell read this account’s videos. Connect the account again and allow everything Inkwell asks for.' }
    : explainTikTok(failure);

/**
 * The creator's video since `since` whose caption is `text`, from `/v2/video/list/` (video.list, newest
 * first). That list holds public videos only (an app TikTok has not audited posts privately) and a
 * video appears there once TikTok has processed it, so a video not listed proves nothing: that throws
 * `invalid` (the creator decides) rather than answering null, which would post it a second time.
 */
export async function findRecentTikTok(post: TikTokPost, opts: { tokens: PlatformTokens; since: Date; text: string; signal?: AbortSignal }): Promise<PublishOutcome | null> {
  const from = listFrom(opts.since);
  let cursor: string | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const answer = objectField(
      await post(opts.tokens.accessToken, `/v2/video/list/?fields=${FIELDS}`, { max_count: PAGE_SIZE, ...(cursor ? { cursor: Number(cursor) } : {}) }, opts.signal, explainList),
      'data',
    );
    for (const video of arrayField(answer, 'videos')) {
      // Newest first: past `since`, the rest is older still.
      const at = listedAt(stringField(video, 'create_time'));
      if (at && at < from) throw new SocialError('invalid', CANNOT_TELL);
      const id = stringField(video, 'id');
      const caption = [stringField(video, 'video_description'), stringField(video, 'title')].find((text) => text && isSamePost({ listed: text, wanted: opts.text }));
      if (id && caption) return { externalId: id, url: stringField(video, 'share_url') ?? null };
    }
    cursor = answer?.has_more === true ? stringField(answer, 'cursor') : undefined;
    if (!cursor) break;
  }
  throw new SocialError('invalid', CANNOT_TELL);
}
