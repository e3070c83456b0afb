import { Readability } from '@mozilla/readability';
import { parseHTML } from 'linkedom';

export interface Article {
  title: string;
  /** Paragraphs separated by a blank line. */
  text: string;
  byline?: string;
  siteName?: string;
  /**
   * Why the page is not read, for the creator (a 422): it is too large to parse. Sent as data because an
   * error's class does not survive the trip back from the worker thread.
   */
  refused?: string;
}

/**
 * Elements a page may have, counted as the tags its HTML opens, before it is parsed: parsing grows with
 * each element's depth (100,000 nested elements took linkedom 10–20 s, 60,000 about 3 s), and a long
 * article has a few thousand elements, a very long page 30,000.
 */
export const MAX_PAGE_ELEMENTS = 60_000;

/** Tags the HTML opens (`<` then a letter), counted up to one past MAX_PAGE_ELEMENTS; comments and scripts count too, which only errs high. */
function countOpenedTags(html: string): number {
  let count = 0;
  for (let at = html.indexOf('<'); at >= 0 && count <= MAX_PAGE_ELEMENTS; at = html.indexOf('<', at + 1)) {
    const next = html.charCodeAt(at + 1) | 0x20;
    if (next >= 0x61 && next <= 0x7a) count++;
  }
  return count;
}

const ELEMENT_NODE = 1;
const TEXT_NODE = 3;
const DOCUMENT_TYPE_NODE = 10;

/** Elements whose start and end break the text, so paragraphs, headings and list items don't run together. */
const BLOCKS = new Set(
  (
    'ADDRESS ARTICLE ASIDE BLOCKQUOTE BR DD DIV DL DT FIGCAPTION FIGURE FOOTER FORM H1 H2 H3 H4 H5 H6 HEADER HR ' +
    'LI MAIN NAV OL P PRE SECTION TABLE TD TH TR UL'
  ).split(' '),
);
/** Elements that hold no reading text. */
const SKIPPED = new Set('SCRIPT STYLE NOSCRIPT TEMPLATE SVG IFRAME OBJECT CANVAS SELECT BUTTON'.split(' '));

/**
 * The text of a subtree, with block boundaries as paragraph breaks and whitespace collapsed within them.
 * Walked with an explicit stack: a page nested thousands of levels deep must not overflow the call stack.
 */
function blockText(root: Node): string {
  const parts: string[] = [];
  const stack: Array<Node | '\n'> = [root];
  while (stack.length > 0) {
    const item = stack.pop()!;
    if (item === '\n') {
      parts.push('\n');
    } else if (item.nodeType === TEXT_NODE) {
      parts.push(item.textContent ?? '');
    } else if (item.nodeType === ELEMENT_NODE) {
      const tag = (item as Element).tagName.toUpperCase();
      if (SKIPPED.has(tag)) continue;
      if (BLOCKS.has(tag)) {
        parts.push('\n');
        stack.push('\n');
      }
      // linkedom builds childNodes afresh on every read: read it once.
      const children = [...item.childNodes];
      for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
    }
  }
  return parts
    .join('')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n\n');
}

function hostOf(url: string) {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

const CONTAINERS = new Set(['HTML', 'HEAD', 'BODY']);
const ROOT_CHILDREN = new Set(['HEAD', 'BODY']);
const HEAD_ONLY = new Set(['TITLE', 'META', 'LINK', 'BASE', 'STYLE']);

/** Whether nodes outside `allowed` elements are only whitespace, comments or a doctype. */
function holdsOnly(parent: ParentNode, allowed: (element: Element) => boolean) {
  return [...parent.childNodes].every((node) =>
    node.nodeType === ELEMENT_NODE ? allowed(node as Element) : node.nodeType !== TEXT_NODE || !node.textContent?.trim(),
  );
}

function isWellFormed(document: Document) {
  const root = document.documentElement as HTMLElement | null;
  return (
    root?.tagName === 'HTML' &&
    !!document.body &&
    holdsOnly(document, (element) => element === root) &&
    holdsOnly(root, (element) => ROOT_CHILDREN.has(element.tagName))
  );
}

/**
 * Parses a page into html > head + body. linkedom builds no tree a browser would infer: a page that leaves
 * out <html>, <head> or <body> (valid HTML) gets no documentElement or content outside the body, where
 * Readability, which reads document.body, would never look. Such a page is rebuilt: title and meta tags into
 * the head, everything else into the body, in document order (walked without recursion, like blockText).
 */
function parsePage(html: string): Document {
  const { document } = parseHTML(html);
  if (isWellFormed(document)) return document;
  const headNodes: Node[] = [];
  const bodyNodes: Node[] = [];
  const pending = [...document.childNodes].reverse();
  while (pending.length > 0) {
    const node = pending.pop()!;
    const tag = node.nodeType === ELEMENT_NODE ? (node as Element).tagName : '';
    if (CONTAINERS.has(tag)) {
      const children = [...node.childNodes];
      for (let i = children.length - 1; i >= 0; i--) pending.push(children[i]!);
    } else if (HEAD_ONLY.has(tag)) {
      headNodes.push(node);
    } else if (node.nodeType === ELEMENT_NODE || node.nodeType === TEXT_NODE) {
      bodyNodes.push(node);
    }
  }
  const root = document.createElement('html');
  const head = document.createElement('head');
  const body = document.createElement('body');
  for (const node of headNodes) head.appendChild(node);
  for (const node of bodyNodes) body.appendChild(node);
  root.append(head, body);
  for (const node of [...document.childNodes]) if (node.nodeType !== DOCUMENT_TYPE_NODE) document.removeChild(node);
  document.append(root);
  return document;
}

/** Characters of a page title kept, as for PDF and DOCX titles. */
export const MAX_TITLE_CHARS = 300;

/** A title or name as shown: whitespace collapsed, at most MAX_TITLE_CHARS; undefined when blank. */
const present = (value: string | null | undefined) => value?.replace(/\s+/g, ' ').trim().slice(0, MAX_TITLE_CHARS).trim() || undefined;

/**
 * Cuts every <title> to MAX_TITLE_CHARS before anything reads it: Readability compares the title with
 * the page's headings in ways that grow with its length (a 1 MB title held a thread for 13 minutes).
 */
function capTitles(document: Document): Document {
  for (const title of Array.from(document.querySelectorAll('title'))) {
    const text = title.textContent ?? '';
    if (text.length > MAX_TITLE_CHARS) title.textContent = text.slice(0, MAX_TITLE_CHARS);
  }
  return document;
}

/**
 * Readability, comparing two texts (the title with each heading, a JSON-LD name with the title) through a
 * set of the first one's words, where its own looks each word of the second up in a list of the first's.
 * The title is capped, but a page without a usable <title> is titled by its one <h1>, and a 300,000
 * character heading compared with itself took 3 s, a megabyte minutes. Same result as Readability's.
 */
class PageReadability extends Readability<Node> {
  _textSimilarity(textA: string, textB: string): number {
    const tokensA = textA.toLowerCase().split(/\W+/).filter(Boolean);
    const tokensB = textB.toLowerCase().split(/\W+/).filter(Boolean);
    if (tokensA.length === 0 || tokensB.length === 0) return 0;
    const inA = new Set(tokensA);
    const uniqueB = tokensB.filter((token) => !inA.has(token));
    return 1 - uniqueB.join(' ').length / tokensB.join(' ').length;
  }
}

/**
 * Bounds on what Readability is given, measured on linkedom here (2 busy cores): its work grows with each
 * element's depth and with each character's depth (it re-reads the text of every ancestor several times), so
 * a 1 MB page of paragraphs inside 95 nested divs takes it 100 s and a chain of 1,000 divs 30 s. Ordinary
 * articles stay far inside these bounds (a few thousand elements, depth under 40, a long article 2M
 * character-levels) and take well under a second; the worst page inside them takes a few seconds. A page
 * beyond them is read as plain body text instead.
 */
const READABILITY_LIMITS = { elements: 30_000, depth: 100, elementDepthSum: 400_000, textDepthSum: 6_000_000 };

function fitsReadability(document: Document) {
  let elements = 0;
  let elementDepthSum = 0;
  let textDepthSum = 0;
  const stack: Array<[Node, number]> = document.documentElement ? [[document.documentElement, 1]] : [];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (node.nodeType === TEXT_NODE) {
      textDepthSum += (node.textContent?.length ?? 0) * depth;
      if (textDepthSum > READABILITY_LIMITS.textDepthSum) return false;
      continue;
    }
    elements += 1;
    elementDepthSum += depth;
    if (
      elements > READABILITY_LIMITS.elements ||
      depth > READABILITY_LIMITS.depth ||
      elementDepthSum > READABILITY_LIMITS.elementDepthSum
    ) {
      return false;
    }
    for (const child of node.childNodes) {
      if (child.nodeType === ELEMENT_NODE || child.nodeType === TEXT_NODE) stack.push([child, depth + 1]);
    }
  }
  return true;
}

function bodyText(document: Document, url: string): Article {
  return { title: present(document.title) ?? hostOf(url), text: document.body ? blockText(document.body) : '' };
}

/**
 * Main content of an HTML page with @mozilla/readability on a linkedom document; falls back to the body's
 * text when Readability finds no article or the page is too large for it, and refuses a page with more
 * than MAX_PAGE_ELEMENTS elements before parsing it. Pure and synchronous (the caller runs it in a worker
 * thread). `url` names the page when it has no title.
 */
export function extractArticle(html: string, url: string): Article {
  if (countOpenedTags(html) > MAX_PAGE_ELEMENTS) {
    const most = MAX_PAGE_ELEMENTS.toLocaleString('en-US');
    return { title: hostOf(url), text: '', refused: `This page has more than ${most} HTML elements, more than Inkwell reads in one page. Paste the article's text instead.` };
  }
  const document = capTitles(parsePage(html));
  if (!fitsReadability(document)) return bodyText(document, url);
  const article = new PageReadability(document, { serializer: (node) => node }).parse();
  const text = article?.content ? blockText(article.content) : '';
  if (article && text) {
    return {
      title: present(article.title) ?? present(document.title) ?? hostOf(url),
      text,
      byline: present(article.byline),
      siteName: present(article.siteName),
    };
  }
  // Readability rewrites the document as it works: read the fallback from a fresh parse.
  return bodyText(capTitles(parsePage(html)), url);
}
