import type { NewsletterRequest } from '../../../contract/content';
import { stripMarkdown } from './count-words';
import { splitLines } from './lines';

export const PREVIEW_TEXT_MAX = 140;

const SUBJECT_LINE = /^subject(?:\s+line)?\s*:\s*(.*)$/i;
const PREVIEW_LINE = /^preview(?:\s+text)?\s*:\s*(.*)$/i;

/** A line without heading hashes, emphasis or list markers, trimmed. */
function plainLine(line: string): string {
  return stripMarkdown(line).replace(/\s+/g, ' ').trim();
}

/** Letters and digits only, lower-cased: "## 2. Quick tips:" and "Quick Tips" compare equal. */
function headingKey(text: string): string {
  return plainLine(text)
    .replace(/^(?:section\s+)?\d{1,2}\s*[.):-]\s*/i, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

function isHeading(line: string): boolean {
  return /^\s{0,3}#{1,6}\s+\S/.test(line) || /^\s*(\*\*|__)[^*_]+\1\s*:?\s*$/.test(line);
}

function checkHeader(lines: readonly string[]): string[] {
  const problems: string[] = [];
  const filled = lines.map(plainLine).filter(Boolean);
  const subject = SUBJECT_LINE.exec(filled[0] ?? '');
  if (!subject || !subject[1]?.trim()) problems.push('Start the newsletter with a "Subject: …" line.');
  const firstHeading = lines.findIndex((line) => isHeading(line) && !SUBJECT_LINE.test(plainLine(line)) && !PREVIEW_LINE.test(plainLine(line)));
  const header = (firstHeading < 0 ? lines : lines.slice(0, firstHeading)).map(plainLine);
  const preview = header.map((line) => PREVIEW_LINE.exec(line)).find((m) => m !== null);
  const previewText = preview?.[1]?.trim() ?? '';
  if (!previewText) {
    problems.push(`Add a "Preview text: …" line of at most ${PREVIEW_TEXT_MAX} characters right after the subject line.`);
  } else if ([...previewText].length > PREVIEW_TEXT_MAX) {
    problems.push(`The preview text has ${[...previewText].length} characters; shorten it to at most ${PREVIEW_TEXT_MAX}.`);
  }
  return problems;
}

function checkSections(sections: readonly string[], lines: readonly string[]): string[] {
  const keys = lines.map((line) => (isHeading(line) ? headingKey(line) : null));
  const problems: string[] = [];
  const missing: string[] = [];
  let outOfOrder = false;
  let cursor = -1;
  for (const section of sections) {
    const key = headingKey(section);
    const next = keys.findIndex((k, i) => i > cursor && k === key);
    if (next >= 0) {
      cursor = next;
    } else if (keys.includes(key)) {
      outOfOrder = true;
    } else {
      missing.push(section);
    }
  }
  for (const section of missing) problems.push(`Add the section "${section}" with the heading line "## ${section}".`);
  if (outOfOrder) problems.push(`Put the sections in the requested order, each under its own "## " heading: ${sections.join(' → ')}.`);
  return problems;
}

export function checkNewsletter(request: NewsletterRequest, text: string): string[] {
  const lines = splitLines(text);
  return [...checkHeader(lines), ...checkSections(request.sections, lines)];
}
