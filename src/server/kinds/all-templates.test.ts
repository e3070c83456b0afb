import { describe, expect, it } from 'vitest';
import { BlogPostRequest, CONTENT_KINDS, NewsletterRequest, SocialPostRequest, VideoScriptRequest, type ContentType } from '../../contract/content';
import { TEMPLATE_PREFIX, templateTiers } from '../../contract/templates';
import { hygieneProblems, repeatedSentences } from '../ai/offline/draft-hygiene';
import { BIKE_LANES, SHORT_NOTE } from '../test/texts/sources';
import { checkDraft, composeDraft, serverKind, type ContentInput } from '.';
import { ALL_TEMPLATES, templatesOf } from './all-templates';
import { checkSocialTemplate } from './social-post/check-template';

/** Requests each template of a kind is composed for: every platform, duration or length the kind has, with and without a source. */
const VARIANTS: { [T in ContentType]: object[] } = {
  blog_post: [
    { word_count: 300 },
    { word_count: 1000, target_keywords: ['home espresso', 'milk frothing'], tone: 'casual' },
    { word_count: 5000, tone: 'technical', target_audience: 'new baristas' },
    { word_count: 600, source: BIKE_LANES, target_keywords: ['bike lanes'] },
    { word_count: 1500, source: SHORT_NOTE, tone: 'friendly' },
  ],
  video_script: [
    ...['youtube', 'tiktok', 'reels'].flatMap((platform) => ['short', 'medium', 'long'].map((duration) => ({ platform, duration }))),
    { platform: 'youtube', duration: 'medium', tone: 'educational', source: BIKE_LANES },
    { platform: 'tiktok', duration: 'short', tone: 'funny', source: SHORT_NOTE, target_audience: 'students' },
  ],
  social_media: [
    ...['twitter', 'linkedin', 'instagram', 'facebook', 'tiktok'].flatMap((platform) => [true, false].map((include_hashtags) => ({ platform, include_hashtags }))),
    { platform: 'twitter', source: BIKE_LANES },
    { platform: 'linkedin', source: SHORT_NOTE, tone: 'professional', include_hashtags: false },
  ],
  newsletter: [{}, { tone: 'casual', target_audience: 'new parents' }, { sections: ['Gear', 'Reader Q&A'] }, { source: BIKE_LANES, tone: 'authoritative' }],
};

const TOPICS = ['Home espresso', 'How to write a novel in 30 days while working full time'];

const CASES = ALL_TEMPLATES.flatMap(({ kind, template }) =>
  VARIANTS[kind].flatMap((variant) => TOPICS.map((topic) => ({ kind, id: template.id, variant, topic }))),
);

function input(kind: ContentType, body: object): ContentInput {
  const contract = CONTENT_KINDS.find((k) => k.id === kind)!;
  return { type: kind, request: contract.request.parse(body) } as ContentInput;
}

describe('the template library', () => {
  it('has a standard template first and at least the advanced templates the issue names, for each kind', () => {
    const ids = (kind: ContentType) => templatesOf(kind).map((t) => t.id);
    expect(ids('blog_post')).toEqual(['blog.standard', 'blog.how-to', 'blog.listicle', 'blog.case-study', 'blog.comparison', 'blog.opinion']);
    expect(ids('video_script')).toEqual(['video.standard', 'video.tutorial', 'video.story-time', 'video.review', 'video.countdown']);
    expect(ids('social_media')).toEqual(['social.standard', 'social.announcement', 'social.hot-take', 'social.thread-starter', 'social.carousel']);
    expect(ids('newsletter')).toEqual(['newsletter.standard', 'newsletter.weekly-digest', 'newsletter.launch', 'newsletter.curated-links']);
    for (const { kind, template } of ALL_TEMPLATES) {
      expect(template.id.startsWith(`${TEMPLATE_PREFIX[kind]}.`)).toBe(true);
      expect(template.access).toBe(template.default ? 'standard' : 'advanced');
      if (!template.default) expect(template.sections.length).toBeGreaterThan(0);
    }
  });

  it('reads who may use a template from the plan catalogue: standard for all, advanced for the plans listing Advanced Templates', () => {
    expect(templateTiers('standard')).toEqual(['free', 'basic', 'pro', 'enterprise']);
    expect(templateTiers('advanced')).toEqual(['basic', 'pro', 'enterprise']);
  });
});

describe('every template of every kind through the offline composer', () => {
  it.each(CASES)('$id honours its template and its kind’s checks: $topic $variant', ({ kind, id, variant, topic }) => {
    const piece = input(kind, { topic, template: id, ...variant });
    const text = composeDraft(piece);
    expect(checkDraft(piece, text)).toEqual([]);
    expect(hygieneProblems(text)).toEqual([]);
    // Cue lines in parentheses (video B-roll directions) may repeat by design.
    expect(repeatedSentences(text).filter((s) => !s.startsWith('('))).toEqual([]);
    // Deterministic: the same request, the same draft.
    expect(composeDraft(piece)).toBe(text);
  });

  it('writes the standard template exactly as a request without a template', () => {
    for (const kind of CONTENT_KINDS) {
      const body = { topic: 'Home espresso', source: SHORT_NOTE };
      expect(composeDraft(input(kind.id, { ...body, template: `${TEMPLATE_PREFIX[kind.id]}.standard` })), kind.id).toBe(composeDraft(input(kind.id, body)));
    }
  });

  it('gives each advanced template a draft of its own shape, which a standard draft does not pass', () => {
    for (const { kind, template } of ALL_TEMPLATES.filter((entry) => !entry.template.default)) {
      if (kind === 'social_media') continue; // Short posts: checked against hand-written posts below.
      const standard = composeDraft(input(kind, { topic: 'Home espresso' }));
      const templated = input(kind, { topic: 'Home espresso', template: template.id });
      expect(composeDraft(templated), template.id).not.toBe(standard);
      expect(checkDraft(templated, standard).length, template.id).toBeGreaterThan(0);
    }
  });

  it('lays out each kind’s template structure in the draft', () => {
    const blog = composeDraft(input('blog_post', { topic: 'Home espresso', template: 'blog.how-to' }));
    expect(blog).toMatch(/## What You Need Before You Start[\s\S]*## Step-by-Step[\s\S]*### Step 1: [\s\S]*### Step 2: [\s\S]*### Step 3: [\s\S]*## Common Mistakes to Avoid/);
    expect(composeDraft(input('blog_post', { topic: 'Home espresso', template: 'blog.listicle' }))).toMatch(/## The List\n[\s\S]*### 1\. [\s\S]*### 2\. [\s\S]*### 3\. /);
    expect(composeDraft(input('blog_post', { topic: 'Home espresso', template: 'blog.comparison' }))).toMatch(/\| Approach \| Best for \| Time it takes \| Main trade-off \|\n\|( --- \|){4}\n\| On your own, step by step \|/);
    const countdown = composeDraft(input('video_script', { topic: 'Home espresso', duration: 'short', template: 'video.countdown' }));
    const ranks = [...countdown.matchAll(/^## \[\d+:\d\d\] #(\d+): /gm)].map((m) => Number(m[1]));
    expect(ranks.length).toBeGreaterThanOrEqual(2);
    expect(ranks).toEqual(ranks.map((_, i) => ranks.length - i));
    expect(composeDraft(input('video_script', { topic: 'Home espresso', template: 'video.tutorial' }))).toMatch(/\] What You'll Need\n[\s\S]*\] Step 1: [\s\S]*\] Step 2: [\s\S]*\] Check Your Result\n/);
    const thread = composeDraft(input('social_media', { topic: 'Home espresso', template: 'social.thread-starter' }));
    expect(thread).toMatch(/^1\/ .*🧵\n\n2\/ .+\n\n3\/ /);
    expect(composeDraft(input('social_media', { topic: 'Home espresso', platform: 'instagram', template: 'social.carousel' }))).toMatch(/Slide 1: .+\nSlide 2: .+/);
    const digest = composeDraft(input('newsletter', { topic: 'Home espresso', template: 'newsletter.weekly-digest' }));
    expect(digest.match(/^## .+$/gm)).toEqual(['## This Week in Brief', '## Top Stories', '## Quick Hits', '## Worth Reading', '## Until Next Week']);
    // The creator's own sections replace the template's.
    const listed = composeDraft(input('newsletter', { topic: 'Home espresso', template: 'newsletter.weekly-digest', sections: ['Gear'] }));
    expect(listed.match(/^## .+$/gm)).toEqual(['## Gear']);
  });
});

describe('template checks', () => {
  const social = (template: string, text: string) => checkSocialTemplate(SocialPostRequest.parse({ topic: 'x', template }), text);

  it('finds what a social post misses of its template', () => {
    expect(social('social.hot-take', 'Espresso is overrated. Fight me.\n\n#Coffee')).toEqual(['End the post (before any hashtags) with a question that invites replies.']);
    expect(social('social.hot-take', 'Espresso is overrated.\n\nAgree or disagree?\n\n#Coffee')).toEqual([]);
    expect(social('social.thread-starter', '1/ A thread on espresso 🧵\n\n3/ Grind finer.')).toHaveLength(1);
    expect(social('social.thread-starter', '1/ A thread on espresso 🧵\n\n2/ Grind finer.')).toEqual([]);
    expect(social('social.carousel', 'Swipe!\n\nSlide 2: grind\nSlide 1: dose')).toHaveLength(1);
    expect(social('social.carousel', 'Swipe!\n\nSlide 1: dose\nSlide 2: grind')).toEqual([]);
    expect(social('social.announcement', '📣 New: espresso guide.\n\n✅ One thing only')).toHaveLength(1);
    expect(social('social.standard', 'Anything goes.')).toEqual([]);
  });

  it('finds a blog post’s missing section, unnumbered steps, and a missing table', () => {
    const request = BlogPostRequest.parse({ topic: 'Espresso', word_count: 300, template: 'blog.how-to' });
    const draft = composeDraft({ type: 'blog_post', request });
    const problems = checkDraft({ type: 'blog_post', request }, draft.replace('## Common Mistakes to Avoid', '## Pitfalls').replace(/### Step (\d+):/g, '### Part $1:'));
    expect(problems).toContain('Add the section "## Common Mistakes to Avoid", as the template asks.');
    expect(problems).toContain('Under "## Step-by-Step", write at least 3 subsections numbered in order as "### Step 1: …", "### Step 2: …".');
    const comparison = BlogPostRequest.parse({ topic: 'Espresso', word_count: 600, template: 'blog.comparison' });
    const withoutTable = composeDraft({ type: 'blog_post', request: comparison }).replace(/^\|.*\|$/gm, '');
    expect(checkDraft({ type: 'blog_post', request: comparison }, withoutTable).some((p) => p.includes('add a Markdown table'))).toBe(true);
  });

  it('finds a video script whose countdown counts up, and a newsletter without its template’s sections', () => {
    const request = VideoScriptRequest.parse({ topic: 'Espresso', duration: 'short', template: 'video.countdown' });
    const draft = composeDraft({ type: 'video_script', request });
    const up = draft.replace(/\] #(\d+): /g, (_, n: string) => `] #${4 - Number(n)}: `);
    expect(checkDraft({ type: 'video_script', request }, up).some((p) => p.includes('counting down to 1'))).toBe(true);
    const letter = NewsletterRequest.parse({ topic: 'Espresso', template: 'newsletter.launch' });
    const plain = composeDraft({ type: 'newsletter', request: NewsletterRequest.parse({ topic: 'Espresso' }) });
    expect(checkDraft({ type: 'newsletter', request: letter }, plain)).toContain('Add the section "What\'s New" with the heading line "## What\'s New".');
  });
});

describe('model briefs with a template', () => {
  it('carry the template’s name, notes and structure; the standard template changes nothing', () => {
    const cases: Array<[ContentType, string, RegExp[]]> = [
      ['blog_post', 'blog.how-to', [/Template: How-to guide/, /"## Step-by-Step" \(/, /"### Step 1: …", "### Step 2: …"/]],
      ['blog_post', 'blog.comparison', [/a Markdown table with the columns Approach, Best for, Time it takes, Main trade-off/]],
      ['video_script', 'video.countdown', [/Template: List countdown/, /"\[m:ss\] #3: …", "\[m:ss\] #2: …", "\[m:ss\] #1: …" \(counting down to 1/]],
      ['social_media', 'social.thread-starter', [/Template: Thread starter/, /Structure, in this order: 1\/ Hook/]],
      ['newsletter', 'newsletter.weekly-digest', [/"This Week in Brief", "Top Stories", "Quick Hits", "Worth Reading", "Until Next Week"/, /"Quick Hits": a bulleted list/]],
    ];
    for (const [kind, id, patterns] of cases) {
      const prompt = serverKind(kind).prompt(input(kind, { topic: 'Espresso', template: id }));
      for (const pattern of patterns) expect(prompt, id).toMatch(pattern);
      const plain = serverKind(kind).prompt(input(kind, { topic: 'Espresso' }));
      expect(serverKind(kind).prompt(input(kind, { topic: 'Espresso', template: `${TEMPLATE_PREFIX[kind]}.standard` }) as never)).toBe(plain);
      expect(plain).not.toMatch(/Template:/);
    }
  });
});
