import type { BlogPostRequest } from '../../../contract/content';
import { splitLines } from '../../text/lines';
import { readDraft } from '../../text/read-draft';
import { blogBody } from './check';
import { BLOG_TEMPLATES, type BlogTemplate } from './templates';
import { counts, headingKey, sectionProblems } from '../shared/template-sections';

const STEP_H3 = /^step\s*(\d+)\b/i;
const NUMBERED_H3 = /^(\d+)\s*[.)]/;

/** A blog post's template sections: its H2 headings in order, numbered subsections, the comparison table. */
export function checkBlogTemplate(request: BlogPostRequest, text: string): string[] {
  const template: BlogTemplate | null = BLOG_TEMPLATES.advanced(request.template);
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

