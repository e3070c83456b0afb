/**
 * Fill-in slots (docs/product/drafts.md#slots): where a draft needs a fact the offline engine does not
 * have ("which three shortcuts?"), it leaves a marked slot for the creator rather than a sentence that
 * pretends to know, e.g. `[Shortcut 1: name it, show it in one shot]`. The editor highlights slots and
 * publishing refuses a text that still holds one.
 *
 * A slot is a label (a capitalised word or few, an optional number), a colon and an instruction, in
 * square brackets, on one line. A Markdown link `[text](url)`, a checkbox `[ ]`/`[x]`, a time mark
 * `[0:15]` and a video script's cue in capitals (`[ON-SCREEN TEXT: …]`, `[B-ROLL: …]`) are not slots: a
 * slot's label has a lower-case letter.
 */
export const SLOT_PATTERN = /\[(?=[^\]:\n]*\p{Ll})(\p{Lu}[\p{L}\p{N}' -]{0,40}?(?: \d{1,2})?): ([^[\]\n]{2,160})\](?!\()/gu;

export interface Slot {
  /** The whole slot as it stands in the text, brackets included. */
  text: string;
  /** "Shortcut 1". */
  label: string;
  /** "name it, show it in one shot". */
  hint: string;
  /** Character offset in the text. */
  at: number;
}

/** Every slot in a text, in order. */
export function findSlots(text: string): Slot[] {
  return [...text.matchAll(SLOT_PATTERN)].map((m) => ({ text: m[0], label: m[1] ?? '', hint: m[2] ?? '', at: m.index }));
}

/** A slot in the offline engine's format. */
export function slot(label: string, hint: string): string {
  return `[${label}: ${hint}]`;
}

/** The refusal when a text to publish still holds a slot (the first one is named). */
export function unfilledSlotsMessage(slots: readonly Slot[]): string {
  const first = slots[0]?.text ?? '';
  const more = slots.length > 1 ? ` and ${slots.length - 1} more` : '';
  return `Fill in the marked ${slots.length === 1 ? 'slot' : 'slots'} before publishing: ${first}${more}.`;
}
