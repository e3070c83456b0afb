import { contentKind } from '../../../contract/content';
import { checkSocialPost } from '../../ai/fidelity/social-check';
import { composeSocialPost } from '../../ai/offline/social-post';
import { socialPostPrompt } from '../../ai/prompts/social-post';
import { defineServerKind } from '../server-kind';

export const socialPost = defineServerKind({
  contract: contentKind('social_media'),
  prompt: socialPostPrompt,
  check: checkSocialPost,
  compose: composeSocialPost,
  maxOutputTokens: () => 1200,
});
