/** What a document (PDF, DOCX, TXT) gave: its text and, when it has one, its title. */
export interface ExtractedDocument {
  text: string;
  title: string | null;
  /** Pages of a PDF. */
  pages?: number;
}

/** Characters of a source read at most (about 250,000 words); beyond is ignored. */
export const MAX_SOURCE_CHARS = 1_500_000;

export const NO_TEXT_DETAIL = 'This file has no text to summarize';

/**
 * A document that cannot be summarized, and why, for the creator. Thrown by the extractors inside a
 * worker thread, where an error's class does not survive the trip back: extractDocument turns it into
 * a tagged result, and the main thread into an HttpError again.
 */
export class DocumentError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly logDetail?: string,
    /** Refused for going over one of the readers' caps (pages, paragraphs…): counted as a strike (workers/strikes.ts). */
    readonly limit = false,
  ) {
    super(detail);
    this.name = 'DocumentError';
  }
}

/**
 * The text capped at MAX_SOURCE_CHARS (cut at a word's end when one is near), trimmed; a document with
 * nothing left is refused.
 */
export function finishText(text: string): string {
  let capped = text;
  if (capped.length > MAX_SOURCE_CHARS) {
    capped = capped.slice(0, MAX_SOURCE_CHARS);
    const lastSpace = capped.search(/\s\S*$/);
    if (lastSpace > MAX_SOURCE_CHARS - 1_000) capped = capped.slice(0, lastSpace);
  }
  capped = capped.trim();
  if (!capped) throw new DocumentError(422, NO_TEXT_DETAIL);
  return capped;
}

/** A title as found in a document's metadata: whitespace collapsed, nothing when blank. */
export function cleanTitle(title: unknown): string | null {
  if (typeof title !== 'string') return null;
  const clean = title.replace(/\s+/g, ' ').trim();
  return clean ? clean.slice(0, 300) : null;
}
