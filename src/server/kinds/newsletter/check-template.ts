import type { NewsletterRequest } from '../../../contract/content';
import { NEWSLETTER_TEMPLATES } from './templates';

/** The sections a newsletter must have: those the request lists, else its template's (none for the standard template). */
export function newsletterSections(request: NewsletterRequest): string[] {
  if (request.sections.length > 0) return request.sections;
  return NEWSLETTER_TEMPLATES.advanced(request.template)?.sections.map((s) => s.heading) ?? [];
}
