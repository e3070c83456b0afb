import { z } from 'zod';
import { loadData } from '../../shared/load-data';
import { dataFile } from '../kind';
import { list, plain, template } from '../../../ai/offline/bank-schema';
import { VIDEO_SLOTS } from './tones';

const line = template(VIDEO_SLOTS);
const byVertical = <T extends z.ZodType>(item: T) => z.strictObject({ tiktok: item, reels: item });

/** The lines of a video script that do not depend on its tone; see the data file for where each goes. */
export const VideoLines = z.strictObject({
  hook: z.strictObject({ onScreen: list(line), sourceOnScreen: list(line), cuts: plain, visual: plain }),
  intro: z.strictObject({ onScreen: template(['n']), sourceOnScreen: template(['n']), visual: template(['headline']) }),
  point: z.strictObject({
    broll: line,
    demo: line,
    why: template(['why']),
    takeaway: template(['takeaway']),
    reason: template(['why']),
    source: z.strictObject({ visual: template(['term']), cuts: template(['term']), broll: template(['term']), demo: template(['term']) }),
  }),
  closing: z.strictObject({
    ctas: z.strictObject({ youtube: list(line), tiktok: list(line), reels: list(line) }),
    sourceCtas: z.strictObject({ youtube: list(line), tiktok: list(line), reels: list(line) }),
    loops: list(plain),
    onScreen: byVertical(plain),
    cuts: plain,
    visual: plain,
  }),
  description: z.strictObject({ steps: template([...VIDEO_SLOTS, 'steps']), sourceSteps: template([...VIDEO_SLOTS, 'steps']), audience: line, general: plain, ask: plain, sourceAsk: plain }),
  caption: z.strictObject({ line, sourceLine: line, close: byVertical(plain) }),
  seriesNote: template(['n']),
});
export type VideoLines = z.infer<typeof VideoLines>;

export const VIDEO_LINES: VideoLines = loadData(dataFile('lines.yaml'), VideoLines);
