import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorBody } from '../../../contract/errors';
import { PublishRequest, PublishResponse } from '../../../contract/social';
import { requireSession } from '../../plugins/session-auth';
import type { PostsService } from './posts-service';
import { PUBLISH_WAIT_MS } from './publish-now';
import { answeringRefusals, RefusalBody } from './refusal-reply';

/** The documented example names a platform, so that a request built from the docs is a valid one. */
const PublishBody = PublishRequest.extend({ platforms: PublishRequest.shape.platforms.meta({ examples: [['twitter', 'linkedin']] }) });

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 413: ErrorBody, 415: ErrorBody };

/**
 * POST /api/social/publish (SPEC §7), registered under /api/social by the posts module: it makes a post
 * published now and keeps its request and answer.
 */
export async function publishRoute(app: FastifyInstance, opts: { posts: PostsService }) {
  const { posts } = opts;
  app.withTypeProvider<ZodTypeProvider>().post('/publish', {
    schema: {
      tags: ['social'],
      description:
        'Publishes to each platform on its own, as a post (GET /api/posts/{post_id}); the results say, per platform, whether it worked. ' +
        `Platforms still publishing after about ${PUBLISH_WAIT_MS / 1000} s answer \`pending: true\`: follow them on the post. ` +
        'Each platform’s rules and a connected account are checked first: 422 with `platforms` saying why for each platform that cannot take it, and nothing is published.',
      body: PublishBody,
      response: { 200: PublishResponse, ...errors, 422: RefusalBody },
    },
    handler: async (req, reply) => answeringRefusals(reply, () => posts.publishNow(requireSession(req).user.id, req.body)),
  });
}
