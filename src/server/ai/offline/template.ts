export type TemplateVars = Readonly<Record<string, string>>;

/**
 * Fills `{name}` slots from vars; `{name|fallback}` uses the fallback when the value is empty. An
 * unknown slot throws, so a typo in a phrase bank fails the tests instead of leaking into a draft.
 */
export function fill(template: string, vars: TemplateVars): string {
  return template.replace(/\{(\w+)(?:\|([^{}]*))?\}/g, (_, name: string, fallback: string | undefined, offset: number) => {
    const value = vars[name];
    if (value === undefined) throw new Error(`unknown template slot {${name}} in "${template}"`);
    return withoutEcho(template.slice(0, offset), value || (fallback ?? ''));
  });
}

/**
 * The value without a first word that repeats the word just before its slot: a topic may start with
 * the word its template ends on ("Understanding {title}" with "understanding why sleep matters").
 */
function withoutEcho(before: string, value: string): string {
  const last = /(\p{L}{2,}) $/u.exec(before)?.[1];
  if (!last) return value;
  const first = /^(\p{L}+)\s+/u.exec(value);
  return first?.[1] && first[1].toLowerCase() === last.toLowerCase() ? value.slice(first[0].length) : value;
}

export function capitalizeFirst(text: string): string {
  return text.replace(/^(\W*)(\p{Ll})/u, (_, lead: string, letter: string) => lead + letter.toUpperCase());
}

/** A filled template as a sentence: first letter up. */
export function sentence(template: string, vars: TemplateVars): string {
  return capitalizeFirst(fill(template, vars));
}

/** "a, b and c" */
export function joinAnd(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
