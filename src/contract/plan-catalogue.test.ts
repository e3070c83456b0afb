import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildPlans, TIERS, USAGE_KINDS, type Limit } from './plan-catalogue';
import { Plan, PlansResponse, Tier } from './plans';

/** A limit's place in the order of limits, unlimited (null) above every number. */
const rank = (limit: Limit) => limit ?? Infinity;

describe('the plain plan catalogue', () => {
  it('passes the schema the API answers with, field for field (strict: no field the schema lacks)', () => {
    const links = { basic: 'https://pay.example.com/basic' };
    const plans = buildPlans(links);
    expect(PlansResponse.parse({ plans })).toEqual({ plans });
    for (const plan of plans) expect(Plan.strict().parse(plan)).toEqual(plan);
  });

  it('has one plan a tier, in the order of the tiers the schema accepts', () => {
    expect(buildPlans().map((plan) => plan.id)).toEqual([...TIERS]);
    expect(Tier.options).toEqual([...TIERS]);
  });

  it('attaches a payment link only to the plan it was given for', () => {
    const plans = buildPlans({ pro: 'https://pay.example.com/pro' });
    expect(plans.map((plan) => [plan.id, plan.payment_link])).toEqual([
      ['free', null],
      ['basic', null],
      ['pro', 'https://pay.example.com/pro'],
      ['enterprise', null],
    ]);
  });

  it('costs more and allows at least as much at every step up, and marks exactly one plan popular', () => {
    const plans = buildPlans();
    for (let i = 1; i < plans.length; i++) {
      const [lower, higher] = [plans[i - 1]!, plans[i]!];
      expect(higher.price).toBeGreaterThan(lower.price);
      for (const kind of [...USAGE_KINDS, 'social_accounts', 'transcription_minutes', 'media_storage_mb'] as const) {
        expect(rank(higher[kind]), `${higher.id} ${kind}`).toBeGreaterThanOrEqual(rank(lower[kind]));
      }
    }
    expect(plans.filter((plan) => plan.popular)).toHaveLength(1);
  });

  it('imports no schema library, so the public pages that read it carry none', () => {
    const source = readFileSync(new URL('./plan-catalogue.ts', import.meta.url), 'utf8');
    expect(source).not.toMatch(/from ['"]zod/);
    expect(source).not.toMatch(/^import /m);
  });
});
