import type { LibraryItem } from '../../../../contract/library';
import type { TemplateInfo } from '../../../../contract/templates';

/** What the table (wide screens) and the cards (phones) show and do: the same list, two layouts. */
export type LibraryListProps = {
  items: readonly LibraryItem[];
  /** Every kind's templates, to name the one a piece followed. */
  templates: readonly TemplateInfo[];
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  /** While a piece is copied or deleted, its menu waits. */
  busy: boolean;
  onDuplicate: (item: LibraryItem) => void;
  onDelete: (item: LibraryItem) => void;
};

/** The attribute on each piece's title link, by which focus finds a row after a delete. */
export const PIECE_LINK_ATTRIBUTE = 'data-piece-link';
