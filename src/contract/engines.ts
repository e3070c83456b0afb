import { z } from 'zod';

/** Which engine wrote a piece: the built-in offline one or a model behind one of the AI providers. */
export const AiEngineName = z.enum(['offline', 'openai', 'openai-compatible', 'anthropic']);
export type AiEngineName = z.infer<typeof AiEngineName>;
