// npm start: build the app if the build is missing or stale (web and server), then migrate and serve
// from the compiled server (dist/server/main.js) in this process; it handles SIGINT/SIGTERM itself.
import { buildIfStale } from './build-if-stale.mjs';

buildIfStale();
await import('../dist/server/main.js');
