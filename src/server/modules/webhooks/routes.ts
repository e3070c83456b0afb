import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody } from '../../../contract/errors';
import {
  CreateWebhookRequest,
  CreatedWebhook,
  MAX_WEBHOOK_ENDPOINTS,
  TestDeliveryResponse,
  WEBHOOK_EVENTS,
  WEBHOOK_LOG_SIZE,
  WEBHOOK_TEST_EVENT,
  WebhookDeliveriesResponse,
  WebhookParams,
  WebhooksResponse,
} from '../../../contract/webhooks';
import { requireSession } from '../../plugins/session-auth';
import { enforce } from '../../rate-limit/rate-limits';
import type { WebhooksService } from './service';

const errors = { 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 422: ErrorBody };
const ENTERPRISE = 'Enterprise plan only (403 otherwise).';
const SIGNING =
  'Each delivery is a POST of `{type, timestamp, data}` signed the Standard Webhooks way: headers `webhook-id`, `webhook-timestamp` and ' +
  '`webhook-signature: v1,<base64 HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}">`, keyed with the bytes of the base64 after `whsec_`. ' +
  'A 2xx answer is success; anything else is retried with back-off (1 min, 5 min, 30 min, 2 h, 5 h, 10 h); 410 Gone turns the endpoint off.';

/** Test events a creator may ask for: plenty for trying an endpoint, not a way to flood one. */
const TEST_EVENTS_PER_ACCOUNT = { max: 30, windowMs: 10 * 60_000 };

export async function webhooksRoutes(app: FastifyInstance, opts: { webhooks: WebhooksService }) {
  const { webhooks } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const testLimit = app.limit('webhook-test:account', TEST_EVENTS_PER_ACCOUNT, (req) => req.session?.user.id ?? req.ip);

  r.get('/', {
    schema: { tags: ['webhooks'], description: `The creator’s webhook endpoints, newest first. ${ENTERPRISE}`, response: { 200: WebhooksResponse, ...errors } },
    handler: async (req) => ({ webhooks: await webhooks.list(requireSession(req).user) }),
  });

  r.post('/', {
    schema: {
      tags: ['webhooks'],
      description:
        `Registers an endpoint for some of the events ${WEBHOOK_EVENTS.map((e) => `\`${e}\``).join(', ')}. ` +
        'The URL must be https and on the public internet (422 otherwise). The answer carries the signing `secret` (`whsec_…`), shown this once. ' +
        `At most ${MAX_WEBHOOK_ENDPOINTS} endpoints per account (409 beyond). ${SIGNING} ${ENTERPRISE}`,
      body: CreateWebhookRequest,
      response: { 201: CreatedWebhook, ...errors },
    },
    handler: async (req, reply) => reply.code(201).send(await webhooks.create(requireSession(req).user, req.body)),
  });

  r.delete('/:id', {
    schema: {
      tags: ['webhooks'],
      description: 'Deletes an endpoint with its delivery log; nothing more is sent to it. Open to every plan, so that a creator who left Enterprise can take their endpoints down.',
      params: WebhookParams,
      response: { 204: z.null().describe('Deleted'), ...errors },
    },
    handler: async (req, reply) => {
      await webhooks.remove(requireSession(req).user, req.params.id);
      return reply.code(204).send(null);
    },
  });

  r.get('/:id/deliveries', {
    schema: {
      tags: ['webhooks'],
      description: `The endpoint’s latest ${WEBHOOK_LOG_SIZE} deliveries, newest first: event, status, the last response code, attempts and times. ${ENTERPRISE}`,
      params: WebhookParams,
      response: { 200: WebhookDeliveriesResponse, ...errors },
    },
    handler: async (req) => ({ deliveries: await webhooks.deliveries(requireSession(req).user, req.params.id) }),
  });

  r.post('/:id/test', {
    schema: {
      tags: ['webhooks'],
      description:
        `Queues a \`${WEBHOOK_TEST_EVENT}\` event to this endpoint (whatever events it subscribed to) and answers 202 with the delivery’s id; ` +
        `its outcome shows in the delivery log. An endpoint turned off by a 410 Gone is turned back on. ${ENTERPRISE}`,
      params: WebhookParams,
      response: { 202: TestDeliveryResponse, ...errors, 429: ErrorBody },
    },
    handler: async (req, reply) => {
      const session = requireSession(req);
      await enforce(req, reply, [testLimit]);
      return reply.code(202).send(await webhooks.sendTest(session.user, req.params.id));
    },
  });
}
