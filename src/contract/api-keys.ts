import { z } from 'zod';
import { textField } from './text-field';
import { aboutField } from './field-labels';

/**
 * Enterprise API keys (issue 14). A key is `ink_` followed by 32 random bytes in base64url (43
 * characters), so it never looks like a session token (43 characters, no prefix). The server keeps only
 * its SHA-256 and its first characters (`prefix`), which the Developers page shows to tell keys apart.
 */
export const API_KEY_PREFIX = 'ink_';
/** The whole shape of a key, checked before any database read. */
export const API_KEY_PATTERN = /^ink_[A-Za-z0-9_-]{43}$/;
/** How many characters of a key are kept and shown: `ink_` and the next eight. */
export const API_KEY_PREFIX_LENGTH = 12;
/** Live (not revoked) keys one account may hold, expired ones included until they are revoked. */
export const MAX_API_KEYS = 25;
export const API_KEY_NAME_MAX = 60;
export const API_KEY_MAX_DAYS = 365;
/** The expiry choices the Developers page offers; the API takes any whole number of days from 1 to 365. */
export const API_KEY_EXPIRY_CHOICES = [30, 90, 365] as const;

export const CreateApiKeyRequest = z.object({
  name: textField('name', { max: API_KEY_NAME_MAX, singleLine: true }).meta({ examples: ['Publishing script'] }),
  expires_in_days: z
    .number({ error: aboutField('expires_in_days', 'must be a number') })
    .int(aboutField('expires_in_days', 'must be a whole number'))
    .min(1, aboutField('expires_in_days', 'must be at least 1'))
    .max(API_KEY_MAX_DAYS, aboutField('expires_in_days', `must be at most ${API_KEY_MAX_DAYS}`))
    .optional()
    .meta({ description: 'Days until the key stops working; omit for a key that does not expire.', examples: [90] }),
});
export type CreateApiKeyRequest = z.infer<typeof CreateApiKeyRequest>;

export const ApiKey = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The key's first characters, e.g. `ink_Ab3dE9xY`: enough to recognise it, useless to use it. */
  prefix: z.string(),
  created_at: z.string(),
  /** Null: never expires. A past date: expired (the key is refused until revoked and replaced). */
  expires_at: z.string().nullable(),
  /** Null: never used. Updated at most once a minute. */
  last_used_at: z.string().nullable(),
});
export type ApiKey = z.infer<typeof ApiKey>;

/** The answer to POST /api/keys: the only time the whole key is ever shown. */
export const CreatedApiKey = ApiKey.omit({ last_used_at: true }).extend({
  key: z.string().meta({ description: 'The secret key. Store it now: Inkwell keeps only its hash and cannot show it again.' }),
});
export type CreatedApiKey = z.infer<typeof CreatedApiKey>;

export const ApiKeysResponse = z.object({ keys: z.array(ApiKey) });
export type ApiKeysResponse = z.infer<typeof ApiKeysResponse>;

export const ApiKeyParams = z.object({ id: z.uuid({ error: 'No API key has this id.' }) });
export type ApiKeyParams = z.infer<typeof ApiKeyParams>;

/** The texts a creator or an API client reads about keys. */
export const API_KEY_MESSAGES = {
  needsEnterprise: 'API access is available on the Enterprise plan. Upgrade to Enterprise to use API keys.',
  invalid: 'Invalid API key',
  revoked: 'This API key has been revoked',
  expired: 'This API key has expired',
  notForKeys: 'API keys cannot be used for this endpoint. Sign in to the Inkwell app to do this.',
  tooMany: `You can have at most ${MAX_API_KEYS} API keys. Revoke one you no longer use to create another.`,
  notFound: 'API key not found',
} as const;
