import { defineServerKind } from '../shared/server-kind';
import { withAuthorSeed } from '../shared/author-seed';
import { withVariantSeed } from '../shared/variant-seed';
import { checkSocialPost } from './check';
import { checkSocialTemplate } from './check-template';
import { composeSocialPost } from './compose/compose';
import { HUMANIZE_VOICE } from './humanize-voice';
import { KIND } from './kind';
import { socialPostPrompt } from './prompt';
import { SOCIAL_TEMPLATES } from './templates';

export const socialPost = defineServerKind({
  contract: KIND,
  prompt: ({ request }) => socialPostPrompt(request),
  check: ({ request }, text) => [...checkSocialPost(request, text), ...checkSocialTemplate(request, text)],
  compose: ({ request, author, variant }) => composeSocialPost(withVariantSeed(withAuthorSeed(request, author), variant)),
  maxOutputTokens: () => 1200,
  humanizeVoice: HUMANIZE_VOICE,
  templates: SOCIAL_TEMPLATES.all,
});
