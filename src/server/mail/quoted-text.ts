/** Line breaks as a mail reader may show them: CRLF, LF, CR, VT, FF, NEL and Unicode's separators. */
const LINE_BREAKS = /\r\n|[\n\v\f\r\u0085\u2028\u2029]/;
/** Control characters left within a line (tabs included): shown as spaces. */
// eslint-disable-next-line no-control-regex -- these are the characters being replaced
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/g;

/**
 * A creator's text set apart from Inkwell's own lines in a mail: every line starts with "> " (a blank
 * line is ">"), and other control characters become spaces, so nothing they wrote can pass for a line
 * Inkwell wrote (`Queue: Priority`).
 */
export function quotedText(text: string): string {
  return text
    .split(LINE_BREAKS)
    .map((line) => line.replace(CONTROL, ' ').trimEnd())
    .map((line) => (line ? `> ${line}` : '>'))
    .join('\n');
}
