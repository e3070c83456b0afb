import { sql } from 'drizzle-orm';
import { postState, type PostsQuery, type PostsResponse, type TargetState } from '../../../contract/posts';
import type { Db } from '../../db/client';
import { rows } from '../../db/raw-rows';
import { loadPosts } from './post-view';

/**
 * The creator's posts, newest first by each post's time (its first scheduled time, else when it first
 * went out, else when it was made), for the post list and a calendar: within [from, to), going to a
 * platform, in a state. A post's state is derived from its targets' (contract postState), so with a
 * state asked for, the posts in range are read with their targets' states and filtered here.
 */
export async function listPosts(db: Db, userId: string, query: PostsQuery): Promise<PostsResponse> {
  const time = sql`coalesce(min(t.scheduled_at), min(t.published_at), p.created_at)`;
  const found = await rows<{ id: string; states: TargetState[] | null }>(
    db,
    sql`select p.id, array_agg(t.status) filter (where t.id is not null) as states
        from posts p left join publications t on t.post_id = p.id
        where p.user_id = ${userId}
          ${query.platform ? sql`and exists (select 1 from publications x where x.post_id = p.id and x.platform = ${query.platform} and x.status <> 'cancelled')` : sql``}
        group by p.id
        having true
          ${query.from ? sql`and ${time} >= ${query.from}::timestamptz` : sql``}
          ${query.to ? sql`and ${time} < ${query.to}::timestamptz` : sql``}
        order by ${time} desc, p.id desc
        ${query.status ? sql`` : sql`limit ${query.limit}`}`,
  );
  const chosen = (query.status ? found.filter((row) => postState(row.states ?? []) === query.status) : found).slice(0, query.limit);
  return { posts: await loadPosts(db, userId, chosen.map((row) => row.id)) };
}
