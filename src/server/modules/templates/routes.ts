import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorBody } from '../../../contract/errors';
import { TemplatesQuery, TemplatesResponse } from '../../../contract/templates';
import { requireSession } from '../../plugins/session-auth';
import type { TemplatesService } from './service';

export async function templatesRoutes(app: FastifyInstance, opts: { templates: TemplatesService }) {
  const { templates } = opts;
  app.withTypeProvider<ZodTypeProvider>().get('/', {
    schema: {
      tags: ['templates'],
      description:
        'The template library of each content kind (optionally of one `kind`), with whether the caller\'s plan may use each template and the cheapest plan that unlocks it. ' +
        'Send a template\'s id as `template` on a generation request; each kind\'s standard template is for every plan, the others for Basic and above.',
      querystring: TemplatesQuery,
      response: { 200: TemplatesResponse, 401: ErrorBody, 422: ErrorBody },
    },
    handler: async (req) => ({ templates: templates.list(requireSession(req).user.subscriptionTier, req.query.kind) }),
  });
}
