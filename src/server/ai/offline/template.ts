export type TemplateVars = Readonly<Record<string, string>>;

/**
 * Fills `{name}` slots from vars; `{name|fallback}` uses the fallback when the value is empty. An
 * unknown slot throws, so a typo in a phrase bank fails the tests instead of leaking into a draft.
 */
export function fill(template: string, vars: TemplateVars): string {
  return template.replace(/\{(\w+)(?:\|([^{}]*))?\}/g, (_, name: string, fallback: string | undefined) => {
    const value = vars[name];
    if (value === undefined) throw new Error(`unknown template slot {${name}} in "${template}"`);
    return value || (fallback ?? '');
  });
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
