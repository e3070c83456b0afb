import { z } from 'zod';
import { AiEngineName } from './engines';
import { aboutField, oneOf } from './field-labels';
import { textField } from './text-field';

/**
 * The owner's AI settings (docs/product/ai-settings.md): which model drafts are written with, connected
 * from the app rather than from environment variables. Only the owner account (OWNER_EMAIL) reads or
 * changes them; the provider settings in the environment win when set, and the page says so.
 */

export const AI_PROVIDERS = ['openai', 'anthropic', 'openai-compatible'] as const;
export type AiProvider = (typeof AI_PROVIDERS)[number];
export const AI_PROVIDER_LABELS: Record<AiProvider, string> = {
  openai: 'OpenAI',
  anthropic: 'Anthropic',
  'openai-compatible': 'OpenAI-compatible server (Ollama, llama.cpp, vLLM…)',
};

/** Which engine drafts are written with: the connected model, or the built-in offline engine. */
export const AI_USES = ['model', 'offline'] as const;
export type AiUse = (typeof AI_USES)[number];

const baseUrl = z
  .string({ error: aboutField('base_url', 'must be a web address') })
  .trim()
  .max(500, aboutField('base_url', 'must be at most 500 characters'))
  .refine((s) => s === '' || /^https?:\/\/[^\s/]+/i.test(s), aboutField('base_url', 'must start with http:// or https://'));

/** PUT /api/settings/ai. `api_key` left out keeps the saved key; an empty string removes it. */
export const PutAiSettingsRequest = z.object({
  provider: z.enum(AI_PROVIDERS, { error: oneOf('provider', AI_PROVIDERS) }).meta({ examples: ['openai-compatible'] }),
  /** Required for an OpenAI-compatible server ("http://127.0.0.1:11434/v1"); optional for the others (their public API). */
  base_url: baseUrl.default('').meta({ examples: ['http://127.0.0.1:11434/v1'] }),
  model: textField('model', { max: 200, singleLine: true }).meta({ examples: ['gpt-4o-mini'] }),
  api_key: z.string({ error: aboutField('api_key', 'must be text') }).trim().max(500, aboutField('api_key', 'must be at most 500 characters')).optional(),
  use: z.enum(AI_USES, { error: oneOf('use', AI_USES) }).default('model'),
});
export type PutAiSettingsRequest = z.output<typeof PutAiSettingsRequest>;

/** POST /api/settings/ai/test: the settings to try (the saved key when `api_key` is left out). */
export const TestAiSettingsRequest = PutAiSettingsRequest.omit({ use: true });
export type TestAiSettingsRequest = z.output<typeof TestAiSettingsRequest>;

export const TestAiSettingsResponse = z.object({
  ok: z.boolean(),
  /** How long the one short call took. */
  latency_ms: z.number().int(),
  /** What the model answered (a few words), when it did. */
  reply: z.string().nullable(),
  /** Why it failed, in plain words ("The server refused the API key."), when it did. */
  error: z.string().nullable(),
});
export type TestAiSettingsResponse = z.infer<typeof TestAiSettingsResponse>;

/** GET /api/settings/ai (and PUT's answer). The key is never sent back: only whether one is saved and its last four characters. */
export const AiSettingsResponse = z.object({
  /** Where the engine drafts are written with comes from now. */
  source: z.enum(['environment', 'app', 'offline']),
  /** The provider settings from the environment, when set (they win over the app's); no key. */
  environment: z.object({ provider: AiEngineName, model: z.string(), base_url: z.string().nullable() }).nullable(),
  /** What was saved on this page; null until something was. */
  saved: z
    .object({
      provider: z.enum(AI_PROVIDERS),
      base_url: z.string(),
      model: z.string(),
      has_key: z.boolean(),
      /** "…a1b2", to tell keys apart; null without a key. */
      key_hint: z.string().nullable(),
      use: z.enum(AI_USES),
      updated_at: z.string(),
    })
    .nullable(),
  /** The engine and model the next draft is written with. */
  active: z.object({ engine: AiEngineName, model: z.string() }),
});
export type AiSettingsResponse = z.infer<typeof AiSettingsResponse>;
