import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MarkdownView } from './markdown-view';

function show(markdown: string) {
  return render(<MarkdownView markdown={markdown} />).container;
}

describe('MarkdownView', () => {
  it('shows headings one level under the panel heading, paragraphs (keeping their line breaks), rules and quotes', () => {
    const view = show('# Title\n\nFirst line\nsame paragraph\n\n---\n\n> quoted\n\n## Next ##');
    expect(screen.getByRole('heading', { level: 3, name: 'Title' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 4, name: 'Next' })).toBeInTheDocument();
    expect(view.querySelector('p')?.innerHTML.replace(/\n/g, '')).toBe('First line<br>same paragraph');
    expect(view.querySelector('hr')).not.toBeNull();
    expect(view.querySelector('blockquote')).toHaveTextContent('quoted');
  });

  it('does not take a hashtag for a heading', () => {
    show('#growth tips');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByText('#growth tips')).toBeInTheDocument();
  });

  it('shows bullet and numbered lists, nested by indentation, numbered from their first number', () => {
    const view = show('- one\n- two\n  - two.a\n- three\n\n3. third\n4. fourth');
    const [bullets, nested] = screen.getAllByRole('list');
    expect(bullets?.tagName).toBe('UL');
    expect(nested?.tagName).toBe('UL');
    expect(nested).toHaveTextContent('two.a');
    expect(view.querySelector('ol')).toHaveAttribute('start', '3');
    expect(screen.getAllByRole('listitem')).toHaveLength(6);
  });

  it('keeps fenced code as it is', () => {
    const view = show('```\n# not a heading\n**raw**\n```');
    expect(view.querySelector('pre code')?.textContent).toBe('# not a heading\n**raw**\n');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('shows bold, italic, both, and inline code; leaves snake_case words, lone stars and escapes as text', () => {
    const view = show('**bold** and *it* and _also_ and ***both*** and `x*y`\n\nsnake_case_name costs 2 * 3 \\*not italic\\*');
    expect(view.querySelector('strong')).toHaveTextContent('bold');
    expect([...view.querySelectorAll('em')].map((em) => em.textContent)).toEqual(['it', 'also', 'both']);
    expect(view.querySelector('code')).toHaveTextContent('x*y');
    expect(screen.getByText('snake_case_name costs 2 * 3 *not italic*')).toBeInTheDocument();
  });

  it('links http(s) and mailto addresses, opening safely, and drops any other link, keeping its text', () => {
    show('[site](https://example.com/a "Title") [bad](javascript:alert(1)) [rel](/x) [mail](mailto:a@b.co)');
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['https://example.com/a', 'mailto:a@b.co']);
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer');
    expect(links[0]).toHaveAttribute('target', '_blank');
    expect(screen.getByText(/bad/)).toBeInTheDocument();
  });

  it('links bare web addresses without their closing punctuation', () => {
    show('See https://example.com/page.');
    expect(screen.getByRole('link', { name: 'https://example.com/page' })).toHaveAttribute('href', 'https://example.com/page');
  });

  it('keeps an image as its description only', () => {
    const view = show('![a chart](https://example.com/c.png)');
    expect(view.querySelector('img')).toBeNull();
    expect(view).toHaveTextContent('a chart');
  });

  it('turns two trailing spaces into a line break', () => {
    const view = show('one  \ntwo');
    expect(view.querySelector('p')?.innerHTML.replace(/\n/g, '')).toBe('one<br>two');
  });
});

describe('MarkdownView: script in the text never runs', () => {
  const attacks = [
    '[click](javascript:alert(document.cookie))',
    '[click](JaVaScRiPt:alert(1))',
    '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
    '<img src=x onerror="window.__xss = true">',
    '<svg onload="window.__xss = true"></svg>',
    '<script>window.__xss = true</script>',
    '<a href="javascript:alert(1)">raw</a>',
    '![x](javascript:alert(1))',
  ];

  it.each(attacks)('%s stays inert', (attack) => {
    const view = show(`# Topic\n\n${attack}\n\nAfter ${attack}`);
    expect(view.querySelector('script, img, svg, iframe, object, [onerror], [onload]')).toBeNull();
    for (const link of view.querySelectorAll('a')) {
      expect(link.getAttribute('href')).toMatch(/^(https?:|mailto:)/);
    }
    expect((window as { __xss?: boolean }).__xss).toBeUndefined();
  });

  it('shows raw HTML as text', () => {
    show('<img src=x onerror="alert(1)">');
    expect(screen.getByText('<img src=x onerror="alert(1)">')).toBeInTheDocument();
  });
});
