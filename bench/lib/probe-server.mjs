// A bench-only Inkwell server: started the way `npm start` starts the real one (tsx registered with
// register() in this thread, so the worker pool must load its TypeScript on its own), listening on
// PORT, and measuring its own event-loop delay for the parent process over IPC. See probe-server.ts.
import { register } from 'tsx/esm/api';

register();
await import('./probe-server.ts');
