import { HttpError } from '../../lib/http-error';
import { VERSIONS_MESSAGES } from './versions-messages';

/**
 * Tries per alternative. Offline, each try is another variant seed: a composer's phrase banks give a
 * request a handful of wordings, and two seeds may pick the same one. A model is shown the texts to
 * avoid, so a second try is only for a model that repeats itself anyway.
 */
const OFFLINE_TRIES = 16;
const MODEL_TRIES = 2;

/** Texts compare as a reader sees them: the same words with other spacing are the same text. */
const sameText = (text: string) => text.trim().replace(/\s+/g, ' ');

/**
 * Writes until a draft differs from every text in `taken` (the current text, alternatives already
 * written): a regeneration or a variation is a real alternative, never the same text. `write` gets the
 * variant seed to use; the answer says which came next, for the following alternative. Offline with
 * no other wording left: 422; a model that keeps repeating itself: 502 (nothing is counted either way).
 */
export async function writeAlternative(opts: {
  offline: boolean;
  firstVariant: number;
  taken: readonly string[];
  write: (variant: number) => Promise<string>;
}): Promise<{ text: string; nextVariant: number }> {
  const taken = new Set(opts.taken.map(sameText));
  const tries = opts.offline ? OFFLINE_TRIES : MODEL_TRIES;
  for (let i = 0; i < tries; i++) {
    const variant = opts.firstVariant + i;
    const text = await opts.write(variant);
    if (text.trim() && !taken.has(sameText(text))) return { text, nextVariant: variant + 1 };
  }
  throw opts.offline ? new HttpError(422, VERSIONS_MESSAGES.noOtherWording) : new HttpError(502, VERSIONS_MESSAGES.sameTextAgain);
}
