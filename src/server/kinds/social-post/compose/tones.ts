import { z } from 'zod';
import type { SocialPostRequest } from '../../../../contract/content';
import { loadData } from '../../shared/load-data';
import { dataFile } from '../kind';
import { list, plain, template } from '../../../ai/offline/bank-schema';

export type SocialTone = SocialPostRequest['tone'];

/** How each tone posts; see the data file for the slots and the [bracketed] parts. */
export const SocialToneBank = z.strictObject({
  hooks: list(template(['topic'])),
  /** A line that leads into the points on the roomier platforms. */
  context: list(plain),
  /** Short, self-contained tips (under ~90 characters each). */
  points: list(template(['core'])),
  closers: list(plain),
  questions: list(plain),
  emoji: z.array(plain).min(2),
  /** Hashtag bodies that suit the tone, after the ones made from the topic. */
  tags: list(z.string().regex(/^[\p{L}\p{N}]+$/u, 'a hashtag body: letters and digits only')),
  /** With a source, the post is its facts: a line that leads into the facts after the first. */
  sourceContext: list(plain),
  /** With a source: closers and questions about what it says, not advice. */
  sourceClosers: list(plain),
  sourceQuestions: list(plain),
});
export type SocialToneBank = z.infer<typeof SocialToneBank>;

export const SOCIAL_TONES: Record<SocialTone, SocialToneBank> = loadData(
  dataFile('tones.yaml'),
  z.strictObject({ casual: SocialToneBank, professional: SocialToneBank, funny: SocialToneBank, inspiring: SocialToneBank, educational: SocialToneBank }),
);
