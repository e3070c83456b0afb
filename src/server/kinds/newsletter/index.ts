import { contentKind } from '../../../contract/content';
import { checkNewsletter } from '../../ai/fidelity/newsletter-check';
import { composeNewsletter } from '../../ai/offline/newsletter';
import { newsletterPrompt } from '../../ai/prompts/newsletter';
import { defineServerKind } from '../server-kind';

export const newsletter = defineServerKind({
  contract: contentKind('newsletter'),
  prompt: newsletterPrompt,
  check: checkNewsletter,
  compose: composeNewsletter,
  maxOutputTokens: () => 4000,
});
