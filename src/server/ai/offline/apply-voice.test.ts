import { describe, expect, it } from 'vitest';
import type { VoiceBrief } from '../../../contract/voices';
import { applyVoice, removeAvoidedPhrases, type VoiceSynonyms } from './apply-voice';

const SYNONYMS: VoiceSynonyms = { simple: ['easy', 'plain'], tips: ['pointers'], actually: [''], audience: ['viewers'] };
const VOICE: VoiceBrief = {
  name: 'V',
  description: '',
  samples: [],
  avoid: [],
  prefer: [],
  emoji: 'sparing',
  hashtags: 'platform',
  own_hashtags: [],
  sign_off: '',
};
const social = (text: string, voice: Partial<VoiceBrief>) =>
  applyVoice(text, { type: 'social_media', voice: { ...VOICE, ...voice }, request: { platform: 'linkedin' }, synonyms: SYNONYMS });

describe('the offline voice pass', () => {
  it('replaces an avoided word in its case, and makes the article agree', () => {
    expect(social('Build a simple system. Simple wins.', { avoid: ['simple'] })).toBe('Build an easy system. Easy wins.');
  });

  it('takes a replacement the voice does not also avoid, or the one it prefers', () => {
    expect(social('A simple plan.', { avoid: ['simple', 'easy'] })).toBe('A plain plan.');
    expect(social('A simple plan.', { avoid: ['simple'], prefer: ['plain'] })).toBe('A plain plan.');
  });

  it('drops a filler word, and a sentence whose word has no replacement', () => {
    expect(social('Actually, it works. It is a game-changer. Try it.', { avoid: ['actually', 'game changer'] })).toBe('It works. Try it.');
  });

  it('never touches a fill-in slot', () => {
    expect(social('Three tips: [Tip 1: name a simple one]', { avoid: ['tips', 'simple'] })).toBe('Three pointers: [Tip 1: name a simple one]');
  });

  it('uses a preferred word in place of one it replaces, and a catchphrase as the opening line', () => {
    expect(social('A simple plan.', { prefer: ['plain', "here's the thing"] })).toBe("Here's the thing.\n\nA plain plan.");
  });

  it('adds the sign-off before the hashtags, own hashtags first, a few at most', () => {
    expect(social('Film on Sundays.\n\n#Filming #Light #Sunday #Video', { sign_off: 'Talk soon, Maya', own_hashtags: ['MayaMakes'], hashtags: 'few' })).toBe(
      'Film on Sundays.\n\nTalk soon, Maya\n\n#MayaMakes #Filming #Light',
    );
  });

  it('strips every emoji and hashtag for a voice that uses none, leaving no stray space', () => {
    expect(social('🔥 Film on Sundays 🎬.\n→ 💡 One lamp\n\n#Filming #Light', { emoji: 'none', hashtags: 'none' })).toBe('Film on Sundays.\n→ One lamp');
  });

  it('keeps two emoji when sparing, and adds one to the hook when frequent', () => {
    expect(social('Go 🔥 now 🎬 and 💡 then 🚀.', { emoji: 'sparing' })).toBe('Go 🔥 now 🎬 and then.');
    expect(social('Film on Sundays.', { emoji: 'frequent' })).toBe('✨ Film on Sundays.');
  });

  it('drops a hashtag made of an avoided word', () => {
    expect(social('Post.\n\n#SimpleTips #Light', { avoid: ['tips'] })).toBe('Post.\n\n#Light');
  });

  it('takes an avoided phrase out of any text, as a last resort after a model\'s repair', () => {
    expect(removeAvoidedPhrases('Your audience will love it.', { ...VOICE, avoid: ['audience'] }, SYNONYMS)).toBe('Your viewers will love it.');
    expect(removeAvoidedPhrases('Nothing to change.', { ...VOICE, avoid: ['audience'] }, SYNONYMS)).toBe('Nothing to change.');
  });
});
