/**
 * Lines of a draft that are notes about it, not text for its readers: a blog's "Meta description: …"
 * and "Keywords: …", a newsletter's "Subject: …" and "Preview text: …", a video script's
 * "Platform: YouTube · Runtime: …" and its stage directions "(VISUAL: …)". Read on a line as rendered
 * (emphasis gone), so "**Meta description:** …" is one too.
 */

/** A label opening a line, then a colon: the line's kind and what follows the colon. */
const LABELLED = /^\s*([\p{L} ]{2,30}?)\s*:\s*(.*?)\s*$/u;

/** Labels whose line is the piece's title (kept as a heading when the piece has no other). */
const TITLE_LABELS = new Set(['title', 'seo title', 'blog title', 'post title', 'headline', 'subject', 'subject line']);
/** Labels whose line lists keywords (they become hashtags). */
const KEYWORD_LABELS = new Set(['keywords', 'keyword', 'target keywords', 'focus keyword', 'focus keywords', 'seo keywords', 'tags']);
/** Labels of notes that are dropped. */
const NOTE_LABELS = new Set([
  'meta description',
  'meta title',
  'seo description',
  'preview text',
  'preheader',
  'slug',
  'url slug',
  'word count',
  'reading time',
  'estimated reading time',
  'category',
  'categories',
  'excerpt',
  'platform',
  'runtime',
]);

/** "(VISUAL: …)", "(LOWER THIRD: …)", "(B-ROLL: …)": a direction to whoever films or edits. */
const DIRECTION = /^\s*\(\s*\p{Lu}[\p{Lu}\p{N} '’/&-]{1,30}:[^)]*\)\s*$/u;

export type MetadataLine = { kind: 'title'; text: string } | { kind: 'keywords'; words: string[] } | { kind: 'note' };

/** What the line is when it is a note about the piece; null for a line of its text. */
export function readMetadataLine(line: string): MetadataLine | null {
  if (DIRECTION.test(line)) return { kind: 'note' };
  const match = LABELLED.exec(line);
  if (!match) return null;
  const label = match[1]!.toLowerCase().replace(/\s+/g, ' ');
  const value = match[2] ?? '';
  if (TITLE_LABELS.has(label)) return value ? { kind: 'title', text: value } : { kind: 'note' };
  if (KEYWORD_LABELS.has(label)) return { kind: 'keywords', words: splitKeywords(value) };
  return NOTE_LABELS.has(label) ? { kind: 'note' } : null;
}

/** "content calendar, editorial planning; SEO" → each keyword, without hashes or quotes. */
export function splitKeywords(value: string): string[] {
  return value
    .split(/[,;|·]/)
    .map((k) => k.replace(/^[\s#"'“”‘’]+|[\s"'“”‘’.]+$/g, ''))
    .filter(Boolean);
}
