import { z } from 'zod';
import { list } from '../../ai/offline/bank-schema';
import { loadData } from '../shared/load-data';

/** Lower case, no digits: matching ignores case, and a number is never the editor's to change. */
export const Phrase = z
  .string()
  .min(1)
  .refine((text) => text === text.toLowerCase() && !/\d/.test(text), 'write it in lower case, without digits');

const Swap = z.object({ stock: Phrase, plain: z.string().refine((text) => !/\d/.test(text), 'no digits') });
export type Swap = z.infer<typeof Swap>;

export const SwapGroup = z.object({ why: z.string().min(1), phrases: list(Swap) });
const WordGroup = z.object({ why: z.string().min(1), words: list(Phrase) });

export const HumanizerData = z.object({
  stock: SwapGroup,
  hedges: SwapGroup,
  connectives: SwapGroup,
  transitions: WordGroup,
  openers: WordGroup,
  contractions: z.object({ why: z.string().min(1), pairs: list(z.object({ full: Phrase, short: z.string().includes("'") })) }),
});
export type HumanizerData = z.infer<typeof HumanizerData>;

export const HUMANIZER_DATA: HumanizerData = loadData('kinds/humanized/data/phrasing.yaml', HumanizerData);
