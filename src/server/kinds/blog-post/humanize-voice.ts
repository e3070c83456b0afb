/** The humanizer's brief for a draft of this kind: what it is, the voice to aim for, what must stay exactly. */
export const HUMANIZE_VOICE =
  'This is an SEO blog post. Make it read like an expert explaining to a smart friend: concrete, confident, no throat-clearing. ' +
  'Keep the title, every heading (same level, same words, same order), the meta description line, every list item and every link exactly; keep the keywords the draft uses.';
