import { describe, expect, it } from 'vitest';
import { CONTENT_KINDS, contentKind } from '../../contract/content';
import { checkDraft, composeDraft, SERVER_KINDS, type ContentInput } from '.';

describe('content kinds', () => {
  it('gives every kind of the contract its server half, and each its own path', () => {
    expect(Object.keys(SERVER_KINDS).sort()).toEqual(CONTENT_KINDS.map((kind) => kind.id).sort());
    for (const kind of CONTENT_KINDS) expect(SERVER_KINDS[kind.id].contract).toBe(contentKind(kind.id));
    expect(new Set(CONTENT_KINDS.map((kind) => kind.path)).size).toBe(CONTENT_KINDS.length);
  });

  it("composes each kind's offline draft so that its own check passes", () => {
    for (const kind of CONTENT_KINDS) {
      const input = { type: kind.id, request: kind.request.parse({ topic: 'Trail running' }) } as ContentInput;
      expect(checkDraft(input, composeDraft(input)), kind.id).toEqual([]);
    }
  });
});
