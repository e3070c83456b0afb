import { Fragment } from 'react';

/** An http(s) address in a sentence, without the punctuation that ends the sentence after it. */
const ADDRESS = /https?:\/\/[^\s]+?(?=[.,;:!?)]*(?:\s|$))/g;

/**
 * A message with its web addresses as links: "Open Inkwell at http://localhost:3000 to connect X"
 * (the server's refusal when Inkwell is open at another address) takes the creator there in one click.
 */
export function LinkedText({ text }: { text: string }) {
  const parts: Array<string | { href: string }> = [];
  let last = 0;
  for (const match of text.matchAll(ADDRESS)) {
    parts.push(text.slice(last, match.index), { href: match[0] });
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  return (
    <>
      {parts.map((part, i) =>
        typeof part === 'string' ? (
          <Fragment key={i}>{part}</Fragment>
        ) : (
          <a key={i} href={part.href} className="rounded font-semibold break-all underline underline-offset-2 hover:no-underline">
            {part.href}
          </a>
        ),
      )}
    </>
  );
}
