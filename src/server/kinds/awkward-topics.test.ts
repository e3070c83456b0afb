import { describe, expect, it } from 'vitest';
import {
  BLOG_TONES,
  BlogPostRequest,
  NEWSLETTER_TONES,
  NewsletterRequest,
  SOCIAL_PLATFORMS,
  SOCIAL_TONES,
  SocialPostRequest,
  VIDEO_PLATFORMS,
  VIDEO_TONES,
  VideoScriptRequest,
} from '../../contract/content';
import { composeBlogPost } from './blog-post/compose/compose';
import { hygieneProblems } from '../ai/offline/draft-hygiene';
import { composeNewsletter } from './newsletter/compose/compose';
import { composeSocialPost } from './social-post/compose/compose';
import { describeTopic } from '../ai/offline/topic-forms';
import { composeVideoScript } from './video-script/compose/compose';

/** Topics a new user types: questions, first person, very short and long, other languages, emoji. */
const TOPICS = [
  'How I edit a YouTube video in under an hour',
  'How to plan a content calendar for a small YouTube channel',
  'Is your social media ready for 2025?',
  'Should I quit my job to become a full-time creator?',
  'Why my videos get no views',
  'Are smartwatches worth it?',
  'SEO',
  'Yoga',
  'The complete beginner-friendly guide to building a sustainable, profitable and genuinely enjoyable content business on YouTube, TikTok and Instagram while working a full-time job and raising two kids',
  'Café culture in Montréal',
  'Ernährung für Läufer',
  'Receitas fáceis de bolo',
  'Morning routines ☀️ that actually stick 💪',
  '🚀 Launching a newsletter',
];

/** Words that open a phrase: a heading may drop the topic's tail before one, never inside a phrase. */
const PHRASE_START = /^(?:for|with|in|on|at|by|from|to|of|about|into|without|during|after|before|while|when|like|using|and|or|but|so|that|which|who)$/i;

/** A heading that holds the topic cut after a word that does not end a phrase ("…for a Small YouTube"). */
function cutMidPhrase(heading: string, subject: string): string | null {
  const words = subject.split(' ');
  const lower = heading.toLowerCase();
  for (let n = words.length - 1; n >= 2; n--) {
    const prefix = words.slice(0, n).join(' ').toLowerCase();
    if (!lower.includes(prefix)) continue;
    const next = words[n] ?? '';
    const ends = lower.indexOf(prefix) + prefix.length === lower.length || /^[:,(—–-]/.test(lower.slice(lower.indexOf(prefix) + prefix.length).trim());
    if (!ends) return null;
    return PHRASE_START.test(next) || /[,;:]$/.test(words[n - 1] ?? '') ? null : `"${heading}" cuts "${subject}" before "${next}"`;
  }
  return null;
}

function problemsOf(text: string, topic: string): string[] {
  const subject = describeTopic(topic).subject;
  const headings = text.split('\n').flatMap((line) => /^#{1,6}\s+(.*)$/.exec(line)?.[1] ?? []);
  return [...hygieneProblems(text), ...headings.flatMap((h) => cutMidPhrase(h.replace(/^\[[\d:]+\]\s*/, ''), subject) ?? [])];
}

describe('every kind over awkward topics', () => {
  it.each(TOPICS)('video scripts: %s', (topic) => {
    for (const platform of VIDEO_PLATFORMS) {
      for (const tone of VIDEO_TONES) {
        const text = composeVideoScript(VideoScriptRequest.parse({ topic, platform, tone, duration: 'short' }));
        expect(problemsOf(text, topic), `${platform} ${tone}`).toEqual([]);
      }
    }
  });

  it.each(TOPICS)('blog posts: %s', (topic) => {
    for (const tone of BLOG_TONES) {
      for (const target_keywords of ['', 'content calendar, growth']) {
        const text = composeBlogPost(BlogPostRequest.parse({ topic, tone, target_keywords, word_count: 600 }));
        expect(problemsOf(text, topic), `${tone} [${target_keywords}]`).toEqual([]);
      }
    }
  });

  it.each(TOPICS)('social posts: %s', (topic) => {
    for (const platform of SOCIAL_PLATFORMS) {
      for (const tone of SOCIAL_TONES) {
        const text = composeSocialPost(SocialPostRequest.parse({ topic, platform, tone }));
        expect(problemsOf(text, topic), `${platform} ${tone}`).toEqual([]);
      }
    }
  });

  it.each(TOPICS)('newsletters: %s', (topic) => {
    for (const tone of NEWSLETTER_TONES) {
      const text = composeNewsletter(NewsletterRequest.parse({ topic, tone }), 'Sam Rivera');
      expect(problemsOf(text, topic), tone).toEqual([]);
    }
  });
});

describe('the grammar a new user met', () => {
  it('does not double a word the title pattern and the topic share', () => {
    const text = composeVideoScript(VideoScriptRequest.parse({ topic: 'Why sleep matters', tone: 'educational' }));
    expect(text.split('\n')[0]).not.toMatch(/\b(\w+) \1\b/i);
  });

  it('reads "How I …" as the activity, not "understanding how I …"', () => {
    expect(describeTopic('How I edit a YouTube video in under an hour').subject).toBe('editing a YouTube video in under an hour');
  });

  it('shortens a topic for a heading at a phrase break', () => {
    expect(describeTopic('How to plan a content calendar for a small YouTube channel').title).toBe('Planning a Content Calendar');
  });

  it('turns a yes/no question about a thing into an activity', () => {
    expect(describeTopic('Is your social media ready?').subject).toBe('figuring out whether your social media is ready');
  });

  it('never asks "New to <keyword>?" in a meta description', () => {
    for (const tone of BLOG_TONES) {
      const text = composeBlogPost(BlogPostRequest.parse({ topic: 'Planning', tone, target_keywords: 'content calendar' }));
      expect(text).not.toMatch(/New to content calendar/);
    }
  });

  it("signs a newsletter with the creator's name, and never signs off without one", () => {
    for (const tone of NEWSLETTER_TONES) {
      const request = NewsletterRequest.parse({ topic: 'Trail running', tone });
      const signed = composeNewsletter(request, 'Sam Rivera');
      expect(signed).toMatch(/,\nSam Rivera\n\nP\.S\./);
      expect(composeNewsletter(request)).not.toMatch(/,\n\nP\.S\./);
      // The name signs the issue; the issue itself stays the same.
      expect(signed.replace(/\n\n[^\n]+,\nSam Rivera/, '')).toBe(composeNewsletter(request));
    }
  });
});
