import { describe, expect, it } from 'vitest';
import { VideoScriptRequest } from '../../../contract/content';
import { composeVideoScript } from './compose/compose';
import { checkHook, findHook } from './hook';

describe('findHook', () => {
  it('finds the lines under the "Hook" mark, up to the next mark, and where they are', () => {
    const script = ['# Title', '', '**Platform:** TikTok', '', '## [0:00] Hook', '[ON-SCREEN TEXT: Read this]', '', 'Spoken hook.', '', '## [0:05] Setup', 'More.', '', '## [0:30] End'].join('\n');
    expect(findHook(script)).toEqual({ text: '[ON-SCREEN TEXT: Read this]\n\nSpoken hook.', fromLine: 5, toLine: 9 });
  });

  it('takes the section at [0:00] when none is labelled Hook, stops at the chapter list, and finds none without marks', () => {
    expect(findHook('## [0:00] Cold open\nWe start here.\n\nChapters\n0:00 Cold open')?.text).toBe('We start here.');
    expect(findHook('**[0:00] HOOK:**\nBold hook.\n**[0:04] Point**\nx')?.text).toBe('Bold hook.');
    expect(findHook('# Just a title\n\nNo marks at all.')).toBeNull();
    expect(findHook('## [0:00] Hook\n\n## [0:05] Next\nx')).toBeNull();
  });

  it('finds the hook of every offline script', () => {
    for (const platform of ['youtube', 'tiktok', 'reels'] as const) {
      for (const duration of ['short', 'medium', 'long'] as const) {
        const script = composeVideoScript(VideoScriptRequest.parse({ topic: 'batch filming', platform, duration }));
        const hook = findHook(script);
        expect(hook?.text).toMatch(platform === 'youtube' ? /^\(VISUAL: .+\)\n\n\S.+$/ : /^\[ON-SCREEN TEXT: .+\]\n\(CUTS: .+\)\n\n\S.+$/);
        expect(script.split('\n')[hook!.fromLine - 1]).toBe('## [0:00] Hook');
      }
    }
  });
});

describe('checkHook', () => {
  const tiktok = VideoScriptRequest.parse({ topic: 'tides', platform: 'tiktok' });
  const youtube = VideoScriptRequest.parse({ topic: 'tides', platform: 'youtube' });
  it('asks a model for the hook’s lines only, short, with the on-screen cue vertical videos need', () => {
    expect(checkHook(tiktok, '[ON-SCREEN TEXT: Tides]\n\nRead the tide first.')).toEqual([]);
    expect(checkHook(youtube, '(VISUAL: The sea.)\n\nRead the tide first.')).toEqual([]);
    expect(checkHook(tiktok, '  ')).toEqual(['Write the hook: its spoken lines are missing.']);
    expect(checkHook(tiktok, 'Read the tide first.')).toEqual(['Start with the on-screen text cue written exactly as [ON-SCREEN TEXT: …].']);
    expect(checkHook(youtube, '## [0:00] Hook\nRead the tide first.')).toEqual(["Answer with the hook's lines only: leave out headings and time marks."]);
    expect(checkHook(youtube, 'word '.repeat(101))).toEqual(['Keep the hook to at most 80 words; it has 101.']);
  });
});
