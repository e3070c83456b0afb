import { BLOG_TITLE_MAX, META_DESCRIPTION_MAX, PREVIEW_TEXT_MAX } from '../../../contract/draft-rules';
import { SOCIAL_LIMITS, SOCIAL_PLATFORM_LABELS, type SocialPlatform } from '../../../contract/social-limits';
import { readDraftLines, type DraftLine } from './draft-lines';
import { opensWithHook } from './hook-section';
import { countCharacters } from './text-counts';

/** One of the kind's rules, checked on the text as it is now. */
export type RuleCheck = { id: string; pass: boolean; text: string };

const numberFormat = new Intl.NumberFormat('en-US');

/** "Meta description: …" on a line as read (src/server/kinds/blog-post/check.ts reads it the same way). */
const META_LINE = /^meta[\s_-]*description\s*:\s*(.*)$/i;
const SUBJECT_LINE = /^subject(?:\s+line)?\s*:\s*(.*)$/i;
const PREVIEW_LINE = /^preview(?:\s+text)?\s*:\s*(.*)$/i;

function findLine(lines: readonly DraftLine[], pattern: RegExp): string | null {
  for (const line of lines) {
    const match = line.code ? null : pattern.exec(line.text);
    if (match) return (match[1] ?? '').trim();
  }
  return null;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Whole words, any case, any run of spaces between the keyword's words (as the server's check finds them). */
function mentions(text: string, keyword: string): boolean {
  const words = keyword.trim().split(/\s+/).map(escapeRegExp).join(String.raw`\s+`);
  return new RegExp(String.raw`(?<![\p{L}\p{N}])${words}(?![\p{L}\p{N}])`, 'iu').test(text);
}

function lengthRule(id: string, what: string, length: number, max: number): RuleCheck {
  return length <= max
    ? { id, pass: true, text: `The ${what} has ${length} characters (at most ${max}).` }
    : { id, pass: false, text: `The ${what} has ${length} characters; shorten it to at most ${max}.` };
}

/** A blog post: its SEO title, its meta description, and the keywords it was asked to use. */
export function blogRules(text: string, keywords: readonly string[]): RuleCheck[] {
  const lines = readDraftLines(text);
  const title = lines.find((line) => line.depth === 1 && line.text !== '');
  const meta = findLine(lines, META_LINE);
  const rules: RuleCheck[] = [
    title
      ? lengthRule('title', 'title', countCharacters(title.text), BLOG_TITLE_MAX)
      : { id: 'title', pass: false, text: `Start with the title as a "# " heading of at most ${BLOG_TITLE_MAX} characters.` },
    meta
      ? lengthRule('meta', 'meta description', countCharacters(meta), META_DESCRIPTION_MAX)
      : {
          id: 'meta',
          pass: false,
          text: `Add a "**Meta description:** …" line right after the title, at most ${META_DESCRIPTION_MAX} characters.`,
        },
  ];
  const read = lines.map((line) => line.text).join('\n');
  for (const keyword of keywords) {
    rules.push(
      mentions(read, keyword)
        ? { id: `keyword:${keyword}`, pass: true, text: `The keyword "${keyword}" is in the text.` }
        : { id: `keyword:${keyword}`, pass: false, text: `Use the keyword "${keyword}" in the text at least once.` },
    );
  }
  return rules;
}

/** A social post: its length as its platform counts it, against the platform's limit. */
export function socialRule(platform: SocialPlatform, length: number): RuleCheck {
  const limit = SOCIAL_LIMITS[platform];
  const name = SOCIAL_PLATFORM_LABELS[platform];
  const counted = platform === 'twitter' ? ' as X counts them' : '';
  return length <= limit
    ? { id: 'length', pass: true, text: `${numberFormat.format(length)} of ${numberFormat.format(limit)} characters${counted}: it fits ${name}.` }
    : {
        id: 'length',
        pass: false,
        text: `${numberFormat.format(length)} of ${numberFormat.format(limit)} characters${counted}: cut ${numberFormat.format(length - limit)} to fit ${name}.`,
      };
}

/** A video script opens with its hook, the part variations rewrite. */
export function videoRules(text: string): RuleCheck[] {
  return [
    opensWithHook(text)
      ? { id: 'hook', pass: true, text: 'It opens with a HOOK section at [0:00].' }
      : { id: 'hook', pass: false, text: 'Open with a HOOK section at [0:00] that grabs attention in the first seconds.' },
  ];
}

/** A newsletter: its subject line and its preview text. */
export function newsletterRules(text: string): RuleCheck[] {
  const lines = readDraftLines(text);
  const subject = findLine(lines, SUBJECT_LINE);
  const preview = findLine(lines, PREVIEW_LINE);
  return [
    subject
      ? { id: 'subject', pass: true, text: 'It has a "Subject:" line.' }
      : { id: 'subject', pass: false, text: 'Start the newsletter with a "Subject: …" line.' },
    preview
      ? lengthRule('preview', 'preview text', countCharacters(preview), PREVIEW_TEXT_MAX)
      : { id: 'preview', pass: false, text: `Add a "Preview text: …" line of at most ${PREVIEW_TEXT_MAX} characters right after the subject line.` },
  ];
}
