/**
 * The one rule for every string the server accepts, in a body, a query or a path: no NUL character
 * (PostgreSQL cannot store it in text), no unpaired UTF-16 surrogate (JSON allows "\ud800", but it is
 * not text: PostgreSQL refuses it in jsonb and UTF-8 cannot encode it), and a length cap. The server
 * applies it to every request before validation (plugins/text-guard.ts); the contract's field schemas
 * apply it too, with their own tighter caps, so that the web app's forms hold the same rule.
 */

/** The cap on any one string the server accepts; fields set tighter ones. */
export const TEXT_MAX_LENGTH = 100_000;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** What is wrong with a string, worded to follow its field's name; null when it is fine. */
export function textProblem(text: string, max: number = TEXT_MAX_LENGTH): string | null {
  if (text.length > max) return `must be at most ${max} characters`;
  if (text.includes('\u0000')) return 'must not contain NUL characters';
  if (LONE_SURROGATE.test(text)) return 'must be valid Unicode text (it contains an unpaired surrogate)';
  return null;
}

export interface TextViolation {
  /** The field's path, dotted: `topic`, `sections.2`, `session_id`. */
  field: string;
  problem: string;
}

/** The first string in a parsed value (object, array, string) that breaks the rule; keys count too. */
export function findTextViolation(value: unknown, path = '', depth = 0): TextViolation | null {
  if (typeof value === 'string') {
    const problem = textProblem(value);
    return problem ? { field: path || 'value', problem } : null;
  }
  if (value === null || typeof value !== 'object' || depth > 32) return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findTextViolation(value[i], path ? `${path}.${i}` : String(i), depth + 1);
      if (found) return found;
    }
    return null;
  }
  // Raw bodies (a Stripe webhook's bytes) are not text fields.
  if (ArrayBuffer.isView(value)) return null;
  for (const key of Object.keys(value)) {
    const keyProblem = textProblem(key, 200);
    if (keyProblem) return { field: path ? `${path} key` : 'field name', problem: keyProblem };
    const found = findTextViolation((value as Record<string, unknown>)[key], path ? `${path}.${key}` : key, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * Text from elsewhere (a model's answer) made storable under the rule: NUL characters dropped, each
 * unpaired surrogate replaced by U+FFFD, as a UTF-8 encoder would.
 */
export function toStorableText(text: string): string {
  if (!text.includes('\u0000') && !LONE_SURROGATE.test(text)) return text;
  return text.replaceAll('\u0000', '').replace(new RegExp(LONE_SURROGATE.source, 'g'), '\uFFFD');
}

/** Characters that end a line wherever text is shown: LF, VT, FF, CR, NEL and Unicode's line and paragraph separators. */
const LINE_BREAK = /[\n\v\f\r\u0085\u2028\u2029]/;
/** Control characters (C0, DEL, C1), tabs included: nothing a name or a title needs. */
// eslint-disable-next-line no-control-regex -- these are the characters being looked for
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/;
// eslint-disable-next-line no-control-regex -- these are the characters being replaced
const CONTROL_RUNS = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]+/g;

/**
 * What is wrong with a single-line field (a name, a subject), worded to follow the field's name; null
 * when it is fine. A line break there could pass for a line of Inkwell's own in a mail or a log.
 */
export function singleLineProblem(text: string): string | null {
  if (LINE_BREAK.test(text)) return 'must be a single line';
  if (CONTROL.test(text)) return 'must not contain tabs or other control characters';
  return null;
}

/**
 * A single line made of stored text that may predate the rule (or come from elsewhere): each run of
 * control characters and line breaks becomes one space.
 */
export function toSingleLine(text: string): string {
  return text.replace(CONTROL_RUNS, ' ').trim();
}
