import type { PublishPlatform } from '../../../contract/social';
import type {
  CreatePostRequest,
  DeletePostResponse,
  Post,
  PostsQuery,
  PostsResponse,
  RescheduleTargetRequest,
  ResolveTargetRequest,
  UpdatePostRequest,
} from '../../../contract/posts';
import type { PublishRequest, PublishResponse } from '../../../contract/social';
import type { Db } from '../../db/client';
import { cancelScheduledFor } from './cancel-scheduled';
import { createPost } from './create-post';
import { deletePost } from './delete-post';
import type { PostEvents } from './post-events';
import { listPosts } from './post-list';
import { loadPost } from './post-view';
import type { PostsDeps } from './posts-deps';
import { publishNow } from './publish-now';
import { rescheduleTarget } from './reschedule-target';
import { resolveTarget } from './resolve-target';
import { retryPost } from './retry-post';
import { updatePost } from './update-post';

/**
 * Posts (issue 25): one piece of content to several platforms, each a target with its own text and state,
 * published now, at a time, or kept as a draft. This service makes and changes them; the publish job
 * (publish-target.ts) moves their targets. Each concern is its own file; this is what the routes call.
 */
export class PostsService {
  constructor(private readonly deps: PostsDeps & { events: PostEvents }) {}

  create(userId: string, request: CreatePostRequest): Promise<Post> {
    return createPost(this.deps, userId, request);
  }

  list(userId: string, query: PostsQuery): Promise<PostsResponse> {
    return listPosts(this.deps.db, userId, query);
  }

  get(userId: string, postId: string): Promise<Post> {
    return loadPost(this.deps.db, userId, postId);
  }

  update(userId: string, postId: string, request: UpdatePostRequest): Promise<Post> {
    return updatePost(this.deps, userId, postId, request);
  }

  remove(userId: string, postId: string): Promise<DeletePostResponse> {
    return deletePost(this.deps, userId, postId);
  }

  retry(userId: string, postId: string, platforms?: PublishPlatform[]): Promise<Post> {
    return retryPost(this.deps, userId, postId, platforms);
  }

  /** One platform's target to another time (the calendar's drag and "Move"). */
  reschedule(userId: string, postId: string, targetId: string, request: RescheduleTargetRequest): Promise<Post> {
    return rescheduleTarget(this.deps, userId, postId, targetId, request);
  }

  resolve(userId: string, postId: string, targetId: string, request: ResolveTargetRequest): Promise<Post> {
    return resolveTarget(this.deps, userId, postId, targetId, request);
  }

  /**
   * Cancels the scheduled targets of pieces about to be deleted, in the caller's transaction `db`: how many
   * posts had one, and `refund`, to be called once that transaction is committed, which gives back the
   * social-post units of the posts left with nothing to come.
   */
  async cancelScheduledFor(opts: { db: Db; userId: string; contentIds: readonly string[] }): Promise<{ posts: number; refund: () => Promise<void> }> {
    const cancelled = await cancelScheduledFor(opts);
    return {
      posts: cancelled.posts,
      refund: async () => {
        for (const period of cancelled.refunds) await this.deps.quota.giveBack(opts.userId, period);
      },
    };
  }

  /** POST /api/social/publish: a post published now, answered within about ten seconds. */
  publishNow(userId: string, request: PublishRequest): Promise<PublishResponse> {
    return publishNow(this.deps, userId, request);
  }
}
