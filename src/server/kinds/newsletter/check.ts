import type { NewsletterRequest } from '../../../contract/content';
import { stripMarkdown } from '../../text/count-words';
import { readDraft, type DraftLine } from '../../text/read-draft';
import { PREVIEW_TEXT_MAX } from '../../../contract/draft-rules';

export { PREVIEW_TEXT_MAX };

const SUBJECT_LINE = /^subject(?:\s+line)?\s*:\s*(.*)$/i;
const PREVIEW_LINE = /^preview(?:\s+text)?\s*:\s*(.*)$/i;

/** Text with its whitespace collapsed and trimmed. */
function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Letters and digits only, lower-cased: "## 2. Quick tips:" and "Quick Tips" compare equal. */
function headingKey(text: string): string {
  return collapse(text)
    .replace(/^(?:section\s+)?\d{1,2}\s*[.):-]\s*/i, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

/** A heading, or a line that is only a bold label ("**Gear:**"). */
function isHeading(line: DraftLine): boolean {
  return (line.kind === 'heading' && /\S/.test(line.text)) || line.boldOnly;
}

function checkHeader(lines: readonly DraftLine[]): string[] {
  const problems: string[] = [];
  const filled = lines.map((line) => collapse(line.text)).filter(Boolean);
  const subject = SUBJECT_LINE.exec(filled[0] ?? '');
  if (!subject || !subject[1]?.trim()) problems.push('Start the newsletter with a "Subject: …" line.');
  const firstHeading = lines.findIndex((line) => isHeading(line) && !SUBJECT_LINE.test(collapse(line.text)) && !PREVIEW_LINE.test(collapse(line.text)));
  const header = (firstHeading < 0 ? lines : lines.slice(0, firstHeading)).map((line) => collapse(line.text));
  const preview = header.map((line) => PREVIEW_LINE.exec(line)).find((m) => m !== null);
  const previewText = preview?.[1]?.trim() ?? '';
  if (!previewText) {
    problems.push(`Add a "Preview text: …" line of at most ${PREVIEW_TEXT_MAX} characters right after the subject line.`);
  } else if ([...previewText].length > PREVIEW_TEXT_MAX) {
    problems.push(`The preview text has ${[...previewText].length} characters; shorten it to at most ${PREVIEW_TEXT_MAX}.`);
  }
  return problems;
}

function checkSections(sections: readonly string[], lines: readonly DraftLine[]): string[] {
  const keys = lines.map((line) => (isHeading(line) ? headingKey(line.text) : null));
  const problems: string[] = [];
  const missing: string[] = [];
  let outOfOrder = false;
  let cursor = -1;
  for (const section of sections) {
    // The requested name is plain text, but may hold Markdown marks a heading would lose.
    const key = headingKey(stripMarkdown(section));
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
  const { lines } = readDraft(text);
  return [...checkHeader(lines), ...checkSections(request.sections, lines)];
}
