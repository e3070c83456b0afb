import { describe, expect, it } from 'vitest';
import { makeLibraryItems, pieceId } from '../../test/library-fixtures';
import { focusAfterDelete } from './use-library-actions';
import { historyQuery, NO_LIBRARY_FILTERS, readLibraryFilters, writeLibraryFilters } from './library-filters';

describe('library filters in the address', () => {
  it('reads what the API takes and leaves out what it would refuse', () => {
    const params = new URLSearchParams('q=+batch+filming+&type=blog_post&status=never&from=2026-05-01&to=2026-13-45&template=blog.listicle');
    expect(readLibraryFilters(params)).toEqual({ q: 'batch filming', type: 'blog_post', status: 'never', from: '2026-05-01', to: null, template: 'blog.listicle' });
    expect(readLibraryFilters(new URLSearchParams('type=poem&status=lost&from=yesterday&q=' + 'a'.repeat(201)))).toEqual(NO_LIBRARY_FILTERS);
  });

  it('writes only what is set, keeping other parameters', () => {
    const written = writeLibraryFilters({ ...NO_LIBRARY_FILTERS, q: 'espresso', status: 'published' }, new URLSearchParams('type=newsletter&tab=x'));
    expect(written.toString()).toBe('tab=x&q=espresso&status=published');
  });

  it('asks the API for exactly the filters set, and the page after `before`', () => {
    expect(historyQuery(NO_LIBRARY_FILTERS, { limit: 21 })).toEqual({ limit: 21 });
    expect(historyQuery({ ...NO_LIBRARY_FILTERS, q: 'espresso', to: '2026-05-31' }, { limit: 21, before: pieceId(20) })).toEqual({
      limit: 21,
      before: pieceId(20),
      q: 'espresso',
      to: '2026-05-31',
    });
  });
});

describe('focus after a delete', () => {
  const items = makeLibraryItems(4);
  it('goes to the piece that took the first deleted one’s place, else the one before, else nowhere', () => {
    expect(focusAfterDelete(items, new Set([pieceId(2)]))).toBe(pieceId(3));
    expect(focusAfterDelete(items, new Set([pieceId(2), pieceId(3)]))).toBe(pieceId(4));
    expect(focusAfterDelete(items, new Set([pieceId(3), pieceId(4)]))).toBe(pieceId(2));
    expect(focusAfterDelete(items, new Set(items.map((item) => item.id)))).toBeNull();
  });
});
