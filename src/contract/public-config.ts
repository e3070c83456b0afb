import { z } from 'zod';

/** The settings the web app may know (served by GET /api/config). Never a secret. */
export const PublicConfig = z.object({
  google_client_id: z.string().nullable(),
  contact_form_url: z.string().nullable(),
  billing_mode: z.enum(['demo', 'stripe']),
  /** 'offline' means drafts come from the built-in composer; the UI says so and how to connect a model. */
  ai_engine: z.enum(['offline', 'openai', 'openai-compatible', 'anthropic']),
  ai_model: z.string(),
  /** The largest file the summarizer takes, in bytes (MAX_UPLOAD_MB). */
  max_upload_bytes: z.number().int().positive(),
  /** Whether audio and video files can be summarized (a transcription service is configured). */
  transcription: z.boolean(),
  /** Whether Help-page support requests are mailed to a support team (a support address is set); never the address itself. */
  support_by_email: z.boolean(),
});
export type PublicConfig = z.infer<typeof PublicConfig>;

/**
 * GET /api/health: the process answers (liveness). `database` names the engine it is configured with; the
 * database itself is not asked (that is readiness's question).
 */
export const HealthResponse = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) });
export type HealthResponse = z.infer<typeof HealthResponse>;

/**
 * GET /api/ready: this instance can take traffic: its database answers, every migration is applied and
 * its job layer runs (`off`: JOBS=off, another instance runs the jobs). Otherwise 503 with a detail.
 */
export const ReadyResponse = z.object({
  status: z.literal('ready'),
  database: z.enum(['pglite', 'postgres']),
  migrations: z.literal('applied'),
  jobs: z.enum(['running', 'off']),
});
export type ReadyResponse = z.infer<typeof ReadyResponse>;
