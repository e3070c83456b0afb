import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import { planFor } from '../../../contract/plan-catalogue';
import type { CreateVoiceRequest, UpdateVoiceRequest, Voice, VoiceBrief, VoiceListResponse } from '../../../contract/voices';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/rows';
import { users, voices } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { VOICE_MESSAGES, voiceCapMessage } from './messages';

type VoiceRow = typeof voices.$inferSelect;

/** Any id that is not a UUID names no voice (and must not reach the uuid column). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function toVoice(row: VoiceRow): Voice {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    samples: row.samples,
    avoid: row.avoid,
    prefer: row.prefer,
    emoji: row.emoji,
    hashtags: row.hashtags,
    own_hashtags: row.ownHashtags,
    sign_off: row.signOff,
    is_default: row.isDefault,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** What a draft needs of a voice: plain data (it crosses to the worker threads). */
export function toVoiceBrief(row: VoiceRow): VoiceBrief {
  return {
    name: row.name,
    description: row.description,
    samples: [...row.samples],
    avoid: [...row.avoid],
    prefer: [...row.prefer],
    emoji: row.emoji,
    hashtags: row.hashtags,
    own_hashtags: [...row.ownHashtags],
    sign_off: row.signOff,
  };
}

/** The columns a request sets, by the request's names. */
function columnsOf(fields: UpdateVoiceRequest) {
  return {
    ...(fields.name !== undefined && { name: fields.name }),
    ...(fields.description !== undefined && { description: fields.description }),
    ...(fields.samples !== undefined && { samples: fields.samples }),
    ...(fields.avoid !== undefined && { avoid: fields.avoid }),
    ...(fields.prefer !== undefined && { prefer: fields.prefer }),
    ...(fields.emoji !== undefined && { emoji: fields.emoji }),
    ...(fields.hashtags !== undefined && { hashtags: fields.hashtags }),
    ...(fields.own_hashtags !== undefined && { ownHashtags: fields.own_hashtags }),
    ...(fields.sign_off !== undefined && { signOff: fields.sign_off }),
    ...(fields.is_default !== undefined && { isDefault: fields.is_default }),
  };
}

/**
 * Brand voices (docs/product/voices.md): a creator's saved voices within their plan's cap, at most one
 * the default, and the voice a generation is written in.
 */
export class VoicesService {
  constructor(private readonly db: Db) {}

  /** The creator's voices, the default first, then by name; and their plan's cap (null: none). */
  async list(user: UserRow): Promise<VoiceListResponse> {
    const rows = await this.db
      .select()
      .from(voices)
      .where(eq(voices.userId, user.id))
      .orderBy(desc(voices.isDefault), asc(voices.name), asc(voices.createdAt), asc(voices.id));
    return { voices: rows.map(toVoice), limit: planFor(user.subscriptionTier).brand_voices };
  }

  async get(user: UserRow, id: string): Promise<Voice> {
    return toVoice(await this.row(user.id, id));
  }

  /**
   * Saves a new voice: 403 at the plan's cap (a creator who moved to a smaller plan keeps the voices
   * they have, but adds none past it). The creator's first voice is their default whatever was asked.
   */
  async create(user: UserRow, request: CreateVoiceRequest): Promise<Voice> {
    const limit = planFor(user.subscriptionTier).brand_voices;
    const row = await this.db.transaction(async (tx) => {
      // Serializes one creator's creations, so that concurrent requests cannot pass the cap together.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
      const [kept] = await tx.select({ n: count() }).from(voices).where(eq(voices.userId, user.id));
      const n = kept?.n ?? 0;
      if (limit !== null && n >= limit) throw new HttpError(403, voiceCapMessage(user.subscriptionTier, limit));
      const isDefault = n === 0 || request.is_default;
      if (isDefault) await tx.update(voices).set({ isDefault: false }).where(and(eq(voices.userId, user.id), eq(voices.isDefault, true)));
      const [inserted] = await tx
        .insert(voices)
        .values({ ...columnsOf(request), id: randomUUID(), userId: user.id, name: request.name, isDefault })
        .returning();
      return inserted!;
    });
    return toVoice(row);
  }

  /** Changes the fields given; making a voice the default unsets the other one in the same transaction. */
  async update(user: UserRow, id: string, changes: UpdateVoiceRequest): Promise<Voice> {
    if (!UUID.test(id)) throw new HttpError(404, VOICE_MESSAGES.notFound);
    const row = await this.db.transaction(async (tx) => {
      if (changes.is_default === true) {
        await tx
          .update(voices)
          .set({ isDefault: false })
          .where(and(eq(voices.userId, user.id), eq(voices.isDefault, true), ne(voices.id, id)));
      }
      const [updated] = await tx
        .update(voices)
        .set({ ...columnsOf(changes), updatedAt: new Date() })
        .where(and(eq(voices.id, id), eq(voices.userId, user.id)))
        .returning();
      if (!updated) throw new HttpError(404, VOICE_MESSAGES.notFound);
      return updated;
    });
    return toVoice(row);
  }

  /** Deletes one of the creator's voices (on any plan); deleting the default leaves none the default. */
  async remove(user: UserRow, id: string): Promise<void> {
    if (!UUID.test(id)) throw new HttpError(404, VOICE_MESSAGES.notFound);
    const deleted = await this.db
      .delete(voices)
      .where(and(eq(voices.id, id), eq(voices.userId, user.id)))
      .returning({ id: voices.id });
    if (deleted.length === 0) throw new HttpError(404, VOICE_MESSAGES.notFound);
  }

  /**
   * The voice a generation is written in: the one named (422 when it is not one of the creator's),
   * else the creator's default voice, else null.
   */
  async briefFor(user: UserRow, voiceId?: string): Promise<VoiceBrief | null> {
    if (voiceId !== undefined) {
      const [row] = await this.db
        .select()
        .from(voices)
        .where(and(eq(voices.id, voiceId), eq(voices.userId, user.id)))
        .limit(1);
      if (!row) throw new HttpError(422, VOICE_MESSAGES.notYours);
      return toVoiceBrief(row);
    }
    const [row] = await this.db
      .select()
      .from(voices)
      .where(and(eq(voices.userId, user.id), eq(voices.isDefault, true)))
      .limit(1);
    return row ? toVoiceBrief(row) : null;
  }

  private async row(userId: string, id: string): Promise<VoiceRow> {
    if (!UUID.test(id)) throw new HttpError(404, VOICE_MESSAGES.notFound);
    const [row] = await this.db
      .select()
      .from(voices)
      .where(and(eq(voices.id, id), eq(voices.userId, userId)))
      .limit(1);
    if (!row) throw new HttpError(404, VOICE_MESSAGES.notFound);
    return row;
  }
}
