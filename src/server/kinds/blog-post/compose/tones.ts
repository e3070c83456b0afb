import { z } from 'zod';
import type { BlogPostRequest } from '../../../../contract/content';
import { loadData } from '../../shared/load-data';
import { dataFile } from '../kind';
import { list, plain, template } from '../../../ai/offline/bank-schema';

export type BlogTone = BlogPostRequest['tone'];

/** The slots the body's sentences get (see compose.ts). */
export const BLOG_SLOTS = ['topic', 'title', 'short', 'audience'] as const;
const body = template(BLOG_SLOTS);

/** How each tone writes. */
export const BlogToneBank = z.strictObject({
  titles: list(template(['head'])),
  metas: list(template(['focus', 'coverage'])),
  /** Opening paragraphs, three sentences each; the first sentence always stays. */
  hooks: list(list(body)),
  coverage: template(['coverage']),
  audience: body,
  conclusionHeadings: list(plain),
  /** Closing sentences; the first two always stay. */
  conclusion: z.array(body).min(2),
  /** The label of each subsection's exercise paragraph. */
  practiceLabel: plain,
  /** Openers some sentences take on, so the tone shows through the shared material. */
  leadIns: list(plain),
  /** Stand-alone sentences that fit any section, used when a post needs more words. */
  asides: list(body),
  /** The closing sentences of a post built from a source; {terms} lists what its sections covered. */
  sourceConclusion: z.array(template([...BLOG_SLOTS, 'terms'])).min(2),
});
export type BlogToneBank = z.infer<typeof BlogToneBank>;

const BlogTones = z.strictObject({
  tones: z.strictObject({ professional: BlogToneBank, casual: BlogToneBank, technical: BlogToneBank, friendly: BlogToneBank }),
  /** Sentences that bring a target keyword into the body; {kw} is the keyword as given. */
  keywordSentences: list(template([...BLOG_SLOTS, 'kw'])),
  /** Names the keywords beyond those that get a sentence each; {keywords} lists them. */
  keywordRoundup: template(['keywords']),
  /** Spoken to the audience when one is given; {audience} is always filled. */
  audienceSentences: list(body),
  /** The wording of the sections a source gives the post. */
  source: z.strictObject({ headings: list(template(['term'])), otherHeadings: list(plain), keyHeading: template(['kw']), coverage: template(['terms']) }),
});

const bank = loadData(dataFile('tones.yaml'), BlogTones);

export const BLOG_TONES: Record<BlogTone, BlogToneBank> = bank.tones;
export const KEYWORD_SENTENCES: readonly string[] = bank.keywordSentences;
export const KEYWORD_ROUNDUP: string = bank.keywordRoundup;
export const AUDIENCE_SENTENCES: readonly string[] = bank.audienceSentences;
export const SOURCE_SECTIONS = bank.source;
