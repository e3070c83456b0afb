import { z } from 'zod';
import { loadData } from '../../shared/load-data';
import { dataFile } from '../kind';
import { list, plain, template } from '../../../ai/offline/bank-schema';
import { SHAPE_SLOTS } from './shape-lines';
import { VIDEO_SLOTS } from './tones';

const line = template(VIDEO_SLOTS);
const byVertical = <T extends z.ZodType>(item: T) => z.strictObject({ tiktok: item, reels: item });
/** A line for each topic shape other than a plain noun phrase (docs/product/drafts.md#topic-shapes). */
const byShape = <T extends z.ZodType>(item: T) => z.strictObject({ list: item, 'how-to': item, question: item, milestone: item, statement: item });
const stepsLine = template([...VIDEO_SLOTS, 'steps']);
/** A shaped topic's lines may say its shape's slots too ({ask}, {goal}: shape-lines.ts). */
const shapedLine = template(SHAPE_SLOTS);
const shapedSteps = template([...SHAPE_SLOTS, 'steps']);

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
  description: z.strictObject({
    steps: stepsLine,
    sourceSteps: stepsLine,
    audience: line,
    general: plain,
    ask: plain,
    sourceAsk: plain,
    /** {general} and {audience} in place of the kind's own where given: "no expensive gear needed" says nothing of a milestone. */
    shaped: byShape(z.strictObject({ steps: shapedSteps, ask: plain, general: plain.optional(), audience: line.optional() })),
  }),
  caption: z.strictObject({ line, sourceLine: line, shaped: byShape(shapedLine), close: byVertical(plain) }),
  seriesNote: template(['n']),
});
export type VideoLines = z.infer<typeof VideoLines>;

export const VIDEO_LINES: VideoLines = loadData(dataFile('lines.yaml'), VideoLines);
