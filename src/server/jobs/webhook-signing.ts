import { createHmac, randomBytes } from 'node:crypto';

const SECRET_PREFIX = 'whsec_';

/** A new signing secret, Standard Webhooks style: `whsec_` and 32 random bytes in base64. */
export function newWebhookSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(32).toString('base64')}`;
}

/** A new event id (`webhook-id`): the same in every attempt, so a receiver can drop repeats. */
export function newEventId(): string {
  return `msg_${randomBytes(16).toString('base64url')}`;
}

/**
 * The `webhook-signature` header (Standard Webhooks): `v1,` and the base64 HMAC-SHA256 of
 * `${id}.${timestamp}.${body}`, keyed with the secret's bytes (the base64 after `whsec_`).
 */
export function signWebhook(opts: { secret: string; id: string; timestamp: number; body: string }): string {
  const key = Buffer.from(opts.secret.startsWith(SECRET_PREFIX) ? opts.secret.slice(SECRET_PREFIX.length) : opts.secret, 'base64');
  const mac = createHmac('sha256', key).update(`${opts.id}.${opts.timestamp}.${opts.body}`).digest('base64');
  return `v1,${mac}`;
}

/** The headers of one attempt: its own timestamp (seconds), signed with the body. */
export function webhookHeaders(opts: { secret: string; id: string; body: string; at: Date }): Record<string, string> {
  const timestamp = Math.floor(opts.at.getTime() / 1000);
  return {
    'content-type': 'application/json',
    'webhook-id': opts.id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': signWebhook({ secret: opts.secret, id: opts.id, timestamp, body: opts.body }),
  };
}
