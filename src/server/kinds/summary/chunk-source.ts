const PARAGRAPH_BREAK = /\n\s*\n/;
/** After closing punctuation (and any closing quotes or brackets), before the next sentence. */
const SENTENCE_BREAK = /(?<=[.!?…]["'”’)\]]*)\s+(?=\S)/u;

function wordCount(text: string): number {
  const t = text.trim();
  return t ? t.split(/\s+/).length : 0;
}

function byWords(text: string, cap: number): string[] {
  const words = text.split(/\s+/);
  const out: string[] = [];
  for (let i = 0; i < words.length; i += cap) out.push(words.slice(i, i + cap).join(' '));
  return out;
}

/** A paragraph in pieces of at most `cap` words: itself, or its sentences, a sentence too long cut on words. */
function pieces(paragraph: string, cap: number): string[] {
  if (wordCount(paragraph) <= cap) return [paragraph];
  return paragraph.split(SENTENCE_BREAK).flatMap((sentence) => (wordCount(sentence) <= cap ? [sentence] : byWords(sentence, cap)));
}

/**
 * A long source cut into chunks of at most `maxWordsPerChunk` words (words as whitespace separates
 * them) for the model's map step: on paragraph bounds, a paragraph too long for one chunk on sentence
 * bounds, a sentence too long on word bounds. Each chunk holds as many whole pieces as fit, so every
 * word of the source is in exactly one chunk, in order.
 */
export function chunkSource(text: string, maxWordsPerChunk: number): string[] {
  const cap = Math.max(1, Math.floor(maxWordsPerChunk));
  const paragraphs = text
    .split(PARAGRAPH_BREAK)
    .map((p) => p.trim())
    .filter(Boolean);
  const chunks: string[] = [];
  let current: string[] = [];
  let words = 0;
  for (const paragraph of paragraphs) {
    // A paragraph cut into sentences goes on in the same chunk with single spaces, as it was one paragraph.
    const parts = pieces(paragraph, cap);
    parts.forEach((part, k) => {
      const n = wordCount(part);
      if (words + n > cap && current.length > 0) {
        chunks.push(current.join(''));
        current = [];
        words = 0;
      }
      current.push(current.length === 0 ? part : k === 0 ? `\n\n${part}` : ` ${part}`);
      words += n;
    });
  }
  if (current.length > 0) chunks.push(current.join(''));
  return chunks;
}
