import type { ContentVersion, LibraryItem } from '../../contract/library';

export const PIECE_ID = '3f0b6a52-8d1e-4c7b-9a21-6e5f4d3c2b10';

/** A blog post as the offline composer writes one: a title, a meta description line, sections. */
export const BLOG_TEXT = [
  '# How to plan a content calendar',
  '',
  '**Meta description:** A practical guide to planning a month of posts.',
  '',
  '## Why plan ahead',
  '',
  'A content calendar saves time every week.',
].join('\n');

/** A piece of the library, a blog post unless told otherwise. */
export function makeLibraryItem(overrides: Partial<LibraryItem> = {}): LibraryItem {
  return {
    id: PIECE_ID,
    created_at: '2026-05-04T09:00:00.000Z',
    updated_at: '2026-05-04T09:00:00.000Z',
    content: BLOG_TEXT,
    engine: 'offline',
    model: 'inkwell-offline-composer',
    metadata: { type: 'blog_post', topic: 'Content calendars', keywords: ['content calendar'] },
    version: 1,
    words: 27,
    publishing: { published: [], scheduled: [] },
    ...overrides,
  };
}

export function makeVersion(overrides: Partial<ContentVersion> = {}): ContentVersion {
  return {
    n: 1,
    source: 'generated',
    created_at: '2026-05-04T09:00:00.000Z',
    content: BLOG_TEXT,
    words: 27,
    restored_from: null,
    engine: 'offline',
    ...overrides,
  };
}
