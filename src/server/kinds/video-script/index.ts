import { contentKind } from '../../../contract/content';
import { checkVideoScript } from '../../ai/fidelity/video-check';
import { composeVideoScript } from '../../ai/offline/video-script';
import { videoScriptPrompt } from '../../ai/prompts/video-script';
import { defineServerKind } from '../server-kind';

export const videoScript = defineServerKind({
  contract: contentKind('video_script'),
  prompt: videoScriptPrompt,
  check: checkVideoScript,
  compose: composeVideoScript,
  maxOutputTokens: () => 4000,
});
