import { z } from 'zod';
import { aboutField, oneOf } from './field-labels';
import { textField } from './text-field';

/**
 * Brand voices (docs/product/voices.md): how a creator sounds, saved once and applied to every draft
 * they pick it for. One voice may be the default: it applies to every generation that names none.
 */

export const VOICE_LIMITS = {
  name: 60,
  description: 300,
  sampleChars: 4_000,
  samples: 5,
  /** Entries of the avoid and prefer lists, each at most `phraseChars`. */
  phrases: 40,
  phraseChars: 80,
  signOff: 200,
  hashtags: 10,
} as const;

/** How often the voice uses emoji. */
export const EMOJI_HABITS = ['none', 'sparing', 'frequent'] as const;
export type EmojiHabit = (typeof EMOJI_HABITS)[number];
export const EMOJI_HABIT_LABELS: Record<EmojiHabit, string> = {
  none: 'No emoji',
  sparing: 'One or two',
  frequent: 'Freely',
};

/** How many hashtags the voice uses on social posts: none, a few (1–3), or the platform's usual number. */
export const HASHTAG_HABITS = ['none', 'few', 'platform'] as const;
export type HashtagHabit = (typeof HASHTAG_HABITS)[number];
export const HASHTAG_HABIT_LABELS: Record<HashtagHabit, string> = {
  none: 'No hashtags',
  few: 'A few (1–3)',
  platform: "The platform's usual number",
};

function phraseList(field: string) {
  const item = textField(`${field} items`, { max: VOICE_LIMITS.phraseChars, singleLine: true });
  return z
    .array(item, { error: aboutField(field, 'must be a list of words or phrases') })
    .max(VOICE_LIMITS.phrases, aboutField(field, `may have at most ${VOICE_LIMITS.phrases} entries`));
}

const hashtag = z
  .string({ error: aboutField('own_hashtags items', 'must be text') })
  .trim()
  .transform((s) => s.replace(/^#+/, ''))
  .pipe(z.string().regex(/^[\p{L}\p{N}_]{2,40}$/u, aboutField('own_hashtags items', 'must be one word of letters and digits, such as #CreatorTips')));

/** The fields a creator sets, without their defaults. */
const VOICE_FIELDS = {
  name: textField('name', { max: VOICE_LIMITS.name, singleLine: true }).meta({ examples: ['Warm and nerdy'] }),
  description: textField('description', { max: VOICE_LIMITS.description, required: false }).meta({ examples: ['warm, direct, a little nerdy'] }),
  /** Texts the creator wrote: the model imitates them. */
  samples: z
    .array(textField('samples items', { max: VOICE_LIMITS.sampleChars }), { error: aboutField('samples', 'must be a list of texts') })
    .max(VOICE_LIMITS.samples, aboutField('samples', `may have at most ${VOICE_LIMITS.samples} texts`)),
  /** Words and phrases never to use. */
  avoid: phraseList('avoid'),
  /** Words and phrases to use where they fit. */
  prefer: phraseList('prefer'),
  emoji: z.enum(EMOJI_HABITS, { error: oneOf('emoji', EMOJI_HABITS) }),
  hashtags: z.enum(HASHTAG_HABITS, { error: oneOf('hashtags', HASHTAG_HABITS) }),
  /** Hashtags the creator always adds (without '#'), when the voice uses hashtags at all. */
  own_hashtags: z
    .array(hashtag, { error: aboutField('own_hashtags', 'must be a list of hashtags') })
    .max(VOICE_LIMITS.hashtags, aboutField('own_hashtags', `may have at most ${VOICE_LIMITS.hashtags} entries`)),
  /** How a newsletter or a long post ends ("Talk soon, Maya"); empty: none. */
  sign_off: textField('sign_off', { max: VOICE_LIMITS.signOff, required: false }),
  /** The voice every generation gets when it names none (one per creator; setting it unsets the other). */
  is_default: z.boolean({ error: aboutField('is_default', 'must be true or false') }),
};

/** POST /api/voices: every field but `name` may be left out. */
export const CreateVoiceRequest = z.object({
  ...VOICE_FIELDS,
  description: VOICE_FIELDS.description.default(''),
  samples: VOICE_FIELDS.samples.default([]),
  avoid: VOICE_FIELDS.avoid.default([]),
  prefer: VOICE_FIELDS.prefer.default([]),
  emoji: VOICE_FIELDS.emoji.default('sparing'),
  hashtags: VOICE_FIELDS.hashtags.default('platform'),
  own_hashtags: VOICE_FIELDS.own_hashtags.default([]),
  sign_off: VOICE_FIELDS.sign_off.default(''),
  is_default: VOICE_FIELDS.is_default.default(false),
});
export type CreateVoiceRequest = z.output<typeof CreateVoiceRequest>;

/** PATCH /api/voices/{id}: any of the fields; those left out stay as they are. */
export const UpdateVoiceRequest = z
  .object(VOICE_FIELDS)
  .partial()
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: 'Nothing to change: send at least one field.' });
export type UpdateVoiceRequest = z.output<typeof UpdateVoiceRequest>;

export const Voice = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  samples: z.array(z.string()),
  avoid: z.array(z.string()),
  prefer: z.array(z.string()),
  emoji: z.enum(EMOJI_HABITS),
  hashtags: z.enum(HASHTAG_HABITS),
  own_hashtags: z.array(z.string()),
  sign_off: z.string(),
  is_default: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Voice = z.infer<typeof Voice>;

/** GET /api/voices: the creator's voices (the default first, then by name) and how many their plan allows (null: no cap). */
export const VoiceListResponse = z.object({
  voices: z.array(Voice),
  limit: z.number().int().nullable(),
});
export type VoiceListResponse = z.infer<typeof VoiceListResponse>;

/**
 * What a draft needs of a voice (GenerationContext.voice): the fields above without ids and dates.
 * Plain data, so it crosses to the worker threads as it is.
 */
export type VoiceBrief = Omit<Voice, 'id' | 'is_default' | 'created_at' | 'updated_at'>;

/** Optional on every generation and on the humanizer: the voice to write in; absent: the creator's default voice, if any. */
export const voiceIdField = z
  .uuid({ error: aboutField('voice_id', 'must be one of your voices') })
  .meta({ description: 'A voice of yours (GET /api/voices); absent: your default voice, if you have one.' })
  .optional();
