import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { HUMANIZED_KIND, HISTORY_TYPE_LABELS, type HistoryType } from '../../../contract/content';
import {
  HUMANIZE_MAX_CHARS,
  HumanizeContentType,
  type HumanizeChange,
  type HumanizeRequest,
  type HumanizeResponse,
} from '../../../contract/humanize';
import { MESSAGES } from '../../../contract/messages';
import { limitFor } from '../../../contract/plan-catalogue';
import { toStorableText } from '../../../contract/text-rule';
import type { TextModel } from '../../ai/text-model';
import type { WriteSink } from '../../ai/write-with-model';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/rows';
import { contents } from '../../db/schema';
import type { Readability } from '../../kinds/humanized/humanize-job';
import type { HumanizeInput } from '../../kinds/humanized/humanize-types';
import { HttpError } from '../../lib/http-error';
import { Deadline, deadlinePassed } from '../../lib/deadline';
import type { TaskRunner } from '../../workers/pool';
import type { ContentService } from '../content/service';
import { runOnPool, sendInParagraphs } from '../content/offline-stream';
import { savePiece } from '../content/save-piece';
import type { UsageService } from '../usage/service';
import type { VoiceBrief } from '../../../contract/voices';
import { applyVoice } from '../../kinds/humanized/voice-passes';
import { fitsPlatform } from '../../kinds/humanized/humanize-offline';
import { scoreReadability } from '../../text/readability';
import { humanizeWithModel } from './model-humanize';

/** The creator's brand voices, as the humanizer's mode `voice` reads them (the voices module). */
export interface VoiceSource {
  /** The voice named (422 when it is not the creator's), else the default voice, else null. */
  briefFor(user: UserRow, voiceId?: string): Promise<VoiceBrief | null>;
  /** The creator's voices, the default first. */
  list(user: UserRow): Promise<{ voices: { id: string }[] }>;
}

export const NO_VOICE_MESSAGE = 'Create a brand voice first: "In my voice" rewrites your text in one of your brand voices (Brand voices, in the menu).';

/** Thrown inside the metered action when nothing changed: the unit is given back, and the answer goes out as it is. */
class NothingChanged extends Error {
  constructor(readonly response: HumanizeResponse) {
    super('nothing to change');
  }
}

export interface HumanizeServiceDeps {
  db: Db;
  usage: UsageService;
  /** The generators' service: the humanizer shares the user's generation slots with them. */
  content: ContentService;
  /** The configured model; null for the built-in offline editor. */
  model: TextModel | null;
  workers: TaskRunner;
  voices: VoiceSource;
  /** How long a humanization answered as JSON may take (config http.workDeadlineMs). */
  workDeadlineMs: number;
  log: { warn(obj: object, msg: string): void };
}

const OFFLINE_MODEL = 'inkwell-offline-editor';
const TOPIC_MAX_CHARS = 300;
const number = new Intl.NumberFormat('en-US');

/** The draft a request names, as history holds it. */
interface SourceItem {
  id: string;
  type: HistoryType;
  topic: string;
  request: unknown;
}

function tooLong(length: number): HttpError {
  return new HttpError(
    413,
    `This text is ${number.format(length)} characters long; the humanizer takes at most ${number.format(HUMANIZE_MAX_CHARS)} at a time. Humanize it in parts.`,
  );
}

/** The kind of text a history item holds: its own type, or for a humanized version, the type it was humanized as. */
function contentTypeOf(item: SourceItem): HumanizeContentType | null {
  if (item.type === HUMANIZED_KIND.id) {
    const parsed = HumanizeContentType.safeParse((item.request as { content_type?: unknown } | null)?.content_type);
    return parsed.success ? parsed.data : null;
  }
  const parsed = HumanizeContentType.safeParse(item.type);
  return parsed.success ? parsed.data : null;
}

function platformOf(item: SourceItem | null): string | undefined {
  const platform = (item?.request as { platform?: unknown } | null)?.platform;
  return typeof platform === 'string' ? platform : undefined;
}

/** An unsaved draft's topic: its first line, without Markdown marks, cut to a history title. */
function draftTopic(text: string): string {
  const first = text.trim().split('\n', 1)[0] ?? '';
  const plain = first.replace(/^\s*(?:#{1,6}\s+|[-*+>]\s+|\d+[.)]\s+)/, '').replace(/[*_`]/g, '').trim();
  if (!plain) return 'Humanized text';
  return plain.length <= 80 ? plain : `${plain.slice(0, 79).trimEnd()}…`;
}

export class HumanizeService {
  constructor(private readonly deps: HumanizeServiceDeps) {}

  get engine() {
    return this.deps.model ? { engine: this.deps.model.engine, model: this.deps.model.model } : { engine: 'offline' as const, model: OFFLINE_MODEL };
  }

  /**
   * Rewrites one text (a draft or one pasted in) in the request's mode against the caller's monthly
   * `humanizations` (refunded if anything fails) and saves the result to history, linked to the item it
   * came from. A run that changes nothing answers `unchanged` with the text as sent, saves nothing and
   * gives the humanization back. The plan, the
   * text's length and the named item are checked first, so their refusals are plain answers; `onStart`
   * runs once the unit is taken, before the slow work: a streaming caller opens its stream there.
   */
  async humanize(opts: {
    user: UserRow;
    request: HumanizeRequest;
    sink?: WriteSink;
    signal?: AbortSignal;
    onStart?: () => void;
  }): Promise<HumanizeResponse> {
    const { user, request } = opts;
    // A plan without humanizations is told what the plan lacks, not that a limit was reached (docs/product/validation.md#humanizer).
    if (limitFor(user.subscriptionTier, HUMANIZED_KIND.usage) === 0) throw new HttpError(403, MESSAGES.humanizerNeedsPlan);
    if (request.text.trim() === '') throw new HttpError(422, MESSAGES.noContentToHumanize);
    if (request.text.length > HUMANIZE_MAX_CHARS) throw tooLong(request.text.length);
    const source = request.id ? await this.findSource(user, request.id, request.content_type) : null;
    const voice = request.mode === 'voice' ? await this.voiceFor(user, request.voice_id) : null;
    const input: HumanizeInput = {
      text: request.text,
      contentType: request.content_type,
      ...((request.platform ?? platformOf(source)) !== undefined && { platform: request.platform ?? platformOf(source) }),
      mode: request.mode,
      voice,
    };

    // A JSON answer must come within the deadline (504 past it); a stream's tasks are bounded by their budgets.
    const deadline = opts.sink ? null : new Deadline(this.deps.workDeadlineMs, opts.signal);
    const signal = deadline?.signal ?? opts.signal;
    const pool = { signal, owner: user.id };
    const release = await this.deps.content.takeGeneration(user.id);
    try {
      return await this.deps.usage.metered({ userId: user.id, tier: user.subscriptionTier, kind: HUMANIZED_KIND.usage }, async (save) => {
        const sink = opts.sink ?? null;
        let text: string;
        let changes: HumanizeChange[] = [];
        let readability: Readability;
        if (this.deps.model) {
          opts.onStart?.();
          let scores: Readability | null = null;
          const result = await humanizeWithModel({
            model: this.deps.model,
            input,
            sink,
            signal,
            check: async (rewritten) => {
              const review = await runOnPool(this.deps.workers, 'reviewRewrite', { original: input.text, contentType: input.contentType, platform: input.platform, rewritten }, pool);
              scores = review.readability;
              return review.problems;
            },
          });
          if (result.problems.length > 0 || !scores) {
            this.deps.log.warn({ contentType: input.contentType, problems: result.problems }, 'humanized rewrite still breaks the draft after repair');
            throw new HttpError(
              502,
              'The AI model changed parts of the draft that must stay as they are, even after a second try. Nothing was counted; please try again.',
            );
          }
          text = result.text;
          readability = scores;
          // The avoid-list holds whatever the model wrote: the voice's own edits come last, as offline.
          if (voice) {
            const voiced = applyVoice(text, voice, input.contentType, (candidate) => fitsPlatform(input, candidate));
            if (voiced.text !== text) readability = { before: readability.before, after: scoreReadability(voiced.text) };
            text = voiced.text;
          }
        } else {
          const result = await runOnPool(this.deps.workers, 'humanize', input, pool);
          if (result.problems.length > 0) this.deps.log.warn({ contentType: input.contentType, problems: result.problems }, 'offline humanizer edit broke the draft; kept it as it was');
          opts.onStart?.();
          await sendInParagraphs(result.text, sink, signal);
          ({ text, changes, readability } = result);
        }
        text = toStorableText(text);

        const { engine, model } = this.engine;
        if (text === request.text || text.trim() === request.text.trim()) {
          // Nothing to change: nothing saved, and the humanization is given back (thrown, so that `metered` refunds it).
          throw new NothingChanged({
            id: null,
            unchanged: true,
            mode: request.mode,
            humanized_text: request.text,
            engine,
            model,
            content_type: input.contentType,
            source_id: source?.id ?? null,
            changes: [],
            readability: { before: readability.before, after: readability.before },
          });
        }
        const id = randomUUID();
        const topic = (source?.topic ?? draftTopic(request.text)).slice(0, TOPIC_MAX_CHARS);
        const stored = {
          content_type: input.contentType,
          mode: request.mode,
          source_id: source?.id ?? null,
          ...(input.platform !== undefined && { platform: input.platform }),
          changes: changes.length,
          readability,
        };
        await save(async (db) => {
          await savePiece(db, { id, userId: user.id, type: HUMANIZED_KIND.id, topic, request: stored, body: text, engine, model });
        });
        return { id, unchanged: false, mode: request.mode, humanized_text: text, engine, model, content_type: input.contentType, source_id: source?.id ?? null, changes, readability };
      });
    } catch (err) {
      if (err instanceof NothingChanged) return err.response;
      if (deadline?.expired) throw deadlinePassed(deadline.ms);
      throw err;
    } finally {
      await release();
    }
  }

  /** The voice of mode `voice`: the one named, else the default, else the creator's first; 422 when they have none. */
  private async voiceFor(user: UserRow, voiceId: string | undefined): Promise<VoiceBrief> {
    const named = await this.deps.voices.briefFor(user, voiceId);
    if (named) return named;
    const first = (await this.deps.voices.list(user)).voices[0];
    const brief = first ? await this.deps.voices.briefFor(user, first.id) : null;
    if (!brief) throw new HttpError(422, NO_VOICE_MESSAGE);
    return brief;
  }

  /** The caller's history item a request names: 404 when it is not theirs, 422 when it holds another kind of text. */
  private async findSource(user: UserRow, id: string, contentType: HumanizeContentType): Promise<SourceItem> {
    const [item] = await this.deps.db
      .select({ id: contents.id, type: contents.type, topic: contents.topic, request: contents.request })
      .from(contents)
      .where(and(eq(contents.id, id), eq(contents.userId, user.id)));
    if (!item) throw new HttpError(404, 'There is no item with this id in your history.');
    const type = contentTypeOf(item);
    if (type !== contentType) {
      const label = type ? HISTORY_TYPE_LABELS[type] : HISTORY_TYPE_LABELS[item.type];
      throw new HttpError(422, `The kind of content does not match the item: this item of your history is a ${label}.`);
    }
    return item;
  }


}
