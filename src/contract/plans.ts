import { z } from 'zod';
import { TIERS, USAGE_KINDS, type Plan as CataloguePlan } from './plan-catalogue';

// The catalogue and its helpers are plain data (no zod), so the public web pages can import them alone.
export {
  buildPlans,
  describeMissingFeatures,
  describePlanFeatures,
  limitFor,
  planFor,
  planLabel,
  TIERS,
  upgradeTargets,
  USAGE_KINDS,
  USAGE_LABELS,
  type PaymentLinks,
} from './plan-catalogue';

export const Tier = z.enum(TIERS);
export type Tier = z.infer<typeof Tier>;

export const UsageKind = z.enum(USAGE_KINDS);
export type UsageKind = z.infer<typeof UsageKind>;

/** A monthly limit; null means unlimited. */
export const Limit = z.number().int().nonnegative().nullable();

export const UsageCounts = z.object({
  video_scripts: z.number().int(),
  blog_posts: z.number().int(),
  social_posts: z.number().int(),
  newsletters: z.number().int(),
  summaries: z.number().int(),
  humanizations: z.number().int(),
  /** Minutes of audio sent to the transcription service this month (rounded up), against the plan's `transcription_minutes`. */
  transcription_minutes: z.number().int(),
});
export type UsageCounts = z.infer<typeof UsageCounts>;

export const Plan = z.object({
  id: Tier,
  name: z.string(),
  /** US dollars per month. */
  price: z.number(),
  video_scripts: Limit,
  blog_posts: Limit,
  social_posts: Limit,
  newsletters: Limit,
  summaries: Limit,
  humanizations: Limit,
  social_accounts: Limit,
  /** Minutes of audio and video a month that may be sent to the transcription service. */
  transcription_minutes: z.number().int(),
  /** Megabytes of media a creator may keep stored at once. */
  media_storage_mb: z.number().int(),
  brand_voices: Limit,
  features: z.array(z.string()),
  /** Features the plan lacks, shown with a "Not included" mark (e.g. the AI Humanizer on Free). */
  not_included: z.array(z.string()),
  popular: z.boolean(),
  /** An external card-payment link for this plan, when one is configured. */
  payment_link: z.string().nullable(),
});
export type Plan = z.infer<typeof Plan>;

// The schema and the catalogue's plain type must describe the same shape, both ways.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const planTypesAgree: Same<Plan, CataloguePlan> = true;
void planTypesAgree;

export const PlansResponse = z.object({ plans: z.array(Plan) });
export type PlansResponse = z.infer<typeof PlansResponse>;
