import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ANALYTICS_DEFAULT_DAYS, ANALYTICS_MAX_DAYS, AnalyticsOverview, AnalyticsQuery } from '../../../contract/analytics';
import { ErrorBody } from '../../../contract/errors';
import { requireSession } from '../../plugins/session-auth';
import { analyticsCsv, csvFilename } from './csv';
import type { AnalyticsService } from './service';

const QUERY_HELP =
  `\`days\`: 1–${ANALYTICS_MAX_DAYS}, default ${ANALYTICS_DEFAULT_DAYS}. \`platforms\`: a comma list (twitter,linkedin…); empty, absent or "all" is every platform. ` +
  '`tz`: the IANA time zone days and hours are counted in (default UTC). Content is counted whatever the platform filter; publications and engagement follow it.';

export async function analyticsRoutes(app: FastifyInstance, opts: { analytics: AnalyticsService }) {
  const { analytics } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/overview', {
    schema: {
      tags: ['analytics'],
      description:
        'What the creator made, published and earned in attention over the last `days` days: totals and the window before, a zero-filled daily series, ' +
        'usage this month against the plan, engagement per platform and the top publications (null where a platform or a demo connection has no number), ' +
        `and the best day and hour to post once enough posts have numbers. ${QUERY_HELP}`,
      querystring: AnalyticsQuery,
      response: { 200: AnalyticsOverview, 401: ErrorBody, 422: ErrorBody },
    },
    handler: async (req) => {
      const session = requireSession(req);
      return analytics.overview(session.user, req.query, session.usage);
    },
  });

  r.get('/export.csv', {
    schema: {
      tags: ['analytics'],
      description: `The overview's daily series as a CSV file (one row per day; an empty cell is a number the platform does not give). ${QUERY_HELP}`,
      querystring: AnalyticsQuery,
      // A string under a text/csv type is sent as it is, not serialized as JSON.
      response: { 200: z.string().describe('text/csv: one header row, then one row per day'), 401: ErrorBody, 422: ErrorBody },
    },
    handler: async (req, reply) => {
      const session = requireSession(req);
      const overview = await analytics.overview(session.user, req.query, session.usage);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${csvFilename(overview)}"`)
        .send(analyticsCsv(overview));
    },
  });
}
