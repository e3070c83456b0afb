import { describe, expect, it } from 'vitest';
import { BlogPostRequest, NewsletterRequest, SocialPostRequest, VideoScriptRequest } from '../../../contract/content';
import { checkFidelity } from '../fidelity/check';
import { composeOffline } from './compose';

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

describe('composeOffline: unusual topics and fields', () => {
  it.each(ODD_TOPICS)('honours every kind of request for %j', (topic) => {
    const requests = [
      ['video_script', VideoScriptRequest.parse({ topic, platform: 'youtube', duration: 'short' })],
      ['video_script', VideoScriptRequest.parse({ topic, platform: 'reels', duration: 'long', target_audience: 'night-shift nurses' })],
      ['blog_post', BlogPostRequest.parse({ topic, word_count: 300, target_keywords: ['c++', 'node.js', 'what (really) works'] })],
      ['blog_post', BlogPostRequest.parse({ topic, word_count: 2000 })],
      ['social_media', SocialPostRequest.parse({ topic, platform: 'twitter' })],
      ['social_media', SocialPostRequest.parse({ topic, platform: 'linkedin', include_hashtags: false })],
      ['newsletter', NewsletterRequest.parse({ topic, sections: ['Q&A', '🔥 Hot takes', 'Tips', 'Tips', '## Odd'] })],
    ] as const;
    for (const [type, request] of requests) {
      const text = composeOffline(type, request);
      expect(checkFidelity(type, request, text), `${type} ${JSON.stringify(request)}`).toEqual([]);
    }
  });

  it('does not depend on the order of the request fields', () => {
    const a = BlogPostRequest.parse({ topic: 'Home composting', word_count: 600, tone: 'casual' });
    const b = { tone: a.tone, word_count: a.word_count, target_audience: a.target_audience, target_keywords: a.target_keywords, topic: a.topic };
    expect(composeOffline('blog_post', b)).toBe(composeOffline('blog_post', a));
  });
});
