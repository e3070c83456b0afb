// A worker thread of the bench process that asks GET /api/health again and again, one request at a
// time on one keep-alive connection, and keeps each answer's latency under the phase the bench names
// ("idle", "burst"): its own event loop, so the bench's other work (the responses of 200
// generations) does not delay the measurement. Says "warm" after its first probes; on "stop" it
// posts {phases, errors} and ends.
import { Agent, request } from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';
import { setTimeout as sleep } from 'node:timers/promises';
import { performance } from 'node:perf_hooks';

const agent = new Agent({ keepAlive: true, maxSockets: 1 });
const phases = {};
let phase = 'warm-up';
let errors = 0;
let stop = false;
let probes = 0;
parentPort.on('message', (message) => {
  if (message === 'stop') stop = true;
  else if (typeof message === 'object' && message.phase) phase = message.phase;
});

function once() {
  return new Promise((resolve) => {
    const start = performance.now();
    const req = request(`${workerData.url}/api/health`, { agent }, (res) => {
      res.resume();
      res.on('end', () => {
        if (res.statusCode !== 200) errors++;
        resolve(performance.now() - start);
      });
    });
    req.on('error', () => {
      errors++;
      resolve(performance.now() - start);
    });
    req.end();
  });
}

while (!stop) {
  const current = phase;
  const ms = await once();
  (phases[current] ??= []).push(ms);
  if (++probes === 10) parentPort.postMessage('warm');
  // A pause between probes, so that the prober measures the server rather than keeping it busy.
  await sleep(workerData.pauseMs ?? 5);
}
agent.destroy();
parentPort.postMessage({ phases, errors });
