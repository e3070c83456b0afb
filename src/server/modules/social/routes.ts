import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody, SuccessResponse } from '../../../contract/errors';
import { aboutField } from '../../../contract/field-labels';
import {
  AccountsResponse,
  ChooseTargetRequest,
  AuthorizationUrlResponse,
  DemoAuthorizeRequest,
  DemoAuthorizeResponse,
  MediaResponse,
  MediaUsage,
  PlatformParams,
  Publication,
} from '../../../contract/social';
import { uploadLimits } from '../../files/intake';
import { requireSession } from '../../plugins/session-auth';
import { clearedConnectCookie, connectCookie, readConnectCookie } from './connect-cookie';
import type { MediaService } from './media';
import { mediaUploadLimit } from './media-upload-limit';
import type { PublishService } from './publish';
import { seenOrigin } from './return-origin';
import { STATE_TTL_MS, type SocialService } from './service';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 413: ErrorBody, 415: ErrorBody, 422: ErrorBody };

const CallbackQuery = z.object({
  code: z.string().max(4000).optional(),
  state: z.string().max(500).optional(),
  error: z.string().max(500).optional(),
  error_description: z.string().max(2000).optional(),
});

const MediaFileQuery = z.object({
  expires: z.coerce.number({ error: 'The link’s expiry time must be a number.' }).int('The link’s expiry time must be a whole number.'),
  sig: z.string().max(200),
});

export interface SocialRoutesOptions {
  social: SocialService;
  publishing: PublishService;
  media: MediaService;
}

/**
 * /api/social (docs/product/api.md): HTTP only, the services hold the logic. POST /api/social/publish is
 * the posts module's (modules/posts/publish-route.ts): it makes a post.
 */
export async function socialRoutes(app: FastifyInstance, opts: SocialRoutesOptions) {
  const { social, publishing, media } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const caps = media.caps;
  const secureCookies = new URL(app.config.appUrl).protocol === 'https:';
  await app.register(multipart, { limits: uploadLimits(Math.max(caps.image, caps.video)) });

  r.get('/accounts', {
    schema: { tags: ['social'], description: 'The creator’s connected accounts.', response: { 200: AccountsResponse, 401: ErrorBody } },
    handler: async (req) => social.accounts(requireSession(req).user.id),
  });

  r.delete('/accounts/:platform', {
    schema: {
      tags: ['social'],
      description: 'Disconnects an account, giving the access back at the platform where it can.',
      params: PlatformParams,
      response: { 200: SuccessResponse, ...errors },
    },
    handler: async (req) => social.disconnect(requireSession(req).user.id, req.params.platform),
  });

  r.put('/accounts/:platform/target', {
    schema: {
      tags: ['social'],
      description:
        'Chooses which of the accounts a connection manages it publishes as (one of `targets`, e.g. a Facebook Page). ' +
        '404 for an id not among them, 409 for a platform without such a choice.',
      params: PlatformParams,
      body: ChooseTargetRequest,
      response: { 200: SuccessResponse, ...errors, 409: ErrorBody },
    },
    handler: async (req) => social.chooseTarget(requireSession(req).user.id, req.params.platform, req.body.target_id),
  });

  r.get('/oauth/:platform', {
    schema: {
      tags: ['social'],
      description:
        'Where to send the creator to connect a platform: the platform’s consent page, or Inkwell’s demo consent page for a platform ' +
        'without configured credentials. Also sets a cookie, valid for the connection’s 10 minutes, that the callback requires: ' +
        'a connection completes only in the browser that started it. 403 when the plan allows no more accounts. ' +
        'A demo connection returns to the address the app is open at when it is this machine, or on a local install its network address at APP_URL’s port; ' +
        'a real platform returns only to APP_URL, so a start from another address is refused with 409 saying where to open Inkwell.',
      params: PlatformParams,
      response: { 200: AuthorizationUrlResponse, ...errors, 409: ErrorBody },
    },
    handler: async (req, reply) => {
      const { platform } = req.params;
      const started = await social.startConnect(requireSession(req).user, platform, seenOrigin(req));
      // The callback accepts the state only from the browser holding this cookie.
      void reply.header('set-cookie', connectCookie({ platform, secure: secureCookies, stateHash: started.stateHash, maxAgeMs: STATE_TTL_MS }));
      return { authorization_url: started.authorization_url };
    },
  });

  r.get('/oauth/:platform/callback', {
    config: { public: true },
    schema: {
      tags: ['social'],
      description:
        'The platform’s redirect back; answers 302 to /social-accounts?oauth_success=true&platform=… or ?oauth_error=…. ' +
        'Connects nothing unless the browser holds the cookie the start call set for this connection.',
      params: PlatformParams,
      querystring: CallbackQuery,
      response: { 422: ErrorBody },
    },
    handler: async (req, reply) => {
      const { platform } = req.params;
      const location = await social.finishConnect({ platform, query: req.query, cookie: readConnectCookie(req.headers.cookie, platform) });
      return reply.header('set-cookie', clearedConnectCookie({ platform, secure: secureCookies })).redirect(location, 302);
    },
  });

  r.post('/demo/authorize', {
    schema: {
      tags: ['social'],
      description: 'The demo consent page’s Authorize button: the callback URL to go to, with a code for the state, on the address the page is open at.',
      body: DemoAuthorizeRequest,
      response: { 200: DemoAuthorizeResponse, ...errors, 409: ErrorBody },
    },
    handler: async (req) => social.demoAuthorize(requireSession(req).user, { ...req.body, seen: seenOrigin(req) }),
  });

  r.get('/publications/:id', {
    schema: {
      tags: ['social'],
      description: 'One of the creator’s publications: a target of a post (`post_id`, null once the post was deleted), in any of its states.',
      params: z.object({ id: z.string().max(100) }),
      response: { 200: Publication, ...errors },
    },
    handler: async (req) => publishing.publication(requireSession(req).user.id, req.params.id),
  });

  r.post('/media', {
    schema: {
      tags: ['social'],
      description:
        `Uploads an image (JPEG, PNG, WebP, GIF; at most ${caps.image / 2 ** 20} MB) or a video (MP4, MOV, WebM; at most ` +
        `${caps.video / 2 ** 20} MB) to attach to a post: multipart/form-data with the file in a field named "file". The type is read from the content. ` +
        'It counts against the plan’s media storage (413 when it does not fit; see /media/usage), and each creator may upload ' +
        `${app.config.rateLimits.mediaUploadPerUser.max} files per window (429).`,
      consumes: ['multipart/form-data'],
      response: { 200: MediaResponse, ...errors, 429: ErrorBody, 503: ErrorBody },
    },
    preHandler: mediaUploadLimit(app),
    handler: async (req) => media.upload(requireSession(req).user.id, req),
  });

  r.get('/media/usage', {
    schema: {
      tags: ['social'],
      description: 'The media the creator keeps stored and the plan’s limit, in bytes. Uploads not published with a post within 24 hours are deleted.',
      response: { 200: MediaUsage, 401: ErrorBody },
    },
    handler: async (req) => media.usage(requireSession(req).user.id),
  });

  // Answers a stream, not JSON: typed by hand rather than through a response schema.
  app.get<{ Params: { id: string }; Querystring: z.infer<typeof MediaFileQuery> }>('/media/:id/file', {
    config: { public: true },
    schema: {
      tags: ['social'],
      description: 'An attached file behind a signed, expiring link (for platforms that fetch media themselves). Supports one byte range.',
      params: z.object({ id: z.uuid({ error: aboutField('id', 'must be a media id') }) }),
      querystring: MediaFileQuery,
      response: { 403: ErrorBody, 404: ErrorBody, 416: ErrorBody, 422: ErrorBody },
    },
    handler: async (req, reply) => {
      const file = await media.file({ id: req.params.id, expires: req.query.expires, sig: req.query.sig, range: req.headers.range });
      return reply.code(file.status).headers(file.headers).send(file.body);
    },
  });
}
