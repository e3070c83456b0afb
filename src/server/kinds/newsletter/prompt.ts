import { DEFAULT_NEWSLETTER_SECTIONS, type NewsletterRequest } from '../../../contract/content';
import { audienceLine } from '../../ai/prompts/editor-system';
import { newsletterSections } from './check-template';
import { sourceLines } from '../../ai/prompts/source-material';
import { templateNotes } from '../../ai/prompts/template-brief';
import { NEWSLETTER_TEMPLATES, type NewsletterTemplate } from './templates';

/** What each of a newsletter template's sections holds. */
function newsletterTemplateRules(template: NewsletterTemplate): string[] {
  return [`- What each section holds: ${template.sections.map((s) => `"${s.heading}": ${s.purpose}`).join('; ')}.`];
}

export function newsletterPrompt(r: NewsletterRequest): string {
  const template = NEWSLETTER_TEMPLATES.advanced(r.template);
  const listed = newsletterSections(r);
  const sections = listed.length ? listed : DEFAULT_NEWSLETTER_SECTIONS;
  return [
    `Write an email newsletter issue about: ${r.topic}`,
    `Tone: ${r.tone}.`,
    audienceLine(r.target_audience),
    ...sourceLines(r.source),
    r.source ? 'The first section summarises the source material; the others build on it.' : '',
    ...templateNotes(template),
    'Format:',
    '- Line 1: "Subject: " followed by a subject line that earns the open (at most 70 characters).',
    '- Line 2: "Preview text: " followed by preview text of at most 140 characters.',
    '- A short greeting.',
    `- These sections, in this order, each starting with a "## " heading written exactly as given: ${sections.map((s) => `"${s}"`).join(', ')}.`,
    // The template's section notes only when its sections are the ones used.
    ...(template && r.sections.length === 0 ? newsletterTemplateRules(template) : []),
    '- A sign-off.',
  ]
    .filter(Boolean)
    .join('\n');
}
