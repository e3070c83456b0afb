import { setPriority } from 'node:os';
import { runTask } from './tasks';

// The module each worker thread runs: from sources through worker.mjs (tsx), in the compiled server
// bundled on its own as dist/server/worker.mjs (scripts/build-server.mjs).

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

export default runTask;
