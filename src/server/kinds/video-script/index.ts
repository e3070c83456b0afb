import { contentKind } from '../../../contract/content';
import { checkVideoScript } from '../../ai/fidelity/video-check';
import { composeVideoScript } from '../../ai/offline/video-script';
import { videoScriptPrompt } from '../../ai/prompts/video-script';
import { defineServerKind } from '../server-kind';
import { checkVideoTemplate } from '../templates/check-template';

export const videoScript = defineServerKind({
  contract: contentKind('video_script'),
  prompt: videoScriptPrompt,
  check: (request, text) => [...checkVideoScript(request, text), ...checkVideoTemplate(request, text)],
  compose: composeVideoScript,
  maxOutputTokens: () => 4000,
});
