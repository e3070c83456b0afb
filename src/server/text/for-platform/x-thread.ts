import { cutCharacters } from './fit-blocks';
import { sentencesOf, separatorBefore } from './plain-blocks';
import type { PlainBlock } from './plain-document';

/** Measures a post as its platform counts it (X: weighted). */
export type Measure = (text: string) => number;

/** A piece of a thread that is never cut again: a sentence, a list item, a heading, a run of words. */
interface Unit {
  text: string;
  /** What joins it to the unit before it in the same post. */
  joiner: string;
  /** A heading goes with what follows it, never last in a post. */
  heading: boolean;
}

/** A sentence too long for one post, as runs of whole words that each fit (a URL, hashtag or mention stays whole). */
function wordRuns(sentence: string, fits: (text: string) => boolean): string[] {
  const runs: string[] = [];
  let current = '';
  for (const word of sentence.split(/\s+/).filter(Boolean)) {
    const next = current ? `${current} ${word}` : word;
    if (fits(next)) {
      current = next;
      continue;
    }
    if (current) runs.push(current);
    // A word longer than a post on its own (a text without blanks): cut between characters.
    const pieces = fits(word) ? [word] : cutCharacters(word, fits);
    runs.push(...pieces.slice(0, -1));
    current = pieces.at(-1) ?? '';
  }
  if (current) runs.push(current);
  return runs;
}

/**
 * The blocks as chunks of units: a block's sentences (a list item's or code's lines), a heading with
 * the block it heads. A chunk that fits a post is never split between posts.
 */
function chunksOf(blocks: readonly PlainBlock[], fits: (text: string) => boolean): Unit[][] {
  const chunks: Unit[][] = [];
  blocks.forEach((block, i) => {
    const between = separatorBefore(blocks, i);
    const units: Unit[] = [];
    if (block.kind === 'heading' && fits(block.text)) {
      units.push({ text: block.text, joiner: between, heading: true });
    } else {
      const lines = block.kind === 'item' || block.kind === 'code';
      const sentences = lines ? block.text.split('\n').map((line, j) => ({ text: line, joiner: j === 0 ? '' : '\n' })) : sentencesOf(block.text);
      sentences.forEach((sentence, j) => {
        const joiner = j === 0 ? between : sentence.joiner;
        const runs = fits(sentence.text) ? [sentence.text] : wordRuns(sentence.text, fits);
        // Runs of one sentence join with a blank, or with nothing when it has none (cut between characters).
        const inner = /\s/.test(sentence.text) ? ' ' : '';
        runs.forEach((run, k) => units.push({ text: run, joiner: k === 0 ? joiner : inner, heading: false }));
      });
    }
    const previous = chunks.at(-1);
    if (previous?.every((unit) => unit.heading)) previous.push(...units);
    else chunks.push(units);
  });
  return chunks;
}

const textOf = (units: readonly Unit[]) => units.map((u, i) => (i === 0 ? u.text : u.joiner + u.text)).join('');

/**
 * The chunks packed into posts, each within `fits`: a chunk goes whole into the current post, or whole
 * into the next one; only a chunk longer than a post is cut, between its units, a heading never left
 * last in a post.
 */
function pack(chunks: readonly Unit[][], fits: (text: string) => boolean): string[] {
  const posts: Unit[][] = [];
  let current: Unit[] = [];
  const add = (unit: Unit) => {
    if (current.length === 0 || fits(textOf([...current, unit]))) {
      current.push(unit);
      return;
    }
    // A heading at the end of the post moves on with what it heads, unless the two cannot share a post.
    const carried: Unit[] = [];
    while (current.length > 1 && current.at(-1)!.heading) carried.unshift(current.pop()!);
    if (carried.length > 0 && !fits(textOf([...carried, unit]))) current.push(...carried.splice(0));
    posts.push(current);
    current = [...carried, unit];
  };
  for (const chunk of chunks) {
    if (fits(textOf([...current, ...chunk]))) current.push(...chunk);
    else if (current.length > 0 && fits(textOf(chunk))) {
      posts.push(current);
      current = [...chunk];
    } else for (const unit of chunk) add(unit);
  }
  if (current.length > 0) posts.push(current);
  return posts.filter((post) => post.length > 0).map(textOf);
}

/**
 * The text as an X thread: posts numbered "1/n " at their start, each within `max` as `measure` counts
 * it (the number included), cut between sentences, list items and paragraphs, between words only for
 * a sentence longer than a post. `tags` end the last post, as many as fit there, or, when not one fits
 * after its text, make a last post of their own.
 */
export function threadOf(blocks: readonly PlainBlock[], opts: { measure: Measure; max: number; tags: readonly string[] }): string[] {
  const { measure, max } = opts;
  for (let digits = 1; ; digits++) {
    const widest = `${'9'.repeat(digits)}/${'9'.repeat(digits)} `;
    const fits = (text: string) => measure(widest + text) <= max;
    const posts = pack(chunksOf(blocks, fits), fits);
    // Tags that do not fit after the last post's text (a full post) end the thread in a post of their own.
    const tagLine = (n: number) => opts.tags.slice(0, n).join(' ');
    const lastFits = (n: number) => fits(`${posts.at(-1) ?? ''}\n\n${tagLine(n)}`);
    const ownPost = opts.tags.length > 0 && posts.length > 0 && !lastFits(1) && fits(tagLine(1));
    let most = opts.tags.length;
    while (ownPost && most > 1 && !fits(tagLine(most))) most--;
    const all = ownPost ? [...posts, tagLine(most)] : posts;
    if (String(all.length).length > digits) continue;
    const numbered = all.map((post, i) => `${i + 1}/${all.length} ${post}`);
    const last = numbered.length - 1;
    for (let n = ownPost ? 0 : opts.tags.length; n > 0; n--) {
      const ending = `${numbered[last]}\n\n${tagLine(n)}`;
      if (measure(ending) <= max) {
        numbered[last] = ending;
        break;
      }
    }
    return numbered;
  }
}
