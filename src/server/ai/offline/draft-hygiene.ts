import { findSlots } from '../../../contract/slots';

/**
 * Signs that a composed draft is not finished copy: leftover slots, placeholders, filler, doubled
 * words, stray spacing. Used by the tests of every offline composer.
 */
export function hygieneProblems(text: string): string[] {
  // A fill-in slot ("[Trick 1: name it, show it in one shot]", contract/slots.ts) is meant for the creator; a
  // bare placeholder ("[insert link]", "[your name]") is not, nor a slot that asks to "insert" something.
  const withoutSlots = findSlots(text).reduceRight((out, s) => (/^\s*insert\b/i.test(s.hint) ? out : out.slice(0, s.at) + 'SLOT' + out.slice(s.at + s.text.length)), text);
  const checks: Array<[RegExp, string]> = [
    [/\{\w+(?:\|[^}]*)?\}/, 'an unfilled {slot}'],
    [/\[(?:insert|add|your|name|topic|link|todo)\b|\[[^\]\n]*:\s*insert\b/i, 'a [placeholder]'],
    [/\b(?:lorem|ipsum|undefined|NaN|TODO|TBD|xxx)\b/, 'filler text'],
    [/\b(\p{L}{2,})[ \t]+\1\b/iu, 'a doubled word'],
    [/\S {2,}\S/, 'a double space'],
    [/ [,.;:!?](?:\s|$)/, 'a space before punctuation'],
    [/(?<![.])\.\.(?![.])|[,;:]\./, 'doubled punctuation'],
    [/[ \t]+$/m, 'trailing whitespace'],
    [/\n{3,}/, 'more than one blank line'],
  ];
  return checks.filter(([pattern]) => pattern.test(withoutSlots)).map(([pattern, what]) => `${what}: ${JSON.stringify(withoutSlots.match(pattern)?.[0])}`);
}

/** Sentences of six words or more that appear more than once. */
export function repeatedSentences(text: string): string[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const raw of text.split(/(?<=[.!?])\s+|\n+/)) {
    const sentence = raw.replace(/^[-*>#\s]+|\*\*/g, '').trim();
    if (sentence.split(/\s+/).length < 6) continue;
    if (seen.has(sentence)) repeated.add(sentence);
    seen.add(sentence);
  }
  return [...repeated];
}
