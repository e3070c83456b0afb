import type { BlogTemplate, NewsletterTemplate, SocialTemplate, VideoTemplate } from '../../kinds/templates/schema';

/** The lines a brief gains from its template: its name and how to write a piece of it. None for the standard template. */
export function templateNotes(template: { name: string; notes: readonly string[] } | null): string[] {
  if (!template) return [];
  return [`Template: ${template.name}. Follow its structure exactly:`, ...template.notes.map((note) => `- ${note}`)];
}

/** The body's H2 sections of a blog template, their numbered subsections and table. */
export function blogTemplateRules(template: BlogTemplate): string[] {
  return [
    `- Between the introduction and the conclusion, these "## " sections in this order, each H2 heading starting with the words given: ${template.sections
      .map((s) => `"## ${s.heading}" (${s.purpose})`)
      .join('; ')}.`,
    ...template.sections.flatMap((s) => [
      ...(s.items === 'steps' ? [`- Under "## ${s.heading}": at least ${s.min ?? 3} "### Step 1: …", "### Step 2: …" subsections, numbered in order.`] : []),
      ...(s.items === 'numbered' ? [`- Under "## ${s.heading}": at least ${s.min ?? 3} "### 1. …", "### 2. …" subsections, numbered in order.`] : []),
      ...(s.table ? [`- Under "## ${s.heading}": a Markdown table with the columns ${s.table.columns.join(', ')} and one row per option.`] : []),
    ]),
  ];
}

/** The sections a video template puts between the HOOK and the closing. */
export function videoTemplateRules(template: VideoTemplate): string[] {
  const parts = template.sections.map((s) => {
    if (!('points' in s)) return `"[m:ss] ${s.heading}" (${s.purpose})`;
    const numbers = s.points === 'countdown' ? ['3', '2', '1'] : ['1', '2', '3'];
    const order = s.points === 'countdown' ? 'counting down to 1' : 'numbered in order';
    return `the main points, each its own section headed ${numbers.map((i) => `"[m:ss] ${s.label.replace('{i}', i).replace('{title}', '…')}"`).join(', ')} (${order}; ${s.purpose})`;
  });
  return [`- Between the HOOK and the closing, these sections in this order: ${parts.join('; then ')}.`];
}

/** A social template's parts, in order. */
export function socialTemplateRules(template: SocialTemplate): string[] {
  return [`Structure, in this order: ${template.sections.map((s) => `${s.heading} (${s.purpose})`).join('; ')}.`];
}

/** What each of a newsletter template's sections holds. */
export function newsletterTemplateRules(template: NewsletterTemplate): string[] {
  return [`- What each section holds: ${template.sections.map((s) => `"${s.heading}": ${s.purpose}`).join('; ')}.`];
}
