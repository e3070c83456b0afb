import { z } from 'zod';
import { buildPlans, Tier } from './plans';
import { textField } from './text-field';
import { aboutField } from './field-labels';

/** Issue 14, Priority Support: requests a creator sends from the Help page. */

export const SUPPORT_SUBJECT_MIN = 3;
export const SUPPORT_SUBJECT_MAX = 150;
export const SUPPORT_MESSAGE_MIN = 10;
export const SUPPORT_MESSAGE_MAX = 5000;
/** How many requests GET /api/support answers at most (newest first). */
export const SUPPORT_LIST_MAX = 100;

export const SUPPORT_STATUSES = ['open', 'answered', 'closed'] as const;
export const SupportStatus = z.enum(SUPPORT_STATUSES);
export type SupportStatus = z.infer<typeof SupportStatus>;

export const SUPPORT_STATUS_LABELS: Record<SupportStatus, string> = {
  open: 'Open',
  answered: 'Answered',
  closed: 'Closed',
};

/**
 * The tiers whose plan card promises Priority Support, read from the catalogue so that what the pricing
 * page says and what the support queue does cannot disagree.
 */
export const PRIORITY_SUPPORT_TIERS: readonly Tier[] = buildPlans()
  .filter((plan) => plan.features.includes('Priority Support'))
  .map((plan) => plan.id);

export function hasPrioritySupport(tier: Tier): boolean {
  return PRIORITY_SUPPORT_TIERS.includes(tier);
}

/** A trimmed text field with a minimum length (beyond "required"), whose messages name the field. */
function boundedText(field: string, min: number, max: number, singleLine = false) {
  return textField(field, { max, singleLine }).refine((s) => s.length === 0 || s.length >= min, {
    message: aboutField(field, `must be at least ${min} characters`),
  });
}

export const SupportRequestInput = z.object({
  subject: boundedText('subject', SUPPORT_SUBJECT_MIN, SUPPORT_SUBJECT_MAX, true),
  message: boundedText('message', SUPPORT_MESSAGE_MIN, SUPPORT_MESSAGE_MAX),
  /** A piece of the creator's own history the request is about. */
  content_id: z.uuid({ error: 'Choose a piece from your history, or none.' }).nullish(),
});
export type SupportRequestInput = z.infer<typeof SupportRequestInput>;

export const SupportRequest = z.object({
  id: z.string(),
  subject: z.string(),
  message: z.string(),
  content_id: z.string().nullable(),
  /** Sent on a plan with Priority Support: answered first. */
  priority: z.boolean(),
  /** The plan when the request was sent. */
  tier: Tier,
  status: SupportStatus,
  created_at: z.string(),
});
export type SupportRequest = z.infer<typeof SupportRequest>;

export const SupportRequestList = z.array(SupportRequest);
export type SupportRequestList = z.infer<typeof SupportRequestList>;

export const SupportListQuery = z.object({
  limit: z.coerce
    .number({ error: aboutField('limit', 'must be a number') })
    .int(aboutField('limit', 'must be a whole number'))
    .min(1, aboutField('limit', 'must be at least 1'))
    .max(SUPPORT_LIST_MAX, aboutField('limit', `must be at most ${SUPPORT_LIST_MAX}`))
    .default(50),
});
export type SupportListQuery = z.infer<typeof SupportListQuery>;
