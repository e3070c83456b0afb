// A worker thread for pool.test.ts: it speaks the pool's protocol (thread.ts) but, instead of the real
// tasks, does what each task's input asks, so that the tests can make a thread spin forever, run out of
// memory or answer at once whatever task name (and so lane) they use.
import { parentPort, threadId } from 'node:worker_threads';

parentPort.on('message', ({ id, input }) => {
  if (input.behave === 'spin') for (;;);
  if (input.behave === 'allocate') {
    const hoard = [];
    for (;;) hoard.push(new Array(100_000).fill(hoard.length));
  }
  if (input.behave === 'throw') {
    parentPort.postMessage({ id, ok: false, error: { name: 'RangeError', message: 'thrown in the task' } });
    return;
  }
  parentPort.postMessage({ id, ok: true, output: { tag: input.tag, threadId } });
});
parentPort.postMessage({ ready: true });
