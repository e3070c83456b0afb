import { z } from 'zod';
import { buildPlans, type Tier } from './plans';
import { singleLineProblem } from './text-rule';
import { aboutField } from './field-labels';

/** The events an endpoint may subscribe to (issue 14), in the order the Developers page lists them. */
export const WEBHOOK_EVENTS = [
  'content.created',
  'summary.created',
  'publication.succeeded',
  'publication.failed',
  'post.scheduled',
  'post.published',
  'post.failed',
] as const;
export const WebhookEvent = z.enum(WEBHOOK_EVENTS, { error: aboutField('events items', `must be one of ${WEBHOOK_EVENTS.join(', ')}`) });
export type WebhookEvent = z.infer<typeof WebhookEvent>;

/** The event "Send test event" delivers: any endpoint receives it, whatever it subscribed to. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

export const WEBHOOK_EVENT_LABELS: Record<WebhookEvent, string> = {
  'content.created': 'Content generated',
  'summary.created': 'Summary created',
  'publication.succeeded': 'Post published',
  'publication.failed': 'Post failed to publish',
  'post.scheduled': 'Post scheduled',
  'post.published': 'Scheduled post published',
  'post.failed': 'Scheduled post failed or missed',
};

/** The plan feature (a line of the catalogue's plan cards) that includes webhooks. */
export const WEBHOOKS_FEATURE = 'Custom Integrations';
/** The tiers whose plan includes webhooks, read from the catalogue. */
export const WEBHOOK_TIERS: readonly Tier[] = buildPlans()
  .filter((plan) => plan.features.includes(WEBHOOKS_FEATURE))
  .map((plan) => plan.id);

/** Endpoints one account may register. */
export const MAX_WEBHOOK_ENDPOINTS = 10;
/** Deliveries kept per endpoint in its log; older finished ones are pruned. */
export const WEBHOOK_LOG_SIZE = 100;
export const MAX_WEBHOOK_URL_LENGTH = 2048;

export const CreateWebhookRequest = z.object({
  url: z
    .string({ error: aboutField('url', 'is required') })
    .trim()
    .min(1, aboutField('url', 'is required'))
    .max(MAX_WEBHOOK_URL_LENGTH, aboutField('url', `must be at most ${MAX_WEBHOOK_URL_LENGTH} characters`))
    .superRefine((s, ctx) => {
      const problem = singleLineProblem(s);
      if (problem) ctx.addIssue({ code: 'custom', message: aboutField('url', problem), input: s });
    })
    .meta({ description: 'An https address on the public internet.', example: 'https://hooks.example.com/inkwell' }),
  events: z
    .array(WebhookEvent, { error: aboutField('events', 'must be a list of event names') })
    .min(1, 'Choose at least one event.')
    .refine((events) => new Set(events).size === events.length, 'Each event may be chosen once.')
    .meta({ description: 'The events this endpoint receives.', example: ['content.created', 'publication.succeeded'] }),
});
export type CreateWebhookRequest = z.infer<typeof CreateWebhookRequest>;

export const WebhookParams = z.object({ id: z.uuid({ error: 'No webhook has this id.' }) });
export type WebhookParams = z.infer<typeof WebhookParams>;

export const WebhookDeliveryStatus = z.enum(['pending', 'succeeded', 'failed']);
export type WebhookDeliveryStatus = z.infer<typeof WebhookDeliveryStatus>;

export const WebhookDelivery = z.object({
  id: z.uuid(),
  /** The event's own id, sent as `webhook-id` (the same in every attempt). */
  event_id: z.string(),
  event: z.string(),
  status: WebhookDeliveryStatus,
  /** The HTTP status the endpoint answered with last; null when it could not be reached. */
  response_status: z.number().int().nullable(),
  attempts: z.number().int(),
  /** Why the last attempt failed, when it did. */
  error: z.string().nullable(),
  created_at: z.string(),
  /** When it succeeded; null otherwise. */
  delivered_at: z.string().nullable(),
  /** The next attempt of a pending delivery; null once it is finished. */
  next_attempt_at: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof WebhookDelivery>;

export const WebhookEndpoint = z.object({
  id: z.uuid(),
  url: z.string(),
  events: z.array(WebhookEvent),
  created_at: z.string(),
  /** Set when Inkwell stopped delivering (the endpoint answered 410 Gone). */
  disabled_at: z.string().nullable(),
});
export type WebhookEndpoint = z.infer<typeof WebhookEndpoint>;

/** The answer to registration: the endpoint and its signing secret, shown this once. */
export const CreatedWebhook = WebhookEndpoint.extend({
  /** `whsec_` and the base64 key (Standard Webhooks). */
  secret: z.string(),
});
export type CreatedWebhook = z.infer<typeof CreatedWebhook>;

export const WebhooksResponse = z.object({ webhooks: z.array(WebhookEndpoint) });
export type WebhooksResponse = z.infer<typeof WebhooksResponse>;

export const WebhookDeliveriesResponse = z.object({ deliveries: z.array(WebhookDelivery) });
export type WebhookDeliveriesResponse = z.infer<typeof WebhookDeliveriesResponse>;

export const TestDeliveryResponse = z.object({ delivery_id: z.uuid(), event_id: z.string() });
export type TestDeliveryResponse = z.infer<typeof TestDeliveryResponse>;

/** What a receiver runs to check a delivery (Standard Webhooks), shown on the Developers page and in the README. */
export const WEBHOOK_VERIFY_SNIPPET = `import { createHmac, timingSafeEqual } from 'node:crypto';

// secret: the whsec_… value shown when the endpoint was added.
// body: the raw request body as a string, before any JSON parsing.
export function verifyInkwellWebhook(secret, headers, body) {
  const id = headers['webhook-id'];
  const timestamp = headers['webhook-timestamp'];
  const signatures = headers['webhook-signature'] ?? '';
  if (!id || !timestamp) return false;
  // Refuse anything older or newer than five minutes (replays).
  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > 300) return false;
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key).update(\`\${id}.\${timestamp}.\${body}\`).digest();
  return signatures.split(' ').some((entry) => {
    const [version, signature] = entry.split(',');
    if (version !== 'v1' || !signature) return false;
    const given = Buffer.from(signature, 'base64');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}`;
