import { defineServerKind } from '../shared/server-kind';
import { withVariantSeed } from '../shared/variant-seed';
import { checkNewsletter } from './check';
import { newsletterSections } from './check-template';
import { composeNewsletter } from './compose/compose';
import { HUMANIZE_VOICE } from './humanize-voice';
import { KIND } from './kind';
import { newsletterPrompt } from './prompt';
import { NEWSLETTER_TEMPLATES } from './templates';

export const newsletter = defineServerKind({
  contract: KIND,
  prompt: ({ request }) => newsletterPrompt(request),
  // A template's sections are checked as if the creator had listed them.
  check: ({ request }, text) => checkNewsletter({ ...request, sections: newsletterSections(request) }, text),
  // The creator's name signs the issue; the rest of the draft is the request's alone.
  compose: ({ request, author, variant }) => composeNewsletter(withVariantSeed(request, variant), author),
  maxOutputTokens: () => 4000,
  humanizeVoice: HUMANIZE_VOICE,
  templates: NEWSLETTER_TEMPLATES.all,
});
