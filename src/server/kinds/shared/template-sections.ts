/** Letters and digits only, lower-cased: "## Step-by-Step:" and "step by step" compare equal. */
export function headingKey(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

/**
 * Where each heading of `wanted` starts one of `found` (in order): the problems, as instructions. A found
 * heading may go on after the wanted words ("Step-by-Step: Your First Week").
 */
export function sectionProblems(wanted: readonly string[], found: readonly string[], form: (heading: string) => string): string[] {
  const keys = found.map(headingKey);
  const missing: string[] = [];
  let outOfOrder = false;
  let cursor = -1;
  for (const heading of wanted) {
    const key = headingKey(heading);
    const next = keys.findIndex((k, i) => i > cursor && k.startsWith(key));
    if (next >= 0) cursor = next;
    else if (keys.some((k) => k.startsWith(key))) outOfOrder = true;
    else missing.push(heading);
  }
  const problems = missing.map((heading) => `Add the section ${form(heading)}, as the template asks.`);
  if (outOfOrder) problems.push(`Put the template's sections in this order: ${wanted.map(form).join(' → ')}.`);
  return problems;
}

/** The numbers in a run of labels, and whether they count 1, 2, 3… (or down to 1). */
export function counts(numbers: readonly number[], down: boolean): boolean {
  return numbers.every((n, i) => (down ? n === numbers.length - i : n === i + 1));
}
