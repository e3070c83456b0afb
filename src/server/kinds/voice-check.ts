import type { VoiceBrief } from '../../contract/voices';
import { countEmoji, countHashtags, findAvoided, withoutSlots } from '../text/voice-phrases';

/**
 * The brand voice's part of the fidelity check (docs/product/voices.md#the-check): what a draft does
 * that the voice never does, each item an instruction a model can act on in the repair round. The
 * offline engine's voice pass (ai/offline/apply-voice.ts) is held to the same rules.
 */

const quoted = (items: readonly string[]) => items.map((item) => `"${item}"`).join(', ');

/** What a draft gets wrong against the voice; empty without a voice or when it honours it. */
export function checkVoice(voice: VoiceBrief | undefined, text: string): string[] {
  if (!voice) return [];
  const problems: string[] = [];
  const avoided = findAvoided(text, voice.avoid);
  if (avoided.length > 0) {
    problems.push(
      `The draft uses ${avoided.length === 1 ? 'a phrase' : 'phrases'} the creator never uses: ${quoted(avoided)}. ` +
        'Rewrite those sentences without them (a plain synonym, or say it another way), keeping the meaning.',
    );
  }
  const emoji = countEmoji(withoutSlots(text));
  if (voice.emoji === 'none' && emoji > 0) problems.push(`The draft has ${emoji === 1 ? 'an emoji' : `${emoji} emoji`}; the creator uses none. Remove every emoji.`);
  if (voice.emoji === 'sparing' && emoji > 2) problems.push(`The draft has ${emoji} emoji; the creator uses at most two. Keep two at most.`);
  const hashtags = countHashtags(withoutSlots(text));
  if (voice.hashtags === 'none' && hashtags > 0) problems.push(`The draft has ${hashtags === 1 ? 'a hashtag' : `${hashtags} hashtags`}; the creator uses none. Remove every hashtag.`);
  if (voice.hashtags === 'few' && hashtags > 3) problems.push(`The draft has ${hashtags} hashtags; the creator uses at most three. Keep three at most.`);
  return problems;
}

/**
 * The request as the kind writes it in the voice: a voice that uses no hashtags turns a social post's
 * `include_hashtags` off, so that the kind's own brief and check do not ask for them. The stored
 * request stays as it was sent.
 */
export function inVoice<I extends { type: string; request: object; voice?: VoiceBrief }>(input: I): I {
  if (input.type !== 'social_media' || input.voice?.hashtags !== 'none') return input;
  const request = input.request as { include_hashtags?: boolean };
  return request.include_hashtags === false ? input : { ...input, request: { ...input.request, include_hashtags: false } };
}
