/** The humanizer's brief for a draft of this kind: what it is, the voice to aim for, what must stay exactly. */
export const HUMANIZE_VOICE =
  'This is a video script that will be spoken aloud. Make it sound like someone talking to one viewer: short sentences, contractions, direct "you". ' +
  'Keep every section heading with its time mark, every bracketed time mark and every bold cue label (such as **Hook:** or **B-roll:**) exactly where it is; edit only the spoken lines.';
