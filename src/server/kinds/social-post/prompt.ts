import type { SocialPostRequest } from '../../../contract/content';
import { SOCIAL_LIMITS, SOCIAL_PLATFORM_LABELS } from '../../../contract/social-limits';
import { sourceLines } from '../../ai/prompts/source-material';
import { templateNotes } from '../../ai/prompts/template-brief';
import { SOCIAL_TEMPLATES, type SocialTemplate } from './templates';

/** A social template's parts, in order. */
function socialTemplateRules(template: SocialTemplate): string[] {
  return [`Structure, in this order: ${template.sections.map((s) => `${s.heading} (${s.purpose})`).join('; ')}.`];
}

const CONVENTIONS: Record<SocialPostRequest['platform'], string> = {
  twitter: 'X/Twitter: one punchy post, a strong first line, no thread. Links and emoji count double, so keep it lean.',
  linkedin: 'LinkedIn: a one-line hook, short paragraphs with white space, a concrete takeaway and a closing question.',
  instagram: 'Instagram caption: a hook in the first line, short lines, a few well-placed emoji, a call to save or share.',
  facebook: 'Facebook: conversational and warm, a question that invites comments.',
  tiktok: 'TikTok caption: short, curiosity-driven, a call to watch to the end or comment.',
};

export function socialPostPrompt(r: SocialPostRequest): string {
  const limit = SOCIAL_LIMITS[r.platform];
  const template = SOCIAL_TEMPLATES.advanced(r.template);
  return [
    `Write one ${SOCIAL_PLATFORM_LABELS[r.platform]} post about: ${r.topic}`,
    `Tone: ${r.tone}.`,
    CONVENTIONS[r.platform],
    ...templateNotes(template),
    ...(template ? socialTemplateRules(template) : []),
    ...sourceLines(r.source),
    r.source ? "Lead with the source's most striking fact." : '',
    r.platform === 'twitter'
      ? `Length: at most ${limit} characters as X counts them (aim for 240).`
      : `Length: at most ${limit} characters (aim well below).`,
    r.include_hashtags
      ? 'End with 2–5 relevant hashtags in #CamelCase.'
      : 'Use no hashtags at all: no word may start with #.',
    'Answer with the post text only.',
  ]
    .filter(Boolean)
    .join('\n');
}
