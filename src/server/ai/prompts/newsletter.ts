import { DEFAULT_NEWSLETTER_SECTIONS, type NewsletterRequest } from '../../../contract/content';
import { audienceLine } from './editor-system';
import { sourceLines } from './source-material';

export function newsletterPrompt(r: NewsletterRequest): string {
  const sections = r.sections.length ? r.sections : DEFAULT_NEWSLETTER_SECTIONS;
  return [
    `Write an email newsletter issue about: ${r.topic}`,
    `Tone: ${r.tone}.`,
    audienceLine(r.target_audience),
    ...sourceLines(r.source),
    r.source ? 'The first section summarises the source material; the others build on it.' : '',
    'Format:',
    '- Line 1: "Subject: " followed by a subject line that earns the open (at most 70 characters).',
    '- Line 2: "Preview text: " followed by preview text of at most 140 characters.',
    '- A short greeting.',
    `- These sections, in this order, each starting with a "## " heading written exactly as given: ${sections.map((s) => `"${s}"`).join(', ')}.`,
    '- A sign-off.',
  ]
    .filter(Boolean)
    .join('\n');
}
