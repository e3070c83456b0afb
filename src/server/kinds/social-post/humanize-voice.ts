/** The humanizer's brief for a draft of this kind: what it is, the voice to aim for, what must stay exactly. */
export const HUMANIZE_VOICE =
  'This is a social media post. Make it sound like the creator posting it themselves: casual, punchy, no corporate phrasing. ' +
  'Keep every hashtag, @mention, link and emoji; keep the line breaks that structure it.';
