import { SOURCE_MAX_CHARS, type ContentType } from '../../../contract/content';

/**
 * A summary attached to one generator ("Create from this"): shown as a chip above that form and sent
 * as the request's `source` until it is removed or a piece has been made from it.
 */
export type AttachedSource = {
  type: ContentType;
  /** The source's title, shown on the chip and given as the topic when the form has none. */
  title: string;
  text: string;
  /** Tells one attachment from the next, so that a form prefills its topic once per attachment. */
  key: number;
};

/**
 * The text as a request's `source` takes it: trimmed and cut to SOURCE_MAX_CHARS, never between the
 * two halves of a character outside the BMP (the server refuses an unpaired surrogate).
 */
export function toSourceText(text: string): string {
  const trimmed = text.trim();
  if (trimmed.length <= SOURCE_MAX_CHARS) return trimmed;
  const last = trimmed.charCodeAt(SOURCE_MAX_CHARS - 1);
  const end = last >= 0xd800 && last <= 0xdbff ? SOURCE_MAX_CHARS - 1 : SOURCE_MAX_CHARS;
  return trimmed.slice(0, end).trimEnd();
}
