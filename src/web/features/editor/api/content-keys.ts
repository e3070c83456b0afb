/** The query keys of one piece in the editor: the piece itself, and its versions. */
export const contentItemKey = (id: string) => ['content', 'item', id] as const;
export const contentVersionsKey = (id: string) => ['content', 'item', id, 'versions'] as const;
