import { describe, expect, it } from 'vitest';
import { findHookSection, hookText, opensWithHook, replaceHook } from './hook-section';

/** A script as the offline composer writes one (src/server/kinds/video-script/compose/compose.ts). */
const SCRIPT = [
  '# 5 habits of better photographers',
  '',
  '**Platform:** YouTube · **Runtime:** ~4:10 (medium, 3:00–8:00)',
  '',
  '## [0:00] Hook',
  '(VISUAL: A fast montage of the best shots.)',
  '',
  'Most photographers never learn this.',
  '',
  '## [0:20] Intro',
  '(VISUAL: Talking head.)',
  '',
  'Here is what changed my photos.',
  '',
  '## [4:10] End',
].join('\n');

describe('the hook of a video script', () => {
  it('is the section at [0:00], up to the next time mark', () => {
    expect(hookText(SCRIPT)).toBe('(VISUAL: A fast montage of the best shots.)\n\nMost photographers never learn this.');
    expect(findHookSection(SCRIPT)?.heading.raw).toBe('## [0:00] Hook');
  });

  it('a chosen hook replaces the text under the heading; the heading and every other section stay', () => {
    const replaced = replaceHook(SCRIPT, '  Stop taking blurry photos today.\n');
    expect(replaced).toBe(SCRIPT.replace('(VISUAL: A fast montage of the best shots.)\n\nMost photographers never learn this.', 'Stop taking blurry photos today.'));
  });

  it('a hook that comes with its own heading replaces the heading too', () => {
    const replaced = replaceHook(SCRIPT, '## [0:00] Hook\n(VISUAL: Close-up of a lens.)\n\nYour camera is not the problem.');
    expect(replaced).toContain('## [0:00] Hook\n(VISUAL: Close-up of a lens.)\n\nYour camera is not the problem.\n\n## [0:20] Intro');
    expect(replaced?.match(/\[0:00\]/g)).toHaveLength(1);
    expect(replaced?.startsWith('# 5 habits of better photographers\n\n**Platform:**')).toBe(true);
  });

  it('finds a bold time range ("**[00:00-00:15] HOOK**") and a hook that is the last section', () => {
    const script = 'Intro words\n\n**[00:00-00:15] HOOK**\nOld hook line.';
    expect(hookText(script)).toBe('Old hook line.');
    expect(replaceHook(script, 'New hook line.')).toBe('Intro words\n\n**[00:00-00:15] HOOK**\nNew hook line.\n');
  });

  it('finds a "## Hook" heading in a script without time marks, up to the next heading of its level', () => {
    const script = '# Title\n\n## Hook\nOld.\n### A note\nStill the hook.\n## Main\nBody.';
    expect(hookText(script)).toBe('Old.\n### A note\nStill the hook.');
  });

  it('the section labelled "Hook" wherever it starts; else the one at [0:00] (as the server finds it for variations)', () => {
    expect(hookText('## [0:00] Cold open\nA.\n## [0:05] Hook\nB.\n## [0:20] Point\nC.')).toBe('B.');
    expect(hookText('## [0:00] Intro\nHello.\n## [0:20] Point\nC.')).toBe('Hello.');
  });

  it('none without a hook or a [0:00] section, or inside a code block', () => {
    expect(findHookSection('## [0:05] Intro\nLate.')).toBeNull();
    expect(findHookSection('```\n## [0:00] Hook\n```\nText.')).toBeNull();
    expect(replaceHook('Just words.', 'A hook.')).toBeNull();
  });
});

describe('the rule: a script opens with its hook', () => {
  it('passes when the [0:00] section says "hook" (heading or text), as the server checks it', () => {
    expect(opensWithHook(SCRIPT)).toBe(true);
    expect(opensWithHook('## [0:00] Open\nThe hook: a question.\n## [0:10] Next')).toBe(true);
    expect(opensWithHook('## [0:00] Intro\nHello.\n## [0:20] Hook')).toBe(false);
    expect(opensWithHook('## [0:05] Hook\nLate.')).toBe(false);
    expect(opensWithHook('No marks at all.')).toBe(false);
  });
});
