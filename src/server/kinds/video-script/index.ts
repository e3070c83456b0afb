import { defineServerKind } from '../shared/server-kind';
import { withAuthorSeed } from '../shared/author-seed';
import { withVariantSeed } from '../shared/variant-seed';
import { checkVideoScript } from './check';
import { checkVideoTemplate } from './check-template';
import { composeVideoScript } from './compose/compose';
import { HUMANIZE_VOICE } from './humanize-voice';
import { KIND } from './kind';
import { videoScriptPrompt } from './prompt';
import { VIDEO_TEMPLATES } from './templates';

export const videoScript = defineServerKind({
  contract: KIND,
  prompt: ({ request }) => videoScriptPrompt(request),
  check: ({ request }, text) => [...checkVideoScript(request, text), ...checkVideoTemplate(request, text)],
  compose: ({ request, author, variant }) => composeVideoScript(withVariantSeed(withAuthorSeed(request, author), variant), { alternative: variant !== undefined }),
  maxOutputTokens: () => 4000,
  humanizeVoice: HUMANIZE_VOICE,
  templates: VIDEO_TEMPLATES.all,
});
