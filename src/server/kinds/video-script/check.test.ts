import { describe, expect, it } from 'vitest';
import { VideoScriptRequest } from '../../../contract/content';
import { checkVideoScript } from './check';

const request = (over: Partial<Record<string, unknown>> = {}) => VideoScriptRequest.parse({ topic: 'Trail running', duration: 'short', ...over });

type Section = [mark: string, title: string];
const SECTIONS: Section[] = [
  ['0:00', 'HOOK'],
  ['0:15', 'Point 1: Shoes'],
  ['0:50', 'Point 2: Pace'],
  ['1:30', 'Recap'],
];

function script(opts: { sections?: Section[]; end?: string | null; chapters?: string[] | null; cue?: (i: number) => string } = {}): string {
  const sections = opts.sections ?? SECTIONS;
  const lines = ['# Trail Running in Two Minutes', ''];
  sections.forEach(([mark, title], i) => lines.push(`## [${mark}] ${title}`, opts.cue?.(i) ?? '', 'Spoken line.', ''));
  if (opts.end !== null) lines.push(`## [${opts.end ?? '2:00'}] End`, '');
  const chapters = opts.chapters === undefined ? sections.map(([mark, title]) => `${mark} ${title}`) : opts.chapters;
  if (chapters) lines.push('## Chapters', '', ...chapters);
  return lines.join('\n');
}

const withCues = (i: number) => `[ON-SCREEN TEXT: caption ${i}]`;

describe('checkVideoScript', () => {
  it('accepts a YouTube script with marks, an End inside the range and matching chapters', () => {
    expect(checkVideoScript(request(), script())).toEqual([]);
  });

  it('accepts a TikTok script with an on-screen cue in every section, and needs no chapters there', () => {
    expect(checkVideoScript(request({ platform: 'tiktok' }), script({ chapters: null, cue: withCues }))).toEqual([]);
  });

  it('is lenient about bold marks, ranges and two-digit minutes', () => {
    const text = script({ chapters: null, cue: withCues })
      .replace('## [0:00] HOOK', '**[00:00-00:15] HOOK**')
      .replace('## [0:15]', '[0:15 – 0:50]');
    expect(checkVideoScript(request({ platform: 'reels' }), text)).toEqual([]);
  });

  it('reports time marks that go backwards', () => {
    const sections: Section[] = [['0:00', 'Hook'], ['0:50', 'Point 1'], ['0:30', 'Point 2'], ['1:30', 'Recap']];
    const problems = checkVideoScript(request(), script({ sections, chapters: ['0:00 Hook', '0:50 Point 1', '1:30 Recap'] }));
    expect(problems).toEqual(['Time marks must increase through the script: [0:30] Point 2 comes after [0:50] Point 1.']);
  });

  it('reports a runtime outside the duration range', () => {
    const problems = checkVideoScript(request(), script({ end: '3:30' }));
    expect(problems).toEqual(['The script runs 3:30 (its End mark); a short video must run between 1:00 and 3:00. Re-time the sections so the End mark falls in that range.']);
    expect(checkVideoScript(request({ duration: 'medium' }), script())[0]).toContain('a medium video must run between 3:00 and 8:00');
  });

  it('reports a missing End mark, a late first mark and a missing hook', () => {
    expect(checkVideoScript(request(), script({ end: null }))).toEqual(['Finish the script with a final "[m:ss] End" line giving the total runtime, between 1:00 and 3:00.']);
    const late: Section[] = [['0:05', 'Intro'], ['0:15', 'Point 1'], ['0:50', 'Point 2']];
    const problems = checkVideoScript(request(), script({ sections: late, chapters: ['0:05 Intro', '0:15 Point 1', '0:50 Point 2'] }));
    expect(problems).toContain('The first section must start at [0:00]; it starts at [0:05].');
    expect(problems).toContain('Open with a HOOK section at [0:00] that grabs attention in the first seconds.');
    expect(problems).toContain('The first chapter must start at 0:00.');
  });

  it('reports a script with no time marks at all', () => {
    expect(checkVideoScript(request({ platform: 'tiktok' }), 'HOOK\nSay something.')).toHaveLength(2);
  });

  it('reports missing YouTube chapters', () => {
    expect(checkVideoScript(request(), script({ chapters: null }))).toEqual([
      'Add a "Chapters" list at the end with one "m:ss Title" line per section, the first at 0:00, matching the section time marks.',
    ]);
  });

  it('reports chapters that are too few, too close or off the section marks', () => {
    expect(checkVideoScript(request(), script({ chapters: ['0:00 Hook', '0:15 Shoes'] }))).toEqual(['List at least 3 chapters; YouTube ignores shorter chapter lists.']);
    const close: Section[] = [['0:00', 'Hook'], ['0:05', 'Point 1'], ['0:50', 'Point 2'], ['1:30', 'Recap']];
    expect(checkVideoScript(request(), script({ sections: close }))).toEqual([
      'Chapters must be in order and at least 10 seconds apart: 0:05 comes too soon after 0:00.',
    ]);
    const off = script({ chapters: ['0:00 Hook', '0:20 Shoes', '0:50 Pace'] });
    expect(checkVideoScript(request(), off)).toEqual(['Chapter times must match the section time marks; 0:20 Shoes matches no section.']);
  });

  it('reports the TikTok and Reels sections that have no on-screen cue', () => {
    const text = script({ chapters: null, cue: (i) => (i === 2 ? '(B-roll only)' : withCues(i)) });
    expect(checkVideoScript(request({ platform: 'reels' }), text)).toEqual(['Add an [ON-SCREEN TEXT: …] cue to every section; these have none: [0:50] Point 2: Pace.']);
  });

  it('does not take a time mark inside a code block for a section, and reads escaped brackets', () => {
    const text = script({ cue: (i) => (i === 2 ? '```\n[0:05] Not a section\n```' : '') }).replace('## [0:15]', '## \\[0:15\\]');
    expect(checkVideoScript(request(), text)).toEqual([]);
  });
});
