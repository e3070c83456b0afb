import { z } from 'zod';
import { list } from '../../ai/offline/bank-schema';
import { loadData } from '../shared/load-data';
import { Phrase, SwapGroup } from './humanizer-data';

const Expansion = z.object({ short: Phrase.refine((text) => /['’]/.test(text), 'a contraction has an apostrophe'), full: z.string().min(1) });
const Contraction = z.object({ full: Phrase, short: z.string().includes("'") });

/** The word lists of the modes beyond Natural (data/modes.yaml). */
export const ModeData = z.object({
  simpler: SwapGroup,
  formal: SwapGroup.extend({ expansions: list(Expansion) }),
  casual: SwapGroup.extend({ contractions: list(Contraction) }),
  shorter: SwapGroup,
});
export type ModeData = z.infer<typeof ModeData>;

export const MODE_DATA: ModeData = loadData('kinds/humanized/data/modes.yaml', ModeData);
