import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AiSettingsResponse, PutAiSettingsRequest, TestAiSettingsRequest, TestAiSettingsResponse } from '../../../contract/ai-settings';
import { ErrorBody } from '../../../contract/errors';
import type { RateRule } from '../../config';
import { requireSession } from '../../plugins/session-auth';
import { enforce } from '../../rate-limit/rate-limits';
import { requireOwner } from './owner-only';
import type { AiSettingsService } from './service';

const errors = { 401: ErrorBody, 403: ErrorBody };
const OWNER_ONLY = 'The owner account only (OWNER_EMAIL); any other account is answered 403.';

/** /api/settings/ai: the owner's AI settings. HTTP only; the service holds the logic. */
export async function aiSettingsRoutes(
  app: FastifyInstance,
  opts: { settings: AiSettingsService; ownerEmail: string | undefined; testRule: RateRule },
) {
  const { settings, ownerEmail } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Before the body is validated: someone else learns nothing about the settings, not even their shape.
  app.addHook('preValidation', async (req) => void requireOwner(req, ownerEmail));
  const testLimits = [app.limit('ai-settings-test:user', opts.testRule, (req) => requireSession(req).user.id)];

  r.get('/', {
    schema: {
      tags: ['settings'],
      summary: 'Read the AI settings',
      description: `Which engine and model drafts are written with, where that comes from (the environment wins when it configures a provider), and what was saved here. The API key is never sent back: only whether one is saved and its last four characters. ${OWNER_ONLY}`,
      response: { 200: AiSettingsResponse, ...errors },
    },
    handler: async () => settings.get(),
  });

  r.put('/', {
    schema: {
      tags: ['settings'],
      summary: 'Save the AI settings',
      description: `Saves the provider, base URL, model and key (sealed), and with \`use: "model"\` writes the next drafts with that model (unless the environment configures a provider). \`api_key\` left out keeps the saved key; an empty string removes it. ${OWNER_ONLY}`,
      body: PutAiSettingsRequest,
      response: { 200: AiSettingsResponse, ...errors, 422: ErrorBody },
    },
    handler: async (req) => settings.put(requireSession(req).user.id, req.body),
  });

  r.post('/test', {
    schema: {
      tags: ['settings'],
      summary: 'Test a connection',
      description: `One short call to the model these settings describe (the saved key when \`api_key\` is left out), with its latency and, when it fails, why in plain words. Deadline 20 s; a few tests a minute (429 beyond). ${OWNER_ONLY}`,
      body: TestAiSettingsRequest,
      response: { 200: TestAiSettingsResponse, ...errors, 422: ErrorBody, 429: ErrorBody },
    },
    preHandler: async (req, reply) => enforce(req, reply, testLimits),
    handler: async (req) => settings.test(req.body),
  });
}
