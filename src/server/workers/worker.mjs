// The entry of each worker thread when the server runs from its TypeScript sources (vitest, npm run
// dev). A worker thread does not inherit the hooks registered in the main thread (vitest runs its own
// transform), so the worker loads its module through tsx itself, in a namespace of its own that does
// not clash with a tsx a worker may inherit (node --import tsx). The compiled server has its own
// dist/server/worker.mjs beside main.js: thread.ts bundled, no tsx (scripts/build-server.mjs).
// thread.ts starts answering tasks as soon as it is loaded.
import { tsImport } from 'tsx/esm/api';

await tsImport('./thread.ts', import.meta.url);
