import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { postState, type Post, type PostTarget } from '../../../contract/posts';
import { PUBLISH_PLATFORMS } from '../../../contract/social';
import type { Db } from '../../db/client';
import { posts, publicationMetrics, publications } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { POST_MESSAGES } from './post-messages';

export type PostRow = typeof posts.$inferSelect;
export type TargetRow = typeof publications.$inferSelect;
type MetricsRow = typeof publicationMetrics.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether an id from a URL can be a row's: anything else is "does not exist", never a database error. */
export const isUuid = (id: string) => UUID.test(id);

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** Minutes after its time a scheduled target went out, when more than one: Inkwell was down at its time. */
export function lateMinutes(row: Pick<TargetRow, 'status' | 'scheduledAt' | 'publishedAt'>): number | null {
  if (row.status !== 'published' || !row.scheduledAt || !row.publishedAt) return null;
  const minutes = Math.floor((row.publishedAt.getTime() - row.scheduledAt.getTime()) / 60_000);
  return minutes > 1 ? minutes : null;
}

function toTarget(row: TargetRow, metrics: MetricsRow | undefined): PostTarget {
  return {
    id: row.id,
    platform: row.platform,
    state: row.status,
    text: row.content,
    own_text: row.ownText,
    parts: row.parts ?? null,
    username: row.username,
    url: row.url,
    error: row.error,
    demo_mode: row.demoMode,
    scheduled_at: iso(row.scheduledAt),
    scheduled_timezone: row.scheduledTz,
    published_at: iso(row.publishedAt),
    late_minutes: lateMinutes(row),
    attempts: row.attempts,
    metrics: metrics
      ? {
          impressions: metrics.impressions,
          likes: metrics.likes,
          comments: metrics.comments,
          shares: metrics.shares,
          views: metrics.views,
          fetched_at: iso(metrics.fetchedAt),
        }
      : null,
  };
}

/** A post as the API answers it: its targets in the platforms' usual order, its state derived from theirs. */
export function toPost(post: PostRow, targets: readonly TargetRow[], metrics: readonly MetricsRow[] = []): Post {
  const ordered = [...targets].sort((a, b) => PUBLISH_PLATFORMS.indexOf(a.platform) - PUBLISH_PLATFORMS.indexOf(b.platform));
  const live = ordered.filter((t) => t.status !== 'cancelled');
  const times = live.map((t) => t.scheduledAt?.getTime()).filter((t): t is number => t !== undefined);
  return {
    id: post.id,
    state: postState(ordered.map((t) => t.status)),
    content_id: post.contentId,
    text: post.text,
    media_ids: post.mediaIds,
    thread: post.thread,
    scheduled_at: times.length > 0 ? new Date(Math.min(...times)).toISOString() : null,
    created_at: post.createdAt.toISOString(),
    updated_at: post.updatedAt.toISOString(),
    targets: ordered.map((t) => toTarget(t, metrics.find((m) => m.publicationId === t.id))),
  };
}

/** The creator's posts with these ids, in this order (ids that are not theirs are left out). */
export async function loadPosts(db: Db, userId: string, ids: readonly string[]): Promise<Post[]> {
  if (ids.length === 0) return [];
  const [postRows, targetRows, metricRows] = await Promise.all([
    db.select().from(posts).where(and(eq(posts.userId, userId), inArray(posts.id, [...ids]))),
    db.select().from(publications).where(and(eq(publications.userId, userId), inArray(publications.postId, [...ids]))),
    // Numbers once measured (real platforms only): a pending row has none to show.
    db
      .select({ m: publicationMetrics })
      .from(publicationMetrics)
      .innerJoin(publications, eq(publications.id, publicationMetrics.publicationId))
      .where(and(eq(publications.userId, userId), inArray(publications.postId, [...ids]), isNotNull(publicationMetrics.fetchedAt))),
  ]);
  const byId = new Map(postRows.map((p) => [p.id, p]));
  return ids.flatMap((id) => {
    const post = byId.get(id);
    if (!post) return [];
    return [toPost(post, targetRows.filter((t) => t.postId === id), metricRows.map((r) => r.m))];
  });
}

/** One of the creator's posts; 404 for another creator's, a deleted one or an id that cannot be one. */
export async function loadPost(db: Db, userId: string, id: string): Promise<Post> {
  const [post] = isUuid(id) ? await loadPosts(db, userId, [id]) : [];
  if (!post) throw new HttpError(404, POST_MESSAGES.notFound);
  return post;
}

/** A post's row and its targets' rows, for a change; 404 as loadPost. */
export async function loadPostRows(db: Db, userId: string, id: string): Promise<{ post: PostRow; targets: TargetRow[] }> {
  const [post] = isUuid(id) ? await db.select().from(posts).where(and(eq(posts.id, id), eq(posts.userId, userId))) : [];
  if (!post) throw new HttpError(404, POST_MESSAGES.notFound);
  const targets = await db.select().from(publications).where(eq(publications.postId, id));
  return { post, targets };
}
