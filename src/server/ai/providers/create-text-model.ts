import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { Config } from '../../config';
import type { TextModel } from '../text-model';
import { SdkTextModel } from './sdk-text-model';

/** The configured model, or null for the built-in offline engine (no AI settings). */
export function createTextModel(ai: Config['ai']): TextModel | null {
  const common = { timeoutMs: ai.timeoutMs, maxRetries: ai.maxRetries };
  switch (ai.provider) {
    case 'offline':
      return null;
    case 'openai': {
      // Chat Completions: what OpenAI and every OpenAI-style proxy speak.
      const openai = createOpenAI({ apiKey: ai.apiKey, baseURL: ai.baseUrl });
      return new SdkTextModel({ engine: 'openai', modelId: ai.model, model: openai.chat(ai.model), ...common });
    }
    case 'openai-compatible': {
      const provider = createOpenAICompatible({
        name: 'openai-compatible',
        baseURL: ai.baseUrl!,
        apiKey: ai.apiKey,
        includeUsage: true,
      });
      return new SdkTextModel({ engine: 'openai-compatible', modelId: ai.model, model: provider.chatModel(ai.model), ...common });
    }
    case 'anthropic': {
      const anthropic = createAnthropic({ apiKey: ai.apiKey, baseURL: ai.baseUrl });
      return new SdkTextModel({ engine: 'anthropic', modelId: ai.model, model: anthropic(ai.model), ...common });
    }
  }
}
