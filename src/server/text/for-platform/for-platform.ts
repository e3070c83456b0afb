import { postLength } from '../../../contract/post-length';
import { MAX_THREAD_PARTS } from '../../../contract/posts';
import { plainPostLength } from '../../../contract/social-limits';
import { PUBLISH_RULES, YOUTUBE_TITLE_MAX, type PublishPlatform } from '../../../contract/social';
import { findHashtags } from '../hashtags';
import { cutWords, firstSentences, fitBlocks, longestPrefix, SENTENCES_PER_PARAGRAPH, withoutTrailingHeadings, type Fits } from './fit-blocks';
import { joinBlocks, joinSentences, sentencesOf } from './plain-blocks';
import { readPlainDocument, type PlainBlock, type PlainDocument } from './plain-document';
import { distinctTags, PLATFORM_TAGS, suggestTags } from './platform-tags';
import { threadOf, type Measure } from './x-thread';

export interface PlatformTextOptions {
  platform: PublishPlatform;
  /** X, over its limit: a numbered thread, or one post shortened to fit. */
  twitter: 'thread' | 'single';
  /** The piece's topic: YouTube's title when the piece has no title of its own, and suggested hashtags. */
  topic: string;
  /** The keywords the piece was written for (a blog's target keywords): suggested hashtags. */
  keywords?: readonly string[];
}

/** A piece made into one platform's text (contract PreparedText). */
export interface PlatformText {
  text: string;
  /** X as a thread: its numbered posts; null for one post. */
  parts: string[] | null;
  hashtags: string[];
}

/** The measure each platform's limit is in: X weighs characters; YouTube's description limit is in bytes; the others count characters. */
export function measureFor(platform: PublishPlatform): Measure {
  if (platform === 'twitter') return (text) => postLength('twitter', text);
  if (platform === 'youtube') return (text) => Buffer.byteLength(text, 'utf8');
  return plainPostLength;
}

const withTags = (body: string, tags: readonly string[]) => (tags.length === 0 ? body : body ? `${body}\n\n${tags.join(' ')}` : tags.join(' '));

/**
 * The hashtags to end the text with: the piece's own (lines of hashtags), or, when it has none at all,
 * suggestions from its keywords and topic; at most as many as the platform takes, fewer when some are
 * in the text already.
 */
function endingTags(doc: PlainDocument, opts: PlatformTextOptions): string[] {
  const { max, suggest } = PLATFORM_TAGS[opts.platform];
  const inText = findHashtags(joinBlocks(doc.blocks));
  const seen = new Set(inText.map((t) => t.toLowerCase()));
  const own = distinctTags(doc.hashtags).filter((t) => !seen.has(t.toLowerCase()));
  const room = Math.max(0, max - inText.length);
  if (own.length > 0 || inText.length > 0) return own.slice(0, room);
  return suggestTags({ topic: opts.topic, title: doc.title, keywords: [...(opts.keywords ?? []), ...doc.keywords] }).slice(0, Math.min(suggest, room));
}

/** Blocks and ending hashtags fitted to `fits`; hashtags dropped from the end when they would leave no text. */
function fitWithTags(blocks: readonly PlainBlock[], tags: readonly string[], fits: Fits): string {
  // A piece of hashtags only: as many of them as fit.
  if (blocks.length === 0) return withTags('', tags.slice(0, longestPrefix(tags.length, (n) => fits(withTags('', tags.slice(0, n))))));
  for (let n = tags.length; n >= 0; n--) {
    const kept = tags.slice(0, n);
    const body = joinBlocks(fitBlocks(blocks, (text) => fits(withTags(text, kept))));
    if (body || n === 0) return withTags(body, kept);
  }
  return '';
}

/**
 * The longest start of the blocks whose thread has at most MAX_THREAD_PARTS posts: whole blocks, then
 * the next paragraph's first sentences, then (a sentence longer than a whole thread) its first words.
 */
/** A text longer, as X counts, than a whole thread's posts together: no thread can hold it. */
function tooLongForThread(blocks: readonly PlainBlock[]): boolean {
  return measureFor('twitter')(joinBlocks(blocks)) > MAX_THREAD_PARTS * PUBLISH_RULES.twitter.maxLength;
}

function threadWithin(blocks: readonly PlainBlock[], thread: (blocks: readonly PlainBlock[]) => string[]): string[] {
  const fitsThread = (list: readonly PlainBlock[]) => !tooLongForThread(list) && thread(list).length <= MAX_THREAD_PARTS;
  // Cheap first: the blocks whose text is not longer than a whole thread, then the ones that thread within it.
  const plausible = longestPrefix(blocks.length, (n) => !tooLongForThread(blocks.slice(0, n)));
  const whole = longestPrefix(plausible, (n) => fitsThread(blocks.slice(0, n)));
  const kept = blocks.slice(0, whole);
  const next = blocks[whole];
  if (next && next.kind !== 'heading') {
    const sentences = sentencesOf(next.text);
    const part = (n: number) => ({ ...next, text: joinSentences(sentences.slice(0, n)) });
    const taken = longestPrefix(sentences.length, (n) => fitsThread([...kept, part(n)]));
    if (taken > 0) kept.push(part(taken));
    else if (kept.length === 0) {
      // A sentence longer than a whole thread: its first words, or (a text without blanks) its first characters.
      const words = next.text.split(/\s+/).filter(Boolean);
      const byWords = (n: number) => ({ ...next, text: `${words.slice(0, n).join(' ')}…` });
      const count = longestPrefix(words.length, (n) => fitsThread([byWords(n)]));
      const chars = [...(words[0] ?? '')];
      const byChars = (n: number) => ({ ...next, text: `${chars.slice(0, n).join('')}…` });
      if (count > 0) kept.push(byWords(count));
      else kept.push(byChars(longestPrefix(chars.length, (n) => fitsThread([byChars(n)]))));
    }
  }
  return thread(withoutTrailingHeadings(kept));
}

function forX(doc: PlainDocument, tags: string[], opts: PlatformTextOptions): PlatformText {
  const measure = measureFor('twitter');
  const max = PUBLISH_RULES.twitter.maxLength;
  const whole = withTags(joinBlocks(doc.blocks), tags);
  if (measure(whole) <= max || opts.twitter === 'single') {
    const text = fitWithTags(doc.blocks, tags, (t) => measure(t) <= max);
    return { text, parts: null, hashtags: distinctTags(findHashtags(text)) };
  }
  // A thread of at most MAX_THREAD_PARTS posts: the whole text, else its paragraphs cut to fewer sentences, else its start.
  const thread = (blocks: readonly PlainBlock[]) => threadOf(blocks, { measure, max, tags });
  let parts: string[] | null = null;
  let shortest: PlainBlock[] = [];
  for (const n of [Infinity, ...SENTENCES_PER_PARAGRAPH]) {
    shortest = doc.blocks.map((block) => firstSentences(block, n));
    if (tooLongForThread(shortest)) continue;
    const posts = thread(shortest);
    if (posts.length <= MAX_THREAD_PARTS) {
      parts = posts;
      break;
    }
  }
  parts ??= threadWithin(shortest, thread);
  if (parts.length === 1) {
    // Cut down, it fits one post after all: no numbering.
    const text = fitWithTags(shortest, tags, (t) => measure(t) <= max);
    return { text, parts: null, hashtags: distinctTags(findHashtags(text)) };
  }
  const text = parts.join('\n\n');
  return { text, parts, hashtags: distinctTags(findHashtags(text)) };
}

/** A section headed "YouTube Description" (a video script's): the description is written already. */
const DESCRIPTION_HEADING = /^(?:youtube\s+)?(?:video\s+)?description$/i;

/** What YouTube's description is made of: a description section and what follows it (chapters), else the piece without its title. */
function descriptionBlocks(doc: PlainDocument): PlainBlock[] {
  const section = doc.blocks.findIndex((b) => b.kind === 'heading' && DESCRIPTION_HEADING.test(b.text));
  if (section >= 0) return doc.blocks.slice(section + 1);
  const [first, ...rest] = doc.blocks;
  return first?.kind === 'heading' && first.text === doc.title ? rest : [...doc.blocks];
}

/** YouTube: the title on the first line (at most 100 characters), a blank line, then the description within 5,000 bytes. */
function forYouTube(doc: PlainDocument, tags: string[], opts: PlatformTextOptions): PlatformText {
  // YouTube refuses < and > in a title or description; the publisher would swap them for these anyway.
  const safe = (text: string) => text.replace(/</g, '‹').replace(/>/g, '›');
  const rawTitle = safe((doc.title ?? opts.topic).replace(/\s+/g, ' ').trim());
  const title = [...rawTitle].length <= YOUTUBE_TITLE_MAX ? rawTitle : (cutWords(rawTitle, (t) => [...t].length <= YOUTUBE_TITLE_MAX) ?? [...rawTitle].slice(0, YOUTUBE_TITLE_MAX).join(''));
  const blocks = descriptionBlocks(doc).map((b) => ({ ...b, text: safe(b.text) }));
  const measure = measureFor('youtube');
  const max = PUBLISH_RULES.youtube.maxLength;
  const description = fitWithTags(blocks, tags, (t) => measure(`${title}\n\n${t}`) <= max);
  const text = description ? `${title}\n\n${description}` : title;
  return { text, parts: null, hashtags: distinctTags(findHashtags(description)) };
}

/** A piece as plain text read, made into one platform's text, fitted to that platform's limit. */
export function textForPlatform(doc: PlainDocument, opts: PlatformTextOptions): PlatformText {
  const tags = endingTags(doc, opts);
  if (opts.platform === 'twitter') return forX(doc, tags, opts);
  if (opts.platform === 'youtube') return forYouTube(doc, tags, opts);
  const measure = measureFor(opts.platform);
  const max = PUBLISH_RULES[opts.platform].maxLength;
  const text = fitWithTags(doc.blocks, tags, (t) => measure(t) <= max);
  return { text, parts: null, hashtags: distinctTags(findHashtags(text)) };
}

/**
 * A piece's Markdown as each platform's own plain text (docs/product/api.md#library): headings on lines
 * of their own, emphasis, images and notes about the piece gone, links as "text (url)", lists as lines,
 * hashtags at the end, fitted to the platform's limit as it counts it.
 */
export function prepareForPlatform(markdown: string, opts: PlatformTextOptions): PlatformText {
  return textForPlatform(readPlainDocument(markdown), opts);
}

/** Everything "Prepare for social" asks of the conversion, as the worker pool takes it. */
export interface ForPlatformsInput {
  markdown: string;
  topic: string;
  keywords: readonly string[];
  platforms: readonly PublishPlatform[];
  twitter: 'thread' | 'single';
}

/** The piece read once, then made into each platform's text, in the order asked. */
export function prepareForPlatforms(input: ForPlatformsInput): Array<PlatformText & { platform: PublishPlatform }> {
  const doc = readPlainDocument(input.markdown);
  return input.platforms.map((platform) => ({
    platform,
    ...textForPlatform(doc, { platform, twitter: input.twitter, topic: input.topic, keywords: input.keywords }),
  }));
}
