import { eq, sql } from 'drizzle-orm';
import type { AiProvider, AiUse } from '../../../contract/ai-settings';
import type { Db } from '../../db/client';
import { aiSettings } from '../../db/schema';
import { TokenBoxError, type TokenBox } from '../../social/token-box';

const ROW_ID = 'default';
/** What the sealed key is bound to: a sealed value copied to another column does not open here. */
export const KEY_CONTEXT = 'ai_settings.api_key';

/** The saved settings with the key opened (for building the model; never sent to a client). */
export interface SavedSettings {
  provider: AiProvider;
  baseUrl: string;
  model: string;
  /** The opened key; undefined without one (or when it no longer opens: see `keyUnreadable`). */
  apiKey: string | undefined;
  hasKey: boolean;
  keyHint: string | null;
  /** A key is saved but does not open (SECRET_KEY changed since it was sealed). */
  keyUnreadable: boolean;
  use: AiUse;
  updatedAt: Date;
}

export interface SaveSettings {
  provider: AiProvider;
  baseUrl: string;
  model: string;
  /** undefined keeps the saved key; '' removes it. */
  apiKey: string | undefined;
  use: AiUse;
  updatedBy: string;
}

/** The last four characters, to tell keys apart; none for a key so short that they would give most of it away. */
function hintOf(key: string): string | null {
  return key.length >= 12 ? key.slice(-4) : null;
}

/** The one row of the owner's AI settings, its key sealed with the app's token box. */
export class AiSettingsStore {
  constructor(private readonly deps: { db: Db; box: TokenBox }) {}

  async read(): Promise<SavedSettings | null> {
    const [row] = await this.deps.db.select().from(aiSettings).where(eq(aiSettings.id, ROW_ID)).limit(1);
    if (!row) return null;
    let apiKey: string | undefined;
    let keyUnreadable = false;
    if (row.apiKeySealed) {
      try {
        apiKey = this.deps.box.open(row.apiKeySealed, KEY_CONTEXT);
      } catch (err) {
        if (!(err instanceof TokenBoxError)) throw err;
        keyUnreadable = true;
      }
    }
    return {
      provider: row.provider,
      baseUrl: row.baseUrl,
      model: row.model,
      apiKey,
      hasKey: row.apiKeySealed !== null,
      keyHint: row.apiKeyHint,
      keyUnreadable,
      use: row.use,
      updatedAt: row.updatedAt,
    };
  }

  /** When the row last changed (polled by every instance to pick up another's save); null before any. */
  async updatedAt(): Promise<Date | null> {
    const [row] = await this.deps.db.select({ updatedAt: aiSettings.updatedAt }).from(aiSettings).where(eq(aiSettings.id, ROW_ID)).limit(1);
    return row?.updatedAt ?? null;
  }

  async save(values: SaveSettings): Promise<void> {
    const key =
      values.apiKey === undefined
        ? {}
        : values.apiKey === ''
          ? { apiKeySealed: null, apiKeyHint: null }
          : { apiKeySealed: this.deps.box.seal(values.apiKey, KEY_CONTEXT), apiKeyHint: hintOf(values.apiKey) };
    const set = {
      provider: values.provider,
      baseUrl: values.baseUrl,
      model: values.model,
      use: values.use,
      updatedBy: values.updatedBy,
      // clock_timestamp(), not now(): two saves in one transaction's time still differ for the pollers.
      updatedAt: sql`clock_timestamp()`,
      ...key,
    };
    await this.deps.db
      .insert(aiSettings)
      .values({ id: ROW_ID, ...set })
      .onConflictDoUpdate({ target: aiSettings.id, set });
  }
}
