import { randomUUID } from 'node:crypto';
import { USAGE_KIND_OF, type ContentRequestOf, type ContentType, type GenerationResponse } from '../../../contract/content';
import { toStorableText } from '../../../contract/text-rule';
import type { TextModel } from '../../ai/text-model';
import { writeWithModel, type WriteSink } from '../../ai/write-with-model';
import type { Db } from '../../db/client';
import { contents } from '../../db/schema';
import { PoolBusyError, type RunOptions, type TaskRunner } from '../../workers/pool';
import { checkDraft, serverKind, type ContentInput } from '../../kinds';
import type { UserRow } from '../../db/rows';
import type { UsageService } from '../usage/service';
import type { TemplatesService } from '../templates/service';
import type { WebhooksService } from '../webhooks/service';
import { DEFAULT_CONTENT_LIMITS, tooManyGenerations, tooManyStreams, UserSlots, type ContentLimits } from './limits';
import { taskRefusal } from './task-refusals';

export interface ContentServiceDeps {
  db: Db;
  usage: UsageService;
  /** The configured model; null for the built-in offline engine. */
  model: TextModel | null;
  log: { warn(obj: object, msg: string): void };
  /** Where the CPU-heavy work runs (the offline composer, fidelity checks): the worker pool. */
  workers: TaskRunner;
  /** Per-user caps; DEFAULT_CONTENT_LIMITS for anything not given. */
  limits?: Partial<ContentLimits>;
  /** Outbound webhooks: told of each saved piece, after it is committed (never waited for). */
  webhooks?: Pick<WebhooksService, 'contentCreated'>;
  /** The plan rule of a request's `template` (unknown → 422, not on the caller's plan → 403); none: every template goes. */
  templates?: Pick<TemplatesService, 'authorize'>;
}

const OFFLINE_MODEL = 'inkwell-offline-composer';
/** Drafts shorter than this (about 1,300 words) are checked on the event loop: it takes under 0.3 ms. */
const INLINE_CHECK_CHARS = 8_000;
const nextTick = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The offline draft's paragraphs, each with the blank line that follows it: `text.split(/(?<=\n\n)/)`
 * without a regular expression (V8 tries one at every position of the text).
 */
export function paragraphs(text: string): string[] {
  const out: string[] = [];
  let start = 0;
  for (let i = text.indexOf('\n\n'); i >= 0; i = text.indexOf('\n', i + 1)) {
    if (text[i + 1] !== '\n' || i + 2 >= text.length) continue;
    out.push(text.slice(start, i + 2));
    start = i + 2;
  }
  out.push(text.slice(start));
  return out;
}

export class ContentService {
  readonly limits: ContentLimits;
  private readonly generations: UserSlots;
  private readonly streams: UserSlots;

  constructor(private readonly deps: ContentServiceDeps) {
    this.limits = { ...DEFAULT_CONTENT_LIMITS, ...deps.limits };
    this.generations = new UserSlots(this.limits.generationsPerUser);
    this.streams = new UserSlots(this.limits.streamsPerUser);
  }

  /**
   * Takes one of the user's open-stream slots for a streamed generation, before anything else
   * (so that the refusal is a plain JSON 429 and takes no quota). The caller releases it once the
   * response is over, however it ends.
   */
  takeStream(userId: string): () => void {
    const release = this.streams.take(userId);
    if (!release) throw tooManyStreams(this.limits.streamsPerUser);
    return release;
  }

  /**
   * Takes one of the user's generation slots (the summarizer shares them with the generators): 429
   * when the user already runs `generationsPerUser`. The caller releases it when done.
   */
  takeGeneration(userId: string): () => void {
    const release = this.generations.take(userId);
    if (!release) throw tooManyGenerations(this.limits.generationsPerUser);
    return release;
  }

  /** What the user has going on this instance. */
  inProgress(userId: string): { generations: number; streams: number } {
    return { generations: this.generations.count(userId), streams: this.streams.count(userId) };
  }

  /** The configured model (the summarizer writes with the same one); null for the offline engine. */
  get model(): TextModel | null {
    return this.deps.model;
  }

  get engine() {
    return this.deps.model ? { engine: this.deps.model.engine, model: this.deps.model.model } : { engine: 'offline' as const, model: OFFLINE_MODEL };
  }

  /**
   * Generates one piece against the caller's monthly quota (released if anything fails), saves it to
   * history in the transaction that settles the quota unit and answers {id, content, engine, model}. `onStart` runs once the quota is reserved and
   * before any text is written: a streaming caller sends its headers there. A user already running
   * `generationsPerUser` generations gets 429 at once, before any quota is taken.
   */
  async generate<T extends ContentType>(opts: {
    user: UserRow;
    type: T;
    request: ContentRequestOf[T];
    sink?: WriteSink;
    signal?: AbortSignal;
    onStart?: () => void;
  }): Promise<GenerationResponse> {
    const { user, type, request } = opts;
    const sink = opts.sink ?? null;
    // Before any slot or quota is taken: a refused template costs the creator nothing.
    this.deps.templates?.authorize({ type, template: request.template, tier: user.subscriptionTier });
    const release = this.takeGeneration(user.id);
    try {
      return await this.deps.usage.metered({ userId: user.id, tier: user.subscriptionTier, kind: USAGE_KIND_OF[type] }, async (save) => {
        let content: string;
        if (this.deps.model) {
          opts.onStart?.();
          const input = { type, request } as ContentInput;
          const check = (text: string) => this.check(input, text, { signal: opts.signal, owner: user.id });
          content = await writeWithModel({ model: this.deps.model, kind: serverKind(type), context: { request }, signal: opts.signal, sink, log: this.deps.log, check });
        } else {
          // The creator's name signs an offline newsletter; history keeps the request as sent, without it.
          const signed = { type, request, author: user.name } as ContentInput;
          content = await this.writeOffline(signed, sink, { signal: opts.signal, owner: user.id }, opts.onStart);
        }
        // A model may answer with a NUL or a broken surrogate pair: stored and sent as well-formed text.
        content = toStorableText(content);
        const { engine, model } = this.engine;
        const id = randomUUID();
        // Saved in the transaction that settles the quota unit: the item and its count, or neither.
        await save(async (db) => {
          await db.insert(contents).values({ id, userId: user.id, type, topic: request.topic, request, body: content, engine, model });
        });
        this.deps.webhooks?.contentCreated({ userId: user.id, id, type, topic: request.topic, body: content, engine, model });
        return { id, content, engine, model };
      });
    } finally {
      release();
    }
  }

  /**
   * The offline composer runs in the worker pool, then the stream opens and the draft is sent
   * paragraph by paragraph (waiting whenever the client is slower than the server).
   */
  private async writeOffline(input: ContentInput, sink: WriteSink | null, pool: RunOptions, onStart?: () => void) {
    const { signal } = pool;
    const { text, problems } = await this.deps.workers.run('compose', input, pool).catch((err: unknown) => {
      throw taskRefusal(err);
    });
    if (problems.length > 0) this.deps.log.warn({ type: input.type, problems }, 'offline draft misses the brief');
    onStart?.();
    if (!sink) return text;
    for (const piece of paragraphs(text)) {
      signal?.throwIfAborted();
      await sink.delta(piece);
      await nextTick();
    }
    return text;
  }

  /**
   * A model's draft is checked here when it is short (a social post: microseconds, less than the hop
   * to a thread), in the pool when it is long; here too when the pool is full (a few milliseconds).
   */
  private async check(input: ContentInput, text: string, pool: RunOptions): Promise<string[]> {
    if (text.length < INLINE_CHECK_CHARS) return checkDraft(input, text);
    try {
      return await this.deps.workers.run('fidelity', { ...input, text }, pool);
    } catch (err) {
      if (!(err instanceof PoolBusyError)) throw taskRefusal(err);
      return checkDraft(input, text);
    }
  }
}
