import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { runTask, type TaskMessage } from './tasks';
import type { TaskReply } from './worker-thread';

// The module each worker thread runs: from sources through worker.mjs (tsx), in the compiled server
// bundled on its own as dist/server/worker.mjs (scripts/build-server.mjs). It answers one task at a time
// (the pool never hands a thread a second task before the first is answered) and says when it is ready.

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

const port = parentPort;
if (!port) throw new Error('thread.ts runs in a worker thread only');

port.on('message', (message: TaskMessage & { id: number }) => {
  void (async () => {
    let reply: TaskReply;
    try {
      reply = { id: message.id, ok: true, output: await runTask(message) };
    } catch (err) {
      const error = err instanceof Error ? err : new Error(String(err));
      reply = { id: message.id, ok: false, error: { name: error.name, message: error.message, stack: error.stack } };
    }
    port.postMessage(reply);
  })();
});
port.postMessage({ ready: true });
