import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const apiPort = process.env.API_PORT ?? '3001';
const web = (path: string) => fileURLToPath(new URL(`src/web/${path}`, import.meta.url));

export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: [{ find: /^core-js\/modules\/.+$/, replacement: web('lib/no-polyfill.ts') }],
  },
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: true,
    // Two pages: the SPA shell (index.html, an empty #root for every app path) and the shell of the
    // prerendered public pages (scripts/prerender.mjs). The SSR build of the prerenderer names its own entry.
    rollupOptions: isSsrBuild
      ? undefined
      : {
          input: { index: web('index.html'), prerender: web('prerender/template.html') },
          output: {
            // The libraries every app page needs, each in one long-cached chunk of its own; everything
            // else is split by route and by what loads on demand.
            codeSplitting: {
              groups: [
                { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
                { name: 'router', test: /node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/, priority: 2 },
                { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 2 },
                { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 2 },
              ],
            },
          },
        },
  },
  server: {
    port: Number(process.env.PORT ?? 5173),
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
}));
