import {
  AI_PROVIDER_LABELS,
  type AiSettingsResponse,
  type PutAiSettingsRequest,
  type TestAiSettingsRequest,
  type TestAiSettingsResponse,
} from '../../../contract/ai-settings';
import type { AiEngineName } from '../../../contract/engines';
import type { ModelHolder } from '../../ai/model-holder';
import type { AiConfig } from '../../config';
import { HttpError } from '../../lib/http-error';
import { AI_SETTINGS_MESSAGES } from './messages';
import type { AiSettingsStore, SavedSettings } from './settings-store';

export interface AiSettingsServiceDeps {
  store: AiSettingsStore;
  models: ModelHolder;
  /** The provider settings from the environment (config.ai); they win unless offline. */
  environment: AiConfig;
  /** The engine and model the next draft is written with (the content service's). */
  active: () => { engine: AiEngineName; model: string };
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

type ProviderSettings = Pick<PutAiSettingsRequest, 'provider' | 'base_url' | 'model' | 'api_key'>;

/** The base URL as the SDKs want it: no trailing slash. */
const normalizeBaseUrl = (url: string) => url.trim().replace(/\/+$/, '');

/**
 * The owner's AI settings (docs/product/ai-settings.md): saves them, tests a connection, and keeps
 * `app.models` on what they say — unless the environment configures a provider, which wins. Each
 * instance applies the row at start, after its own save, and when its poll sees `updated_at` move.
 */
export class AiSettingsService {
  /** The `updated_at` (ms) of the row last applied; null: no row; undefined: nothing applied yet. */
  private appliedAt: number | null | undefined;
  private queue: Promise<unknown> = Promise.resolve();
  private polling = false;

  constructor(private readonly deps: AiSettingsServiceDeps) {}

  get environmentWins(): boolean {
    return this.deps.environment.provider !== 'offline';
  }

  /** Reads the row and applies it when it changed since last applied (always with `force`); one at a time. */
  sync(force = false): Promise<SavedSettings | null> {
    const run = this.queue.then(async () => {
      const saved = await this.deps.store.read();
      const stamp = saved ? saved.updatedAt.getTime() : null;
      if (force || stamp !== this.appliedAt) {
        await this.apply(saved);
        this.appliedAt = stamp;
      }
      return saved;
    });
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** The cheap check every few seconds: reads the whole row only when another instance saved it. */
  async poll(): Promise<void> {
    if (this.polling) return;
    this.polling = true;
    try {
      const stamp = (await this.deps.store.updatedAt())?.getTime() ?? null;
      if (stamp !== this.appliedAt) await this.sync();
    } finally {
      this.polling = false;
    }
  }

  async get(): Promise<AiSettingsResponse> {
    return this.describe(await this.sync());
  }

  async put(userId: string, request: PutAiSettingsRequest): Promise<AiSettingsResponse> {
    const saved = await this.deps.store.read();
    const baseUrl = normalizeBaseUrl(request.base_url);
    this.check(request, { keyNeeded: request.use === 'model', savedKey: saved?.hasKey ?? false });
    await this.deps.store.save({
      provider: request.provider,
      baseUrl,
      model: request.model,
      apiKey: request.api_key,
      use: request.use,
      updatedBy: userId,
    });
    return this.describe(await this.sync(true));
  }

  async test(request: TestAiSettingsRequest): Promise<TestAiSettingsResponse> {
    const saved = await this.deps.store.read();
    this.check(request, { keyNeeded: true, savedKey: saved?.hasKey ?? false });
    const apiKey = request.api_key === undefined ? saved?.apiKey : request.api_key || undefined;
    // The AI SDK loads with the first test or connected model, not at start.
    const { probeModel } = await import('../../ai/providers/probe-model');
    const result = await probeModel(this.configFor({ ...request, api_key: apiKey }));
    return { ok: result.ok, latency_ms: result.latencyMs, reply: result.reply, error: result.error };
  }

  /** What the schema cannot say alone: a base URL for an OpenAI-compatible server, a key for OpenAI and Anthropic. */
  private check(request: ProviderSettings, opts: { keyNeeded: boolean; savedKey: boolean }): void {
    if (request.provider === 'openai-compatible' && normalizeBaseUrl(request.base_url) === '') {
      throw new HttpError(422, AI_SETTINGS_MESSAGES.baseUrlRequired);
    }
    if (!opts.keyNeeded || request.provider === 'openai-compatible') return;
    const hasKey = request.api_key === undefined ? opts.savedKey : request.api_key !== '';
    if (!hasKey) throw new HttpError(422, AI_SETTINGS_MESSAGES.keyRequired(AI_PROVIDER_LABELS[request.provider]));
  }

  private configFor(settings: ProviderSettings): AiConfig {
    const baseUrl = normalizeBaseUrl(settings.base_url);
    return {
      provider: settings.provider,
      model: settings.model,
      apiKey: settings.api_key || undefined,
      baseUrl: baseUrl || undefined,
      // The environment's deadline and retries hold for a model connected here too.
      timeoutMs: this.deps.environment.timeoutMs,
      maxRetries: this.deps.environment.maxRetries,
    };
  }

  /** Points `app.models` at what the row says, unless the environment's provider wins. */
  private async apply(saved: SavedSettings | null): Promise<void> {
    if (this.environmentWins) return;
    if (!saved || saved.use === 'offline') {
      this.deps.models.set(null);
      return;
    }
    if (saved.keyUnreadable) {
      this.deps.log.warn({}, 'the saved AI API key does not open with this SECRET_KEY (changed since it was saved?): save the key again on Settings → AI');
    }
    try {
      const { createTextModel } = await import('../../ai/providers/create-text-model');
      this.deps.models.set(createTextModel(this.configFor({ provider: saved.provider, base_url: saved.baseUrl, model: saved.model, api_key: saved.apiKey })));
    } catch (err) {
      this.deps.log.error({ err }, 'could not build the model from the saved AI settings; drafts use the offline engine');
      this.deps.models.set(null);
    }
  }

  private describe(saved: SavedSettings | null): AiSettingsResponse {
    const env = this.deps.environment;
    return {
      source: this.environmentWins ? 'environment' : saved?.use === 'model' ? 'app' : 'offline',
      environment: this.environmentWins ? { provider: env.provider, model: env.model, base_url: env.baseUrl ?? null } : null,
      saved: saved && {
        provider: saved.provider,
        base_url: saved.baseUrl,
        model: saved.model,
        has_key: saved.hasKey,
        key_hint: saved.hasKey ? saved.keyHint : null,
        use: saved.use,
        updated_at: saved.updatedAt.toISOString(),
      },
      active: this.deps.active(),
    };
  }
}
