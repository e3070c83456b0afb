/**
 * The states of a post's target (contract/posts.ts), in a file of their own so that contract/social.ts
 * (a publication's status) and contract/posts.ts (which imports social.ts) share one list without a cycle.
 * A target moves `draft → scheduled → publishing → published | failed | needs_reconnect`; `unknown` when a
 * publish call's outcome was lost (a timeout, an instance stopped mid-call) and the platform could not be
 * asked; `cancelled` when the creator cancelled it before it ran; `missed` when Inkwell could not run it
 * until more than SCHEDULE_LATE_LIMIT_HOURS after its time (it was down) and it was not published late.
 */
export const TARGET_STATES = ['draft', 'scheduled', 'publishing', 'published', 'failed', 'needs_reconnect', 'unknown', 'cancelled', 'missed'] as const;
export type TargetState = (typeof TARGET_STATES)[number];
