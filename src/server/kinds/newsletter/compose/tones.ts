import { z } from 'zod';
import type { NewsletterRequest } from '../../../../contract/content';
import { loadData } from '../../shared/load-data';
import { dataFile } from '../kind';
import { list, plain, template } from '../../../ai/offline/bank-schema';

export type NewsletterTone = NewsletterRequest['tone'];

/** The slots of the templates (see compose.ts). */
export const NEWSLETTER_SLOTS = ['topic', 'core', 'short', 'audience'] as const;
const line = template(NEWSLETTER_SLOTS);

/** How each tone writes an issue. */
export const NewsletterToneBank = z.strictObject({
  subjects: list(line),
  /** Preview texts naming the requested sections ({sections}). */
  previews: list(template([...NEWSLETTER_SLOTS, 'sections'])),
  /** The preview text when the issue uses the default sections. */
  plainPreview: line,
  greeting: plain,
  /** The sentence naming the target audience, after the opening. */
  audience: line,
  openings: list(line),
  /** Closing lines some sections end on. */
  asides: list(plain),
  closing: plain,
  signOff: plain,
  postscript: plain,
  /** With a source: the line before its summary, and before a list of its points. */
  sourceLead: plain,
  sourceRecap: plain,
});
export type NewsletterToneBank = z.infer<typeof NewsletterToneBank>;

export const NEWSLETTER_TONES: Record<NewsletterTone, NewsletterToneBank> = loadData(
  dataFile('tones.yaml'),
  z.strictObject({ professional: NewsletterToneBank, casual: NewsletterToneBank, friendly: NewsletterToneBank, authoritative: NewsletterToneBank }),
);
