import type { SummaryStyle } from '../../../contract/summaries';
import type { SourceSentence } from '../../text/read-sentences';

/** The labels of an executive summary, which checkSummary looks for. */
export const EXECUTIVE_LABELS = { bottomLine: 'Bottom line:', keyPoints: 'Key points', implications: 'Implications' } as const;
/** The plainer lead-in of a casual summary. */
export const CASUAL_LEAD = 'In short:';

/**
 * Words that mark a sentence as saying what follows from the facts: a consequence, an expectation,
 * a risk, a recommendation. An executive summary lists such sentences under Implications. Plain
 * "will" is not one: news uses it for every scheduled fact.
 */
const IMPLICATION_CUES =
  /\b(?:should|must|could|means|meant|therefore|thus|hence|as a result|consequently|risks?|recommend\w*|expect\w*|likely|unlikely|needs? to|warn\w*|implications?|leads? to|setback|threat\w*|opportunit\w*|benefits?)\b/i;

export function isImplication(sentence: SourceSentence): boolean {
  return IMPLICATION_CUES.test(sentence.text);
}

/** What the executive layout needs, by the words the summary may have: the parts a short summary cannot hold are left out. */
export function executiveParts(maxWords: number): { keyPoints: boolean; implications: boolean; sentences: number } {
  const keyPoints = maxWords >= 60;
  const implications = maxWords >= 90;
  return { keyPoints, implications, sentences: implications ? 3 : keyPoints ? 2 : 1 };
}

const inSourceOrder = (sentences: SourceSentence[]) => [...sentences].sort((a, b) => a.index - b.index);

/**
 * Paragraphs of at most `perParagraph` sentences and about `softWords` words, breaking where the
 * source breaks when it can, so that each paragraph keeps to one of the source's topics.
 */
function paragraphs(sentences: SourceSentence[], perParagraph: number, softWords: number): string {
  const out: SourceSentence[][] = [];
  let current: SourceSentence[] = [];
  let words = 0;
  for (const s of sentences) {
    const last = current[current.length - 1];
    const full = current.length >= perParagraph || words + s.words > softWords;
    const topicChange = last !== undefined && last.paragraph !== s.paragraph && current.length >= 2;
    if (current.length > 0 && (full || topicChange)) {
      out.push(current);
      current = [];
      words = 0;
    }
    current.push(s);
    words += s.words;
  }
  if (current.length > 0) out.push(current);
  return out.map((p) => p.map((s) => s.text).join(' ')).join('\n\n');
}

/** One or two dense paragraphs (more only for a long custom summary), of about equal length. */
function academic(sentences: SourceSentence[]): string {
  const total = sentences.reduce((sum, s) => sum + s.words, 0);
  const parts = total <= 160 ? 1 : Math.max(2, Math.ceil(total / 250));
  const out: string[] = [];
  let current: string[] = [];
  let done = 0;
  sentences.forEach((s, i) => {
    current.push(s.text);
    done += s.words;
    // Break once this paragraph's share is reached, counting a sentence as in when half of it is.
    if (i < sentences.length - 1 && out.length < parts - 1 && done - s.words / 2 >= (total / parts) * (out.length + 1)) {
      out.push(current.join(' '));
      current = [];
    }
  });
  if (current.length > 0) out.push(current.join(' '));
  return out.join('\n\n');
}

function bullets(sentences: SourceSentence[]): string {
  return sentences.map((s) => `- ${s.text}`).join('\n');
}

/**
 * Bottom line (the best-ranked sentence), key points, implications (sentences with an implication
 * cue; failing those, the last of the key sentences), each part only when the summary's size calls for it.
 */
function executive(ranked: SourceSentence[], maxWords: number): string {
  const parts = executiveParts(maxWords);
  const [bottom, ...others] = ranked;
  if (!bottom) return '';
  const rest = inSourceOrder(others);
  // At most half of the sentences after the bottom line are implications, the last ones in the text
  // (where consequences usually come); failing any cue, the last key sentences.
  const most = Math.max(1, Math.floor(rest.length / 2));
  let implications = parts.implications ? rest.filter(isImplication).slice(-most) : [];
  if (parts.implications && implications.length === 0 && rest.length >= 2) implications = rest.slice(-Math.max(1, Math.floor(rest.length / 3)));
  let keyPoints = rest.filter((s) => !implications.includes(s));
  if (keyPoints.length === 0 && implications.length >= 2) {
    keyPoints = implications.slice(0, 1);
    implications = implications.slice(1);
  }
  const out = [`**${EXECUTIVE_LABELS.bottomLine}** ${bottom.text}`];
  if (keyPoints.length > 0) out.push(`**${EXECUTIVE_LABELS.keyPoints}**\n${bullets(keyPoints)}`);
  if (implications.length > 0) out.push(`**${EXECUTIVE_LABELS.implications}**\n${bullets(implications)}`);
  return out.join('\n\n');
}

/** The chosen sentences (best first) laid out in a style; everything but the executive bottom line and the casual lead keeps source order. */
export function layOutSummary(ranked: SourceSentence[], style: SummaryStyle, maxWords: number): string {
  const ordered = inSourceOrder(ranked);
  switch (style) {
    case 'professional':
      return paragraphs(ordered, 3, 80);
    case 'casual': {
      const [lead, ...rest] = ranked;
      if (!lead) return '';
      const body = paragraphs(inSourceOrder(rest), 2, 60);
      return body ? `${CASUAL_LEAD} ${lead.text}\n\n${body}` : `${CASUAL_LEAD} ${lead.text}`;
    }
    case 'bullet_points':
      return bullets(ordered);
    case 'academic':
      return academic(ordered);
    case 'executive':
      return executive(ranked, maxWords);
  }
}
