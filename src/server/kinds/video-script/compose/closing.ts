import { formatClock } from '../../../text/time-marks';
import { joinAnd } from '../../../ai/offline/template';
import { CUT_PACE, type Draft, type Section, say } from './draft';
import { VIDEO_LINES } from './lines';

const { closing: CLOSING, description: DESCRIPTION, caption: CAPTION } = VIDEO_LINES;

/** The vertical platform a draft is for: its lines are chosen by it. */
function verticalOf(draft: Draft): 'tiktok' | 'reels' {
  return draft.request.platform === 'tiktok' ? 'tiktok' : 'reels';
}

export function closingSection(draft: Draft): Section {
  const cta = say(draft, draft.chooser.pick((draft.lead ? CLOSING.sourceCtas : CLOSING.ctas)[draft.request.platform]));
  if (draft.vertical) {
    const onScreen = CLOSING.onScreen[verticalOf(draft)];
    const recap = `${say(draft, draft.chooser.pick(draft.tone.recap))} ${joinAnd(draft.points.map((p) => p.mention))}.`;
    return {
      title: 'Loop and CTA',
      chapter: 'Loop and CTA',
      extra: 2,
      body: [`[ON-SCREEN TEXT: ${onScreen}]`, `(CUTS: ${CLOSING.cuts} · ${CUT_PACE})`, '', `${recap} ${cta} ${draft.chooser.pick(CLOSING.loops)}`],
    };
  }
  return {
    title: 'Recap and Next Steps',
    chapter: 'Recap and Next Steps',
    extra: 8,
    body: [
      `(VISUAL: ${CLOSING.visual})`,
      '',
      say(draft, draft.chooser.pick(draft.tone.recap)),
      ...draft.points.map((p) => (p.takeaway ? `- ${p.title}: ${p.takeaway}` : `- ${p.title}`)),
      '',
      cta,
    ],
  };
}

export function youtubeExtras(draft: Draft, sections: readonly Section[], starts: readonly number[]): string[] {
  const shaped = !draft.lead && draft.shape !== 'noun' ? DESCRIPTION.shaped[draft.shape] : null;
  const description = [
    say(draft, draft.lead ? DESCRIPTION.sourceSteps : (shaped?.steps ?? DESCRIPTION.steps), { steps: joinAnd(draft.points.map((p) => p.mention)) }),
    draft.request.target_audience ? say(draft, DESCRIPTION.audience) : DESCRIPTION.general,
    draft.lead ? DESCRIPTION.sourceAsk : (shaped?.ask ?? DESCRIPTION.ask),
  ].join(' ');
  const chapters = sections.map((s, i) => `${formatClock(starts[i] ?? 0)} ${s.chapter}`);
  return ['---', '', '## YouTube Description', '', description, '', '## Chapters', '', ...chapters];
}

export function verticalExtras(draft: Draft): string[] {
  const line = draft.lead ? CAPTION.sourceLine : draft.shape === 'noun' ? CAPTION.line : CAPTION.shaped[draft.shape];
  return ['---', '', '## Caption', '', `${say(draft, line)} ${CAPTION.close[verticalOf(draft)]}`];
}
