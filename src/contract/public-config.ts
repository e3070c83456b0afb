import { z } from 'zod';

/** The settings the web app may know (served by GET /api/config). Never a secret. */
export const PublicConfig = z.object({
  google_client_id: z.string().nullable(),
  contact_form_url: z.string().nullable(),
  billing_mode: z.enum(['demo', 'stripe']),
});
export type PublicConfig = z.infer<typeof PublicConfig>;

export const HealthResponse = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) });
export type HealthResponse = z.infer<typeof HealthResponse>;
