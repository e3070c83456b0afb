/**
 * Markdown reduced to the words a reader sees, and the count of those words, in one pass over the
 * text: no chain of regular-expression replacements, no array of tokens.
 *
 * The rules, in the order they apply:
 *  1. a fenced-code line (``` or ~~~) becomes a space;
 *  2–4. images, links and reference links keep their text and lose their targets;
 *  5–6. autolinks and inline HTML tags become a space;
 *  7. heading hashes at the start of a line go (at most 3 blanks of indentation), 8. closing hashes too;
 *  9. quote markers, 10. one list marker (-, *, +, •, 1. or 1)) at the start of a line go;
 *  11. emphasis and code marks (*, ~, `) go, 12. underscores of _emphasis_ go (snake_case stays).
 *
 * Rules 1–6 only concern text holding ``` / ~~~ / [ / <, which drafts rarely do: such text goes
 * through them first, as regular expressions, and then through the same scanner as any other text.
 * count-words.test.ts checks the scanner against the chain of replacements it replaced, on random text.
 */

const FENCE = /^\s*(?:```|~~~).*$/gm;
const IMAGE = /!\[([^\]]*)\]\([^)]*\)/g;
const LINK = /\[([^\]]*)\]\([^)]*\)/g;
const REF_LINK = /\[([^\]]*)\]\[[^\]]*\]/g;
const AUTOLINK = /<(?:https?:\/\/|mailto:)[^>\s]+>/g;
const HTML_TAG = /<\/?[A-Za-z][^>]*>/g;

/** Rules 1–6, only for text that can hold what they match. */
function stripInline(text: string): string {
  let out = text;
  if (out.includes('```') || out.includes('~~~')) out = out.replace(FENCE, ' ');
  if (out.includes('[')) out = out.replace(IMAGE, '$1').replace(LINK, '$1').replace(REF_LINK, '$1');
  if (out.includes('<')) out = out.replace(AUTOLINK, ' ').replace(HTML_TAG, ' ');
  return out;
}

const TAB = 9;
const LF = 10;
const CR = 13;
const SPACE = 32;
const HASH = 35;
const OPEN_PAREN = 40;
const GT = 62;
const UNDERSCORE = 95;

/** Line terminators, as `^`, `$` and `.` see them. */
function isLineEnd(c: number): boolean {
  return c === LF || c === CR || c === 0x2028 || c === 0x2029;
}

/** JavaScript's `\s`. */
function isSpace(c: number): boolean {
  if (c < 128) return c === SPACE || (c >= TAB && c <= CR);
  return (
    c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff
  );
}

/** `[ \t]` */
function isBlank(c: number): boolean {
  return c === SPACE || c === TAB;
}

/** Emphasis and code marks, which rule 11 drops wherever they are: * ~ ` */
function isMark(c: number): boolean {
  return c === 42 || c === 126 || c === 96;
}

const LETTER_OR_DIGIT = /^[\p{L}\p{N}]$/u;
const wideClass = new Map<number, boolean>();

/** `[\p{L}\p{N}]` for one code point. */
function isWordCodePoint(cp: number): boolean {
  if (cp < 128) return (cp >= 48 && cp <= 57) || ((cp | 32) >= 97 && (cp | 32) <= 122);
  let known = wideClass.get(cp);
  if (known === undefined) {
    known = LETTER_OR_DIGIT.test(String.fromCodePoint(cp));
    if (wideClass.size < 4096) wideClass.set(cp, known);
  }
  return known;
}

/** Bounds of a line's visible text, set by `trimLine`. */
let spanStart = 0;
let spanEnd = 0;

/** Rules 7–10 on the line `s[lineStart, lineEnd)`: where its text starts and ends once its markers are off. */
function trimLine(s: string, lineStart: number, lineEnd: number): void {
  let start = lineStart;
  let end = lineEnd;
  // 7. Heading hashes: at most 3 blanks, 1–6 hashes, at least one blank.
  {
    let j = start;
    while (j < end && j - start < 3 && isBlank(s.charCodeAt(j))) j++;
    let h = j;
    while (h < end && h - j < 6 && s.charCodeAt(h) === HASH) h++;
    if (h > j && h < end && isBlank(s.charCodeAt(h))) {
      while (h < end && isBlank(s.charCodeAt(h))) h++;
      start = h;
    }
  }
  // 8. Closing hashes: blanks, hashes, optional blanks, end of line.
  {
    let k = end;
    while (k > start && isBlank(s.charCodeAt(k - 1))) k--;
    let h = k;
    while (h > start && s.charCodeAt(h - 1) === HASH) h--;
    if (h < k && h > start && isBlank(s.charCodeAt(h - 1))) {
      let b = h;
      while (b > start && isBlank(s.charCodeAt(b - 1))) b--;
      end = b;
    }
  }
  // 9. Quote markers: blanks, then one or more ">" each with at most one blank after it.
  {
    let j = start;
    while (j < end && isBlank(s.charCodeAt(j))) j++;
    if (j < end && s.charCodeAt(j) === GT) {
      while (j < end && s.charCodeAt(j) === GT) {
        j++;
        if (j < end && isBlank(s.charCodeAt(j))) j++;
      }
      start = j;
    }
  }
  // 10. One list marker: blanks, then - * + • or 1–3 digits and . or ), then at least one blank.
  {
    let j = start;
    while (j < end && isBlank(s.charCodeAt(j))) j++;
    let m = -1;
    const c = j < end ? s.charCodeAt(j) : -1;
    if (c === 45 || c === 42 || c === 43 || c === 0x2022) {
      m = j + 1;
    } else {
      let d = j;
      while (d < end && d - j < 4 && s.charCodeAt(d) >= 48 && s.charCodeAt(d) <= 57) d++;
      const digits = d - j;
      const after = d < end ? s.charCodeAt(d) : -1;
      if (digits >= 1 && digits <= 3 && (after === 46 || after === 41)) m = d + 1;
    }
    if (m > 0 && m < end && isBlank(s.charCodeAt(m))) {
      while (m < end && isBlank(s.charCodeAt(m))) m++;
      start = m;
    }
  }
  spanStart = start;
  spanEnd = end;
}

/** Set by `countTokens`: whether the span it read holds marks (rule 11) or underscores (rule 12). */
let sawMarks = false;
let sawUnderscores = false;

/**
 * The tokens of `s[start, end)` (split on `\s`) that hold a letter or a digit, noting on the way
 * whether the span holds anything rules 11 and 12 take out.
 */
function countTokens(s: string, start: number, end: number): number {
  let count = 0;
  let inToken = false;
  let wordy = false;
  sawMarks = false;
  sawUnderscores = false;
  for (let i = start; i < end; i++) {
    const c = s.charCodeAt(i);
    if (isSpace(c)) {
      if (inToken && wordy) count++;
      inToken = false;
      wordy = false;
      continue;
    }
    inToken = true;
    if (isMark(c)) sawMarks = true;
    else if (c === UNDERSCORE) sawUnderscores = true;
    if (wordy) continue;
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < end) {
      const low = s.charCodeAt(i + 1);
      if (low >= 0xdc00 && low <= 0xdfff) {
        wordy = isWordCodePoint((c - 0xd800) * 0x400 + (low - 0xdc00) + 0x10000);
        i++;
        continue;
      }
    }
    wordy = isWordCodePoint(c);
  }
  return inToken && wordy ? count + 1 : count;
}

/** What may follow the underscores that close an emphasis: ) . , ; : ! ? */
function closesEmphasis(c: number): boolean {
  return c === 41 || c === 46 || c === 44 || c === 59 || c === 58 || c === 33 || c === 63;
}

/** Underscores at `from`, at most two. */
function underscoresAt(line: string, from: number): number {
  if (line.charCodeAt(from) !== UNDERSCORE) return 0;
  return line.charCodeAt(from + 1) === UNDERSCORE ? 2 : 1;
}

/**
 * Rule 12 on one line (rule 11 done): `(^|[\s(])_{1,2}(?=\S)` keeps its group and
 * `(?<=\S)_{1,2}(?=[\s).,;:!?]|$)` goes, matched left to right as the regular expression does.
 * One line is enough: neither alternative reaches past a line end.
 */
function stripUnderscores(line: string): string {
  const n = line.length;
  let out = '';
  let run = 0;
  let i = 0;
  while (i < n) {
    const c = line.charCodeAt(i);
    let keep = -1;
    let to = -1;
    if (c === UNDERSCORE || c === OPEN_PAREN || isSpace(c)) {
      // First alternative, "^" branch: underscores opening the line, followed by a non-space.
      if (i === 0 && c === UNDERSCORE) {
        for (let k = underscoresAt(line, 0); k >= 1 && to < 0; k--) if (k < n && !isSpace(line.charCodeAt(k))) to = k;
      }
      // First alternative, "[\s(]" branch: the whitespace or "(" stays, the underscores go.
      if (to < 0 && c !== UNDERSCORE) {
        for (let k = underscoresAt(line, i + 1); k >= 1 && to < 0; k--) {
          if (i + 1 + k < n && !isSpace(line.charCodeAt(i + 1 + k))) {
            to = i + 1 + k;
            keep = i;
          }
        }
      }
      // Second alternative: after a non-space, followed by whitespace, a closing mark or the line end.
      if (to < 0 && c === UNDERSCORE && i > 0 && !isSpace(line.charCodeAt(i - 1))) {
        for (let k = underscoresAt(line, i); k >= 1 && to < 0; k--) {
          const next = i + k;
          if (next >= n || isSpace(line.charCodeAt(next)) || closesEmphasis(line.charCodeAt(next))) to = next;
        }
      }
    }
    if (to < 0) {
      i++;
      continue;
    }
    out += line.slice(run, i);
    if (keep >= 0) out += line[keep];
    run = i = to;
  }
  return run === 0 ? line : out + line.slice(run);
}

/** Rules 11 and 12 on a line's visible span; `marks` and `underscores` say whether there is work. */
function visibleLine(s: string, start: number, end: number, marks: boolean, underscores: boolean): string {
  let line = s.slice(start, end);
  if (marks) {
    let kept = '';
    let run = start;
    for (let i = start; i < end; i++) {
      if (!isMark(s.charCodeAt(i))) continue;
      kept += s.slice(run, i);
      run = i + 1;
    }
    line = kept + s.slice(run, end);
  }
  return underscores ? stripUnderscores(line) : line;
}

/** What `scan` found: the stripped text (when asked for) and its word count. */
let scannedText = '';
let scannedWords = 0;

/**
 * One pass over `s`, line by line. With `bail`, gives up (false) at the first character that rules
 * 1–6 could concern ([, <, ``` or ~~~), so that the caller runs them first and scans again.
 */
function scan(s: string, wantText: boolean, bail: boolean): boolean {
  const out: string[] | null = wantText ? [] : null;
  let words = 0;
  let lineStart = 0;
  const length = s.length;
  for (let i = 0; i <= length; i++) {
    const c = i < length ? s.charCodeAt(i) : LF;
    if (bail && (c === 91 || c === 60 || ((c === 96 || c === 126) && s.charCodeAt(i + 1) === c && s.charCodeAt(i + 2) === c))) return false;
    if (!isLineEnd(c)) continue;
    trimLine(s, lineStart, i);
    // Rules 11 and 12 only remove marks and underscores, never whitespace, letters or digits: the
    // count does not depend on them.
    words += countTokens(s, spanStart, spanEnd);
    if (out) {
      out.push(visibleLine(s, spanStart, spanEnd, sawMarks, sawUnderscores));
      if (i < length) out.push(s[i]!);
    }
    lineStart = i + 1;
  }
  scannedText = out ? out.join('') : '';
  scannedWords = words;
  return true;
}

function run(markdown: string, wantText: boolean): void {
  if (!scan(markdown, wantText, true)) scan(stripInline(markdown), wantText, false);
}

/**
 * Markdown reduced to the words a reader sees: link targets, heading hashes, list and quote markers,
 * emphasis and inline HTML go; the text stays.
 */
export function stripMarkdown(markdown: string): string {
  run(markdown, true);
  const text = scannedText;
  scannedText = '';
  return text;
}

/** Whitespace-separated tokens holding at least one letter or digit, once the Markdown is stripped. */
export function countWords(markdown: string): number {
  run(markdown, false);
  return scannedWords;
}

/** Both from the same pass: the stripped text and its word count. */
export function analyzeMarkdown(markdown: string): { text: string; words: number } {
  run(markdown, true);
  const result = { text: scannedText, words: scannedWords };
  scannedText = '';
  return result;
}
