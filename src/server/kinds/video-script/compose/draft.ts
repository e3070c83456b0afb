import type { VideoScriptRequest } from '../../../../contract/content';
import type { Chooser } from '../../../ai/offline/seeded-chooser';
import type { TopicShapeKind } from '../../../ai/offline/topic-shape';
import { sentence, type TemplateVars } from '../../../ai/offline/template';
import type { PointRole, ShapeBank, ShapeToneLines } from './shape-lines';
import type { VideoToneBank } from './tones';

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

/** One main point of a script, with its lines ready to speak: from the phrase bank, or from the source. */
export interface ScriptPoint {
  title: string;
  /** The point named mid-sentence (the recap, the description). */
  mention: string;
  onScreen: string;
  /** Lines set out on their own before the spoken ones: a list's numbered items or a fill-in slot (topic shapes). */
  item?: string[];
  /** Seconds of footage the point needs beyond its spoken lines (showing an item, a step), when not the default. */
  seconds?: number;
  /** A named section of a shaped script (the short answer, reason 2, what it took): announced by its role's line; `i` numbers reasons. */
  role?: { name: PointRole; i: number };
  /** A group of a list's items: its heading carries no number of its own and no "number N" line is said. */
  group?: boolean;
  /** The spoken lines. */
  lines: string[];
  /** Why the advice works and its takeaway, which the tone may add; null for a fact of the source. */
  why: string | null;
  takeaway: string | null;
  /** Horizontal video: what the viewer sees. */
  visual: string;
  /** Vertical video: the quick cuts of the section. */
  cuts: string;
  /** Long videos: footage under the point (vertical) or a demo of it (horizontal). */
  broll: string;
  demo: string;
}

export interface Draft {
  request: VideoScriptRequest;
  vars: TemplateVars;
  tone: VideoToneBank;
  chooser: Chooser;
  points: ScriptPoint[];
  vertical: boolean;
  /** The topic's short form, for mentions after the hook. */
  core: string;
  /** The source's strongest sentence, which the hook quotes; null without a source. */
  lead: string | null;
  /** Another draft of the request (a regeneration, a variation): its hook may come from the tone's moreHooks. */
  alternative: boolean;
  /** The topic's shape as the script is written for it ('noun' with a template, which sets its own sections). */
  shape: TopicShapeKind;
  /** The shape's own lines (data/shapes.yaml) when its points are written for the shape; null for a noun, a source's points or a template. */
  bank: ShapeBank | null;
  /** The tone's lines in that bank. */
  shaped: ShapeToneLines | null;
}

export function say(draft: Draft, template: string, extra: TemplateVars = {}): string {
  return sentence(template, { ...draft.vars, ...extra });
}

export function audienceLine(draft: Draft): string[] {
  if (!draft.request.target_audience) return [];
  const line = draft.chooser.pick(draft.shaped?.audience ?? draft.tone.audience);
  // "my subscribers who…" already says whose: "one of my subscribers", never "one of the my subscribers".
  const owned = /^(?:my|our|your|his|her|their)\s/i.test(draft.request.target_audience.trim());
  return [say(draft, owned ? line.replace(/\bthe \{audience\}/g, '{audience}') : line)];
}

export function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}
