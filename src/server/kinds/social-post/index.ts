import { contentKind } from '../../../contract/content';
import { checkSocialPost } from '../../ai/fidelity/social-check';
import { composeSocialPost } from '../../ai/offline/social-post';
import { socialPostPrompt } from '../../ai/prompts/social-post';
import { defineServerKind } from '../server-kind';
import { checkSocialTemplate } from '../templates/check-template';

export const socialPost = defineServerKind({
  contract: contentKind('social_media'),
  prompt: socialPostPrompt,
  check: (request, text) => [...checkSocialPost(request, text), ...checkSocialTemplate(request, text)],
  compose: composeSocialPost,
  maxOutputTokens: () => 1200,
});
