import { describe, expect, it } from 'vitest';
import { CONTENT_KINDS, contentKind, type ContentType } from '../../contract/content';
import { HOSTILE, SHORT_NOTE, SLEEP_STUDY } from '../test/texts/sources';
import { checkDraft, composeDraft, type ContentInput } from '.';

const ODD_TOPICS = [
  'x',
  'C++ for kids',
  'AI/ML in 2025?',
  '🌱 Gardening on a balcony',
  'WHY SLEEP MATTERS',
  'Should I quit my job to freelance?',
  '"Quiet quitting" and what it means',
  'Node.js {streams} [explained]',
  'Écrire un roman en 30 jours',
  `A very long topic ${'with many clauses, qualifiers and asides '.repeat(7)}`.slice(0, 300),
];

/** Fields that have tripped a composer before, on top of each kind's defaults; a new kind needs none here. */
const ODD_FIELDS: [ContentType, object][] = [
  ['video_script', { platform: 'youtube', duration: 'short' }],
  ['video_script', { platform: 'reels', duration: 'long', target_audience: 'night-shift nurses' }],
  ['blog_post', { word_count: 300, target_keywords: ['c++', 'node.js', 'what (really) works'] }],
  ['blog_post', { word_count: 2000 }],
  ['social_media', { platform: 'twitter' }],
  ['social_media', { platform: 'linkedin', include_hashtags: false }],
  ['newsletter', { sections: ['Q&A', '🔥 Hot takes', 'Tips', 'Tips', '## Odd'] }],
];

describe('offline drafts: unusual topics and fields', () => {
  const cases: [ContentType, object][] = [...CONTENT_KINDS.map((kind): [ContentType, object] => [kind.id, {}]), ...ODD_FIELDS];

  it.each(ODD_TOPICS)('honours every kind of request for %j', (topic) => {
    for (const [type, fields] of cases) {
      const input = { type, request: contentKind(type).request.parse({ topic, ...fields }) } as ContentInput;
      expect(checkDraft(input, composeDraft(input)), `${type} ${JSON.stringify(input.request)}`).toEqual([]);
    }
  });

  // The topic stays the subject line when a source supplies the content: the two must not trip each other.
  it.each(ODD_TOPICS)('honours every kind of request for %j with a source', (topic) => {
    cases.forEach(([type, fields], i) => {
      const source = [SLEEP_STUDY, HOSTILE, SHORT_NOTE][i % 3];
      const input = { type, request: contentKind(type).request.parse({ topic, source, ...fields }) } as ContentInput;
      expect(checkDraft(input, composeDraft(input)), `${type} ${JSON.stringify({ ...input.request, source: source?.slice(0, 20) })}`).toEqual([]);
    });
  });
});
