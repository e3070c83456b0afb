import { z } from 'zod';
import { loadData } from '../../shared/load-data';
import { dataFile } from '../kind';
import { list, plain, template } from '../../../ai/offline/bank-schema';
import { VIDEO_SLOTS } from './tones';

/** One main point a video can make about any topic; {topic} is the topic as a noun phrase. */
export const VideoPoint = z.strictObject({
  title: plain,
  onScreen: plain,
  say: list(template(VIDEO_SLOTS)),
  /** Educational tone: why the advice works. */
  why: plain,
  /** Professional tone: the crisp takeaway. */
  takeaway: plain,
  /** Horizontal video: what the viewer sees. */
  visual: plain,
  /** Vertical video: the quick cuts of the section. */
  cuts: plain,
});
export type VideoPoint = z.infer<typeof VideoPoint>;

export const VIDEO_POINTS: readonly VideoPoint[] = loadData(dataFile('points.yaml'), list(VideoPoint));
