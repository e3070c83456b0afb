import { formatClock } from '../../../text/time-marks';
import { joinAnd } from '../../../ai/offline/template';
import { CUT_PACE, type Draft, type Section, say } from './draft';
import { VIDEO_LINES } from './lines';
import { usableLines } from './shape-lines';

const { closing: CLOSING, description: DESCRIPTION, caption: CAPTION } = VIDEO_LINES;

/** The vertical platform a draft is for: its lines are chosen by it. */
function verticalOf(draft: Draft): 'tiktok' | 'reels' {
  return draft.request.platform === 'tiktok' ? 'tiktok' : 'reels';
}

/** A list of one (data/shapes.yaml, list.one) closes without "which one" or "the whole list". */
function listOfOne(draft: Draft) {
  return draft.bank?.one && draft.vars.n === '1' ? draft.bank.one : null;
}

export function closingSection(draft: Draft): Section {
  // A shaped script closes for its shape (data/shapes.yaml): no "step you're starting with" after a question.
  const bank = draft.bank?.closing;
  const one = listOfOne(draft);
  const ctas = bank ? usableLines((one ?? bank).ctas[draft.request.platform], draft.vars) : (draft.lead ? CLOSING.sourceCtas : CLOSING.ctas)[draft.request.platform];
  const cta = say(draft, draft.chooser.pick(ctas));
  const recapLines = draft.shaped ? usableLines(one?.recap ?? draft.shaped.recap, draft.vars) : draft.tone.recap;
  if (draft.vertical) {
    const onScreen = bank ? bank.captionClose[verticalOf(draft)].replace(/\.$/u, '') : CLOSING.onScreen[verticalOf(draft)];
    const recap = `${say(draft, draft.chooser.pick(recapLines))} ${joinAnd(draft.points.map((p) => p.mention))}.`;
    return {
      title: 'Loop and CTA',
      chapter: 'Loop and CTA',
      extra: 2,
      body: [`[ON-SCREEN TEXT: ${onScreen}]`, `(CUTS: ${CLOSING.cuts} · ${CUT_PACE})`, '', `${recap} ${cta} ${draft.chooser.pick(one?.loops ?? bank?.loops ?? CLOSING.loops)}`],
    };
  }
  return {
    title: 'Recap and Next Steps',
    chapter: 'Recap and Next Steps',
    extra: 8,
    body: [
      `(VISUAL: ${one?.visual ?? bank?.visual ?? CLOSING.visual})`,
      '',
      say(draft, draft.chooser.pick(recapLines)),
      ...draft.points.map((p) => (p.takeaway ? `- ${p.title}: ${p.takeaway}` : `- ${p.title}`)),
      '',
      cta,
    ],
  };
}

export function youtubeExtras(draft: Draft, sections: readonly Section[], starts: readonly number[]): string[] {
  const shaped = !draft.lead && draft.shape !== 'noun' ? { ...DESCRIPTION.shaped[draft.shape], ...listOfOne(draft)?.description } : null;
  const description = [
    say(draft, draft.lead ? DESCRIPTION.sourceSteps : (shaped?.steps ?? DESCRIPTION.steps), { steps: joinAnd(draft.points.map((p) => p.mention)) }),
    draft.request.target_audience ? say(draft, shaped?.audience ?? DESCRIPTION.audience) : (shaped?.general ?? DESCRIPTION.general),
    draft.lead ? DESCRIPTION.sourceAsk : (shaped?.ask ?? DESCRIPTION.ask),
  ].join(' ');
  const chapters = sections.map((s, i) => `${formatClock(starts[i] ?? 0)} ${s.chapter}`);
  return ['---', '', '## YouTube Description', '', description, '', '## Chapters', '', ...chapters];
}

export function verticalExtras(draft: Draft): string[] {
  const line = draft.lead ? CAPTION.sourceLine : draft.shape === 'noun' ? CAPTION.line : (listOfOne(draft)?.caption ?? CAPTION.shaped[draft.shape]);
  const close = draft.bank?.closing.captionClose[verticalOf(draft)] ?? CAPTION.close[verticalOf(draft)];
  return ['---', '', '## Caption', '', `${say(draft, line)} ${close}`];
}
