import { and, eq } from 'drizzle-orm';
import type { PrepareRequest, PrepareResponse, PreparedText } from '../../../contract/library';
import type { UserRow } from '../../db/rows';
import { contents } from '../../db/schema';
import { Deadline } from '../../lib/deadline';
import { HttpError } from '../../lib/http-error';
import type { ForPlatformsInput } from '../../text/for-platform/for-platform';
import type { PlatformTexts } from '../../workers/tasks';
import { runOnPool } from '../content/offline-stream';
import type { LibraryDeps } from './library-deps';
import { LIBRARY_MESSAGES } from './library-messages';
import { rewriteForPlatform } from './prepare-model';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The keywords a blog post was written for (its request's target_keywords): suggested hashtags. */
function keywordsOf(type: string, request: unknown): string[] {
  if (type !== 'blog_post' || typeof request !== 'object' || request === null) return [];
  const keywords = (request as { target_keywords?: unknown }).target_keywords;
  if (Array.isArray(keywords)) return keywords.filter((k): k is string => typeof k === 'string');
  return typeof keywords === 'string' ? keywords.split(',').map((k) => k.trim()).filter(Boolean) : [];
}

/**
 * "Prepare for social" (docs/product/api.md#library): a piece's current text made into each chosen
 * platform's own text. The offline engine converts the Markdown (src/server/text/for-platform/, in the
 * worker pool); a model rewrites the piece for each network, checked and repaired once, converted when
 * still failing. It takes one of the creator's generation slots (429 when all are in use) and answers
 * within the work deadline; it is not counted against the monthly quota.
 */
export class PrepareService {
  constructor(private readonly deps: LibraryDeps) {}

  async prepare(user: UserRow, id: string, body: PrepareRequest): Promise<PrepareResponse> {
    const { deps } = this;
    const [piece] = UUID.test(id)
      ? await deps.db
          .select({ type: contents.type, topic: contents.topic, request: contents.request, body: contents.body })
          .from(contents)
          .where(and(eq(contents.id, id), eq(contents.userId, user.id)))
      : [];
    if (!piece) throw new HttpError(404, LIBRARY_MESSAGES.notFound);
    const release = await deps.content.takeGeneration(user.id);
    try {
      return await new Deadline(deps.workDeadlineMs).run(async (signal) => {
        const input: ForPlatformsInput = { markdown: piece.body, topic: piece.topic, keywords: keywordsOf(piece.type, piece.request), platforms: body.platforms, twitter: body.twitter };
        const convert = (task: ForPlatformsInput): Promise<PlatformTexts> => runOnPool(deps.workers, 'forPlatforms', task, { signal, owner: user.id });
        const offline = await convert(input);
        if (!deps.model) return { texts: offline, ...deps.content.engine };
        const texts = await this.rewrite(offline, { input, convert, signal });
        return { texts, engine: deps.model.engine, model: deps.model.model };
      });
    } finally {
      await release();
    }
  }

  /**
   * Each platform's text by the model, all at once. The offline conversion says X's form (a thread only
   * for a text over one post) and the hashtags to suggest. One failing call stops the others.
   */
  private async rewrite(
    offline: PlatformTexts,
    opts: { input: ForPlatformsInput; convert: (task: ForPlatformsInput) => Promise<PlatformTexts>; signal: AbortSignal },
  ): Promise<PreparedText[]> {
    const { input } = opts;
    const stop = new AbortController();
    const signal = AbortSignal.any([opts.signal, stop.signal]);
    const deps = { model: this.deps.model!, convert: opts.convert, log: this.deps.log };
    try {
      return await Promise.all(
        offline.map((converted) => {
          const form = converted.platform !== 'twitter' ? null : converted.parts ? 'thread' : 'single';
          const brief = { platform: converted.platform, form, hashtags: converted.hashtags } as const;
          return rewriteForPlatform(deps, { brief, piece: input.markdown, topic: input.topic, keywords: input.keywords, signal });
        }),
      );
    } catch (err) {
      stop.abort();
      throw err;
    }
  }
}
