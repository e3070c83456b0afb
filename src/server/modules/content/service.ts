import { randomUUID } from 'node:crypto';
import { and, desc, eq, lt, or } from 'drizzle-orm';
import {
  USAGE_KIND_OF,
  type ContentRequestOf,
  type ContentType,
  type GenerationResponse,
  type HistoryItem,
  type HistoryQuery,
} from '../../../contract/content';
import { composeOffline } from '../../ai/offline/compose';
import type { TextModel } from '../../ai/text-model';
import { writeWithModel, type WriteSink } from '../../ai/write-with-model';
import type { Db } from '../../db/client';
import { contents } from '../../db/schema';
import type { UserRow } from '../auth/sessions';
import type { UsageService } from '../usage/service';

export interface ContentServiceDeps {
  db: Db;
  usage: UsageService;
  /** The configured model; null for the built-in offline engine. */
  model: TextModel | null;
  log: { warn(obj: object, msg: string): void };
}

const OFFLINE_MODEL = 'inkwell-offline-composer';
const nextTick = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The offline draft's paragraphs, each with the blank line that follows it. */
function paragraphs(text: string): string[] {
  return text.split(/(?<=\n\n)/);
}

function platformOf(request: unknown): { platform?: string } {
  const platform = (request as { platform?: unknown } | null)?.platform;
  return typeof platform === 'string' ? { platform } : {};
}

export class ContentService {
  constructor(private readonly deps: ContentServiceDeps) {}

  get engine() {
    return this.deps.model ? { engine: this.deps.model.engine, model: this.deps.model.model } : { engine: 'offline' as const, model: OFFLINE_MODEL };
  }

  /**
   * Generates one piece against the caller's monthly quota (released if anything fails), saves it to
   * history and answers {id, content, engine, model}. `onStart` runs once the quota is reserved and
   * before any text is written: a streaming caller sends its headers there.
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
    return this.deps.usage.metered({ userId: user.id, tier: user.subscriptionTier, kind: USAGE_KIND_OF[type] }, async () => {
      opts.onStart?.();
      const content = this.deps.model
        ? await writeWithModel({ model: this.deps.model, type, request, signal: opts.signal, sink, log: this.deps.log })
        : await this.writeOffline(type, request, sink, opts.signal);
      const { engine, model } = this.engine;
      const id = randomUUID();
      await this.deps.db.insert(contents).values({ id, userId: user.id, type, topic: request.topic, request, body: content, engine, model });
      return { id, content, engine, model };
    });
  }

  /** The offline composer writes at once; its draft is still sent paragraph by paragraph. */
  private async writeOffline<T extends ContentType>(type: T, request: ContentRequestOf[T], sink: WriteSink | null, signal?: AbortSignal) {
    const text = composeOffline(type, request);
    if (!sink) return text;
    for (const piece of paragraphs(text)) {
      signal?.throwIfAborted();
      sink.delta(piece);
      await nextTick();
    }
    return text;
  }

  /** The caller's history, newest first; `before` is the id of the last item already shown. */
  async history(user: UserRow, query: HistoryQuery): Promise<HistoryItem[]> {
    const conditions = [eq(contents.userId, user.id)];
    if (query.before) {
      const [cursor] = await this.deps.db
        .select({ createdAt: contents.createdAt, id: contents.id })
        .from(contents)
        .where(and(eq(contents.id, query.before), eq(contents.userId, user.id)))
        .limit(1);
      if (!cursor) return [];
      conditions.push(
        or(lt(contents.createdAt, cursor.createdAt), and(eq(contents.createdAt, cursor.createdAt), lt(contents.id, cursor.id)))!,
      );
    }
    const rows = await this.deps.db
      .select()
      .from(contents)
      .where(and(...conditions))
      .orderBy(desc(contents.createdAt), desc(contents.id))
      .limit(query.limit);
    return rows.map((row) => ({
      id: row.id,
      created_at: row.createdAt.toISOString(),
      content: row.body,
      engine: row.engine,
      model: row.model,
      metadata: { type: row.type, topic: row.topic, ...platformOf(row.request) },
    }));
  }
}

