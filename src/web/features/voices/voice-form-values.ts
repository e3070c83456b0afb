import { CreateVoiceRequest, type EmojiHabit, type HashtagHabit, type Voice } from '../../../contract/voices';

/** What the voice form holds: the lists as the creator types them (one per line, hashtags by spaces). */
export type VoiceFormValues = {
  name: string;
  description: string;
  /** One box per sample; blank boxes are not sent. */
  samples: string[];
  avoid: string;
  prefer: string;
  emoji: EmojiHabit;
  hashtags: HashtagHabit;
  ownHashtags: string;
  signOff: string;
  isDefault: boolean;
};

/** A new voice's form: the contract's defaults, one empty sample box; the first voice is the default. */
export function emptyVoiceForm(first: boolean): VoiceFormValues {
  const defaults = CreateVoiceRequest.parse({ name: 'x' });
  return {
    name: '',
    description: '',
    samples: [''],
    avoid: '',
    prefer: '',
    emoji: defaults.emoji,
    hashtags: defaults.hashtags,
    ownHashtags: '',
    signOff: '',
    isDefault: first,
  };
}

/** An existing voice as its form shows it. */
export function voiceForm(voice: Voice): VoiceFormValues {
  return {
    name: voice.name,
    description: voice.description,
    samples: voice.samples.length > 0 ? [...voice.samples] : [''],
    avoid: voice.avoid.join('\n'),
    prefer: voice.prefer.join('\n'),
    emoji: voice.emoji,
    hashtags: voice.hashtags,
    ownHashtags: voice.own_hashtags.map((tag) => `#${tag}`).join(' '),
    signOff: voice.sign_off,
    isDefault: voice.is_default,
  };
}

function lines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** The request the form stands for, before the contract's checks (they trim and refuse, in their own words). */
export function voiceFormBody(values: VoiceFormValues) {
  return {
    name: values.name,
    description: values.description,
    samples: values.samples.filter((sample) => sample.trim() !== ''),
    avoid: lines(values.avoid),
    prefer: lines(values.prefer),
    emoji: values.emoji,
    hashtags: values.hashtags,
    own_hashtags: values.ownHashtags.split(/[\s,]+/).filter((tag) => tag !== ''),
    sign_off: values.signOff,
    is_default: values.isDefault,
  };
}

/**
 * The form checked by the contract's own schema: the request to send, or the first problem in the
 * words the server would use (so the creator reads it before sending, and the same after).
 */
export function readVoiceForm(values: VoiceFormValues): { request: CreateVoiceRequest; problem: null } | { request: null; problem: string } {
  const parsed = CreateVoiceRequest.safeParse(voiceFormBody(values));
  if (parsed.success) return { request: parsed.data, problem: null };
  return { request: null, problem: parsed.error.issues[0]?.message ?? 'Check the form and try again.' };
}
