import { describe, expect, it } from 'vitest';
import { checkHumanized } from './check-humanized';
import { humanizeOffline } from './humanize-offline';
import type { HumanizeContentType } from './humanize-types';

/** Drafts as a model writes them when it leans on stock phrasing, one per content type. */
const FIXTURES: { contentType: HumanizeContentType; platform?: string; text: string }[] = [
  {
    contentType: 'video_script',
    text: [
      '# Camp Cooking With One Pot',
      '',
      '## [0:00] Hook',
      "**Hook:** In today's fast-paced world, nobody wants to scrub five pans at a campsite. It is important to note that one pot is enough.",
      '',
      '## [0:20] Gear',
      '(VISUAL: The Trangia 27 laid out on a rock.)',
      'We will delve into the 3 pieces you need. Moreover, furthermore, you do not need a kitchen.',
      '',
      '## [1:10] End',
      '',
      '## Chapters',
      '0:00 Hook',
      '0:20 Gear',
    ].join('\n'),
  },
  {
    contentType: 'blog_post',
    text: [
      '# Composting in Small Apartments',
      '',
      '**Meta description:** How to compost in 20 square metres without smells.',
      '',
      '## Why It Matters',
      '',
      'Food waste is a crucial issue, and composting is a testament to what small habits can do for a city like Lyon. It is worth noting that a worm bin fits under a sink.',
      '',
      '- Arguably, a bokashi bucket is the simplest start.',
      '- Read the [EPA guide](https://www.epa.gov/recycle/composting-home) first.',
      '',
      '```',
      'ratio = 3 browns : 1 green',
      '```',
    ].join('\n'),
  },
  {
    contentType: 'social_media',
    platform: 'twitter',
    text: "Let's delve into trail shoes with @runjess. It is a game-changer for 10k runs. Details: https://example.com/shoes #TrailRunning #Gear",
  },
  {
    contentType: 'newsletter',
    text: [
      'Subject: 5 ways to leverage your mornings',
      'Preview text: In today’s fast-paced world, mornings matter.',
      '',
      '## Top Story',
      '',
      'Essentially, Dr. Patel tracked 120 readers for 6 weeks. Moreover, furthermore, the early group reported 30% more focus.',
    ].join('\n'),
  },
  {
    contentType: 'summarizer',
    text: [
      '## Summary',
      '',
      'The report delves into how Acme Corp cut costs by 12% in 2024. It seems that the savings came from shared tooling.',
      '',
      '## Key Points',
      '',
      '- Acme utilized one build system across 4 teams.',
      '- The change took 9 months.',
    ].join('\n'),
  },
];

describe('humanizeOffline on drafts of each content type', () => {
  for (const fixture of FIXTURES) {
    it(`edits a ${fixture.contentType} draft and keeps what it must`, () => {
      const result = humanizeOffline(fixture);
      expect(result.changes.length).toBeGreaterThan(0);
      expect(checkHumanized({ original: fixture.text, contentType: fixture.contentType, platform: fixture.platform }, result.text)).toEqual([]);
      for (const change of result.changes) expect(change.why).toMatch(/\w/);
      expect(humanizeOffline({ ...fixture, text: result.text }).changes).toEqual([]);
    });
  }

  it('reads as plainer prose', () => {
    const [video, blog, social, newsletter, summary] = FIXTURES.map((fixture) => humanizeOffline(fixture).text);
    expect(video).toContain("**Hook:** Nobody wants to scrub five pans at a campsite. One pot is enough.");
    expect(video).toContain("We'll look at the 3 pieces you need. You don't need a kitchen.");
    expect(blog).toContain('Food waste is a key issue, and composting shows what small habits can do for a city like Lyon. A worm bin fits under a sink.');
    expect(blog).toContain('- A bokashi bucket is the simplest start.');
    expect(social).toBe("Let's look at trail shoes with @runjess. It's a big shift for 10k runs. Details: https://example.com/shoes #TrailRunning #Gear");
    expect(newsletter).toContain('Subject: 5 ways to leverage your mornings\nPreview text: In today’s fast-paced world, mornings matter.');
    expect(newsletter).toContain('Dr. Patel tracked 120 readers for 6 weeks. The early group reported 30% more focus.');
    expect(summary).toContain('The report looks at how Acme Corp cut costs by 12% in 2024. The savings came from shared tooling.');
    expect(summary).toContain('- Acme used one build system across 4 teams.');
  });

  it('reports each change at its offset in the original', () => {
    const text = FIXTURES[2]!.text;
    const change = humanizeOffline(FIXTURES[2]!).changes.find((c) => c.kind === 'phrase')!;
    expect(text.slice(change.at, change.at + change.before.length)).toBe('delve into');
  });
});
