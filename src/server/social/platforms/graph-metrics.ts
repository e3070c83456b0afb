import { SocialError } from '../errors';
import { explainGraph, graphCall, type GraphContext } from './graph';
import { arrayField, objectField, stringField, type ExplainFailure, type HttpFailure } from './http';
import { countField, explainGone } from './metrics-fields';

type MetaPlatform = 'Facebook' | 'Instagram';

/** Meta's "(#100) Object with ID … does not exist" (subcode 33), or a plain 404: the post was deleted. */
function graphGone({ status, body }: HttpFailure): boolean {
  const error = objectField(body, 'error');
  return status === 404 || (Number(error?.code) === 100 && Number(error?.error_subcode) === 33);
}

/** Meta's codes for a permission the token lacks (#10, #200–#299), whatever the HTTP status. */
function lacksPermission(body: unknown): boolean {
  const code = Number(objectField(body, 'error')?.code);
  return code === 10 || (code >= 200 && code <= 299);
}

/**
 * Failures of reading a post's numbers: a deleted post is `gone`; a permission the connection was not
 * given (it was connected before Inkwell asked for it) is `invalid`, not `reconnect`: publishing still
 * works, only the numbers are out of reach until the creator connects again and allows it.
 */
export function explainGraphMetrics(platform: MetaPlatform): ExplainFailure {
  const explain = explainGraph(platform);
  return explainGone(graphGone, (failure) =>
    lacksPermission(failure.body)
      ? { kind: 'invalid', message: `${platform} does not let Inkwell read this post’s numbers. Connect the account again and allow everything Inkwell asks for.` }
      : explain(failure),
  );
}

/** The message of the (never shown) error that marks an extra read Meta withheld. */
const WITHHELD = 'Meta withheld this part of the post’s numbers.';

/**
 * A Graph read whose answer is extra (a post's reactions, its insights): undefined when Meta refuses it
 * for a permission the connection lacks, an unknown field or metric (#100: Meta renames metrics often)
 * or a post with too few viewers (#10). An expired token, a rate limit or a deleted post still fail as
 * usual, through `ctx.explain` (the platform's explainGraphMetrics).
 */
export async function optionalGraphRead(ctx: GraphContext, path: string, query: Record<string, string>): Promise<Record<string, unknown> | undefined> {
  const explain: ExplainFailure = (failure) => {
    const code = Number(objectField(failure.body, 'error')?.code);
    const unavailable = lacksPermission(failure.body) || code === 100 || code === 3001;
    return !graphGone(failure) && unavailable ? { kind: 'invalid', message: WITHHELD } : ctx.explain(failure);
  };
  try {
    return await graphCall({ ...ctx, explain }, 'GET', path, { query });
  } catch (err) {
    if (err instanceof SocialError && err.kind === 'invalid' && err.message === WITHHELD) return undefined;
    throw err;
  }
}

/** A post's insights (`/{id}/insights`, `/{video-id}/video_insights`) by metric name; none when unavailable. */
export async function graphInsights(ctx: GraphContext, path: string, metrics: string[]): Promise<Map<string, number | null>> {
  const answer = await optionalGraphRead(ctx, path, { metric: metrics.join(',') });
  // `{data: [{name, period, values: [{value}]}]}`; newer metrics may answer `total_value: {value}` instead.
  return new Map(
    arrayField(answer, 'data').flatMap((row) => {
      const name = stringField(row, 'name');
      if (!name) return [];
      const latest: unknown = arrayField(row, 'values').at(-1) ?? objectField(row, 'total_value');
      return [[name, countField(latest, 'value')] as const];
    }),
  );
}

/** The `summary.total_count` of an edge asked for with `.summary(total_count).limit(0)` (reactions, comments). */
export function summaryCount(record: unknown, edge: string): number | null {
  return countField(objectField(objectField(record, edge), 'summary'), 'total_count');
}
