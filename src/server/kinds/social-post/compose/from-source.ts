import type { SocialPostRequest } from '../../../../contract/content';
import { postLength } from '../../../../contract/post-length';
import type { SocialPlatform } from '../../../../contract/social-limits';
import type { Chooser } from '../../../ai/offline/seeded-chooser';
import type { SocialToneBank } from './tones';
import type { SourceFacts } from '../../../ai/offline/source-facts';
import { shortenPhrase } from '../../../ai/offline/topic-forms';

/** How many of the source's facts each platform's post carries at most, after the lead. */
const MORE_FACTS: Record<SocialPlatform, number> = { twitter: 1, linkedin: 3, instagram: 3, facebook: 2, tiktok: 1 };

interface SourcePost {
  platform: SocialPlatform;
  /** The source's sentences, best first, ready for the post (hashtags out when they are off). */
  facts: string[];
  /** Hashtags as they end the post ('' without). */
  tags: (count: number) => string;
  budget: number;
}

function joinBlocks(blocks: readonly string[]): string {
  return blocks.filter(Boolean).join('\n\n');
}

/** The layout of each platform, around the lead fact and `more` facts after it. */
function layout(post: SourcePost, lead: string, more: readonly string[], parts: { context: string; closer: string; question: string; emoji: string[] }): string {
  const { context, closer, question, emoji } = parts;
  switch (post.platform) {
    case 'twitter':
      return joinBlocks([lead, more.map((f) => `→ ${f}`).join('\n'), post.tags(2)]);
    case 'linkedin':
      return joinBlocks([lead, more.length ? context : '', more.map((f) => `→ ${f}`).join('\n'), closer, question, post.tags(4)]);
    case 'instagram':
      return joinBlocks([`${lead} ${emoji[0] ?? ''}`.trim(), more.join('\n'), `${closer} ${emoji[1] ?? ''}`.trim(), post.tags(5)]);
    case 'tiktok':
      return joinBlocks([`${lead} ${emoji[0] ?? ''}`.trim(), more.join(' '), `${closer} Follow for more.`, post.tags(4)]);
    default:
      return joinBlocks([lead, more.join(' '), `${closer} ${question}`, post.tags(2)]);
  }
}

/**
 * A post built from the source: its strongest sentence leads, as many of the next ones as the platform
 * takes follow, then the tone's closing lines and the hashtags. Fewer facts until it fits; a lead too
 * long to fit even alone is cut at a clause break.
 */
export function composeSocialFromSource(opts: {
  request: SocialPostRequest;
  source: SourceFacts;
  tone: SocialToneBank;
  chooser: Chooser;
  tags: readonly string[];
  /** Removes hashtags from a fact when the request has them off. */
  clean: (text: string) => string;
  /** The most the post may count on its platform. */
  budget: number;
}): string {
  const { request, tone, chooser } = opts;
  const withTags = request.include_hashtags;
  const post: SourcePost = {
    platform: request.platform,
    facts: opts.source.facts.map((f) => opts.clean(f.text)),
    tags: (count) => (withTags ? opts.tags.slice(0, count).map((t) => `#${t}`).join(' ') : ''),
    budget: opts.budget,
  };
  const parts = { context: chooser.pick(tone.sourceContext), closer: chooser.pick(tone.sourceClosers), question: chooser.pick(tone.sourceQuestions), emoji: chooser.shuffle(tone.emoji) };
  const [lead = '', ...rest] = post.facts;
  const fits = (text: string) => postLength(request.platform, text) <= post.budget;
  for (let n = Math.min(MORE_FACTS[request.platform], rest.length); n >= 0; n--) {
    const text = layout(post, lead, rest.slice(0, n), parts);
    if (fits(text)) return text;
  }
  // The lead alone is too long: cut it shorter until the post fits.
  for (let max = 200; max >= 40; max -= 20) {
    const text = layout(post, `${shortenPhrase(lead, max).replace(/[.!?…]+$/u, '')}…`, [], parts);
    if (fits(text)) return text;
  }
  return joinBlocks([`${shortenPhrase(lead, 100).replace(/[.!?…]+$/u, '')}…`, post.tags(1)]);
}
