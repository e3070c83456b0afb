/**
 * A report whose sentences are about newsletters, subscribers and sign-ups (the words page furniture
 * is made of), hard-wrapped the way a PDF's text comes out: what the source cleanup must read whole.
 */

export const NEWSLETTER_REPORT_TITLE = 'What Creators Earn From Newsletters';

export const NEWSLETTER_REPORT_PARAGRAPHS = [
  'We surveyed 2,400 independent creators about how they earn a living from their writing. ' +
    'Creators with a newsletter of more than a thousand subscribers were more likely to buy courses for their own craft than creators without one. ' +
    'Most of them said the newsletter paid for the courses within a year.',
  'The way readers sign up matters as much as the writing itself. ' +
    'Creators who asked readers to subscribe at the end of every post gained twice as many subscribers in six months as those who used a pop-up window. ' +
    'A cookie banner on the same page cut sign-ups by a fifth.',
  'Paid newsletters were the steadiest income of all. ' +
    'Creators who offered a paid newsletter beside a free one kept nine in ten of their paying subscribers from one year to the next, ' +
    'while income from sponsorships rose and fell with the advertising market.',
];

/** Breaks a paragraph into lines of at most `width` characters, between words, as a PDF sets them. */
export function hardWrap(paragraph: string, width = 72): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of paragraph.split(' ')) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}
