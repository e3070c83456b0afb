/** What an island's module exports: mounts the live component over its prerendered markup. */
export type IslandMount = (container: HTMLElement, options: { submit: boolean }) => Promise<void>;
