import { z } from 'zod';
import { BestTime, WEEKDAY_LABELS } from './analytics';
import { aboutField } from './field-labels';
import { PUBLISH_PLATFORMS, PublishPlatform } from './social';

/**
 * The creator's posting schedule (docs/product/scheduling.md): their IANA time zone (a profile setting,
 * taken from the browser on first visit) and weekly queue slots as local times. A slot stays at its local
 * time across daylight-saving changes: 09:00 is 09:00 in the creator's zone in winter and in summer.
 */
export { WEEKDAY_LABELS };

/** The most slots a week may have (ten a day, every day). */
export const MAX_QUEUE_SLOTS = 70;
/** How far ahead "Add to queue" looks for a free slot. */
export const QUEUE_HORIZON_DAYS = 365;
/** The default for SCHEDULE_LATE_LIMIT_HOURS: a target this late (Inkwell was down) is `missed` rather than published. */
export const SCHEDULE_LATE_LIMIT_HOURS_DEFAULT = 6;
/** The creator is warned (calendar and e-mail) this long before a post whose account needs reconnecting. */
export const RECONNECT_WARNING_HOURS = 24;

const Time = z
  .string({ error: aboutField('time', 'must be a local time such as 09:00') })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, aboutField('time', 'must be a local time such as 09:00 (24-hour, HH:MM)'))
  .meta({ examples: ['09:00'] });

export const QueueSlot = z.object({
  /** 0 Sunday … 6 Saturday (as in analytics' best time). */
  weekday: z
    .number({ error: aboutField('weekday', 'must be a day of the week, 0 (Sunday) to 6 (Saturday)') })
    .int(aboutField('weekday', 'must be a day of the week, 0 (Sunday) to 6 (Saturday)'))
    .min(0, aboutField('weekday', 'must be a day of the week, 0 (Sunday) to 6 (Saturday)'))
    .max(6, aboutField('weekday', 'must be a day of the week, 0 (Sunday) to 6 (Saturday)'))
    .meta({ examples: [1] }),
  /** The local time in the creator's zone, HH:MM. */
  time: Time,
  /** The platforms this slot is for; empty: every platform. */
  platforms: z
    .array(PublishPlatform)
    .max(PUBLISH_PLATFORMS.length)
    .refine((list) => new Set(list).size === list.length, 'Choose each platform once.')
    .default([])
    .meta({ examples: [['twitter', 'linkedin']] }),
});
export type QueueSlot = z.output<typeof QueueSlot>;

const TimeZone = z
  .string({ error: aboutField('timezone', 'must be a time zone such as Europe/Paris') })
  .trim()
  .min(1, aboutField('timezone', 'must be a time zone such as Europe/Paris'))
  .max(64, aboutField('timezone', 'must be a time zone such as Europe/Paris'))
  .meta({ examples: ['Europe/Paris'] });

/** PUT /api/schedule: the whole schedule, replacing the one stored. */
export const PutScheduleRequest = z.object({
  timezone: TimeZone,
  slots: z
    .array(QueueSlot)
    .max(MAX_QUEUE_SLOTS, aboutField('slots', `may have at most ${MAX_QUEUE_SLOTS} times a week`))
    .refine(
      (slots) => new Set(slots.map((s) => `${s.weekday} ${s.time}`)).size === slots.length,
      'Each day and time may appear once; give one slot the platforms it is for.',
    )
    .default([]),
});
export type PutScheduleRequest = z.output<typeof PutScheduleRequest>;

/** A suggested slot, from the creator's own measured posts (analytics' best time). */
export const SlotSuggestion = z.object({ weekday: z.number().int().min(0).max(6), time: z.string(), reason: z.string() });
export type SlotSuggestion = z.infer<typeof SlotSuggestion>;

export const ScheduleResponse = z.object({
  /** Null until the creator's browser has told it (first visit) or they chose one. */
  timezone: z.string().nullable(),
  /** Sorted by weekday, then time. */
  slots: z.array(QueueSlot),
  /**
   * Best times to post from the creator's analytics: `ready` false (and no suggestions) while fewer than
   * `best_time.needed` posts have been measured.
   */
  suggestions: z.object({ best_time: BestTime, slots: z.array(SlotSuggestion) }),
  /** Per platform with a slot, the next free one (ISO, UTC): where "Add to queue" would put a post now. */
  next_free: z.array(z.object({ platform: PublishPlatform, at: z.string() })),
});
export type ScheduleResponse = z.infer<typeof ScheduleResponse>;
