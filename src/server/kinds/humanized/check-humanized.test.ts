import { describe, expect, it } from 'vitest';
import { checkHumanized } from './check-humanized';

const BLOG = [
  '# Trail Running for Beginners',
  '',
  '**Meta description:** Start trail running with 3 simple habits.',
  '',
  '## Pick the Right Shoes',
  '',
  'Read the [Salomon sizing guide](https://example.com/sizing) before buying. Maria Lopez ran 12 km in them.',
  '',
  '- Grip',
  '- Fit',
  '',
  '```sh',
  'npm run plan',
  '```',
  '',
  '## Build the Habit',
  '',
  'Run `3x` a week. More at https://example.com/habit.',
].join('\n');

const VIDEO = ['## [0:00] Hook', '**Hook:** Why trails?', '', '## [0:30] Gear', 'Shoes first.', '', '## [1:00] End'].join('\n');

const blog = (rewritten: string) => checkHumanized({ original: BLOG, contentType: 'blog_post' }, rewritten);

describe('checkHumanized', () => {
  it('accepts a rewrite that keeps everything', () => {
    expect(blog(BLOG.replace('before buying', 'first').replace('ran', 'has run'))).toEqual([]);
  });

  it('catches a dropped heading and a reordered one', () => {
    expect(blog(BLOG.replace('## Build the Habit\n', ''))).toEqual([expect.stringContaining('Restore the heading "## Build the Habit"')]);
    expect(blog(BLOG.replace('## Pick the Right Shoes', '### Pick the Right Shoes'))).toEqual([
      expect.stringContaining('"## Pick the Right Shoes"'),
      expect.stringContaining('Remove the heading "### Pick the Right Shoes"'),
    ]);
  });

  it('catches a changed URL, link, list item, code and name', () => {
    expect(blog(BLOG.replace('https://example.com/habit', 'https://example.org/habit'))).toEqual([
      expect.stringContaining('Restore the URL "https://example.com/habit"'),
      expect.stringContaining('Remove the URL "https://example.org/habit"'),
    ]);
    expect(blog(BLOG.replace('- Fit\n', ''))).toEqual([expect.stringContaining('the original has 2, the rewrite 1')]);
    expect(blog(BLOG.replace('npm run plan', 'npm start'))).toEqual([
      expect.stringContaining('Restore the code "npm run plan"'),
      expect.stringContaining('Remove the code "npm start"'),
    ]);
    expect(blog(BLOG.replace('Maria Lopez', 'she'))).toEqual([expect.stringContaining('"Lopez"')]);
  });

  it('catches a changed number', () => {
    expect(blog(BLOG.replace('12 km', '15 km'))).toEqual([expect.stringContaining('Restore the number "12"'), expect.stringContaining('Remove the number "15"')]);
  });

  it('catches a broken time mark and a lost cue label', () => {
    const video = (rewritten: string) => checkHumanized({ original: VIDEO, contentType: 'video_script' }, rewritten);
    expect(video(VIDEO)).toEqual([]);
    expect(video(VIDEO.replace('[0:30]', '(0:30)')).join('\n')).toMatch(/Restore the time mark "\[0:30\]"[\s\S]*original time marks, in order \(0:00, 0:30, 1:00\)/);
    expect(video(VIDEO.replace('**Hook:** ', ''))).toEqual([expect.stringContaining('Restore the cue label "**Hook:**"')]);
  });

  it('catches a lost hashtag or @mention and an X post over 280', () => {
    const post = 'Hill repeats with @coach_ana today. #TrailRunning #Hills';
    const social = (rewritten: string, platform = 'twitter') => checkHumanized({ original: post, contentType: 'social_media', platform }, rewritten);
    expect(social(post)).toEqual([]);
    expect(social(post.replace(' #Hills', ''))).toEqual([expect.stringContaining('Restore the hashtag "#Hills"')]);
    expect(social(post.replace('@coach_ana', 'Ana'))).toEqual([expect.stringContaining('Restore the @mention "@coach_ana"')]);
    const long = `${'Long climb. '.repeat(24)}${post}`;
    expect(social(long)).toEqual([expect.stringContaining('allows at most 280')]);
    expect(social(long, 'linkedin')).toEqual([]);
  });

  it('asks for text when the rewrite is blank', () => {
    expect(blog('  \n')).toEqual(['Write the rewritten text; it is empty.']);
  });
});

// Issue 22: both took minutes (a look-behind tried at every blank of a run, and a search of the whole
// rewrite for each name); each is now one pass over the text.
describe('checkHumanized on hostile text', () => {
  it('finds a name after 400,000 blanks', () => {
    const original = `Ann met${' '.repeat(400_000)}Bob today.`;
    expect(checkHumanized({ original, contentType: 'blog_post' }, original)).toEqual([]);
    expect(checkHumanized({ original, contentType: 'blog_post' }, original.replace('Bob', 'him'))).toEqual([expect.stringContaining('Keep the names "Bob"')]);
  });

  it('checks a rewrite for 60,000 names', () => {
    const name = (i: number) => `Q${Array.from(i.toString(26), (digit) => String.fromCharCode(97 + parseInt(digit, 26))).join('')}x`;
    const original = `We thank ${Array.from({ length: 60_000 }, (_, i) => name(i)).join(', ')}.`;
    expect(checkHumanized({ original, contentType: 'blog_post' }, original)).toEqual([]);
    expect(checkHumanized({ original, contentType: 'blog_post' }, original.toLowerCase())).toEqual([
      expect.stringContaining('Keep the names "Qax", "Qbx", "Qcx", "Qdx", "Qex" and 59995 more'),
    ]);
  });

  it('finds names as a search between word boundaries would', () => {
    const original = "Read it, Maria O'Brien-Smith said. Then Zoë and d'Artagnan, Łukasz and 𝐀lpha left.";
    const kept = (rewritten: string) => checkHumanized({ original, contentType: 'blog_post' }, rewritten);
    expect(kept(original)).toEqual([]);
    expect(kept(`${original} Maria O'Brien-Smith's cat.`)).toEqual([]);
    expect(kept(original.replace("O'Brien-Smith", "O'Brien-Smithson"))).toEqual([expect.stringContaining(`"O'Brien-Smith"`)]);
    expect(kept(original.replace('Zoë', 'Zoëy'))).toEqual([expect.stringContaining('"Zoë"')]);
  });
});
