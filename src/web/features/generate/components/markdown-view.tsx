import { createElement, Fragment, type ReactNode } from 'react';
import { parseMarkdown, type Block, type HeadingLevel, type Inline } from '../markdown/parse-markdown';

/** The panel's own heading is an h2, so the text's "#" heading becomes an h3 (and so on, to h6). */
const HEADING_OFFSET = 2;

const headingStyles: Record<HeadingLevel, string> = {
  1: 'mt-8 mb-3 text-2xl font-bold tracking-tight text-gray-900 first:mt-0 dark:text-white',
  2: 'mt-7 mb-3 text-xl font-semibold tracking-tight text-gray-900 first:mt-0 dark:text-white',
  3: 'mt-6 mb-2 text-lg font-semibold text-gray-900 first:mt-0 dark:text-white',
  4: 'mt-5 mb-2 text-base font-semibold text-gray-900 first:mt-0 dark:text-white',
  5: 'mt-4 mb-2 text-sm font-semibold text-gray-900 first:mt-0 dark:text-white',
  6: 'mt-4 mb-2 text-sm font-semibold text-gray-700 first:mt-0 dark:text-gray-300',
};

function renderInlines(inlines: Inline[]): ReactNode[] {
  return inlines.map((inline, index) => {
    switch (inline.type) {
      case 'text':
        return <Fragment key={index}>{inline.value}</Fragment>;
      case 'strong':
        return (
          <strong key={index} className="font-semibold text-gray-900 dark:text-white">
            {renderInlines(inline.children)}
          </strong>
        );
      case 'em':
        return <em key={index}>{renderInlines(inline.children)}</em>;
      case 'code':
        return (
          <code key={index} className="rounded bg-gray-100 px-1 py-0.5 font-mono text-[0.9em] dark:bg-gray-800">
            {inline.value}
          </code>
        );
      case 'link':
        return (
          <a
            key={index}
            href={inline.href}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900 dark:text-indigo-300 dark:hover:text-indigo-200"
          >
            {renderInlines(inline.children)}
          </a>
        );
      case 'break':
        return <br key={index} />;
    }
  });
}

/** A list item whose only content is one paragraph is written without the paragraph's margins. */
function renderItem(blocks: Block[]): ReactNode {
  const [first, ...rest] = blocks;
  if (first?.type === 'paragraph') {
    return (
      <>
        {renderInlines(first.children)}
        {renderBlocks(rest)}
      </>
    );
  }
  return renderBlocks(blocks);
}

function renderBlocks(blocks: Block[]): ReactNode[] {
  return blocks.map((block, index) => {
    switch (block.type) {
      case 'heading': {
        const level = Math.min(6, block.level + HEADING_OFFSET);
        return createElement(`h${level}`, { key: index, className: headingStyles[block.level] }, renderInlines(block.children));
      }
      case 'paragraph':
        return (
          <p key={index} className="my-3 first:mt-0 last:mb-0">
            {renderInlines(block.children)}
          </p>
        );
      case 'list': {
        const items = block.items.map((item, itemIndex) => (
          <li key={itemIndex} className="pl-1">
            {renderItem(item)}
          </li>
        ));
        return block.ordered ? (
          <ol key={index} start={block.start === 1 ? undefined : block.start} className="my-3 list-decimal space-y-1.5 pl-6">
            {items}
          </ol>
        ) : (
          <ul key={index} className="my-3 list-disc space-y-1.5 pl-6">
            {items}
          </ul>
        );
      }
      case 'quote':
        return (
          <blockquote key={index} className="my-4 border-l-4 border-indigo-200 pl-4 text-gray-700 italic dark:border-indigo-800 dark:text-gray-300">
            {renderBlocks(block.children)}
          </blockquote>
        );
      case 'code':
        return (
          <pre key={index} className="my-4 overflow-x-auto rounded-lg bg-gray-100 p-4 font-mono text-sm dark:bg-gray-800">
            <code>{block.value}</code>
          </pre>
        );
      case 'rule':
        return <hr key={index} className="my-6 border-gray-200 dark:border-gray-800" />;
    }
  });
}

/** Markdown shown as formatted text, built from React elements (nothing is injected as HTML). */
export function MarkdownView({ markdown }: { markdown: string }) {
  return <div className="text-[0.9375rem] leading-7 break-words text-gray-800 dark:text-gray-200">{renderBlocks(parseMarkdown(markdown))}</div>;
}
