import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody } from '../../../contract/errors';
import {
  CreatePostRequest,
  DeletePostResponse,
  Post,
  PostsQuery,
  PostsResponse,
  RescheduleTargetRequest,
  ResolveTargetRequest,
  RetryPostRequest,
  UpdatePostRequest,
} from '../../../contract/posts';
import { requireSession } from '../../plugins/session-auth';
import type { PostsService } from './posts-service';
import { answeringRefusals, RefusalBody } from './refusal-reply';

const errors = { 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 422: ErrorBody };
// Any text: an id that cannot be a post's is a 404 like another creator's, never a validation error.
const PostParams = z.object({ id: z.string().max(100) });
const TargetParams = PostParams.extend({ target_id: z.string().max(100) });

const REFUSED =
  'Each platform’s rules (length as the platform counts it, X by its weighted 280 unless `thread`; the media it needs) and a connected account ' +
  'are checked first: 422 with `platforms` saying why for each platform that cannot take it, and nothing is made.';

/** /api/posts (docs/product/api.md): HTTP only, the service holds the logic. */
export async function postsRoutes(app: FastifyInstance, opts: { posts: PostsService }) {
  const { posts } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/', {
    schema: {
      tags: ['posts'],
      description:
        'Makes a post: published now, scheduled (`scheduled_at`, from now to a year ahead; or `queue`: each platform’s next free queue slot) or kept ' +
        'as a draft (`draft`). A scheduled post takes one unit of the month’s social posts (403 over the limit, nothing made). The text comes from ' +
        '`text`, else from the history item `content_id`; `variants` give a platform its own text. ' +
        REFUSED,
      body: CreatePostRequest,
      response: { 201: Post, ...errors, 422: RefusalBody },
    },
    handler: async (req, reply) => answeringRefusals(reply, async () => reply.code(201).send(await posts.create(requireSession(req).user.id, req.body))),
  });

  r.get('/', {
    schema: {
      tags: ['posts'],
      description:
        'The creator’s posts, newest first by each post’s time (its first scheduled time, else when it went out, else when it was made): ' +
        'within [`from`, `to`), going to `platform`, in `status`.',
      querystring: PostsQuery,
      response: { 200: PostsResponse, ...errors },
    },
    handler: async (req) => posts.list(requireSession(req).user.id, req.query),
  });

  r.get('/:id', {
    schema: {
      tags: ['posts'],
      description: 'One post with each target’s state, link, error in plain words and numbers once measured.',
      params: PostParams,
      response: { 200: Post, ...errors },
    },
    handler: async (req) => posts.get(requireSession(req).user.id, req.params.id),
  });

  r.patch('/:id', {
    schema: {
      tags: ['posts'],
      description:
        'Changes a post while every target it has is a draft or scheduled (409 otherwise): its text, variants, platforms (new ones added, removed ones ' +
        'cancelled), media, thread, or time (`scheduled_at: null` makes it a draft). ' +
        REFUSED,
      params: PostParams,
      body: UpdatePostRequest,
      response: { 200: Post, ...errors, 422: RefusalBody },
    },
    handler: async (req, reply) => answeringRefusals(reply, () => posts.update(requireSession(req).user.id, req.params.id, req.body)),
  });

  r.delete('/:id', {
    schema: {
      tags: ['posts'],
      description:
        'Deletes a post: what was scheduled is cancelled. Targets already published stay on their platforms (Inkwell does not delete them there) and in ' +
        'analytics; the answer names those platforms. 409 while a target is being published.',
      params: PostParams,
      response: { 200: DeletePostResponse, ...errors },
    },
    handler: async (req) => posts.remove(requireSession(req).user.id, req.params.id),
  });

  r.post('/:id/retry', {
    schema: {
      tags: ['posts'],
      description:
        'Publishes the failed targets again, and those that needed reconnecting once their account is connected again (409 naming the platforms ' +
        'to reconnect first); 409 when there is nothing to retry. `platforms` limits it to those platforms (all of them without a body).',
      params: PostParams,
      body: RetryPostRequest.nullish(),
      response: { 200: Post, ...errors },
    },
    handler: async (req) => posts.retry(requireSession(req).user.id, req.params.id, req.body?.platforms),
  });

  r.patch('/:id/targets/:target_id', {
    schema: {
      tags: ['posts'],
      description:
        'Moves one platform’s target to another time (`scheduled_at`, from now to a year ahead), the post’s other platforms staying where they are: ' +
        'a scheduled target, one waiting for its account to be reconnected before its time, or a missed one (scheduled again). The job sent for ' +
        'the old time does nothing. Takes no social-post unit. 409 once it has started publishing or is done; 404 for a target not yours.',
      params: TargetParams,
      body: RescheduleTargetRequest,
      response: { 200: Post, ...errors },
    },
    handler: async (req) => posts.reschedule(requireSession(req).user.id, req.params.id, req.params.target_id, req.body),
  });

  r.post('/:id/targets/:target_id/resolve', {
    schema: {
      tags: ['posts'],
      description:
        'For a target whose outcome is unknown (the platform did not answer and could not be asked): `published: true` records it as published ' +
        '(with its `url` when given), `false` publishes it again. 409 for a target whose outcome is known.',
      params: TargetParams,
      body: ResolveTargetRequest,
      response: { 200: Post, ...errors },
    },
    handler: async (req) => posts.resolve(requireSession(req).user.id, req.params.id, req.params.target_id, req.body),
  });
}
