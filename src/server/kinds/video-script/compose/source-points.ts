import type { VideoScriptRequest } from '../../../../contract/content';
import { type Fact, groupByTerm, markdownText, readSource } from '../../../ai/offline/source-facts';
import { fill } from '../../../ai/offline/template';
import { shortenPhrase, titleCase } from '../../../ai/offline/topic-forms';
import { lowerFirstWord } from '../../../ai/offline/topic-subject';
import type { ScriptPoint } from './draft';
import { VIDEO_LINES } from './lines';

const { source: CUES } = VIDEO_LINES.point;

/** Facts each point says at most: a short video has time for two, a long one for three. */
const FACTS_PER_POINT: Record<VideoScriptRequest['duration'], number> = { short: 2, medium: 2, long: 3 };

/** A fact as the name of a point: its opening words, cut at a natural break. */
function factPhrase(fact: Fact): string {
  return shortenPhrase(fact.text.replace(/[.!?…"'”’)\]]+$/u, ''), 40);
}

function point(opts: { title: string; mention: string; about: string; facts: readonly Fact[] }): ScriptPoint {
  const title = markdownText(opts.title);
  return {
    title,
    mention: markdownText(opts.mention),
    onScreen: title,
    lines: opts.facts.map((f) => markdownText(f.text)),
    why: null,
    takeaway: null,
    visual: fill(CUES.visual, { term: opts.about }),
    cuts: fill(CUES.cuts, { term: opts.about }),
    broll: fill(CUES.broll, { term: opts.about }),
    demo: fill(CUES.demo, { term: opts.about }),
  };
}

/**
 * The script a source gives: its strongest sentence for the hook, and up to `count` points, one per key
 * term with the best facts that name it; when the terms give too few, the next best facts make a point
 * each. Fewer points than `count` when the source has too little to say: never generic advice instead.
 * Null without a source.
 */
export function sourcePoints(request: VideoScriptRequest, opts: { count: number; core: string }): { lead: string; points: ScriptPoint[] } | null {
  const perPoint = FACTS_PER_POINT[request.duration];
  const source = readSource(request.source, { maxFacts: opts.count * perPoint + 6, maxTerms: 12 });
  if (!source) return null;
  const [lead, ...rest] = source.facts;
  if (!lead) return null;
  const groups = groupByTerm(rest, source.terms, { groups: opts.count, perGroup: perPoint });
  const used = new Set(groups.flatMap((g) => g.facts));
  const points = groups.map((g) => {
    const term = g.term ?? opts.core;
    return point({ title: titleCase(term), mention: term, about: term, facts: g.facts });
  });
  for (const fact of rest) {
    if (points.length >= opts.count) break;
    if (used.has(fact)) continue;
    const phrase = factPhrase(fact);
    points.push(point({ title: titleCase(phrase), mention: lowerFirstWord(phrase), about: opts.core, facts: [fact] }));
  }
  return { lead: markdownText(lead.text), points };
}
