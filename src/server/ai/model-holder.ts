import type { TextModel } from './text-model';

/**
 * The model drafts are written with now (null: the offline engine). The environment's provider
 * settings set it at start; the owner's AI settings (modules/ai-settings) replace it while the server
 * runs, so every service reads `current` at each use rather than keeping the model it started with.
 */
export class ModelHolder {
  constructor(private model: TextModel | null) {}

  get current(): TextModel | null {
    return this.model;
  }

  set(model: TextModel | null): void {
    this.model = model;
  }
}
