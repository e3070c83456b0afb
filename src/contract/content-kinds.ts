import { z } from 'zod';
import type { UsageKind } from './plans';
import { BlogPostRequest, NewsletterRequest, SocialPostRequest, VideoScriptRequest } from './content-requests';
import { SummarizeTextRequest } from './summaries';

/**
 * What server and web share about one content kind. Everything else that names the kinds (the
 * generate routes and their OpenAPI entries, the usage map, the database enum, the dashboard's tabs
 * and client paths) is derived from CONTENT_KINDS, so a new kind is one entry there plus its server
 * folder under src/server/kinds/.
 */
export interface ContentKind<Id extends string = string, Request extends z.ZodType = z.ZodType> {
  /** The content type id: history's metadata.type and the database's contents.type. */
  id: Id;
  request: Request;
  /** Under /api/content. */
  path: `/${string}`;
  /** The kind in history and the result panel ("Blog Post"). */
  label: string;
  /** The dashboard tab ("Blog Posts"). */
  tabLabel: string;
  /** The monthly counter a generation draws on. */
  usage: UsageKind;
}

function defineContentKind<const Id extends string, Request extends z.ZodType>(kind: ContentKind<Id, Request>) {
  return kind;
}

/** The dashboard's generator tabs, in order; the humanizer's content_type uses the same ids (DESIGN §5). */
export const CONTENT_KINDS = [
  defineContentKind({ id: 'video_script', request: VideoScriptRequest, path: '/video-script', label: 'Video Script', tabLabel: 'Video Scripts', usage: 'video_scripts' }),
  defineContentKind({ id: 'blog_post', request: BlogPostRequest, path: '/blog-post', label: 'Blog Post', tabLabel: 'Blog Posts', usage: 'blog_posts' }),
  defineContentKind({ id: 'social_media', request: SocialPostRequest, path: '/social-media', label: 'Social Media', tabLabel: 'Social Media', usage: 'social_posts' }),
  defineContentKind({ id: 'newsletter', request: NewsletterRequest, path: '/newsletter', label: 'Newsletter', tabLabel: 'Newsletter', usage: 'newsletters' }),
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
});

/** Every kind a history item can be: the generators', the summarizer's and the humanizer's. */
export const HISTORY_KINDS = [...CONTENT_KINDS, SUMMARY_KIND, HUMANIZED_KIND] as const;
export type HistoryType = (typeof HISTORY_KINDS)[number]['id'];
export const HISTORY_TYPES = HISTORY_KINDS.map((kind) => kind.id) as unknown as readonly [HistoryType, ...HistoryType[]];
export const HistoryType = z.enum(HISTORY_TYPES);
export const HISTORY_TYPE_LABELS: Record<HistoryType, string> = Object.fromEntries(
  HISTORY_KINDS.map((kind) => [kind.id, kind.label]),
) as Record<HistoryType, string>;
