import { z } from 'zod';
import { loadData } from '../../shared/load-data';
import { dataFile } from '../kind';
import { list, plain, template } from '../../../ai/offline/bank-schema';
import type { TopicShapeKind } from '../../../ai/offline/topic-shape';
import { VIDEO_SLOTS } from './tones';

/** The slots of the shaped lines beyond the tones' (data/shapes.yaml says what each holds). */
export const SHAPE_SLOTS = [...VIDEO_SLOTS, 'items', 'item', 'nouns', 'goal', 'question', 'ask', 'claim'] as const;
const line = template(SHAPE_SLOTS);
const numbered = template([...SHAPE_SLOTS, 'i']);
const byPlatform = <T extends z.ZodType>(item: T) => z.strictObject({ youtube: item, tiktok: item, reels: item });

const ToneLines = z.strictObject({
  hooks: list(line),
  /** Other drafts of a request (a regeneration, a variation) may open with these too. */
  moreHooks: list(line),
  intros: list(line),
  recap: list(line),
  /** A list's or a how-to's announcement before each item or step; {i} its number. */
  steps: list(numbered).optional(),
  /** Spoken when an audience is given, where the tone's own line would say the wrong thing ("every step"). */
  audience: list(line).optional(),
});
export type ShapeToneLines = z.infer<typeof ToneLines>;

const tones = z.strictObject({ engaging: ToneLines, funny: ToneLines, educational: ToneLines, inspiring: ToneLines, professional: ToneLines });

/** The lines of one shape: in place of the tone's and lines.yaml's for a topic of that shape. */
const shapeBank = <A extends z.ZodType>(announce: A) =>
  z.strictObject({
    tones,
    /** The line before each named section, by its role (shape-points.ts); {i} is a reason's number. */
    announce,
    hook: z.strictObject({ onScreen: list(line), cuts: plain, visual: plain }),
    intro: z.strictObject({ onScreen: line }),
    point: z.strictObject({ broll: line, demo: line }),
    closing: z.strictObject({
      ctas: byPlatform(list(line)),
      loops: list(plain),
      visual: plain,
      captionClose: z.strictObject({ tiktok: plain, reels: plain }),
    }),
    seriesNote: template(['n']),
  });

const roles = <K extends string>(...names: K[]) => z.strictObject(Object.fromEntries(names.map((n) => [n, list(numbered)])) as Record<K, ReturnType<typeof list<typeof numbered>>>);

export const ShapeLines = z.strictObject({
  list: shapeBank(z.undefined().optional()).extend({
    /** A list of one ("1 trick that doubled my views"), whatever the tone: no count to agree with. */
    one: z.strictObject({
      hooks: list(line),
      intros: list(line),
      steps: list(numbered),
      recap: list(line),
      ctas: byPlatform(list(line)),
      loops: list(plain),
      visual: plain,
      description: z.strictObject({ steps: line, ask: plain, general: plain }),
      caption: line,
    }),
  }),
  'how-to': shapeBank(z.undefined().optional()),
  question: shapeBank(roles('answer', 'reason', 'depends')),
  milestone: shapeBank(roles('happened', 'took', 'lesson', 'thanks')),
  statement: shapeBank(roles('claim', 'reason')),
});
export type ShapeLines = z.infer<typeof ShapeLines>;
export type ShapedKind = Exclude<TopicShapeKind, 'noun'>;
/** A named section of a shaped script, announced by its own line rather than a number. */
export type PointRole = 'answer' | 'reason' | 'depends' | 'happened' | 'took' | 'lesson' | 'thanks' | 'claim';

/** One shape's lines, as the composer reads them. */
export interface ShapeBank {
  tones: ShapeLines['question']['tones'];
  announce: Partial<Record<PointRole, string[]>>;
  one?: ShapeLines['list']['one'];
  hook: ShapeLines['question']['hook'];
  intro: ShapeLines['question']['intro'];
  point: ShapeLines['question']['point'];
  closing: ShapeLines['question']['closing'];
  seriesNote: string;
}

export const SHAPE_LINES: ShapeLines = loadData(dataFile('shapes.yaml'), ShapeLines);

export function shapeBankOf(kind: ShapedKind): ShapeBank {
  const bank = SHAPE_LINES[kind];
  return { ...bank, announce: bank.announce ?? {} };
}

/**
 * The lines that can be said for this topic: a line whose slot is empty for it (a question typed as a
 * title has no {question} to quote) is left out; data/shapes.yaml keeps one in each list that needs none.
 */
export function usableLines(lines: readonly string[], vars: Readonly<Record<string, string>>): string[] {
  const usable = lines.filter((text) => [...text.matchAll(/\{(\w+)\}/g)].every(([, name]) => name === undefined || vars[name] !== ''));
  return usable.length > 0 ? usable : [...lines];
}
