import { z } from 'zod';
import type { VideoScriptRequest } from '../../../../contract/content';
import { loadData } from '../../shared/load-data';
import { dataFile } from '../kind';
import { list, template } from '../../../ai/offline/bank-schema';

export type VideoTone = VideoScriptRequest['tone'];

/** The slots of every video template (see compose.ts); {i} is the point number, in steps only. */
export const VIDEO_SLOTS = ['topic', 'short', 'headline', 'title', 'n', 'runtime', 'audience'] as const;
const line = template(VIDEO_SLOTS);

/** How each tone talks. */
export const VideoToneBank = z.strictObject({
  titles: list(line),
  hooks: list(line),
  intros: list(line),
  steps: list(template([...VIDEO_SLOTS, 'i'])),
  /** Lines that give a point the tone: jokes, questions, encouragement. */
  asides: z.array(line),
  recap: list(line),
  /** Spoken when an audience is given. */
  audience: list(line),
  /** With a source: titles, the line after the hook's fact, intros and steps that speak of points, not steps. */
  sourceTitles: list(line),
  sourceHooks: list(line),
  sourceIntros: list(line),
  /** Other drafts of a request (a regeneration, a variation) open with these too; a first draft never does, so it stays as it was. */
  moreHooks: list(line),
  moreSourceHooks: list(line),
  sourceSteps: list(template([...VIDEO_SLOTS, 'i'])),
});
export type VideoToneBank = z.infer<typeof VideoToneBank>;

export const VIDEO_TONES: Record<VideoTone, VideoToneBank> = loadData(
  dataFile('tones.yaml'),
  z.strictObject({ engaging: VideoToneBank, funny: VideoToneBank, educational: VideoToneBank, inspiring: VideoToneBank, professional: VideoToneBank }),
);
