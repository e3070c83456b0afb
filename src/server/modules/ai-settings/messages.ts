import { aboutField } from '../../../contract/field-labels';

/** The AI settings' answers in words (docs/product/ai-settings.md). */
export const AI_SETTINGS_MESSAGES = {
  ownerOnly: 'Only the owner account can change the AI settings.',
  baseUrlRequired: aboutField('base_url', 'is required for an OpenAI-compatible server'),
  keyRequired: (provider: string) => aboutField('api_key', `is required for ${provider}`),
} as const;
