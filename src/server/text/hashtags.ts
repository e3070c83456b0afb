/** A hashtag as the platforms link one: # after a boundary, then a word holding at least one letter. */
const HASHTAG = /(?<![\p{L}\p{N}_&/#])#([\p{L}\p{N}_]*\p{L}[\p{L}\p{N}_]*)/gu;

export function findHashtags(text: string): string[] {
  return [...text.matchAll(HASHTAG)].map((m) => m[0]);
}
