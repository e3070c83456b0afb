import { contentKind } from '../../../contract/content';
import { checkNewsletter } from '../../ai/fidelity/newsletter-check';
import { composeNewsletter } from '../../ai/offline/newsletter';
import { newsletterPrompt } from '../../ai/prompts/newsletter';
import { defineServerKind } from '../server-kind';
import { newsletterSections } from '../templates/check-template';

export const newsletter = defineServerKind({
  contract: contentKind('newsletter'),
  prompt: newsletterPrompt,
  // A template's sections are checked as if the creator had listed them.
  check: (request, text) => checkNewsletter({ ...request, sections: newsletterSections(request) }, text),
  compose: composeNewsletter,
  maxOutputTokens: () => 4000,
});
