import type { VideoScriptRequest } from '../../../contract/content';
import { formatClock } from '../fidelity/time-marks';
import { joinAnd } from './template';
import { CUT_PACE, type Draft, type Section, say } from './video-draft';

const CTAS: Record<VideoScriptRequest['platform'], readonly string[]> = {
  youtube: [
    "If this helped, subscribe: the next video goes deeper into {short}. And tell me in the comments which step you're trying first.",
    "Subscribe for more practical videos like this, and leave a comment with the one step you're starting this week. I read them all.",
  ],
  tiktok: [
    "Follow for part two, and comment the step you're starting with.",
    "Comment 'part 2' if you want the advanced version, and follow so you don't miss it.",
  ],
  reels: [
    'Save this so you have it when you start, and send it to someone who needs it.',
    "Save this for later, share it with a friend who's just starting out, and follow for more.",
  ],
};

const LOOPS = [
  'And that is exactly why the first thing I said matters. Watch it again with that in mind.',
  'Which brings us right back to where this started.',
  "Now go back to the start and see if you spot it this time.",
];

export function closingSection(draft: Draft): Section {
  const cta = say(draft, draft.chooser.pick(CTAS[draft.request.platform]));
  if (draft.vertical) {
    const onScreen = draft.request.platform === 'tiktok' ? 'Follow for part 2' : 'Save this for later';
    const recap = `${say(draft, draft.chooser.pick(draft.tone.recap))} ${joinAnd(draft.points.map((p) => p.title.toLowerCase()))}.`;
    return {
      title: 'Loop and CTA',
      chapter: 'Loop and CTA',
      extra: 2,
      body: [`[ON-SCREEN TEXT: ${onScreen}]`, `(CUTS: end on the same shot as the opening so the loop is seamless · ${CUT_PACE})`, '', `${recap} ${cta} ${draft.chooser.pick(LOOPS)}`],
    };
  }
  return {
    title: 'Recap and Next Steps',
    chapter: 'Recap and Next Steps',
    extra: 8,
    body: [
      '(VISUAL: Checklist graphic ticking off each step. END SCREEN over the last 20 s: subscribe button and your next video.)',
      '',
      say(draft, draft.chooser.pick(draft.tone.recap)),
      ...draft.points.map((p) => `- ${p.title}: ${p.takeaway}`),
      '',
      cta,
    ],
  };
}

export function youtubeExtras(draft: Draft, sections: readonly Section[], starts: readonly number[]): string[] {
  const description = [
    say(draft, "In this video, you'll get {n} practical steps for {topic}: {steps}.", { steps: joinAnd(draft.points.map((p) => p.title.toLowerCase())) }),
    draft.request.target_audience ? say(draft, 'Made for {audience}, with examples that fit a real schedule.') : 'No jargon and no expensive gear needed.',
    "Which step are you trying first? Tell me in the comments, and subscribe so you don't miss the follow-up.",
  ].join(' ');
  const chapters = sections.map((s, i) => `${formatClock(starts[i] ?? 0)} ${s.chapter}`);
  return ['---', '', '## YouTube Description', '', description, '', '## Chapters', '', ...chapters];
}

export function verticalExtras(draft: Draft): string[] {
  const close = draft.request.platform === 'tiktok' ? 'Follow for part 2.' : 'Save this for your next session.';
  return ['---', '', '## Caption', '', `${say(draft, '{headline}: {n} steps that make it easier.')} ${close}`];
}
