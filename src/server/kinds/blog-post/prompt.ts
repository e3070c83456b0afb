import type { BlogPostRequest } from '../../../contract/content';
import { audienceLine } from '../../ai/prompts/editor-system';
import { sourceLines } from '../../ai/prompts/source-material';
import { templateNotes } from '../../ai/prompts/template-brief';
import { BLOG_TEMPLATES, type BlogTemplate } from './templates';

/** The body's H2 sections of a blog template, their numbered subsections and table. */
function blogTemplateRules(template: BlogTemplate): string[] {
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

function keywordRules(keywords: string[]): string[] {
  if (keywords.length === 0) return ['SEO: choose one natural primary keyword from the topic and use it in the title and one H2.'];
  return [
    `SEO keywords: ${keywords.map((k) => `"${k}"`).join(', ')}.`,
    `Use "${keywords[0]}" in the title. Use every keyword naturally in the body at least once, and at least one in an H2 or H3 heading. No keyword stuffing.`,
  ];
}

export function blogFormatRules(r: BlogPostRequest): string[] {
  const template = BLOG_TEMPLATES.advanced(r.template);
  return [
    'Format (Markdown):',
    '- Line 1: "# " followed by an SEO title of at most 60 characters.',
    '- Line 2: "**Meta description:** " followed by a description of at most 160 characters.',
    `- Then the body: an introduction, "## " sections with "### " subsections, and a conclusion. The body must have ${r.word_count} words (between ${Math.ceil(r.word_count * 0.9)} and ${Math.floor(r.word_count * 1.1)}).`,
    ...(template ? blogTemplateRules(template) : []),
  ];
}

export function blogPostPrompt(r: BlogPostRequest): string {
  return [
    `Write an SEO blog post about: ${r.topic}`,
    `Tone: ${r.tone}.`,
    audienceLine(r.target_audience),
    ...sourceLines(r.source),
    ...keywordRules(r.target_keywords),
    ...templateNotes(BLOG_TEMPLATES.advanced(r.template)),
    ...blogFormatRules(r),
  ].join('\n');
}

/** Long posts are planned first: an outline with a word budget per section. */
export function blogOutlinePrompt(r: BlogPostRequest, sections: number): string {
  return [
    `Plan an SEO blog post of ${r.word_count} words about: ${r.topic}`,
    `Tone: ${r.tone}.`,
    audienceLine(r.target_audience),
    ...sourceLines(r.source),
    r.source ? 'Plan the sections around the main points of the source material, most important first.' : '',
    ...keywordRules(r.target_keywords),
    ...outlineTemplateLines(r),
    `Answer with JSON only: {"title": string (at most 60 characters), "meta_description": string (at most 160 characters), "sections": [{"heading": string, "subheadings": string[], "words": number}]} with ${sections} sections whose words add up to about ${Math.round(r.word_count * 0.85)} (the introduction and conclusion take the rest).`,
  ]
    .filter(Boolean)
    .join('\n');
}

export function blogSectionPrompt(opts: { request: BlogPostRequest; title: string; heading: string; subheadings: string[]; words: number; position: string }): string {
  const { request: r } = opts;
  return [
    `You are writing one part of the blog post "${opts.title}" about ${r.topic}.`,
    `Tone: ${r.tone}.`,
    audienceLine(r.target_audience),
    ...sourceLines(r.source),
    r.source ? 'In this part, use the facts of the source material that belong under its heading; leave the rest to the other parts.' : '',
    `Write ${opts.position}: ${opts.words} words.`,
    opts.heading ? `Start with the line "## ${opts.heading}"${opts.subheadings.length ? ` and use these "### " subsections: ${opts.subheadings.join('; ')}` : ''}.` : 'Do not write a heading.',
    r.target_keywords.length ? `Work in these keywords where they fit naturally: ${r.target_keywords.join(', ')}.` : '',
    ...sectionTemplateLines(opts.request, opts.heading),
    'Answer with the Markdown of this part only.',
  ]
    .filter(Boolean)
    .join('\n');
}

/** A template's sections are the outline's, in its order, with its headings. */
function outlineTemplateLines(r: BlogPostRequest): string[] {
  const template = BLOG_TEMPLATES.advanced(r.template);
  if (!template) return [];
  return [
    ...templateNotes(template),
    `The sections are the template's, in this order, each heading starting with the words given: ${template.sections.map((s) => `"${s.heading}" (${s.purpose})`).join('; ')}.`,
  ];
}

/** What the template asks of the section being written: numbered subsections, a table. */
function sectionTemplateLines(r: BlogPostRequest, heading: string): string[] {
  const section = BLOG_TEMPLATES.advanced(r.template)?.sections.find((s) => heading.startsWith(s.heading));
  if (!section) return [];
  return [
    `This section: ${section.purpose}.`,
    section.items === 'steps' ? `Number its "### " subsections "Step 1: …", "Step 2: …", at least ${section.min ?? 3}.` : '',
    section.items === 'numbered' ? `Number its "### " subsections "1. …", "2. …", at least ${section.min ?? 3}.` : '',
    section.table ? `Include a Markdown table with the columns ${section.table.columns.join(', ')}, one row per option.` : '',
  ].filter(Boolean);
}
