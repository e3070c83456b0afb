import type { BlogPostRequest } from '../../../contract/content';
import { audienceLine } from './editor-system';
import { sourceLines } from './source-material';

function keywordRules(keywords: string[]): string[] {
  if (keywords.length === 0) return ['SEO: choose one natural primary keyword from the topic and use it in the title and one H2.'];
  return [
    `SEO keywords: ${keywords.map((k) => `"${k}"`).join(', ')}.`,
    `Use "${keywords[0]}" in the title. Use every keyword naturally in the body at least once, and at least one in an H2 or H3 heading. No keyword stuffing.`,
  ];
}

export function blogFormatRules(r: BlogPostRequest): string[] {
  return [
    'Format (Markdown):',
    '- Line 1: "# " followed by an SEO title of at most 60 characters.',
    '- Line 2: "**Meta description:** " followed by a description of at most 160 characters.',
    `- Then the body: an introduction, "## " sections with "### " subsections, and a conclusion. The body must have ${r.word_count} words (between ${Math.ceil(r.word_count * 0.9)} and ${Math.floor(r.word_count * 1.1)}).`,
  ];
}

export function blogPostPrompt(r: BlogPostRequest): string {
  return [
    `Write an SEO blog post about: ${r.topic}`,
    `Tone: ${r.tone}.`,
    audienceLine(r.target_audience),
    ...sourceLines(r.source),
    ...keywordRules(r.target_keywords),
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
    'Answer with the Markdown of this part only.',
  ]
    .filter(Boolean)
    .join('\n');
}
