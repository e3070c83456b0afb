import { describe, expect, it } from 'vitest';
import { DURATION_RANGES, VIDEO_DURATIONS, VIDEO_PLATFORMS, VIDEO_TONES, VideoScriptRequest } from '../../../../contract/content';
import { checkVideoScript } from '../check';
import { hygieneProblems } from '../../../ai/offline/draft-hygiene';
import { composeVideoScript } from './compose';

const TOPICS = ['How to start a podcast', 'Vegan meal prep for busy parents', 'Kubernetes autoscaling', 'Budget travel in Japan', 'Watercolour painting'];

const cases = VIDEO_PLATFORMS.flatMap((platform) =>
  VIDEO_TONES.flatMap((tone) =>
    VIDEO_DURATIONS.flatMap((duration) => ['', 'first-time founders'].map((target_audience) => ({ platform, tone, duration, target_audience }))),
  ),
).map((options, i) => VideoScriptRequest.parse({ topic: TOPICS[i % TOPICS.length], ...options }));

/** The section marks as this test reads them, independent of the fidelity check. */
function marks(text: string): Array<{ seconds: number; label: string }> {
  return [...text.matchAll(/^## \[(\d+):(\d{2})\] (.+)$/gm)].map((m) => ({ seconds: Number(m[1]) * 60 + Number(m[2]), label: m[3] ?? '' }));
}

describe('offline video scripts: every option combination', () => {
  it.each(cases.map((r) => [`${r.platform}/${r.tone}/${r.duration}${r.target_audience ? '/audience' : ''}`, r] as const))('%s honours the request', (_, request) => {
    const text = composeVideoScript(request);
    expect(checkVideoScript(request, text)).toEqual([]);
    expect(composeVideoScript({ ...request })).toBe(text);
    expect(hygieneProblems(text)).toEqual([]);

    const found = marks(text);
    expect(found[0]).toEqual({ seconds: 0, label: 'Hook' });
    found.slice(1).forEach((m, i) => expect(m.seconds).toBeGreaterThan(found[i]?.seconds ?? Infinity));
    const end = found.at(-1);
    expect(end?.label).toBe('End');
    const range = DURATION_RANGES[request.duration];
    expect(end?.seconds).toBeGreaterThanOrEqual(range.min);
    expect(end?.seconds).toBeLessThanOrEqual(range.max);

    const points = found.filter((m) => /^\d+\. /.test(m.label)).length;
    const expected = { short: [2, 3], medium: [4, 5], long: [6, 8] }[request.duration];
    expect(points).toBeGreaterThanOrEqual(expected[0] ?? 0);
    expect(points).toBeLessThanOrEqual(expected[1] ?? 0);

    const sections = text.split(/^## \[/m).slice(1, -1);
    if (request.platform === 'youtube') {
      const chapters = text.slice(text.indexOf('## Chapters')).split('\n').filter((l) => /^\d+:\d{2} /.test(l));
      expect(chapters.map((l) => l.split(' ')[0])).toEqual(found.slice(0, -1).map((m) => `${Math.floor(m.seconds / 60)}:${String(m.seconds % 60).padStart(2, '0')}`));
      expect(text).toMatch(/## YouTube Description[\s\S]*subscribe/i);
    } else {
      for (const section of sections) expect(section).toContain('[ON-SCREEN TEXT: ');
      expect(text).toContain('cut every 2–3 s');
      expect(text).toMatch(request.platform === 'tiktok' ? /Follow for part 2/ : /Save this/);
    }
    // Addressed in the spoken lines, not only named in the meta line.
    if (request.target_audience) expect(text.split('\n').slice(3).join('\n')).toContain(request.target_audience);
  });
});

describe('offline video scripts: wording', () => {
  const base = { topic: 'Sourdough baking for beginners', platform: 'youtube', duration: 'medium' } as const;

  it('changes with the tone', () => {
    const texts = VIDEO_TONES.map((tone) => composeVideoScript(VideoScriptRequest.parse({ ...base, tone })));
    const hooks = texts.map((t) => t.split('## [0:00] Hook')[1]?.split('\n').find((l) => l && !l.startsWith('(')));
    expect(new Set(hooks).size).toBe(VIDEO_TONES.length);
    expect(texts[VIDEO_TONES.indexOf('educational')]).toContain('Why this works:');
    expect(texts[VIDEO_TONES.indexOf('professional')]).toContain('Key takeaway:');
  });

  it('changes with the topic, beyond the topic words', () => {
    const outlines = TOPICS.map((topic) => marks(composeVideoScript(VideoScriptRequest.parse({ ...base, topic }))).map((m) => m.label).join('|'));
    expect(new Set(outlines).size).toBeGreaterThan(2);
  });

  it('names the topic', () => {
    const text = composeVideoScript(VideoScriptRequest.parse(base));
    expect(text).toContain('sourdough baking');
    expect(text.split('\n')[0]).toMatch(/^# .*Sourdough Baking/);
  });
});
