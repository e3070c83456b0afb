/** How much of each earlier draft the note quotes: enough to recognise its opening and angle. */
const EARLIER_DRAFT_CHARS = 2_000;

function quote(text: string): string {
  const trimmed = text.trim();
  return trimmed.length <= EARLIER_DRAFT_CHARS ? trimmed : `${trimmed.slice(0, EARLIER_DRAFT_CHARS).trimEnd()}…`;
}

/**
 * What a brief gains when the draft is another one of the same request (a regeneration, a variation):
 * the drafts it must not repeat, so that the model writes a real alternative rather than the same text.
 */
export function alternativeNote(avoid: readonly string[]): string {
  return [
    'This is another draft for the same brief. Write a clearly different one: another opening, angle and wording,',
    'while still following every instruction above. Do not repeat or lightly reword the earlier drafts below.',
    ...avoid.flatMap((text, i) => ['', `--- EARLIER DRAFT ${i + 1} ---`, quote(text)]),
    '',
    '--- END OF EARLIER DRAFTS ---',
  ].join('\n');
}
