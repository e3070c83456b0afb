// The entry of each worker thread. The server's sources are TypeScript, run through tsx; a worker
// thread does not inherit the hooks registered in the main thread (npm start registers them with
// tsx's register(), vitest runs its own transform), so the worker loads its tasks through tsx itself,
// in a namespace of its own that does not clash with a tsx a worker may inherit (node --import tsx).
import { setPriority } from 'node:os';
import { tsImport } from 'tsx/esm/api';

// Below the event loop's priority: when the cores are busy, requests get the CPU before compositions.
// On Linux the nice value is per thread, so this lowers this worker thread only (elsewhere it would
// lower the whole process, so it is left alone).
if (process.platform === 'linux') {
  try {
    setPriority(10);
  } catch {
    // Not allowed here: run at the default priority.
  }
}

const { runTask } = await tsImport('./tasks.ts', import.meta.url);

export default runTask;
