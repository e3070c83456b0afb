import { z } from 'zod';
import { fieldLabel } from './field-labels';
import type { UsageKind } from './plans';
import {
  BLOG_TONES,
  BlogPostRequest,
  DURATION_RANGES,
  NEWSLETTER_TONES,
  NewsletterRequest,
  SOCIAL_TONES,
  SocialPostRequest,
  VIDEO_PLATFORM_LABELS,
  VIDEO_TONES,
  VideoScriptRequest,
} from './content-requests';
import { capitalizedLabels, formFields, type FormField, type KindFormDefinition, type SelectControl, type TextControl } from './kind-form';
import { SOCIAL_PLATFORM_LABELS } from './social-limits';
import { SummarizeTextRequest } from './summaries';

/**
 * The icons the web app draws for a kind (its tab, its items in history). The web app's own icon
 * names must include each of them: the compiler checks where it draws them.
 */
export type KindIcon = 'video' | 'document' | 'chat' | 'mail' | 'sparkles' | 'smile';

/**
 * What server and web share about one content kind. Everything else that names the kinds (the
 * generate routes and their OpenAPI entries, the usage map, the database enum, the dashboard's tabs,
 * forms and client paths) is derived from CONTENT_KINDS, so a new kind is one entry there plus its
 * server folder under src/server/kinds/.
 */
export interface ContentKind<Id extends string = string, Request extends z.ZodType = z.ZodType> {
  /** The content type id: history's metadata.type and the database's contents.type. */
  id: Id;
  request: Request;
  /** Under /api/content. */
  path: `/${string}`;
  /** What one piece is called, in history, the result panel, messages and mails ("Blog Post", "Social Post"). */
  label: string;
  /** The dashboard tab ("Blog Posts"; SPEC's "Social Media" for social posts). */
  tabLabel: string;
  /** The monthly counter a generation draws on. */
  usage: UsageKind;
  icon: KindIcon;
  /**
   * How a piece is written and shown: Markdown for drafts with structure (a blog post's or a
   * newsletter's headings, a video script's timed sections and bold labels, a summary's bullets),
   * shown formatted with a switch to the source; plain text for a post, shown as the platform will.
   */
  format: 'markdown' | 'plain';
  /**
   * A post whose length its platform counts (the request's `platform`, a social platform): the
   * result shows that count against the platform's limit.
   */
  platformLength?: true;
}

function defineContentKind<const Id extends string, Request extends z.ZodType>(kind: ContentKind<Id, Request>) {
  return kind;
}

/** A kind the dashboard generates: its form is rendered from `form` and the request schema. */
export interface GeneratorKind<Id extends string = string, Request extends z.ZodObject = z.ZodObject> extends ContentKind<Id, Request> {
  /** The id prefix of the kind's templates ("blog" in "blog.how-to"). */
  templatePrefix: string;
  form: KindFormDefinition<Request>;
}

/** Keeps the id and path as written (the web app checks each path against the API's document). */
function defineGeneratorKind<const Id extends string, Request extends z.ZodObject, const Path extends `/${string}`>(
  kind: ContentKind<Id, Request> & { path: Path; templatePrefix: string; form: NoInfer<KindFormDefinition<Request>> },
): GeneratorKind<Id, Request> & { path: Path } {
  return kind;
}

/** Every generator's topic: a full-width line with its own example. */
function topicField(placeholder: string): TextControl {
  return { control: 'text', label: fieldLabel('topic'), span: 'full', placeholder, required: true };
}

function audienceField(placeholder: string): TextControl {
  return { control: 'text', label: fieldLabel('target_audience'), span: 'half', placeholder };
}

function toneField<const Tone extends string>(tones: readonly Tone[]): SelectControl<Tone> {
  return { control: 'select', label: fieldLabel('tone'), span: 'half', labels: capitalizedLabels(tones) };
}

const DURATION_LABELS = Object.fromEntries(Object.entries(DURATION_RANGES).map(([value, range]) => [value, range.label])) as {
  [Duration in keyof typeof DURATION_RANGES]: string;
};

/** The dashboard's generator tabs, in order; the humanizer's content_type uses the same ids (docs/product/api.md#humanizer-content-types). */
export const CONTENT_KINDS = [
  defineGeneratorKind({
    id: 'video_script',
    request: VideoScriptRequest,
    path: '/video-script',
    templatePrefix: 'video',
    label: 'Video Script',
    tabLabel: 'Video Scripts',
    usage: 'video_scripts',
    icon: 'video',
    format: 'markdown',
    form: {
      description: 'A script with a hook, talking points and a call to action, timed to the length you pick.',
      fields: {
        topic: topicField('e.g. Five habits that made me a better photographer'),
        platform: { control: 'select', label: fieldLabel('platform'), span: 'half', labels: VIDEO_PLATFORM_LABELS },
        duration: { control: 'select', label: fieldLabel('duration'), span: 'half', labels: DURATION_LABELS },
        target_audience: audienceField('e.g. Beginner photographers'),
        tone: toneField(VIDEO_TONES),
      },
    },
  }),
  defineGeneratorKind({
    id: 'blog_post',
    request: BlogPostRequest,
    path: '/blog-post',
    templatePrefix: 'blog',
    label: 'Blog Post',
    tabLabel: 'Blog Posts',
    usage: 'blog_posts',
    icon: 'document',
    format: 'markdown',
    form: {
      description: 'An SEO-friendly article with a title, headings and a conclusion, built around your keywords.',
      fields: {
        topic: topicField('e.g. How to plan a content calendar'),
        target_keywords: {
          control: 'comma-list',
          label: fieldLabel('target_keywords'),
          span: 'full',
          placeholder: 'e.g. content calendar, editorial planning',
          hint: 'Separate keywords with commas.',
        },
        target_audience: audienceField('e.g. Small business owners'),
        word_count: { control: 'number', label: fieldLabel('word_count'), span: 'half', unit: 'words', required: true },
        tone: toneField(BLOG_TONES),
      },
    },
  }),
  defineGeneratorKind({
    id: 'social_media',
    request: SocialPostRequest,
    path: '/social-media',
    templatePrefix: 'social',
    // A piece is a social post; only the dashboard's tab keeps SPEC's "Social Media".
    label: 'Social Post',
    tabLabel: 'Social Media',
    usage: 'social_posts',
    icon: 'chat',
    format: 'plain',
    platformLength: true,
    form: {
      description: 'A post sized for the platform you choose, counted the way that platform counts it.',
      fields: {
        topic: topicField('e.g. Launching my new podcast episode'),
        platform: { control: 'select', label: fieldLabel('platform'), span: 'half', labels: SOCIAL_PLATFORM_LABELS },
        tone: toneField(SOCIAL_TONES),
        include_hashtags: { control: 'checkbox', label: fieldLabel('include_hashtags'), span: 'full' },
      },
    },
  }),
  defineGeneratorKind({
    id: 'newsletter',
    request: NewsletterRequest,
    path: '/newsletter',
    templatePrefix: 'newsletter',
    label: 'Newsletter',
    tabLabel: 'Newsletter',
    usage: 'newsletters',
    icon: 'mail',
    format: 'markdown',
    form: {
      description: 'A ready-to-send issue with a subject line, an opening and the sections you list.',
      fields: {
        topic: topicField('e.g. This month in indie game development'),
        sections: {
          control: 'comma-list',
          label: fieldLabel('sections'),
          span: 'full',
          placeholder: 'e.g. Highlights, Tips, Community picks',
          hint: 'Separate sections with commas.',
          templateHint: "Separate sections with commas. Leave empty to use the template's sections.",
        },
        target_audience: audienceField('e.g. Indie developers'),
        tone: toneField(NEWSLETTER_TONES),
      },
    },
  }),
] as const;

type AnyKind = (typeof CONTENT_KINDS)[number];
export type ContentType = AnyKind['id'];
/** The request of each kind, after parsing (defaults applied). */
export type ContentRequestOf = { [K in AnyKind as K['id']]: z.output<K['request']> };

/** The ids, in tab order; a non-empty tuple as z.enum and Drizzle's text enums want it. */
export const CONTENT_TYPES = CONTENT_KINDS.map((kind) => kind.id) as unknown as readonly [ContentType, ...ContentType[]];
export const ContentType = z.enum(CONTENT_TYPES);

const byId = new Map<string, AnyKind>(CONTENT_KINDS.map((kind) => [kind.id, kind]));

/** The shared definition of a kind. */
export function contentKind<T extends ContentType>(type: T): Extract<AnyKind, { id: T }> {
  return byId.get(type) as Extract<AnyKind, { id: T }>;
}

function recordOf<V>(value: (kind: AnyKind) => V): Record<ContentType, V> {
  return Object.fromEntries(CONTENT_KINDS.map((kind) => [kind.id, value(kind)])) as Record<ContentType, V>;
}

export const CONTENT_TYPE_LABELS: Record<ContentType, string> = recordOf((kind) => kind.label);

/** Which monthly counter each generator draws on. */
export const USAGE_KIND_OF: Record<ContentType, UsageKind> = recordOf((kind) => kind.usage);

/**
 * The summarizer: a kind of content in history and in the usage counters, with its own routes
 * (/summarize/text, /url, /file) and tab rather than a generator form.
 */
export const SUMMARY_KIND = defineContentKind({
  id: 'summarizer',
  request: SummarizeTextRequest,
  path: '/summarize',
  label: 'Summary',
  tabLabel: 'Summarizer',
  usage: 'summaries',
  icon: 'sparkles',
  format: 'markdown',
});

/**
 * A humanized draft: saved to history beside the draft or summary it was rewritten from (its
 * request names that one's id and content type). Its request schema lives in humanize.ts, which
 * imports this file; the history needs only its id, label and counter.
 */
export const HUMANIZED_KIND = defineContentKind({
  id: 'humanized',
  request: z.object({ text: z.string() }),
  path: '/humanize',
  label: 'Humanized',
  tabLabel: 'Humanizer',
  usage: 'humanizations',
  icon: 'smile',
  // Never shown as itself: a humanized version is shown as the kind of text it was.
  format: 'plain',
});

/** Every kind a history item can be: the generators', the summarizer's and the humanizer's. */
export const HISTORY_KINDS = [...CONTENT_KINDS, SUMMARY_KIND, HUMANIZED_KIND] as const;
export type HistoryType = (typeof HISTORY_KINDS)[number]['id'];
export const HISTORY_TYPES = HISTORY_KINDS.map((kind) => kind.id) as unknown as readonly [HistoryType, ...HistoryType[]];
export const HistoryType = z.enum(HISTORY_TYPES);
export const HISTORY_TYPE_LABELS: Record<HistoryType, string> = Object.fromEntries(
  HISTORY_KINDS.map((kind) => [kind.id, kind.label]),
) as Record<HistoryType, string>;

const historyById = new Map<string, (typeof HISTORY_KINDS)[number]>(HISTORY_KINDS.map((kind) => [kind.id, kind]));

/** The shared definition of any kind a history item can be. */
export function historyKind(type: HistoryType): ContentKind<HistoryType> {
  return historyById.get(type) as ContentKind<HistoryType>;
}

/** What one piece of this kind is called ("Social Post", "Summary"). */
export function pieceNoun(type: HistoryType): string {
  const kind = historyKind(type);
  return kind.label;
}

const fieldsById = new Map<ContentType, FormField[]>();

/** A generator's form fields, in order, with the limits, choices and defaults of its request schema. */
export function generatorFields(type: ContentType): FormField[] {
  let fields = fieldsById.get(type);
  if (!fields) {
    const kind = contentKind(type) as unknown as GeneratorKind;
    fields = formFields(kind.request, kind.form);
    fieldsById.set(type, fields);
  }
  return fields;
}
