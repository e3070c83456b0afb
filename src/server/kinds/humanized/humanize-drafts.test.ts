import { describe, expect, it } from 'vitest';
import { CONTENT_KINDS, SOCIAL_PLATFORMS } from '../../../contract/content';
import { checkDraft, composeDraft, type ContentInput } from '..';
import { checkHumanized } from './check-humanized';
import { humanizeOffline } from './humanize-offline';

const TOPICS = ['Trail running', 'Sourdough baking for busy parents', 'Remote team onboarding in 2025'];

/** Stock phrasing a model might have written, spliced into a real draft's first paragraph lines. */
const STOCK = "It's important to note that teams leverage this daily. Moreover, furthermore, it is a testament to patience. ";

function inputs(): ContentInput[] {
  const all: ContentInput[] = [];
  for (const kind of CONTENT_KINDS) {
    for (const topic of TOPICS) {
      if (kind.id === 'social_media') {
        for (const platform of SOCIAL_PLATFORMS) all.push({ type: kind.id, request: kind.request.parse({ topic, platform }) });
      } else {
        all.push({ type: kind.id, request: kind.request.parse({ topic }) } as ContentInput);
      }
    }
  }
  return all;
}

function platformOf(input: ContentInput): string | undefined {
  return input.type === 'social_media' ? input.request.platform : undefined;
}

describe('humanizeOffline on the offline drafts of every kind', () => {
  it('keeps every draft true to itself and to its kind', () => {
    for (const input of inputs()) {
      const original = composeDraft(input);
      const platform = platformOf(input);
      const once = humanizeOffline({ text: original, contentType: input.type, platform });
      const label = `${input.type} ${JSON.stringify(input.request)}`;
      expect(checkHumanized({ original, contentType: input.type, platform }, once.text), label).toEqual([]);
      expect(checkDraft(input, once.text), label).toEqual([]);
      expect(humanizeOffline({ text: once.text, contentType: input.type, platform }).changes, label).toEqual([]);
    }
  });

  it('edits stock phrasing spliced into the drafts and still keeps them whole', () => {
    for (const input of inputs().filter((i) => i.type !== 'social_media')) {
      const draft = composeDraft(input);
      const lines = draft.split('\n');
      // The first plain paragraph after the first "## " heading.
      const at = lines.findIndex((line, i) => i > lines.findIndex((l) => l.startsWith('## ')) && /^[A-Z][a-z]/.test(line) && !line.includes(':'));
      lines[at] = STOCK + lines[at]!;
      const original = lines.join('\n');
      const result = humanizeOffline({ text: original, contentType: input.type });
      const label = `${input.type} ${JSON.stringify(input.request)}`;
      expect(result.text, label).toContain('Teams use this daily. It shows patience. ');
      const kinds = result.changes.map((c) => c.kind);
      expect(kinds, label).toContain('phrase');
      expect(kinds, label).toContain('connective');
      expect(checkHumanized({ original, contentType: input.type }, result.text), label).toEqual([]);
    }
  });
});
