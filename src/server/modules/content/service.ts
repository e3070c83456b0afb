import { randomUUID } from 'node:crypto';
import { USAGE_KIND_OF, type ContentRequestOf, type ContentType, type GenerationResponse } from '../../../contract/content';
import { toStorableText } from '../../../contract/text-rule';
import type { TextModel } from '../../ai/text-model';
import { writeWithModel, type WriteSink } from '../../ai/write-with-model';
import type { Db } from '../../db/client';
import { PoolBusyError, type RunOptions, type TaskRunner } from '../../workers/pool';
import { checkDraft, serverKind, type ContentInput } from '../../kinds';
import { inVoice } from '../../kinds/voice-check';
import { voiceSynonyms } from '../../kinds/voice/synonyms';
import { removeAvoidedPhrases } from '../../ai/offline/apply-voice';
import type { UserRow } from '../../db/rows';
import type { SaveWithUsage, UsageService } from '../usage/service';
import type { TemplatesService } from '../templates/service';
import type { VoicesService } from '../voices/service';
import type { VoiceBrief } from '../../../contract/voices';
import type { WebhooksService } from '../webhooks/service';
import { savePiece } from './save-piece';
import { DEFAULT_CONTENT_LIMITS, tooManyGenerations, tooManyStreams, type ContentLimits } from './limits';
import type { SharedSlots, SlotRelease } from './shared-slots';
import { taskRefusal } from './task-refusals';

/** One draft of a request, as `generate` and `writeText` take it. */
export interface DraftOptions<T extends ContentType> {
  user: UserRow;
  type: T;
  request: ContentRequestOf[T];
  /** Another draft of the request (a regeneration, a variation): other wording offline (kinds/shared/variant-seed.ts). */
  variant?: number;
  /** Texts the draft must not repeat: a model is shown them and asked for a different one. */
  avoid?: readonly string[];
  /** The brand voice, already resolved (`paid` does it before any quota is taken); absent: resolved from the request's `voice_id`. */
  voice?: VoiceBrief | null;
  sink?: WriteSink;
  signal?: AbortSignal;
  onStart?: () => void;
}

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
  /** Where the caps are counted: the database, shared by every instance. */
  slots: SharedSlots;
  /** Outbound webhooks: told of each saved piece, after it is committed (never waited for). */
  webhooks?: Pick<WebhooksService, 'contentCreated'>;
  /** The plan rule of a request's `template` (unknown → 422, not on the caller's plan → 403); none: every template goes. */
  templates?: Pick<TemplatesService, 'authorize'>;
  /** The brand voice of a request (`voice_id`, else the creator's default); none: drafts have no voice. */
  voices?: Pick<VoicesService, 'briefFor'>;
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

  constructor(private readonly deps: ContentServiceDeps) {
    this.limits = { ...DEFAULT_CONTENT_LIMITS, ...deps.limits };
  }

  /**
   * Takes one of the user's open-stream slots for a streamed generation, before anything else
   * (so that the refusal is a plain JSON 429 and takes no quota). The caller releases it once the
   * response is over, however it ends. Counted across every instance (shared-slots.ts).
   */
  async takeStream(userId: string): Promise<SlotRelease> {
    const release = await this.deps.slots.take(userId, 'stream', this.limits.streamsPerUser);
    if (!release) throw tooManyStreams(this.limits.streamsPerUser);
    return release;
  }

  /**
   * Takes one of the user's generation slots (the summarizer shares them with the generators): 429
   * when the user already runs `generationsPerUser`, on any instance. The caller releases it when done
   * (the release never throws, so that it belongs in a finally block).
   */
  async takeGeneration(userId: string): Promise<SlotRelease> {
    const release = await this.deps.slots.take(userId, 'generation', this.limits.generationsPerUser);
    if (!release) throw tooManyGenerations(this.limits.generationsPerUser);
    return release;
  }

  /** What the user has going, on every instance. */
  async inProgress(userId: string): Promise<{ generations: number; streams: number }> {
    const counts = await this.deps.slots.counts(userId);
    return { generations: counts.generation, streams: counts.stream };
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
   * history, with its text as version 1, in the transaction that settles the quota unit and answers
   * {id, content, engine, model}. `onStart` runs once the quota is reserved and before any text is
   * written: a streaming caller sends its headers there. A user already running `generationsPerUser`
   * generations gets 429 at once, before any quota is taken.
   */
  async generate<T extends ContentType>(opts: DraftOptions<T>): Promise<GenerationResponse> {
    const { user, type, request } = opts;
    const saved = await this.paid(opts, async (save, voice) => {
      const content = await this.writeText({ ...opts, voice });
      const { engine, model } = this.engine;
      const id = randomUUID();
      // Saved in the transaction that settles the quota unit: the item, its first version and its count, or none.
      await save((db) => savePiece(db, { id, userId: user.id, type, topic: request.topic, request, body: content, engine, model }));
      return { id, content, engine, model };
    });
    const { id, content, engine, model } = saved;
    this.deps.webhooks?.contentCreated({ userId: user.id, id, type, topic: request.topic, body: content, engine, model });
    return saved;
  }

  /**
   * Runs work paid for like a generation of `type`: the plan's template rule first (a refused template
   * costs nothing), then one of the user's generation slots (429 when all are taken), then `units` of
   * the kind's monthly counter, all reserved before `action` starts (403 when fewer are left) and
   * refunded if it throws. `action` saves what it made with `save`, in the transaction that settles the
   * (last) unit. Regenerating a piece and writing variations go through here too. The request's brand
   * voice is resolved first too (a voice that is not the creator's: 422, costing nothing) and handed to
   * `action` (null: no voice).
   */
  async paid<T extends ContentType, R>(
    opts: { user: UserRow; type: T; request: ContentRequestOf[T]; units?: number },
    action: (save: SaveWithUsage, voice: VoiceBrief | null) => Promise<R>,
  ): Promise<R> {
    const { user, type, request } = opts;
    this.deps.templates?.authorize({ type, template: request.template, tier: user.subscriptionTier });
    const voice = await this.voiceOf(user, request);
    const act = (save: SaveWithUsage) => action(save, voice);
    const release = await this.takeGeneration(user.id);
    const meter = { userId: user.id, tier: user.subscriptionTier, kind: USAGE_KIND_OF[type] };
    // Each unit is one metered call around the next: all are taken before `action`, and all refunded if it fails.
    const metered = (units: number): Promise<R> => this.deps.usage.metered(meter, units <= 1 ? act : () => metered(units - 1));
    try {
      return await metered(opts.units ?? 1);
    } finally {
      // Given back before the answer goes out: the creator's next request finds the slot free.
      await release();
    }
  }

  /**
   * One draft of a request, by the model or the offline composer, as storable text. The caller holds
   * the generation slot and the quota unit (`paid`). `variant` and `avoid` ask for another draft of it.
   */
  async writeText<T extends ContentType>(opts: DraftOptions<T>): Promise<string> {
    const { user, type, request, variant, avoid } = opts;
    const sink = opts.sink ?? null;
    const pool = { signal: opts.signal, owner: user.id };
    // Plain data (structured-cloneable): it crosses to the worker threads with the request.
    const voice = (opts.voice === undefined ? await this.voiceOf(user, request) : opts.voice) ?? undefined;
    const voiced = voice ? { voice } : {};
    let content: string;
    if (this.deps.model) {
      opts.onStart?.();
      // In the voice: a voice without hashtags turns a social post's hashtags off for the brief and the check.
      const input = inVoice({ type, request, variant, avoid, ...voiced } as ContentInput);
      const check = (text: string) => this.check(input, text, pool);
      content = await writeWithModel({ model: this.deps.model, kind: serverKind(type), context: { ...input, request: input.request as ContentRequestOf[T] }, signal: opts.signal, sink, log: this.deps.log, check });
      // The voice's avoid-list holds even when the repair round kept a phrase: the offline pass takes it out.
      const clean = voice ? removeAvoidedPhrases(content, voice, voiceSynonyms()) : content;
      if (clean !== content) await sink?.replace(clean);
      content = clean;
    } else {
      // The creator's name signs an offline newsletter; history keeps the request as sent, without it.
      const signed = { type, request, author: user.name, variant, ...voiced } as ContentInput;
      content = await this.writeOffline(signed, sink, pool, opts.onStart);
    }
    // A model may answer with a NUL or a broken surrogate pair: stored and sent as well-formed text.
    return toStorableText(content);
  }

  /** The request's brand voice (docs/product/voices.md): its `voice_id` (422 when not the creator's), else their default voice, else null. */
  private async voiceOf(user: UserRow, request: { voice_id?: string }): Promise<VoiceBrief | null> {
    return (await this.deps.voices?.briefFor(user, request.voice_id)) ?? null;
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
