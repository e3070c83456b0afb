import { describe, expect, it } from 'vitest';
import { PRERENDERED_PAGES } from './pages';
import { renderPage } from './render-page';

function parse(html: string): Document {
  return new DOMParser().parseFromString(`<!doctype html><html><body>${html}</body></html>`, 'text/html');
}

describe('prerendering the public pages', () => {
  it('renders the landing page signed out: sign-up links, all four plans, the contact form, one title', async () => {
    const html = await renderPage('/');
    const page = parse(html);

    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>AI content studio for creators · Inkwell</title>');
    const links = [...page.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toContainEqual(['Login', '/login']);
    expect(links).toContainEqual(['Sign Up', '/signup']);
    for (const price of ['$0', '$19', '$49', '$149']) expect(page.body.textContent).toContain(price);
    expect(page.querySelector('[data-island="contact-form"] form textarea[name="message"]')).not.toBeNull();
    expect(page.querySelector('[role="status"]')).toBeNull();
    expect(page.querySelector('a[href="#main"]')?.textContent).toBe('Skip to content');
  });

  it('renders the pricing page with every plan and its button, not a loading state', async () => {
    const page = parse(await renderPage('/pricing'));

    for (const plan of ['Free', 'Basic', 'Pro', 'Enterprise']) {
      expect([...page.querySelectorAll('h2')].map((heading) => heading.textContent)).toContain(plan);
    }
    const buttons = [...page.querySelectorAll('button')].map((button) => [button.textContent, button.disabled]);
    expect(buttons).toEqual([
      ['Current Plan', true],
      ['Upgrade to Basic', false],
      ['Upgrade to Pro', false],
      ['Upgrade to Enterprise', false],
    ]);
    expect(page.querySelector('[aria-label="Loading plans"]')).toBeNull();
  });

  it.each(PRERENDERED_PAGES.map((page) => [page.path, page]))('renders %s with its own title and a description', async (path, page) => {
    const html = await renderPage(path);
    expect(html.match(/<title>[^<]+ · Inkwell<\/title>/g)).toHaveLength(1);
    expect(page.description.length).toBeGreaterThan(50);
    expect(page.description.length).toBeLessThanOrEqual(160);
  });
});
