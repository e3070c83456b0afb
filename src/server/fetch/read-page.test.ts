import { describe, expect, it } from 'vitest';
import { decodeText } from './decode-text';
import { extractArticle, MAX_PAGE_ELEMENTS, MAX_TITLE_CHARS } from './read-page';

const ARTICLE_PARAGRAPHS = [
  'Twice a day the sea climbs the beach and twice a day it falls back, and the reason sits almost four hundred thousand kilometres away.',
  "The Moon's gravity pulls hardest on the side of the Earth that faces it, drawing the ocean there into a gentle bulge that follows the Moon as the planet turns beneath it.",
  'On the far side a second bulge forms, because the solid Earth is pulled toward the Moon more strongly than the water behind it, which is left slightly behind.',
  'When the Sun and the Moon line up at new and full moon their pulls add together, and the resulting spring tides rise higher and fall lower than at any other time of the month.',
  'At the quarter moons the two pulls work at right angles, and the weaker neap tides that follow leave harbour masters with the smallest range of the month.',
];

const REALISTIC_PAGE = `<!DOCTYPE html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>How the Moon Moves the Sea | Coastal Weekly</title>
  <meta name="author" content="Mara Lindqvist">
  <meta property="og:site_name" content="Coastal Weekly">
  <link rel="stylesheet" href="/site.css">
  <script>window.dataLayer = [{ trackingSecret: 'do-not-read' }];</script>
  <style>.ad { display: block }</style>
</head>
<body>
  <div class="cookie-banner">We use cookies to improve your experience. <button>Accept all cookies</button></div>
  <header class="site-header">
    <a href="/" class="logo">Coastal Weekly</a>
    <nav class="main-nav"><ul>
      <li><a href="/news">News</a></li><li><a href="/weather">Weather forecasts</a></li>
      <li><a href="/subscribe">Subscribe today</a></li><li><a href="/login">Sign in</a></li>
    </ul></nav>
  </header>
  <div class="ad ad-banner" id="top-ad">Sponsored: Buy the Ultra Boat 3000 now at half price!</div>
  <main>
    <article class="post">
      <h1>How the Moon Moves the Sea</h1>
      <p class="byline">By Mara Lindqvist</p>
      ${ARTICLE_PARAGRAPHS.map((p) => `<p>${p}</p>`).join('\n      ')}
    </article>
    <aside class="sidebar">
      <h3>Most read</h3>
      <ul><li><a href="/a">Ten beaches to visit before winter</a></li><li><a href="/b">Lighthouse keepers remember</a></li></ul>
      <div class="ad">Advertisement: Waterproof watches from 19.99</div>
    </aside>
  </main>
  <footer class="site-footer">
    <p>Copyright 2025 Coastal Weekly Media Group. All rights reserved.</p>
    <a href="/privacy">Privacy policy</a> <a href="/terms">Terms of use</a>
  </footer>
  <script>document.write('tracking pixel text')</script>
</body>
</html>`;

describe('extractArticle', () => {
  it('keeps the article and drops the page chrome', () => {
    const article = extractArticle(REALISTIC_PAGE, 'https://coastal.example/tides');
    for (const paragraph of ARTICLE_PARAGRAPHS) expect(article.text).toContain(paragraph);
    for (const chrome of ['cookies', 'Weather forecasts', 'Subscribe today', 'Ultra Boat', 'Most read', 'Waterproof watches', 'Copyright', 'Privacy policy', 'trackingSecret', 'tracking pixel']) {
      expect(article.text).not.toContain(chrome);
    }
    expect(article.title).toBe('How the Moon Moves the Sea');
    expect(article.byline).toBe('Mara Lindqvist');
    expect(article.siteName).toBe('Coastal Weekly');
  });

  it('separates paragraphs with a blank line', () => {
    const article = extractArticle(REALISTIC_PAGE, 'https://coastal.example/tides');
    expect(article.text).toContain(`${ARTICLE_PARAGRAPHS[0]}\n\n${ARTICLE_PARAGRAPHS[1]}`);
  });

  it('reads a page that leaves out <html>, <head> and <body>', () => {
    const html = `<!doctype html><title>Neap tides</title><p>${ARTICLE_PARAGRAPHS[4]}</p><p>${ARTICLE_PARAGRAPHS[3]}</p>`;
    const article = extractArticle(html, 'https://coastal.example/neap');
    expect(article.title).toBe('Neap tides');
    expect(article.text).toBe(`${ARTICLE_PARAGRAPHS[4]}\n\n${ARTICLE_PARAGRAPHS[3]}`);
  });

  it('reads a page whose content sits outside its body or inside nested <html> tags', () => {
    const outside = `<html><head><title>Spring tides</title></head><body></body></html><p>${ARTICLE_PARAGRAPHS[3]}</p>`;
    expect(extractArticle(outside, 'https://coastal.example/spring')).toEqual({ title: 'Spring tides', text: ARTICLE_PARAGRAPHS[3] });
    const nested = `${'<html>'.repeat(20_000)}<title>Nested</title><p>${ARTICLE_PARAGRAPHS[2]}</p>`;
    expect(extractArticle(nested, 'https://coastal.example/nested')).toEqual({ title: 'Nested', text: ARTICLE_PARAGRAPHS[2] });
  });

  it("falls back to the body's text when there is no article, named after the address when untitled", () => {
    const article = extractArticle('<html><body><footer>Opening hours: nine to five.</footer></body></html>', 'https://harbour.example/hours');
    expect(article).toEqual({ title: 'harbour.example', text: 'Opening hours: nine to five.' });
  });

  it('reads nothing from an empty page', () => {
    expect(extractArticle('', 'https://harbour.example/')).toEqual({ title: 'harbour.example', text: '' });
  });

  it('reads a page nested deeper than recursion allows as body text', () => {
    const depth = 20_000;
    const html = `<html><head><title>Deep</title></head><body>${'<div>'.repeat(depth)}<p>${ARTICLE_PARAGRAPHS[0]}</p>${'</div>'.repeat(depth)}</body></html>`;
    expect(extractArticle(html, 'https://deep.example/')).toEqual({ title: 'Deep', text: ARTICLE_PARAGRAPHS[0] });
  });

  it('reads a page with more elements than Readability is given as body text', () => {
    const items = Array.from({ length: 31_000 }, (_, i) => `<li>Tide table entry ${i}</li>`).join('');
    const html = `<html><body><nav>Menu</nav><ul>${items}</ul></body></html>`;
    const article = extractArticle(html, 'https://tables.example/');
    expect(article.text.startsWith('Menu\n\nTide table entry 0\n\nTide table entry 1\n\n')).toBe(true);
    expect(article.text.endsWith('Tide table entry 30999')).toBe(true);
  });
});

describe('a page with a huge <title> (issue 22)', () => {
  // Before the cap, Readability spent 13 minutes on a 1 MB title: this test would run out of its time.
  it('keeps at most 300 characters of it, and reads the article as usual', () => {
    const html = `<!doctype html><html><head><title>${'Tide '.repeat(200_000)}</title></head><body><article>${'<p>The tide came in over the reef, and the oysters opened to feed on what it brought with it.</p>'.repeat(40)}</article></body></html>`;
    const article = extractArticle(html, 'https://example.com/reef');
    expect(article.title.length).toBeLessThanOrEqual(MAX_TITLE_CHARS);
    expect(article.title).toMatch(/^Tide Tide/);
    expect(article.text).toContain('The tide came in over the reef');
  });

  // A page whose <title> is too short to use is titled by its one <h1>, which Readability compared with
  // every heading word by word against a list: this 1.4 MB heading took it 100 s, past the test's time.
  it('reads a page titled by a huge <h1>, its title cut to 300 characters', () => {
    const heading = Array.from({ length: 290_000 }, (_, i) => i.toString(36)).join(' ');
    const html = `<html><head><title>Reef</title></head><body><h1>${heading}</h1>${'<p>The tide came in over the reef, and the oysters opened to feed on what it brought with it.</p>'.repeat(40)}</body></html>`;
    const article = extractArticle(html, 'https://example.com/reef');
    expect(article.title.length).toBeLessThanOrEqual(MAX_TITLE_CHARS);
    expect(article.title).toMatch(/^0 1 2 3/);
    expect(article.text).toContain('The tide came in over the reef');
  });
});

describe('a page with absurdly many elements (issue 22)', () => {
  it('is refused with a reason before it is parsed', () => {
    // Nested, as unclosed tags are: parsing such a page grows with the square of its depth.
    const html = `<html><head><title>Tags</title></head><body>${'<i>'.repeat(MAX_PAGE_ELEMENTS + 1)}</body></html>`;
    expect(extractArticle(html, 'https://tags.example/deep')).toEqual({
      title: 'tags.example',
      text: '',
      refused: "This page has more than 60,000 HTML elements, more than Inkwell reads in one page. Paste the article's text instead.",
    });
  });

  it('reads a page just under the bound', () => {
    const html = `<html><body><p>${ARTICLE_PARAGRAPHS[1]}</p>${'<br>'.repeat(MAX_PAGE_ELEMENTS - 10)}</body></html>`;
    const article = extractArticle(html, 'https://tags.example/wide');
    expect(article.refused).toBeUndefined();
    expect(article.text).toContain(ARTICLE_PARAGRAPHS[1]);
  });
});

describe('decodeText', () => {
  const encode = (text: string, encoding: BufferEncoding) => new Uint8Array(Buffer.from(text, encoding));

  it('reads UTF-8 by default', () => {
    expect(decodeText(encode('Ebb and flow — naïve café', 'utf8'), 'text/plain')).toBe('Ebb and flow — naïve café');
  });

  it("uses the content type's charset", () => {
    expect(decodeText(encode('café crème', 'latin1'), 'text/plain; charset=ISO-8859-1')).toBe('café crème');
    expect(decodeText(encode('café', 'latin1'), 'text/plain; charset="windows-1252"')).toBe('café');
  });

  it('lets a byte order mark win and drops it', () => {
    const utf8 = new Uint8Array([0xef, 0xbb, 0xbf, ...Buffer.from('tide', 'utf8')]);
    expect(decodeText(utf8, 'text/plain; charset=iso-8859-1')).toBe('tide');
    const utf16le = new Uint8Array([0xff, 0xfe, ...Buffer.from('marée', 'utf16le')]);
    expect(decodeText(utf16le, 'text/plain')).toBe('marée');
    const utf16be = new Uint8Array([0xfe, 0xff, ...Buffer.from('marée', 'utf16le').swap16()]);
    expect(decodeText(utf16be, 'text/plain')).toBe('marée');
  });

  it("reads an HTML page's <meta charset> when the content type has none", () => {
    const page = encode('<html><head><meta charset="windows-1252"><title>Marée</title></head></html>', 'latin1');
    expect(decodeText(page, 'text/html')).toContain('<title>Marée</title>');
    const httpEquiv = encode('<meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1"><p>été</p>', 'latin1');
    expect(decodeText(httpEquiv, 'text/html')).toContain('<p>été</p>');
    // Plain text is not searched for markup.
    expect(decodeText(page, 'text/plain')).not.toContain('Marée');
  });

  it('falls back to UTF-8 for an unknown charset and replaces invalid bytes', () => {
    expect(decodeText(encode('tide', 'utf8'), 'text/plain; charset=klingon')).toBe('tide');
    expect(decodeText(new Uint8Array([0x74, 0xff, 0x65]), 'text/plain')).toBe('t\uFFFDe');
  });
});
