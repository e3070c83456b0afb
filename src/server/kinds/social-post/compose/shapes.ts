import { z } from 'zod';
import { loadData } from '../../shared/load-data';
import { dataFile } from '../kind';
import { list, plain } from '../../../ai/offline/bank-schema';

/** The lines of posts written for a topic's shape; see the data file. */
export const SocialShapeBank = z.strictObject({
  milestone: z.strictObject({ effortLead: plain, lessonLead: plain, effortHint: plain, lessonHint: plain, thanks: list(plain), questions: list(plain), emoji: list(plain) }),
  list: z.strictObject({ hint: plain, shortHint: plain, closers: list(plain) }),
  'how-to': z.strictObject({ lead: plain, hints: list(plain), shortHints: list(plain), closers: list(plain) }),
  question: z.strictObject({
    answerLead: plain,
    answerHint: plain,
    shortAnswerHint: plain,
    reasonsLead: plain,
    reasonHint: plain,
    dependsLead: plain,
    dependsHint: plain,
    questions: list(plain),
  }),
  statement: z.strictObject({ followUps: list(plain), reasonsLead: plain, reasonHint: plain }),
});
export type SocialShapeBank = z.infer<typeof SocialShapeBank>;

export const SOCIAL_SHAPES: SocialShapeBank = loadData(dataFile('shapes.yaml'), SocialShapeBank);
