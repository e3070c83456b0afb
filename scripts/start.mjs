// npm start: build the web app if stale, then migrate and serve (src/server/main.ts) in this process.
import { register } from 'tsx/esm/api';
import { buildIfStale } from './build-if-stale.mjs';

buildIfStale();
register();
await import('../src/server/main.ts');
