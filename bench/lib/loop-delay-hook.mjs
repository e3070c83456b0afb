// Loaded with `node --import` into the real server (bench/lib/loop-probed-server.ts): measures the main
// thread's event-loop delay from inside the process, with no route for it, and answers the parent over
// the IPC channel: "reset" starts both histograms again; "report" answers the delay since the reset
// (`total`) and since the previous report (`window`), then starts the window again. Worker threads
// (which inherit --import) measure nothing.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { isMainThread } from 'node:worker_threads';

if (isMainThread && process.send) {
  const total = monitorEventLoopDelay({ resolution: 1 });
  const window = monitorEventLoopDelay({ resolution: 1 });
  total.enable();
  window.enable();
  const ms = (ns) => ns / 1e6;
  const summary = (h) => ({ p50: ms(h.percentile(50)), p99: ms(h.percentile(99)), max: ms(h.max), samples: h.count });
  process.on('message', (message) => {
    if (message?.cmd === 'reset') {
      total.reset();
      window.reset();
      process.send?.({ cmd: 'reset' });
    } else if (message?.cmd === 'report') {
      process.send?.({ cmd: 'report', total: summary(total), window: summary(window) });
      window.reset();
    }
  });
  // The channel alone does not keep the server running (it stops on SIGTERM as it always does).
  process.channel?.unref();
}
