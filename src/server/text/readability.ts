import readability from 'text-readability';
import type { ReadabilityScore } from '../../contract/humanize';
import { readDraft } from './read-draft';

/** A video script's time marks ("[0:15]", "[1:00–2:30]") are read by nobody aloud. */
const TIME_MARK = /\[\s*\d{1,2}:\d{2}(?::\d{2})?(?:\s*[-–—]\s*\d{1,2}:\d{2}(?::\d{2})?)?\s*\]/g;
const URL = /\b(?:https?:\/\/|www\.)\S+/gi;
const ENDS_SENTENCE = /[.!?…]["'”’)\]]*$/;

/**
 * The prose of a draft as a reader meets it: the rendered text of each heading and line (no Markdown
 * marks, link targets, code, time marks or bare URLs), every heading, list item and label ending a
 * sentence of its own, as it reads.
 */
export function readableProse(markdown: string): string {
  const out: string[] = [];
  for (const line of readDraft(markdown).lines) {
    if (line.kind === 'code') continue;
    const text = line.text.replace(TIME_MARK, ' ').replace(URL, ' ').replace(/\s+/g, ' ').trim();
    if (!/\p{L}/u.test(text)) continue;
    out.push(ENDS_SENTENCE.test(text) ? text : `${text}.`);
  }
  return out.join(' ');
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * Flesch reading ease and Flesch–Kincaid grade of a draft's prose (text-readability), with the words
 * and sentences they were computed from; zeros for a text with no words.
 */
export function scoreReadability(markdown: string): ReadabilityScore {
  const prose = readableProse(markdown);
  const words = prose ? readability.lexiconCount(prose) : 0;
  if (words === 0) return { flesch_reading_ease: 0, flesch_kincaid_grade: 0, words: 0, sentences: 0 };
  return {
    flesch_reading_ease: round1(readability.fleschReadingEase(prose)),
    flesch_kincaid_grade: round1(Math.max(0, readability.fleschKincaidGrade(prose))),
    words,
    sentences: readability.sentenceCount(prose),
  };
}
