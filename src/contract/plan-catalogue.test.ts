import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildPlans as buildCataloguePlans, TIERS as CATALOGUE_TIERS } from './plan-catalogue';
import { buildPlans, Plan, PlansResponse, Tier, TIERS } from './plans';

describe('the plain plan catalogue', () => {
  it('is the catalogue the contract (and so the server) serves, and passes its schema unchanged', () => {
    const links = { basic: 'https://pay.example.com/basic' };
    expect(buildCataloguePlans(links)).toEqual(buildPlans(links));
    expect(PlansResponse.parse({ plans: buildCataloguePlans(links) })).toEqual({ plans: buildPlans(links) });
    for (const plan of buildCataloguePlans()) expect(Plan.parse(plan)).toEqual(plan);
  });

  it('names the tiers the schema accepts', () => {
    expect(CATALOGUE_TIERS).toBe(TIERS);
    expect(Tier.options).toEqual([...CATALOGUE_TIERS]);
  });

  it('imports no schema library, so the public pages that read it carry none', () => {
    const source = readFileSync(new URL('./plan-catalogue.ts', import.meta.url), 'utf8');
    expect(source).not.toMatch(/from ['"]zod/);
    expect(source).not.toMatch(/^import /m);
  });
});
