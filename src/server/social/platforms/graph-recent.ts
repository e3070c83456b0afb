import type { PlatformProfile, PublishOutcome } from '../port';
import { graphCall, type GraphContext } from './graph';
import { arrayField, objectField, stringField } from './http';
import { isSamePost, listedAt, listFrom, MAX_PAGES, tooManyToTell } from './recent-match';

type MetaPlatform = 'Facebook' | 'Instagram';

/** Items read per page of a Graph list. */
const PAGE_SIZE = '25';
/** What a Graph list's `paging.next` carries over to the next page; never a token. */
const PAGING_PARAMS = ['after', 'until', 'since', '__paging_token'];

export interface RecentLookup {
  ctx: GraphContext;
  profile: PlatformProfile;
  since: Date;
  text: string;
}

/**
 * The items of a Graph list (`/{id}/published_posts`, `/{id}/media`) from `since` on, page by page
 * (`paging.next`, whose cursor or time bounds are carried over), at most MAX_PAGES pages: beyond them
 * a missing post proves nothing.
 */
async function* graphList(platform: MetaPlatform, ctx: GraphContext, path: string, opts: { fields: string; since: Date }) {
  const from = listFrom(opts.since);
  let query: Record<string, string> = { fields: opts.fields, since: String(Math.floor(from.getTime() / 1000)), limit: PAGE_SIZE };
  for (let page = 0; page < MAX_PAGES; page++) {
    const answer = await graphCall(ctx, 'GET', path, { query });
    for (const item of arrayField(answer, 'data')) {
      const at = listedAt(stringField(item, 'created_time') ?? stringField(item, 'timestamp'));
      // Graph's `since` is honoured by these lists; an item it lets through from before is left out all the same.
      if (!at || at >= from) yield item;
    }
    const next = stringField(objectField(answer, 'paging'), 'next');
    if (!next) return;
    const carried = new URL(next).searchParams;
    query = { fields: opts.fields, limit: PAGE_SIZE };
    for (const name of PAGING_PARAMS) {
      const value = carried.get(name);
      if (value) query[name] = value;
    }
  }
  throw tooManyToTell(platform);
}

/**
 * The Page's post since `since` with this text. `/published_posts` shows a Page post at once (a text,
 * or photos); a video (`/videos`, which Facebook fetches and processes first) becomes a post only once
 * processed, so the Page's videos are asked too, where it is listed from the start. A video is
 * answered by its own id, as `publish` answers it.
 */
export async function findRecentPagePost(lookup: RecentLookup): Promise<PublishOutcome | null> {
  const page = encodeURIComponent(lookup.profile.externalId);
  const posts = graphList('Facebook', lookup.ctx, `/${page}/published_posts`, {
    fields: 'id,message,created_time,permalink_url,attachments{media_type,target{id}}',
    since: lookup.since,
  });
  for await (const post of posts) {
    const id = stringField(post, 'id');
    const message = stringField(post, 'message');
    if (!id || !message || !isSamePost({ listed: message, wanted: lookup.text })) continue;
    const attachment = arrayField(objectField(post, 'attachments'), 'data')[0];
    const video = stringField(attachment, 'media_type') === 'video' ? stringField(objectField(attachment, 'target'), 'id') : undefined;
    if (video) return { externalId: video, url: `https://www.facebook.com/watch/?v=${video}` };
    return { externalId: id, url: stringField(post, 'permalink_url') ?? `https://www.facebook.com/${id}` };
  }
  const videos = graphList('Facebook', lookup.ctx, `/${page}/videos`, { fields: 'id,description,created_time', since: lookup.since });
  for await (const video of videos) {
    const id = stringField(video, 'id');
    const description = stringField(video, 'description');
    if (id && description && isSamePost({ listed: description, wanted: lookup.text })) return { externalId: id, url: `https://www.facebook.com/watch/?v=${id}` };
  }
  return null;
}

/**
 * The account's media since `since` with this caption (`/{ig-user-id}/media`, which lists a media as
 * soon as `media_publish` made it; a container never published is not there).
 */
export async function findRecentInstagramMedia(lookup: RecentLookup): Promise<PublishOutcome | null> {
  const media = graphList('Instagram', lookup.ctx, `/${encodeURIComponent(lookup.profile.externalId)}/media`, {
    fields: 'id,caption,timestamp,permalink',
    since: lookup.since,
  });
  for await (const item of media) {
    const id = stringField(item, 'id');
    const caption = stringField(item, 'caption');
    if (id && caption && isSamePost({ listed: caption, wanted: lookup.text })) return { externalId: id, url: stringField(item, 'permalink') ?? null };
  }
  return null;
}
