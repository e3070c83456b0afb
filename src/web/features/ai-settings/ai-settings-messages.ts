import type { AiProvider } from '../../../contract/ai-settings';
import type { AiEngineName } from '../../../contract/engines';

/** The AI settings page's texts (docs/product/ai-settings.md). The page is the operator's: it may name settings. */

/** How a sentence names where a model runs: "llama3.2 on an OpenAI-compatible server". */
const ENGINE_PLACES: Record<Exclude<AiEngineName, 'offline'>, string> = {
  openai: 'at OpenAI',
  anthropic: 'at Anthropic',
  'openai-compatible': 'on an OpenAI-compatible server',
};

export const AI_SETTINGS_TEXT = {
  title: 'AI settings',
  description: 'Choose the model Inkwell writes drafts with. Only the owner account sees this page.',
  environmentHeading: "The server's environment settings are in use",
  environment: (model: string, place: string, baseUrl: string | null) =>
    `AI_PROVIDER, OPENAI_API_KEY, ANTHROPIC_API_KEY or AI_BASE_URL is set on the server, and the environment wins over this page: drafts are written with ${model} ${place}${baseUrl ? ` (${baseUrl})` : ''}. What you save here is kept, and used once those variables are removed.`,
  offlineNote: 'Creators see their drafts labelled “Sample draft (offline engine)” until a model is connected.',
  keySaved: (hint: string | null) => `A key is saved${hint ? ` (…${hint})` : ''}. Leave empty to keep it.`,
  keyOptional: 'Only if the server was started with a key (llama-server --api-key, a proxy).',
  keyRequired: 'Required. It is stored encrypted and never shown again.',
  baseUrlRequired: 'Required. Ollama: http://127.0.0.1:11434/v1 · llama.cpp: http://127.0.0.1:8080/v1',
  baseUrlOptional: (provider: string) => `Optional: leave empty for ${provider}'s own API, or give a proxy's address.`,
  modelMissing: "Enter the model's name.",
  baseUrlMissing: 'Enter the base URL of the server, such as http://127.0.0.1:11434/v1.',
  saved: 'Settings saved.',
  keyRemoved: 'The saved key was removed.',
  saveFailed: 'The settings could not be saved. Please try again.',
  testFailed: 'The connection could not be tested. Please try again.',
  connected: (ms: number, reply: string | null) => `Connected in ${ms} ms${reply ? `: “${reply}”` : ' (the model answered with no text)'}.`,
} as const;

/** Examples of model names, by provider. */
export const MODEL_EXAMPLES: Record<AiProvider, string> = {
  openai: 'gpt-4o-mini',
  anthropic: 'claude-sonnet-4-5',
  'openai-compatible': 'llama3.2',
};

/** The engine and model the next draft is written with, as a sentence. */
export function describeEngine(engine: AiEngineName, model: string): string {
  if (engine === 'offline') return "The next draft is written by Inkwell's offline engine, from templates.";
  return `The next draft is written with ${model} ${ENGINE_PLACES[engine]}.`;
}

export function enginePlace(engine: AiEngineName): string {
  return engine === 'offline' ? '' : ENGINE_PLACES[engine];
}
