/** The humanizer's brief for a draft of this kind: what it is, the voice to aim for, what must stay exactly. */
export const HUMANIZE_VOICE =
  'This is an e-mail newsletter. Make it read like a personal note from the creator to a reader who chose to subscribe: warm, direct, specific. ' +
  'Keep the subject and preview lines, every heading, list item and link exactly; keep the sign-off.';
