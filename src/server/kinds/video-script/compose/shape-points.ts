import type { VideoScriptRequest } from '../../../../contract/content';
import { slot } from '../../../../contract/slots';
import { asSentence, listLabel, stepItems } from '../../../ai/offline/shape-slots';
import { readSource } from '../../../ai/offline/source-facts';
import { fill, type TemplateVars } from '../../../ai/offline/template';
import type { TopicShape } from '../../../ai/offline/topic-shape';
import { capitalise } from '../../../ai/offline/topic-words';
import type { ScriptPoint } from './draft';
import { VIDEO_LINES } from './lines';

const { point: POINT } = VIDEO_LINES;

/** Items per section at most: a list longer than the video has sections for is said in groups. */
const SECTIONS: Record<VideoScriptRequest['duration'], number> = { short: 3, medium: 5, long: 8 };

function point(vars: TemplateVars, opts: { title: string; mention: string; onScreen?: string; item: string[]; lines?: string[]; visual: string; group?: boolean; role?: ScriptPoint['role'] }): ScriptPoint {
  return {
    group: opts.group ?? false,
    ...(opts.role ? { role: opts.role } : {}),
    // Saying and showing what the creator fills in takes time the slot's words do not count.
    seconds: 6 * Math.max(1, opts.item.length),
    title: opts.title,
    mention: opts.mention,
    onScreen: opts.onScreen ?? opts.title,
    item: opts.item,
    lines: opts.lines ?? [],
    why: null,
    takeaway: null,
    visual: opts.visual,
    cuts: 'you on camera → the thing itself in one shot → text pop',
    broll: fill(POINT.broll, vars),
    demo: fill(POINT.demo, vars),
  };
}

/**
 * A list's label mid-sentence ("trick 2", "tricks 1 to 3"); a name keeps its capitals ("YouTube tip 2").
 * A label the engine made from a word that is not English ("Día" from "5 días") is said as "number 2".
 */
export function mentionOf(label: string, fallback: string): string {
  if (!/^[A-Za-z][A-Za-z -]*$/.test(label)) return fallback;
  return /^\p{Lu}\p{Ll}*$/u.test(label.split(' ')[0] ?? '') ? label.charAt(0).toLowerCase() + label.slice(1) : label;
}

/** A list's items, one section each, or in groups when there are more than the video has room for. */

function listPoints(shape: TopicShape, request: VideoScriptRequest, vars: TemplateVars): ScriptPoint[] {
  const list = shape.list;
  if (!list) return [];
  const label = listLabel(list);
  const facts = readSource(request.source, { maxFacts: list.count, maxTerms: 4 })?.facts ?? [];
  const items = Array.from({ length: list.count }, (_, i) => facts[i]?.text ?? slot(`${label} ${i + 1}`, 'name it, show it in one shot'));
  const per = Math.ceil(list.count / SECTIONS[request.duration]);
  const plural = capitalise(list.items.split(' ').at(-1) ?? `${label}s`);
  const points: ScriptPoint[] = [];
  for (let start = 0; start < items.length; start += per) {
    const group = items.slice(start, start + per);
    const last = start + group.length;
    const title = per === 1 ? `${label} ${start + 1}` : `${plural} ${start + 1}–${last}`;
    points.push(
      point(vars, {
        title,
        mention: per === 1 ? `${mentionOf(label, 'number')} ${start + 1}` : `${mentionOf(plural, 'numbers')} ${start + 1} to ${last}`,
        item: group.map((item, k) => `${start + k + 1}. ${item}`),
        visual: `You on camera, then ${per === 1 ? 'this one' : 'each one'} shown in a single shot.`,
        group: per > 1,
      }),
    );
  }
  return points;
}

/** Points numbered `from` to `to`, each a slot for the creator's own point: where a short source runs out. */
export function slotPoints(opts: { from: number; to: number; vars: TemplateVars }): ScriptPoint[] {
  return Array.from({ length: Math.max(0, opts.to - opts.from + 1) }, (_, i) => {
    const n = opts.from + i;
    return point(opts.vars, {
      title: `Point ${n}`,
      mention: `point ${n}`,
      item: [slot(`Point ${n}`, 'something worth knowing here, with an example you have seen')],
      visual: 'Talking head, the detail on screen as you say it.',
    });
  });
}

const STEP_HINTS = ['what you do first, shown on screen', 'what comes next, shown on screen', 'how you finish and check it worked'];

/**
 * The script's points written for the topic's shape, or null for a noun phrase (the phrase bank's points).
 * Where the engine does not know the content (which tricks, which steps, the answer), a point is a marked
 * slot to fill; a list's items come from the source's sentences when there is one.
 */
export function shapePoints(shape: TopicShape, request: VideoScriptRequest, count: number, vars: TemplateVars): ScriptPoint[] | null {
  const visual = 'Talking head, the detail on screen as you say it.';
  switch (shape.kind) {
    case 'list':
      return listPoints(shape, request, vars);
    case 'how-to':
      return stepItems(Math.max(3, count), STEP_HINTS).map((step, i) =>
        point(vars, { title: `Step ${i + 1}`, mention: `step ${i + 1}`, item: [step], visual: 'Screen or hands-on shot of the step as you do it.' }),
      );
    case 'question': {
      const reasons = Math.max(1, Math.min(count - 2, 3));
      return [
        point(vars, { role: { name: 'answer', i: 1 }, title: 'The Short Answer', mention: 'the short answer', item: [slot('Short answer', shape.question?.yesNo ? 'yes, no or it depends, in one line' : 'the answer in one line')], visual }),
        ...Array.from({ length: reasons }, (_, i) =>
          point(vars, { role: { name: 'reason', i: i + 1 }, title: `Reason ${i + 1}`, mention: `reason ${i + 1}`, item: [slot(`Reason ${i + 1}`, 'a reason, with an example')], visual }),
        ),
        point(vars, { role: { name: 'depends', i: 1 }, title: 'What It Depends On', mention: 'what it depends on', item: [slot('It depends on', 'the one thing that changes the answer')], visual }),
      ];
    }
    case 'milestone':
      return [
        point(vars, { role: { name: 'happened', i: 1 }, title: 'What Happened', mention: 'what happened', item: [], lines: [asSentence(shape.milestone?.statement ?? shape.forms.raw)], visual: 'You on camera, the number or the moment on screen.' }),
        point(vars, { role: { name: 'took', i: 1 }, title: 'What It Took', mention: 'what it took', item: [slot('What it took', 'the habit or the hard part behind it')], visual }),
        point(vars, { role: { name: 'lesson', i: 1 }, title: 'The Lesson', mention: 'the lesson', item: [slot('Lesson', 'the one thing you would tell someone starting out')], visual }),
        point(vars, { role: { name: 'thanks', i: 1 }, title: 'Thank You', mention: 'a thank-you', item: [], lines: ['Thank you to everyone who watched, shared or cheered along the way.'], visual: 'You on camera, warm and direct.' }),
      ];
    case 'statement':
      return [
        point(vars, { role: { name: 'claim', i: 1 }, title: 'The Claim', mention: 'the claim', item: [], lines: [asSentence(shape.forms.raw)], visual }),
        point(vars, { role: { name: 'reason', i: 1 }, title: 'Reason 1', mention: 'reason 1', item: [slot('Reason 1', 'a reason, with an example you have seen')], visual }),
        point(vars, { role: { name: 'reason', i: 2 }, title: 'Reason 2', mention: 'reason 2', item: [slot('Reason 2', 'a reason, with an example you have seen')], visual }),
      ];
    default:
      return null;
  }
}
