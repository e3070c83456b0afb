import type { HistoryItem } from '../../contract/content';
import type { LibraryItem } from '../../contract/library';

type LibraryItemOverrides = Partial<Omit<LibraryItem, 'metadata'>> & { metadata?: Partial<HistoryItem['metadata']> };

/** A piece of the library as GET /api/content/history answers it: a blog post never published, unless told otherwise. */
export function makeLibraryItem(overrides: LibraryItemOverrides = {}): LibraryItem {
  const { metadata, ...rest } = overrides;
  return {
    id: '3f1e2d4c-5b6a-4798-8a1b-2c3d4e5f6a7b',
    created_at: '2026-05-04T09:30:00.000Z',
    updated_at: '2026-05-04T09:30:00.000Z',
    content: '# How to plan a content calendar\n\nStart with the dates that matter.',
    engine: 'offline',
    model: 'inkwell-offline-composer',
    version: 1,
    words: 642,
    publishing: { published: [], scheduled: [] },
    ...rest,
    metadata: { type: 'blog_post', topic: 'How to plan a content calendar', ...metadata },
  };
}

/** A valid UUID numbered n (the API's ids are UUIDs; `before` must be one). */
export function pieceId(n: number): string {
  return `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
}

/** n pieces, newest first, numbered from `start`: "Piece 1", "Piece 2"… */
export function makeLibraryItems(count: number, start = 1): LibraryItem[] {
  return Array.from({ length: count }, (_, index) => {
    const n = start + index;
    const at = new Date(Date.UTC(2026, 4, 30, 12) - n * 3_600_000).toISOString();
    return makeLibraryItem({ id: pieceId(n), created_at: at, updated_at: at, words: 100 + n, metadata: { topic: `Piece ${n}` } });
  });
}
