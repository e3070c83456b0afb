import type { VideoScriptRequest } from '../../../contract/content';
import type { Chooser } from './seeded-chooser';
import { sentence, type TemplateVars } from './template';
import type { VideoPoint } from './video-points';
import type { VideoToneBank } from './video-tones';

export const PLATFORM_LABELS: Record<VideoScriptRequest['platform'], string> = { youtube: 'YouTube', tiktok: 'TikTok', reels: 'Instagram Reels' };
export const CUT_PACE = 'cut every 2–3 s';

export interface Section {
  title: string;
  /** Chapter title (YouTube): the heading without its number. */
  chapter: string;
  /** Seconds of footage beyond the spoken lines (demos, B-roll, end screen). */
  extra: number;
  body: string[];
}

export interface Draft {
  request: VideoScriptRequest;
  vars: TemplateVars;
  tone: VideoToneBank;
  chooser: Chooser;
  points: VideoPoint[];
  vertical: boolean;
  /** The topic's short form, for mentions after the hook. */
  core: string;
}

export function say(draft: Draft, template: string, extra: TemplateVars = {}): string {
  return sentence(template, { ...draft.vars, ...extra });
}

export function audienceLine(draft: Draft): string[] {
  return draft.request.target_audience ? [say(draft, draft.chooser.pick(draft.tone.audience))] : [];
}

export function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}
