import { stemWord } from './english-nlp';
import type { SourceSentence } from './read-sentences';

/** Nouns every text uses: they are worth half as much as a key term (multi-word phrases holding them are unaffected). */
const GENERIC_NOUNS = ['time', 'year', 'way', 'thing', 'lot', 'part', 'number', 'percent', 'people', 'today', 'kind', 'sort', 'example', 'fact', 'case', 'point', 'place', 'week', 'month', 'day', 'end', 'group', 'area', 'world', 'problem', 'question'];
let genericStems: Set<string> | null = null;

function isGeneric(stem: string): boolean {
  genericStems ??= new Set(GENERIC_NOUNS.map(stemWord));
  return genericStems.has(stem);
}

interface Candidate {
  stems: string;
  words: number;
  count: number;
  weight: number;
  forms: Map<string, number>;
  /** Occurrences not opening a sentence, and how many of those are capitalized. */
  midSentence: number;
  capitalized: number;
  taggedProper: number;
}

function candidateFor(table: Map<string, Candidate>, stems: string, words: number): Candidate {
  let c = table.get(stems);
  if (!c) {
    c = { stems, words, count: 0, weight: 0, forms: new Map(), midSentence: 0, capitalized: 0, taggedProper: 0 };
    table.set(stems, c);
  }
  return c;
}

function note(c: Candidate, surface: string, opensSentence: boolean, proper: boolean, weight: number): void {
  c.count += 1;
  c.weight += weight;
  c.forms.set(surface, (c.forms.get(surface) ?? 0) + 1);
  if (!opensSentence) {
    c.midSentence += 1;
    if (/^\p{Lu}/u.test(surface)) c.capitalized += 1;
  }
  if (proper) c.taggedProper += 1;
}

/** Whether the occurrences say "a name": capitalized mid-sentence, or tagged a proper noun when only seen opening sentences. */
function isProper(c: Candidate): boolean {
  return c.midSentence > 0 ? c.capitalized * 2 >= c.midSentence : c.taggedProper * 2 > c.count;
}

function commonestForm(c: Candidate): string {
  let form = '';
  let best = 0;
  for (const [surface, n] of c.forms) {
    if (n > best) {
      form = surface;
      best = n;
    }
  }
  return form;
}

/**
 * The term as a reader expects it: a name or an acronym as written, anything else lower-cased, word
 * by word ("Sunday hours": the day is a name wherever it stands, the hours are not).
 */
function display(c: Candidate, table: Map<string, Candidate>): string {
  const form = commonestForm(c);
  if (isProper(c)) return form;
  const stems = c.stems.split(' ');
  return form
    .split(' ')
    .map((word, i) => {
      const alone = c.words > 1 ? table.get(stems[i]!) : undefined;
      const keep = /^[\p{Lu}\p{N}&.-]{2,}$/u.test(word) || (alone !== undefined && isProper(alone));
      return keep ? word : word.toLowerCase();
    })
    .join(' ');
}

/**
 * Key terms: noun phrases (up to three words ending in a noun) and the nouns inside them, scored by
 * how often they occur weighted by the centrality of the sentences they occur in, longer phrases
 * favoured; a word already said by a picked phrase is skipped unless it also stands on its own often.
 */
export function keyTerms(sentences: SourceSentence[], centrality: (sentence: SourceSentence) => number, max: number): string[] {
  if (max <= 0) return [];
  const table = new Map<string, Candidate>();
  for (const sentence of sentences) {
    const weight = 1 + 2 * centrality(sentence);
    for (const phrase of sentence.phrases) {
      if (!phrase.nominal) continue;
      note(candidateFor(table, phrase.stems, phrase.words), phrase.surface, phrase.opensSentence, phrase.proper, weight);
      if (phrase.words === 1) continue;
      const stems = phrase.stems.split(' ');
      const surfaces = phrase.surface.split(' ');
      // The phrase's head noun counts as the word too ("rates" in "interest rates").
      note(candidateFor(table, stems[stems.length - 1]!, 1), surfaces[surfaces.length - 1]!, false, phrase.proper, weight);
    }
  }
  const minCount = sentences.length >= 10 ? 2 : 1;
  const scored = [...table.values()]
    .filter((c) => c.count >= minCount)
    .map((c) => ({ c, score: c.weight * (1 + 0.6 * (c.words - 1)) * (c.words === 1 && isGeneric(c.stems) ? 0.5 : 1) }))
    .sort((a, b) => b.score - a.score || (a.c.stems < b.c.stems ? -1 : 1));

  const picked: Candidate[] = [];
  const terms: string[] = [];
  const seen = new Set<string>();
  for (const { c } of scored) {
    if (picked.length >= max) break;
    const words = c.stems.split(' ');
    const covered = picked.some((p) => {
      const pw = p.stems.split(' ');
      return words.every((w) => pw.includes(w)) && c.count < 1.5 * p.count;
    });
    if (covered) continue;
    const text = display(c, table);
    if (seen.has(text.toLowerCase())) continue;
    seen.add(text.toLowerCase());
    picked.push(c);
    terms.push(text);
  }
  return terms;
}
