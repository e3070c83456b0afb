import { defineServerKind } from '../shared/server-kind';
import { withAuthorSeed } from '../shared/author-seed';
import { withVariantSeed } from '../shared/variant-seed';
import { checkBlogPost } from './check';
import { checkBlogTemplate } from './check-template';
import { composeBlogPost } from './compose/compose';
import { HUMANIZE_VOICE } from './humanize-voice';
import { KIND } from './kind';
import { LONG_BLOG_WORDS, writeLongBlog } from './long-form';
import { blogPostPrompt } from './prompt';
import { BLOG_TEMPLATES } from './templates';

export const blogPost = defineServerKind({
  contract: KIND,
  prompt: ({ request }) => blogPostPrompt(request),
  check: ({ request }, text) => [...checkBlogPost(request, text), ...checkBlogTemplate(request, text)],
  compose: ({ request, author, variant }) => composeBlogPost(withVariantSeed(withAuthorSeed(request, author), variant)),
  maxOutputTokens: ({ request }) => Math.min(16_000, Math.ceil(request.word_count * 2.2) + 400),
  // One call cannot reach a long post's length: outline first, then one call per section.
  draft: ({ request }, calls) => (request.word_count >= LONG_BLOG_WORDS ? writeLongBlog(request, calls) : null),
  humanizeVoice: HUMANIZE_VOICE,
  templates: BLOG_TEMPLATES.all,
});
