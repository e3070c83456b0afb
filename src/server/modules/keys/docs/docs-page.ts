/**
 * The API reference page (/api/docs): Swagger UI over /api/openapi.json. Everything it loads comes
 * from the app itself; the start-up script is a file, not inline, so the page runs under the app's
 * Content-Security-Policy (script-src 'self') unchanged.
 */
export function docsPageHtml(): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>API reference · Inkwell</title>
<meta name="description" content="The Inkwell API: generate, summarize, humanize and publish content with an Enterprise API key.">
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css">
<link rel="stylesheet" href="/api/docs/assets/docs.css">
</head>
<body>
<header class="ink-bar">
  <a class="ink-brand" href="/">Inkwell</a>
  <span class="ink-title">API reference</span>
  <nav aria-label="Reference links"><a href="/developers">API keys</a><a href="/api/openapi.json">OpenAPI JSON</a></nav>
</header>
<main id="swagger-ui" aria-label="API reference"><p class="ink-loading">Loading the API reference…</p></main>
<noscript><p class="ink-loading">The interactive reference needs JavaScript. The OpenAPI document is at <a href="/api/openapi.json">/api/openapi.json</a>.</p></noscript>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script src="/api/docs/assets/docs.js"></script>
</body>
</html>
`;
}

export const DOCS_INIT_JS = `'use strict';
window.addEventListener('DOMContentLoaded', function () {
  window.ui = window.SwaggerUIBundle({
    url: '/api/openapi.json',
    dom_id: '#swagger-ui',
    deepLinking: true,
    docExpansion: 'list',
    defaultModelsExpandDepth: 0,
    // Never ask an outside validator about the document.
    validatorUrl: null,
    // Keys typed into Authorize are kept only for this page, never stored.
    persistAuthorization: false,
    displayRequestDuration: true,
    filter: true,
    syntaxHighlight: { activated: true, theme: 'agate' },
  });
});
`;

export const DOCS_CSS = `
body { margin: 0; font-family: Inter, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', sans-serif; background: #fff; }
.ink-bar { display: flex; flex-wrap: wrap; align-items: center; gap: 0.75rem 1.25rem; padding: 0.75rem 1.25rem; background: #111827; color: #f9fafb; }
.ink-brand { color: #fff; font-weight: 700; font-size: 1.125rem; text-decoration: none; }
.ink-title { color: #d1d5db; }
.ink-bar nav { display: flex; gap: 1rem; margin-left: auto; }
.ink-bar a { color: #c7d2fe; }
.ink-bar a:hover { color: #fff; }
.ink-bar a:focus-visible { outline: 2px solid #a5b4fc; outline-offset: 2px; border-radius: 2px; }
.ink-loading { padding: 2rem 1.25rem; color: #4b5563; }
.swagger-ui .topbar { display: none; }
.swagger-ui .info { margin: 2rem 0 1rem; }
.swagger-ui .info .description p, .swagger-ui .info .description li { font-size: 15px; line-height: 1.55; }
.swagger-ui .opblock-description-wrapper pre, .swagger-ui .info pre { white-space: pre-wrap; word-break: break-word; }
@media (max-width: 480px) {
  .swagger-ui .wrapper { padding: 0 0.75rem; }
  .swagger-ui .opblock .opblock-summary { flex-wrap: wrap; }
  .swagger-ui .opblock .opblock-summary-path { max-width: 100%; }
}
@media (prefers-color-scheme: dark) {
  body { background: #0b0f19; }
  .ink-loading { color: #9ca3af; }
  /* Swagger UI has no dark theme of its own: invert its light one, and turn code blocks back. */
  #swagger-ui { filter: invert(0.9) hue-rotate(180deg); }
  #swagger-ui .microlight, #swagger-ui pre, #swagger-ui img { filter: invert(1) hue-rotate(180deg); }
}
`;
