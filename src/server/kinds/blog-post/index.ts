import { contentKind, type BlogPostRequest } from '../../../contract/content';
import { checkBlogPost } from '../../ai/fidelity/blog-check';
import { composeBlogPost } from '../../ai/offline/blog-post';
import { blogPostPrompt } from '../../ai/prompts/blog-post';
import { defineServerKind } from '../server-kind';
import { checkBlogTemplate } from '../templates/check-template';
import { LONG_BLOG_WORDS, writeLongBlog } from './long-form';

export const blogPost = defineServerKind({
  contract: contentKind('blog_post'),
  prompt: blogPostPrompt,
  check: (request, text) => [...checkBlogPost(request, text), ...checkBlogTemplate(request, text)],
  compose: composeBlogPost,
  maxOutputTokens: (request: BlogPostRequest) => Math.min(16_000, Math.ceil(request.word_count * 2.2) + 400),
  // One call cannot reach a long post's length: outline first, then one call per section.
  draft: (request, calls) => (request.word_count >= LONG_BLOG_WORDS ? writeLongBlog(request, calls) : null),
});
