import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import {
  API_KEY_MESSAGES,
  API_KEY_PREFIX,
  API_KEY_PREFIX_LENGTH,
  MAX_API_KEYS,
  type ApiKey,
  type CreateApiKeyRequest,
  type CreatedApiKey,
} from '../../../contract/api-keys';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/rows';
import { apiKeys, users } from '../../db/schema';
import { HttpError } from '../../lib/http-error';

const DAY_MS = 24 * 60 * 60_000;
/** `last_used_at` is written at most this often per key, so that using a key stays a read. */
export const LAST_USED_EVERY_MS = 60_000;

/** A new key: `ink_` and 32 random bytes in base64url (43 characters). */
export function generateApiKey(): string {
  return `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
}

/** What the database keeps instead of a key. */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** A key as found by its hash, with its owner's current row (so the plan is checked on each use). */
export interface FoundApiKey {
  id: string;
  keyHash: string;
  expiresAt: Date | null;
  revokedAt: Date | null;
  lastUsedAt: Date | null;
  user: UserRow;
}

type KeyRow = typeof apiKeys.$inferSelect;

function toApiKey(row: KeyRow): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt?.toISOString() ?? null,
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
  };
}

/** Enterprise API keys: created shown once, stored as SHA-256 only, listed, revoked, looked up by hash. */
export class ApiKeyService {
  private readonly byHash;

  constructor(private readonly db: Db) {
    // One indexed read per request made with a key: the key and its owner's row, revoked or not, so
    // that the answer can say why a key no longer works.
    this.byHash = db
      .select({
        id: apiKeys.id,
        keyHash: apiKeys.keyHash,
        expiresAt: apiKeys.expiresAt,
        revokedAt: apiKeys.revokedAt,
        lastUsedAt: apiKeys.lastUsedAt,
        user: users,
      })
      .from(apiKeys)
      .innerJoin(users, eq(users.id, apiKeys.userId))
      .where(eq(apiKeys.keyHash, sql.placeholder('keyHash')))
      .limit(1)
      .prepare('api_key_by_hash');
  }

  async create(userId: string, request: CreateApiKeyRequest): Promise<CreatedApiKey> {
    const key = generateApiKey();
    const row = await this.db.transaction(async (tx) => {
      // Serializes one account's creations, so that concurrent requests cannot pass the cap together.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      const [live] = await tx
        .select({ n: count() })
        .from(apiKeys)
        .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)));
      if ((live?.n ?? 0) >= MAX_API_KEYS) throw new HttpError(409, API_KEY_MESSAGES.tooMany);
      const [inserted] = await tx
        .insert(apiKeys)
        .values({
          id: randomUUID(),
          userId,
          name: request.name,
          prefix: key.slice(0, API_KEY_PREFIX_LENGTH),
          keyHash: hashApiKey(key),
          expiresAt: request.expires_in_days === undefined ? null : new Date(Date.now() + request.expires_in_days * DAY_MS),
        })
        .returning();
      return inserted!;
    });
    const { last_used_at: _unused, ...created } = toApiKey(row);
    return { ...created, key };
  }

  /** The account's keys that are not revoked, newest first; expired ones stay until revoked. */
  async list(userId: string): Promise<ApiKey[]> {
    const rows = await this.db
      .select()
      .from(apiKeys)
      .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
      .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
    return rows.map(toApiKey);
  }

  /** Revokes one of the account's keys; 404 for a key that is not theirs or already revoked. */
  async revoke(userId: string, id: string): Promise<void> {
    const revoked = await this.db
      .update(apiKeys)
      .set({ revokedAt: new Date() })
      .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
      .returning({ id: apiKeys.id });
    if (revoked.length === 0) throw new HttpError(404, API_KEY_MESSAGES.notFound);
  }

  /** The key a bearer names, revoked and expired ones included; null when there is no such key. */
  async find(key: string): Promise<FoundApiKey | null> {
    const [row] = await this.byHash.execute({ keyHash: hashApiKey(key) });
    return row ?? null;
  }

  /** Records a use, at most once a minute per key whatever the number of instances. */
  async touch(found: FoundApiKey, now = Date.now()): Promise<void> {
    if (found.lastUsedAt && now - found.lastUsedAt.getTime() < LAST_USED_EVERY_MS) return;
    await this.db
      .update(apiKeys)
      .set({ lastUsedAt: new Date(now) })
      .where(
        and(
          eq(apiKeys.id, found.id),
          sql`(${apiKeys.lastUsedAt} is null or ${apiKeys.lastUsedAt} < ${new Date(now - LAST_USED_EVERY_MS).toISOString()}::timestamptz)`,
        ),
      );
  }
}
