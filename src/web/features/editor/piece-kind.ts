import { CONTENT_TYPES, historyKind, HUMANIZED_KIND, USAGE_KIND_OF, type ContentType, type HistoryType } from '../../../contract/content';
import type { LibraryItem, VariationsRequest } from '../../../contract/library';
import type { UsageKind } from '../../../contract/plans';
import { SOCIAL_LIMITS, type SocialPlatform } from '../../../contract/social-limits';

/** What the editor needs to know about a piece's kind: how to show it, which rules apply, what it can do. */
export type PieceKind = {
  /** The kind of text it is: a humanized version is the kind it was made from. */
  type: HistoryType;
  /** Written in Markdown (previewed formatted) or plain text (previewed as the platform shows it). */
  markdown: boolean;
  /** A social post's platform, whose limit and count apply; null for every other piece. */
  platform: SocialPlatform | null;
  /** The keywords a blog post was asked to use. */
  keywords: string[];
  /** The counter "Write again" draws on: only pieces a generator made can be written again. */
  regenerate: UsageKind | null;
  /** What variations rewrite: a social post whole, a video script's hook; null where there are none. */
  variations: VariationsRequest['part'] | null;
};

function isContentType(type: HistoryType): type is ContentType {
  return (CONTENT_TYPES as readonly string[]).includes(type);
}

function isSocialPlatform(value: unknown): value is SocialPlatform {
  return typeof value === 'string' && value in SOCIAL_LIMITS;
}

export function pieceKind(item: LibraryItem): PieceKind {
  const { metadata } = item;
  const type = metadata.type === HUMANIZED_KIND.id ? (metadata.humanized?.content_type ?? metadata.type) : metadata.type;
  const made = metadata.type;
  return {
    type,
    markdown: historyKind(type).format === 'markdown',
    platform: historyKind(type).platformLength && isSocialPlatform(metadata.platform) ? metadata.platform : null,
    keywords: type === 'blog_post' ? (metadata.keywords ?? []) : [],
    regenerate: isContentType(made) ? USAGE_KIND_OF[made] : null,
    variations: made === 'social_media' ? 'whole' : made === 'video_script' ? 'hook' : null,
  };
}
