const IRREGULAR: Record<string, string> = {
  be: 'being',
  see: 'seeing',
  lie: 'lying',
  die: 'dying',
  tie: 'tying',
  flee: 'fleeing',
  agree: 'agreeing',
  free: 'freeing',
  begin: 'beginning',
  forget: 'forgetting',
  admit: 'admitting',
  commit: 'committing',
  prefer: 'preferring',
  control: 'controlling',
  travel: 'traveling',
  quit: 'quitting',
  submit: 'submitting',
  permit: 'permitting',
  refer: 'referring',
  upset: 'upsetting',
  input: 'inputting',
  output: 'outputting',
};

/** The -ing form of an English verb, by the usual spelling rules plus a list of exceptions. */
export function toGerund(verb: string): string {
  const lower = verb.toLowerCase();
  const known = IRREGULAR[lower];
  if (known) return known;
  if (/ie$/.test(lower)) return `${lower.slice(0, -2)}ying`;
  if (/(?:ee|ye|oe)$/.test(lower)) return `${lower}ing`;
  if (/[^aeiou]e$/.test(lower) || /ue$/.test(lower)) return `${lower.slice(0, -1)}ing`;
  // One syllable ending consonant-vowel-consonant doubles the consonant: run → running.
  if (/^[^aeiou]*[aeiou][^aeiouwxy]$/.test(lower)) return `${lower}${lower.slice(-1)}ing`;
  return `${lower}ing`;
}
