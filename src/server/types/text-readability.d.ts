/** The part of text-readability 1.1 (which ships no types) that src/server/text/readability.ts uses. */
declare module 'text-readability' {
  interface Readability {
    fleschReadingEase(text: string): number;
    fleschKincaidGrade(text: string): number;
    lexiconCount(text: string, removePunctuation?: boolean): number;
    sentenceCount(text: string): number;
  }
  const readability: Readability;
  export default readability;
}
