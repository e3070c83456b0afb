import { planFor, type Tier } from '../../../contract/plan-catalogue';

/** The voices module's texts (docs/product/voices.md), written once. */
export const VOICE_MESSAGES = {
  notFound: 'Voice not found.',
  notYours: 'The voice must be one of your voices.',
} as const;

/** The refusal at the plan's cap: names the plan, its number of voices and the way past it. */
export function voiceCapMessage(tier: Tier, limit: number): string {
  const plan = planFor(tier).name;
  const voices = limit === 1 ? '1 brand voice' : `${limit} brand voices`;
  return `Your ${plan} plan includes ${voices}. Upgrade to keep more.`;
}
