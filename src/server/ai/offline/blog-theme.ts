/** One H3 subsection: its heading and sentences; the first two always stay, the rest can be trimmed. */
export interface BlogUnit {
  heading: string;
  sentences: readonly string[];
  /** One concrete exercise, shown as its own short paragraph. */
  practice: string;
  /** A Markdown list placed after the first sentence (never trimmed). */
  list?: readonly string[];
}

/** One H2 section. Slots: {topic}, {title}, {short}, {audience|fallback}; {kw} in keyHeading. */
export interface BlogTheme {
  key: string;
  /** What the section covers, for the introduction and meta description: "a step-by-step plan". */
  summary: string;
  headings: readonly string[];
  /** The heading when it carries the first target keyword. */
  keyHeading: string;
  lead: string;
  /** Steps must stay in order and start at the first. */
  ordered?: boolean;
  units: readonly BlogUnit[];
}
