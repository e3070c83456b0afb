import { useMemo, type ComponentProps } from 'react';
import Markdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { limitNesting } from '../../contract/markdown-nesting';
import { remarkSlots } from '../lib/markdown/remark-slots';
import { remarkSoftBreaks } from '../lib/markdown/remark-soft-breaks';
import { safeHref } from '../lib/markdown/safe-href';

const headingText = 'tracking-tight text-gray-900 first:mt-0 dark:text-white';

/** Drops the `node` prop react-markdown passes to every component, so it never reaches the DOM. */
type Props<Tag extends keyof React.JSX.IntrinsicElements> = ComponentProps<Tag> & { node?: unknown };

/** A Markdown heading shown one level lower, with its content passed on (and the `node` prop dropped). */
function heading(Tag: 'h3' | 'h4' | 'h5' | 'h6', className: string) {
  return function MarkdownHeading({ node: _node, children, ...props }: Props<typeof Tag>) {
    return (
      <Tag {...props} className={className}>
        {children}
      </Tag>
    );
  };
}

/**
 * The panel's own heading is an h2, so the text's "#" heading becomes an h3 (and so on, to h6);
 * each keeps the look of its Markdown level.
 */
const components: Components = {
  h1: heading('h3', `mt-8 mb-3 text-2xl font-bold ${headingText}`),
  h2: heading('h4', `mt-7 mb-3 text-xl font-semibold ${headingText}`),
  h3: heading('h5', `mt-6 mb-2 text-lg font-semibold ${headingText}`),
  h4: heading('h6', `mt-5 mb-2 text-base font-semibold ${headingText}`),
  h5: heading('h6', `mt-4 mb-2 text-sm font-semibold ${headingText}`),
  h6: heading('h6', 'mt-4 mb-2 text-sm font-semibold text-gray-700 first:mt-0 dark:text-gray-300'),
  p: ({ node: _node, ...props }: Props<'p'>) => <p {...props} className="my-3 first:mt-0 last:mb-0" />,
  strong: ({ node: _node, ...props }: Props<'strong'>) => <strong {...props} className="font-semibold text-gray-900 dark:text-white" />,
  ul: ({ node: _node, ...props }: Props<'ul'>) => <ul {...props} className="my-3 list-disc space-y-1.5 pl-6" />,
  ol: ({ node: _node, ...props }: Props<'ol'>) => <ol {...props} className="my-3 list-decimal space-y-1.5 pl-6" />,
  li: ({ node: _node, ...props }: Props<'li'>) => <li {...props} className="pl-1 [&>p]:my-0" />,
  blockquote: ({ node: _node, ...props }: Props<'blockquote'>) => (
    <blockquote {...props} className="my-4 border-l-4 border-indigo-200 pl-4 text-gray-700 italic dark:border-indigo-800 dark:text-gray-300" />
  ),
  pre: ({ node: _node, ...props }: Props<'pre'>) => (
    <pre {...props} className="my-4 overflow-x-auto rounded-lg bg-gray-100 p-4 font-mono text-sm dark:bg-gray-800 [&>code]:bg-transparent [&>code]:p-0" />
  ),
  code: ({ node: _node, ...props }: Props<'code'>) => (
    <code {...props} className="rounded bg-gray-100 px-1 py-0.5 font-mono text-[0.9em] dark:bg-gray-800" />
  ),
  hr: () => <hr className="my-6 border-gray-200 dark:border-gray-800" />,
  table: ({ node: _node, ...props }: Props<'table'>) => (
    <div className="my-4 overflow-x-auto">
      <table {...props} className="min-w-full border-collapse text-sm [&_td]:border [&_td]:border-gray-200 [&_td]:px-3 [&_td]:py-1.5 [&_th]:border [&_th]:border-gray-200 [&_th]:px-3 [&_th]:py-1.5 [&_th]:text-left dark:[&_td]:border-gray-800 dark:[&_th]:border-gray-800" />
    </div>
  ),
  // An unsafe address was removed by urlTransform: the link's words stay, as plain text.
  a: ({ node: _node, href, children }: Props<'a'>) =>
    href ? (
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        className="font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900 dark:text-indigo-300 dark:hover:text-indigo-200"
      >
        {children}
      </a>
    ) : (
      <>{children}</>
    ),
  // Generated text never loads images from addresses the model chose; the description stands in.
  img: ({ alt }: Props<'img'>) => <>{alt}</>,
};

function transformUrl(url: string): string | null {
  return safeHref(url);
}

/**
 * Markdown shown as formatted text (GitHub-flavoured, through react-markdown). Raw HTML in the text
 * stays text (there is no rehype-raw), and links keep only http(s) and mailto targets. Nesting past what
 * any draft needs is shown as text (contract/markdown-nesting.ts): a draft of 39,000 nested quotes would
 * otherwise take the tab down. Fill-in slots are marked (lib/markdown/remark-slots.ts).
 */
export function MarkdownView({ markdown }: { markdown: string }) {
  const shown = useMemo(() => limitNesting(markdown), [markdown]);
  return (
    <div className="text-[0.9375rem] leading-7 break-words text-gray-800 dark:text-gray-200">
      <Markdown remarkPlugins={[remarkGfm, remarkSoftBreaks, remarkSlots]} components={components} urlTransform={transformUrl}>
        {shown}
      </Markdown>
    </div>
  );
}
