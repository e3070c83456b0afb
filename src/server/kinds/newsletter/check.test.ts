import { describe, expect, it } from 'vitest';
import { NewsletterRequest } from '../../../contract/content';
import { checkNewsletter } from './check';

const request = (sections: string[]) => NewsletterRequest.parse({ topic: 'Trail running', sections });

function issue(opts: { subject?: string; preview?: string; headings?: string[] } = {}): string {
  return [
    opts.subject ?? 'Subject: Trails this week',
    opts.preview ?? 'Preview text: Gear, routes and what is next.',
    '',
    'Hi runners,',
    ...(opts.headings ?? ['## Gear', '## Routes']).flatMap((h) => ['', h, '', 'Some useful words.']),
    '',
    'Talk soon,',
  ].join('\n');
}

describe('checkNewsletter', () => {
  it('accepts an issue with subject, preview and every section in order', () => {
    expect(checkNewsletter(request(['Gear', 'Routes']), issue())).toEqual([]);
  });

  it('is lenient about bold labels, numbering, case and trailing colons', () => {
    const text = issue({ subject: '**Subject:** Trails', preview: '**Preview text:** Quick one', headings: ['## 1. gear:', '### 2) ROUTES'] });
    expect(checkNewsletter(request(['Gear', 'Routes']), text)).toEqual([]);
  });

  it('reports a missing section', () => {
    expect(checkNewsletter(request(['Gear', 'Routes', 'Events']), issue())).toEqual(['Add the section "Events" with the heading line "## Events".']);
  });

  it('reports sections out of order', () => {
    const problems = checkNewsletter(request(['Routes', 'Gear']), issue());
    expect(problems).toEqual(['Put the sections in the requested order, each under its own "## " heading: Routes → Gear.']);
  });

  it('does not take a section name in running text for its heading', () => {
    const text = issue({ headings: ['## Gear'] }).replace('Some useful words.', 'Routes are next week.');
    expect(checkNewsletter(request(['Gear', 'Routes']), text)).toEqual(['Add the section "Routes" with the heading line "## Routes".']);
  });

  it('reports a missing subject line and a missing or long preview text', () => {
    expect(checkNewsletter(request(['Gear', 'Routes']), issue({ subject: 'Hello there' }))).toEqual(['Start the newsletter with a "Subject: …" line.']);
    expect(checkNewsletter(request(['Gear', 'Routes']), issue({ preview: '' }))[0]).toContain('Add a "Preview text: …" line');
    const long = issue({ preview: `Preview text: ${'y'.repeat(141)}` });
    expect(checkNewsletter(request(['Gear', 'Routes']), long)).toEqual(['The preview text has 141 characters; shorten it to at most 140.']);
  });

  it('asks for no particular sections when none were requested', () => {
    expect(checkNewsletter(request([]), issue({ headings: ['## Anything'] }))).toEqual([]);
  });

  it('does not take a "## " line inside a code block for a section heading', () => {
    const text = issue({ headings: ['## Gear', '```\n## Routes\n```'] });
    expect(checkNewsletter(request(['Gear', 'Routes']), text)).toEqual(['Add the section "Routes" with the heading line "## Routes".']);
  });
});
