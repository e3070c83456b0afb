import type { BlogPostRequest, NewsletterRequest, SocialPostRequest, VideoScriptRequest } from '../../../contract/content';
import { blogBody } from '../../ai/fidelity/blog-check';
import { splitLines } from '../../ai/fidelity/lines';
import { readDraft } from '../../ai/fidelity/read-draft';
import { findTimeMarks } from '../../ai/fidelity/time-marks';
import { advancedTemplate } from './library';
import type { BlogTemplate, SocialTemplate, VideoPointsSection, VideoTemplate } from './schema';

/** Letters and digits only, lower-cased: "## Step-by-Step:" and "step by step" compare equal. */
export function headingKey(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

/**
 * Where each heading of `wanted` starts one of `found` (in order): the problems, as instructions. A found
 * heading may go on after the wanted words ("Step-by-Step: Your First Week").
 */
function sectionProblems(wanted: readonly string[], found: readonly string[], form: (heading: string) => string): string[] {
  const keys = found.map(headingKey);
  const missing: string[] = [];
  let outOfOrder = false;
  let cursor = -1;
  for (const heading of wanted) {
    const key = headingKey(heading);
    const next = keys.findIndex((k, i) => i > cursor && k.startsWith(key));
    if (next >= 0) cursor = next;
    else if (keys.some((k) => k.startsWith(key))) outOfOrder = true;
    else missing.push(heading);
  }
  const problems = missing.map((heading) => `Add the section ${form(heading)}, as the template asks.`);
  if (outOfOrder) problems.push(`Put the template's sections in this order: ${wanted.map(form).join(' → ')}.`);
  return problems;
}

/** The numbers in a run of labels, and whether they count 1, 2, 3… (or down to 1). */
function counts(numbers: readonly number[], down: boolean): boolean {
  return numbers.every((n, i) => (down ? n === numbers.length - i : n === i + 1));
}

const STEP_H3 = /^step\s*(\d+)\b/i;
const NUMBERED_H3 = /^(\d+)\s*[.)]/;

/** A blog post's template sections: its H2 headings in order, numbered subsections, the comparison table. */
export function checkBlogTemplate(request: BlogPostRequest, text: string): string[] {
  const template: BlogTemplate | null = advancedTemplate('blog_post', request.template);
  if (!template) return [];
  const body = blogBody(text);
  const { lines } = readDraft(body);
  const raw = splitLines(body);
  const h2 = lines.flatMap((line, index) => (line.kind === 'heading' && line.depth === 2 ? [{ text: line.text, index }] : []));
  const problems = sectionProblems(
    template.sections.map((s) => s.heading),
    h2.map((h) => h.text),
    (heading) => `"## ${heading}"`,
  );
  for (const section of template.sections) {
    if (!section.items && !section.table) continue;
    const at = h2.findIndex((h) => headingKey(h.text).startsWith(headingKey(section.heading)));
    if (at < 0) continue;
    const from = h2[at]!.index;
    const to = h2[at + 1]?.index ?? lines.length;
    const inside = lines.slice(from + 1, to);
    if (section.items) {
      const pattern = section.items === 'steps' ? STEP_H3 : NUMBERED_H3;
      const numbers = inside.flatMap((line) => {
        const match = line.kind === 'heading' && line.depth === 3 ? pattern.exec(line.text.trim()) : null;
        return match ? [Number(match[1])] : [];
      });
      const min = section.min ?? 3;
      const form = section.items === 'steps' ? '"### Step 1: …", "### Step 2: …"' : '"### 1. …", "### 2. …"';
      if (numbers.length < min || !counts(numbers, false)) {
        problems.push(`Under "## ${section.heading}", write at least ${min} subsections numbered in order as ${form}.`);
      }
    }
    if (section.table) {
      const first = lines[from]!.sourceLine;
      const last = to < lines.length ? lines[to]!.sourceLine : raw.length;
      const rows = raw.slice(first + 1, last).filter((line) => /^\s*\|.*\|\s*$/.test(line));
      if (rows.length < 3) {
        problems.push(`Under "## ${section.heading}", add a Markdown table comparing the options (${section.table.columns.join(', ')}), one row per option.`);
      }
    }
  }
  return problems;
}

/** The label of a point as a pattern: "Step {i}: {title}" → /^step\s*(\d+)/i. */
function labelPattern(section: VideoPointsSection): RegExp {
  const prefix = section.label.slice(0, section.label.indexOf('{i}'));
  const escaped = prefix.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s*');
  return new RegExp(`^${escaped}\\s*(\\d+)\\b`, 'i');
}

/** How the template's points are headed, for an instruction: "Step 1: …", "Step 2: …". */
function labelExample(section: VideoPointsSection): string {
  const numbers = section.points === 'countdown' ? ['3', '2', '1'] : ['1', '2'];
  return numbers.map((i) => `"${section.label.replace('{i}', i).replace('{title}', '…')}"`).join(', ');
}

/** A video script's template sections among its time-marked headings, and its points numbered as the template heads them. */
export function checkVideoTemplate(request: VideoScriptRequest, text: string): string[] {
  const template: VideoTemplate | null = advancedTemplate('video_script', request.template);
  if (!template) return [];
  const { lines } = readDraft(text);
  const labels = findTimeMarks(lines).map((mark) => mark.label);
  const fixed = template.sections.filter((s) => !('points' in s)).map((s) => s.heading);
  const problems = sectionProblems(fixed, labels, (heading) => `"## [m:ss] ${heading}"`);
  const points = template.sections.find((s): s is VideoPointsSection => 'points' in s);
  if (points) {
    const pattern = labelPattern(points);
    const numbers = labels.flatMap((label) => {
      const match = pattern.exec(label);
      return match ? [Number(match[1])] : [];
    });
    const down = points.points === 'countdown';
    if (numbers.length < 2 || !counts(numbers, down)) {
      const order = down ? 'counting down to 1' : 'counting up from 1';
      problems.push(`Head the main points as time-marked sections ${labelExample(points)}, ${order}, at least two of them.`);
    }
  }
  return problems;
}

const LIST_LINE = /^\s*(?:[-*•→✅▪]|\d+[.)])\s*\S/u;
const THREAD_PART = /^\s*(\d+)\s*\/(?:\d+)?(?:\s|$)/;
const SLIDE = /\bslide\s*(\d+)\b/giu;
const HASHTAG_LINE = /^(?:\s*#[\p{L}\p{N}_]+)+\s*$/u;

/** A social post's template shape: its list, closing question, numbered thread parts or slides. */
export function checkSocialTemplate(request: SocialPostRequest, text: string): string[] {
  const template: SocialTemplate | null = advancedTemplate('social_media', request.template);
  if (!template) return [];
  const lines = splitLines(text.trim());
  const { min } = template;
  switch (template.items) {
    case 'bullets':
      return lines.filter((line) => LIST_LINE.test(line)).length >= min
        ? []
        : [`List what is new as at least ${min} short lines, each starting with "${template.itemLabel.replace('{i}', '1')}".`];
    case 'question': {
      const body = lines.filter((line) => line.trim() && !HASHTAG_LINE.test(line));
      return body.at(-1)?.includes('?') ? [] : ['End the post (before any hashtags) with a question that invites replies.'];
    }
    case 'thread': {
      const numbers = lines.flatMap((line) => {
        const match = THREAD_PART.exec(line);
        return match ? [Number(match[1])] : [];
      });
      return numbers.length >= min && counts(numbers, false)
        ? []
        : [`Write the thread's opening as numbered parts, each starting its own line with "1/", "2/" and so on, at least ${min} of them.`];
    }
    case 'slides': {
      const numbers = [...text.matchAll(SLIDE)].map((match) => Number(match[1]));
      return numbers.length >= min && counts(numbers, false)
        ? []
        : [`Name what each slide covers as "Slide 1: …", "Slide 2: …", in order, at least ${min} slides.`];
    }
  }
}

/** The sections a newsletter must have: those the request lists, else its template's (none for the standard template). */
export function newsletterSections(request: NewsletterRequest): string[] {
  if (request.sections.length > 0) return request.sections;
  return advancedTemplate('newsletter', request.template)?.sections.map((s) => s.heading) ?? [];
}
