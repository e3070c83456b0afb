import { z } from 'zod';
import { TEMPLATE_ACCESS, TEMPLATE_ID } from '../../../contract/templates';
import { list, plain, template } from '../../ai/offline/bank-schema';
import { BLOG_SLOTS } from '../../ai/offline/blog-tones';
import { NEWSLETTER_SLOTS } from '../../ai/offline/newsletter-tones';
import { VIDEO_SLOTS } from '../../ai/offline/video-tones';

/** What every template has: data/templates/*.yaml, one file per kind. */
const base = {
  id: z.string().regex(TEMPLATE_ID, 'an id such as "blog.how-to"'),
  name: plain,
  description: plain,
  access: z.enum(TEMPLATE_ACCESS),
  /** Lines the model's brief gains: how to write a piece of this template. */
  notes: z.array(plain),
};

/** A section of the structure: the heading the piece uses, and what goes under it (for the model's brief). */
const section = { heading: plain, purpose: plain };

/** The kind's standard template: its usual structure, nothing added. */
export const StandardTemplate = z.strictObject({ ...base, default: z.literal(true), sections: z.array(z.never()).max(0), notes: z.array(z.never()).max(0) });
export type StandardTemplate = z.infer<typeof StandardTemplate>;

const advanced = { ...base, default: z.literal(false).default(false), notes: list(plain) };

const blogText = template(BLOG_SLOTS);

export const BlogTemplateSection = z.strictObject({
  ...section,
  /** What the section covers, as the introduction and meta description name it. */
  summary: plain,
  /** The section's first sentence. */
  lead: blogText,
  /** Keys of the phrase-bank themes (data/offline/blog-themes-*.yaml) whose subsections it takes. */
  themes: list(z.string()),
  /** Its H3 subsections numbered: "Step 1: …" or "1. …"; at least `min` of them. */
  items: z.enum(['steps', 'numbered']).optional(),
  min: z.number().int().min(1).max(6).optional(),
  /** A Markdown table right after the lead. */
  table: z.strictObject({ columns: z.array(plain).min(2), rows: list(z.array(blogText).min(2)) }).optional(),
});
export type BlogTemplateSection = z.infer<typeof BlogTemplateSection>;

export const BlogTemplate = z.strictObject({ ...advanced, sections: list(BlogTemplateSection) });
export type BlogTemplate = z.infer<typeof BlogTemplate>;

const videoLine = template(VIDEO_SLOTS);

/** A section written as it is. */
export const VideoFixedSection = z.strictObject({ ...section, say: list(videoLine), onScreen: plain, visual: plain, cuts: plain });
/** The section that holds the script's main points, each under `label`. */
export const VideoPointsSection = z.strictObject({ ...section, points: z.enum(['steps', 'numbered', 'countdown']), label: template(['i', 'title']) });
export type VideoFixedSection = z.infer<typeof VideoFixedSection>;
export type VideoPointsSection = z.infer<typeof VideoPointsSection>;

export const VideoTemplate = z.strictObject({
  ...advanced,
  sections: list(z.union([VideoFixedSection, VideoPointsSection])).refine(
    (sections) => sections.filter((s) => 'points' in s).length === 1,
    'exactly one section holds the points',
  ),
});
export type VideoTemplate = z.infer<typeof VideoTemplate>;

export const SocialTemplate = z.strictObject({
  ...advanced,
  sections: list(z.strictObject(section)),
  /** What the check looks for. */
  items: z.enum(['bullets', 'question', 'thread', 'slides']),
  min: z.number().int().min(1).max(4),
  /** Before the hook ("1/" opens a thread); may be empty. */
  hookLabel: z.string(),
  /** Before each item; {i} is its number. */
  itemLabel: template(['i']),
  intro: plain.optional(),
  hooks: list(template(['topic'])),
  /** Short items (under ~60 characters): [bracketed] parts name the topic's core. */
  points: list(template(['core'])).refine((points) => points.length >= 2, 'at least two points'),
  closers: list(plain),
});
export type SocialTemplate = z.infer<typeof SocialTemplate>;

export const NewsletterTemplateSection = z.strictObject({
  ...section,
  /** The kind of section bank body it takes (data/offline/newsletter-sections.yaml) when it has no blocks of its own. */
  body: z.enum(['intro', 'recap', 'qa', 'events', 'next', 'tips', 'resources', 'community', 'quote', 'data', 'promo', 'behind', 'story', 'general']),
  blocks: list(list(template(NEWSLETTER_SLOTS))).optional(),
});
export type NewsletterTemplateSection = z.infer<typeof NewsletterTemplateSection>;

export const NewsletterTemplate = z.strictObject({ ...advanced, sections: list(NewsletterTemplateSection) });
export type NewsletterTemplate = z.infer<typeof NewsletterTemplate>;
