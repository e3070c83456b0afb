/** Word lists and small word tools the topic reader (topic-shape.ts) uses. */

export const NUMBER_WORDS: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17,
  eighteen: 18, nineteen: 19, twenty: 20, thirty: 30, forty: 40, fifty: 50, hundred: 100,
};

/** The most items a list promise is read as (a larger number is a figure: "2025 trends", "100 days"). */
export const MAX_LIST_COUNT = 30;

/** Nouns that measure rather than count items: "24 hours in Tokyo" is not a list of hours. */
export const UNIT_NOUNS = new Set([
  'second', 'seconds', 'minute', 'minutes', 'hour', 'hours', 'day', 'days', 'week', 'weeks', 'month', 'months',
  'year', 'years', 'percent', 'k', 'm', 'million', 'millions', 'thousand', 'thousands', 'hundred', 'hundreds',
  'billion', 'fps', 'x', 'am', 'pm', 'dollars', 'euros', 'pounds', 'bucks', 'followers', 'subscribers', 'views',
  'likes', 'readers', 'members', 'sales',
]);

/** Past forms of common irregular verbs (and a few that read as past after a first person). */
export const IRREGULAR_PAST = new Set(
  'hit got made won grew became began broke built bought did found gave had kept left lost met paid put quit ran said saw sent set shot sold spent took told went wrote drew fell felt led cut came brought caught taught landed signed passed crossed reached hit topped beat'.split(' '),
);

/** Verbs ending in -ed that are not past forms. */
const NOT_PAST_ED = /(?:eed|need)$/;

export function isPastForm(word: string): boolean {
  const w = word.toLowerCase();
  return IRREGULAR_PAST.has(w) || (/[a-z]{2,}ed$/.test(w) && !NOT_PAST_ED.test(w));
}

const IRREGULAR_PLURALS: Record<string, string> = {
  people: 'person', children: 'child', men: 'man', women: 'woman', feet: 'foot', teeth: 'tooth', mice: 'mouse',
  geese: 'goose', data: 'data', media: 'media', criteria: 'criterion', series: 'series', news: 'news',
};

/** Words ending in s that are not plurals. */
const NOT_PLURAL = /(?:ss|us|is|ics|ous|ness)$/i;

export function isPlural(word: string): boolean {
  const w = word.toLowerCase();
  if (w in IRREGULAR_PLURALS) return !['news', 'series', 'data', 'media'].includes(w);
  return /\p{L}{2,}s$/u.test(w) && !NOT_PLURAL.test(w) && !['this', 'its', 'yes', 'always', 'perhaps', 'was', 'has', 'does'].includes(w);
}

/** "tricks" → "trick", "ideas" → "idea", "stories" → "story", "people" → "person", "días" → "día". */
export function singular(word: string): string {
  const lower = word.toLowerCase();
  const known = IRREGULAR_PLURALS[lower];
  const match = (out: string) => (word === word.toUpperCase() && word.length > 1 ? out.toUpperCase() : word.slice(0, 1) + out.slice(1));
  if (known) return match(known);
  if (/[^aeiou]ies$/i.test(word)) return word.slice(0, -3) + (word.endsWith('IES') ? 'Y' : 'y');
  if (/(?:ches|shes|sses|xes|zzes)$/i.test(word)) return word.slice(0, -2);
  if (/s$/i.test(word) && !/ss$/i.test(word)) return word.slice(0, -1);
  return word;
}

/** "lighting trick" → "Lighting trick". */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Emoji (with their joiners, skin tones and variation selectors) taken out, spaces tidied. */
export function withoutEmoji(text: string): string {
  return text
    .replace(/\p{Extended_Pictographic}|\p{Emoji_Modifier}|\u{FE0F}|\u{200D}|\u{20E3}/gu, ' ')
    .replace(/\s+/g, ' ')
    .replace(/\s+([?!.,:;])/g, '$1')
    .trim();
}
