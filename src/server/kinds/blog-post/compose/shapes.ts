import { z } from 'zod';
import { list, plain, template } from '../../../ai/offline/bank-schema';
import { loadData } from '../../shared/load-data';
import { dataFile } from '../kind';

/** The slots of the shape sentences (data/shapes.yaml). */
export const SHAPE_SLOTS = ['count', 'Count', 'items', 'Items', 'rest', 'action', 'question', 'statement', 'topic', 'audience'] as const;
const line = template(SHAPE_SLOTS);
const titles = list(template(['head']));
const paragraphs = list(list(line));

/** How a post is framed for each topic shape other than a plain noun phrase. */
export const BlogShapes = z.strictObject({
  list: z.strictObject({ titles, intro: paragraphs, heading: line, after: list(line), coverage: line, meta: line }),
  'how-to': z.strictObject({
    titles,
    intro: paragraphs,
    needHeading: plain,
    needHint: plain,
    stepsHeading: plain,
    after: list(line),
    snagHeading: plain,
    snagHint: plain,
    coverage: line,
    meta: line,
  }),
  question: z.strictObject({
    titles,
    intro: paragraphs,
    embeddedIntro: paragraphs,
    answerHeading: plain,
    answerHintYesNo: plain,
    answerHint: plain,
    factorsHeading: plain,
    factorHints: list(plain),
    reasonsHeading: plain,
    reasonHints: list(plain),
    decideHeading: plain,
    decide: list(line),
    coverage: line,
    meta: line,
  }),
  milestone: z.strictObject({
    titles,
    intro: paragraphs,
    happenedHeading: plain,
    happenedHint: plain,
    tookHeading: plain,
    tookHints: list(plain),
    adviceHeading: plain,
    adviceHint: plain,
    nextHeading: plain,
    nextHint: plain,
    reflections: list(line),
    closing: list(line),
    coverage: line,
    meta: line,
  }),
  statement: z.strictObject({
    titles,
    intro: paragraphs,
    whyHeading: plain,
    whyHints: list(plain),
    exceptionHeading: plain,
    exceptionHint: plain,
    useHeading: plain,
    use: list(line),
    closing: list(line),
    coverage: line,
    meta: line,
  }),
});
export type BlogShapes = z.infer<typeof BlogShapes>;

export const BLOG_SHAPES: BlogShapes = loadData(dataFile('shapes.yaml'), BlogShapes);
