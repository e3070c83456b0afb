/**
 * Signs that a composed draft is not finished copy: leftover slots, placeholders, filler, doubled
 * words, stray spacing. Used by the tests of every offline composer.
 */
export function hygieneProblems(text: string): string[] {
  const checks: Array<[RegExp, string]> = [
    [/\{\w+(?:\|[^}]*)?\}/, 'an unfilled {slot}'],
    [/\[(?:insert|add|your|name|topic|link|todo)\b/i, 'a [placeholder]'],
    [/\b(?:lorem|ipsum|undefined|NaN|TODO|TBD|xxx)\b/, 'filler text'],
    [/\b(\p{L}{2,})[ \t]+\1\b/iu, 'a doubled word'],
    [/\S {2,}\S/, 'a double space'],
    [/ [,.;:!?](?:\s|$)/, 'a space before punctuation'],
    [/(?<![.])\.\.(?![.])|[,;:]\./, 'doubled punctuation'],
    [/[ \t]+$/m, 'trailing whitespace'],
    [/\n{3,}/, 'more than one blank line'],
  ];
  return checks.filter(([pattern]) => pattern.test(text)).map(([pattern, what]) => `${what}: ${JSON.stringify(text.match(pattern)?.[0])}`);
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
