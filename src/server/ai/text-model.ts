import type { AiEngineName } from '../../contract/content';

export interface TextRequest {
  system: string;
  prompt: string;
  /** Aborts the call (client gone, or a caller's own deadline). */
  signal?: AbortSignal;
  maxOutputTokens?: number;
}

/** A hosted or local language model behind one of the AI providers (docs/architecture.md#outside-services). */
export interface TextModel {
  readonly engine: Exclude<AiEngineName, 'offline'>;
  readonly model: string;
  /** The text as it is produced. Throws HttpError 504 on timeout and 502 on an upstream failure. */
  stream(request: TextRequest): AsyncIterable<string>;
  generate(request: TextRequest): Promise<string>;
}
