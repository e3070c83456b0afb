/** The Inkwell mark as the web app draws it (src/web/components/logo.tsx), inline: no request, no script. */
const LOGO_SVG =
  '<svg aria-hidden="true" class="ink-logo" viewBox="0 0 32 32"><defs><linearGradient id="ink-logo-gradient" x1="0" y1="0" x2="1" y2="1">' +
  '<stop offset="0" stop-color="#4f46e5"/><stop offset="1" stop-color="#7c3aed"/></linearGradient></defs>' +
  '<rect width="32" height="32" rx="9" fill="url(#ink-logo-gradient)"/>' +
  '<path d="M16 6.5c-3.2 4.4-6.2 8.1-6.2 11.9a6.2 6.2 0 0 0 12.4 0c0-3.8-3-7.5-6.2-11.9Z" fill="#fff"/>' +
  '<path d="M13.6 18.6a2.6 2.6 0 0 0 2.6 2.6" stroke="#6d28d9" stroke-width="1.6" stroke-linecap="round" fill="none"/></svg>';

/**
 * The API reference page (/api/docs): Swagger UI over /api/openapi.json, dressed as the app (its
 * header, logo, Inter, colours, and dark mode by prefers-color-scheme). Everything it loads comes from
 * the app itself; the start-up script is a file, not inline, so the page runs under the app's
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
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="preload" href="/api/docs/assets/inter.woff2" as="font" type="font/woff2" crossorigin>
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css">
<link rel="stylesheet" href="/api/docs/assets/docs.css">
</head>
<body>
<a class="ink-skip" href="#swagger-ui">Skip to the reference</a>
<header class="ink-bar">
  <div class="ink-bar-inner">
    <a class="ink-brand" href="/dashboard">${LOGO_SVG}<span class="ink-name">Inkwell</span><span class="ink-title">API reference</span></a>
    <nav aria-label="Reference links"><a href="/developers">API keys</a><a href="/api/openapi.json">OpenAPI JSON</a><a class="ink-back" href="/dashboard">Back to Inkwell</a></nav>
  </div>
</header>
<main id="swagger-ui" tabindex="-1" aria-label="API reference"><p class="ink-loading">Loading the API reference…</p></main>
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
    // Off: with deep links each operation's path is a link inside its summary button (nested controls).
    deepLinking: false,
    docExpansion: 'list',
    defaultModelsExpandDepth: 0,
    // Never ask an outside validator about the document.
    validatorUrl: null,
    // Keys typed into Authorize are kept only for this page, never stored.
    persistAuthorization: false,
    displayRequestDuration: true,
    filter: true,
    // A dark code theme reads well on both page themes (the app's code blocks are dark too).
    syntaxHighlight: { activated: true, theme: 'monokai' },
  });
  // Swagger UI draws its server picker without a label: it gets one, whenever it is drawn.
  var root = document.getElementById('swagger-ui');
  new MutationObserver(function () {
    var servers = document.getElementById('servers');
    if (servers && !servers.hasAttribute('aria-label')) servers.setAttribute('aria-label', 'Server');
  }).observe(root, { childList: true, subtree: true });
});
`;

/**
 * Swagger UI's own stylesheet with its fonts and main colours turned into the app's variables (set in
 * DOCS_CSS for light and dark), so every rule it has follows the theme, not only the ones overridden.
 */
export function themeSwaggerCss(vendorCss: string): string {
  const end = '(?=[;}])';
  return vendorCss
    .replace(new RegExp(`font-family:sans-serif${end}`, 'g'), 'font-family:var(--ink-font)')
    .replace(new RegExp(`font-family:monospace(,monospace)?${end}`, 'g'), 'font-family:var(--ink-mono)')
    .replace(new RegExp(`(?<![-\\w])color:#3b4151${end}`, 'g'), 'color:var(--ink-text)')
    .replace(new RegExp(`(?<![-\\w])color:#(6b6b6b|555|606060|505050|777|999)${end}`, 'g'), 'color:var(--ink-muted)')
    .replace(new RegExp(`background(-color)?:#fff${end}`, 'g'), 'background$1:var(--ink-surface)')
    .replace(new RegExp(`background(-color)?:hsla\\(0,0%,100%,\\.8\\)${end}`, 'g'), 'background$1:var(--ink-surface)')
    .replace(/rgba\(59,65,81,\.3\)/g, 'var(--ink-border)')
    .replace(/solid #(d9d9d9|ebebeb|eee|e8e8e8)(?=[;} ])/g, 'solid var(--ink-border)');
}

export const DOCS_CSS = `
@font-face {
  font-family: "Inter Variable";
  font-style: normal;
  font-display: swap;
  font-weight: 100 900;
  src: url("/api/docs/assets/inter.woff2") format("woff2-variations");
}
:root {
  color-scheme: light dark;
  --ink-font: "Inter Variable", ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif;
  --ink-mono: ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace;
  /* The app's Tailwind palette: gray and indigo. */
  --ink-page: #f9fafb;
  --ink-surface: #ffffff;
  --ink-raised: #f3f4f6;
  --ink-text: #111827;
  --ink-muted: #4b5563;
  --ink-border: #e5e7eb;
  --ink-accent: #4f46e5;
  --ink-accent-hover: #4338ca;
  --ink-accent-text: #4338ca;
  --ink-focus: #6366f1;
}
@media (prefers-color-scheme: dark) {
  :root {
    --ink-page: #030712;
    --ink-surface: #111827;
    --ink-raised: #1f2937;
    --ink-text: #f3f4f6;
    --ink-muted: #9ca3af;
    --ink-border: #1f2937;
    /* Filled with white text on it: indigo-600/700 keep 4.5:1 (indigo-500 is 4.46). */
    --ink-accent: #4f46e5;
    --ink-accent-hover: #4338ca;
    --ink-accent-text: #a5b4fc;
    --ink-focus: #818cf8;
  }
}
html { -webkit-text-size-adjust: 100%; }
body { margin: 0; font-family: var(--ink-font); background: var(--ink-page); color: var(--ink-text); -webkit-font-smoothing: antialiased; }
:where(a, button, input, select, textarea, summary, [tabindex]):focus-visible { outline: 2px solid var(--ink-focus); outline-offset: 2px; }
.ink-skip { position: absolute; left: -9999px; top: 0.5rem; z-index: 60; padding: 0.5rem 0.75rem; border-radius: 0.5rem; background: var(--ink-surface); color: var(--ink-text); }
.ink-skip:focus { left: 0.5rem; }

/* The app's header: white (gray-950 in the dark), a hairline under it, the logo and the name. */
.ink-bar { position: sticky; top: 0; z-index: 40; border-bottom: 1px solid var(--ink-border); background: color-mix(in srgb, var(--ink-surface) 90%, transparent); backdrop-filter: blur(12px); }
@media (prefers-color-scheme: dark) { .ink-bar { background: color-mix(in srgb, var(--ink-page) 90%, transparent); } }
.ink-bar-inner { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem 1.5rem; max-width: 80rem; margin: 0 auto; padding: 0.75rem 1rem; min-height: 2.5rem; }
.ink-brand { display: flex; align-items: center; gap: 0.625rem; color: var(--ink-text); text-decoration: none; border-radius: 0.5rem; }
.ink-logo { width: 2.25rem; height: 2.25rem; flex-shrink: 0; }
.ink-name { font-size: 1.125rem; font-weight: 700; letter-spacing: -0.01em; }
.ink-title { padding-left: 0.625rem; border-left: 1px solid var(--ink-border); color: var(--ink-muted); font-size: 0.875rem; font-weight: 500; }
.ink-bar nav { display: flex; flex-wrap: wrap; align-items: center; gap: 0.25rem 1rem; margin-left: auto; font-size: 0.875rem; font-weight: 500; }
.ink-bar nav a { color: var(--ink-muted); text-decoration: none; border-radius: 0.375rem; padding: 0.25rem 0; }
.ink-bar nav a:hover { color: var(--ink-text); }
.ink-bar nav a.ink-back { padding: 0.375rem 0.75rem; border-radius: 0.5rem; background: var(--ink-accent); color: #fff; }
.ink-bar nav a.ink-back:hover { background: var(--ink-accent-hover); color: #fff; }
.ink-loading { max-width: 80rem; margin: 0 auto; padding: 2rem 1rem; color: var(--ink-muted); }
.ink-loading a { color: var(--ink-accent-text); }
@media (min-width: 640px) { .ink-bar-inner, .ink-loading { padding-left: 1.5rem; padding-right: 1.5rem; } }

/* Swagger UI, in the app's colours. */
#swagger-ui:focus { outline: none; }
.swagger-ui { color: var(--ink-text); }
.swagger-ui .wrapper { max-width: 80rem; padding: 0 1rem; }
@media (min-width: 640px) { .swagger-ui .wrapper { padding: 0 1.5rem; } }
.swagger-ui .topbar { display: none; }
.swagger-ui .info { margin: 2rem 0 1.5rem; }
.swagger-ui .info .title { font-size: 1.875rem; font-weight: 700; letter-spacing: -0.02em; }
.swagger-ui .info .title small { background: var(--ink-raised); }
.swagger-ui .info .title small pre { color: var(--ink-muted); }
.swagger-ui .info .title small.version-stamp pre { color: #fff; }
.swagger-ui .info .title small.version-stamp { background: var(--ink-accent); color: #fff; }
.swagger-ui .info .description p, .swagger-ui .info .description li { font-size: 15px; line-height: 1.6; }
.swagger-ui a, .swagger-ui .info a, .swagger-ui .info .link { color: var(--ink-accent-text); }
.swagger-ui .info a:hover { color: var(--ink-accent-hover); }
.swagger-ui .markdown code, .swagger-ui .renderedMarkdown code { background: var(--ink-raised); color: var(--ink-text); border-radius: 0.25rem; padding: 0.1em 0.3em; }
.swagger-ui .opblock-description-wrapper pre, .swagger-ui .info pre { white-space: pre-wrap; word-break: break-word; }
.swagger-ui pre, .swagger-ui .highlight-code > .microlight, .swagger-ui .opblock-body pre.microlight { border-radius: 0.5rem; }
.swagger-ui .scheme-container { background: var(--ink-surface); box-shadow: none; border-style: solid; border-color: var(--ink-border); border-width: 1px 0; padding: 1rem 0; }
.swagger-ui .opblock-tag { border-bottom-color: var(--ink-border); font-size: 1.25rem; font-weight: 600; }
.swagger-ui .opblock-tag:hover { background: var(--ink-raised); }
.swagger-ui .opblock-tag small { color: var(--ink-muted); }
.swagger-ui .opblock { border-radius: 0.75rem; box-shadow: none; overflow: hidden; }
.swagger-ui .opblock .opblock-summary-method { border-radius: 0.375rem; font-family: var(--ink-font); }
/* Method badges: white on Swagger's light greens and blues is 2:1; the 700 shades of the same hues read at 4.5:1 and more. */
.swagger-ui .opblock.opblock-get .opblock-summary-method { background: #1d4ed8; }
.swagger-ui .opblock.opblock-post .opblock-summary-method { background: #047857; }
.swagger-ui .opblock.opblock-put .opblock-summary-method { background: #b45309; }
.swagger-ui .opblock.opblock-delete .opblock-summary-method { background: #b91c1c; }
.swagger-ui .opblock.opblock-patch .opblock-summary-method { background: #0f766e; }
.swagger-ui .opblock.opblock-head .opblock-summary-method, .swagger-ui .opblock.opblock-options .opblock-summary-method { background: #6d28d9; }
.swagger-ui .opblock .opblock-section-header { background: var(--ink-surface); box-shadow: none; border-bottom: 1px solid var(--ink-border); }
.swagger-ui .opblock .opblock-section-header h4, .swagger-ui .opblock .opblock-section-header > label { color: var(--ink-text); }
.swagger-ui .opblock-body, .swagger-ui .opblock .opblock-body { background: var(--ink-surface); }
.swagger-ui .opblock .opblock-summary-description, .swagger-ui .opblock .opblock-summary-path, .swagger-ui .opblock .opblock-summary-path__deprecated { color: var(--ink-text); }
.swagger-ui .opblock .opblock-summary-operation-id, .swagger-ui .opblock .opblock-summary-path { font-family: var(--ink-mono); }
.swagger-ui .opblock-summary-control:focus, .swagger-ui .model-box-control:focus, .swagger-ui .models-control:focus { outline: none; }
.swagger-ui .opblock-summary-control:focus-visible, .swagger-ui .model-box-control:focus-visible, .swagger-ui .models-control:focus-visible, .swagger-ui .opblock-tag:focus-visible { outline: 2px solid var(--ink-focus); outline-offset: -2px; }
.swagger-ui .btn { border-radius: 0.5rem; box-shadow: none; border-color: var(--ink-border); color: var(--ink-text); }
.swagger-ui .btn.authorize, .swagger-ui .btn.execute { background: var(--ink-accent); border-color: var(--ink-accent); color: #fff; }
.swagger-ui .btn.authorize:hover, .swagger-ui .btn.execute:hover { background: var(--ink-accent-hover); border-color: var(--ink-accent-hover); }
.swagger-ui .btn.authorize svg { fill: #fff; }
.swagger-ui .authorization__btn svg, .swagger-ui .expand-operation svg, .swagger-ui .opblock-control-arrow svg, .swagger-ui .models-control svg, .swagger-ui .model-toggle:after, .swagger-ui .opblock-tag svg { fill: var(--ink-muted); }
.swagger-ui .btn-group .btn.btn-clear { background: transparent; }
.swagger-ui input[type=text], .swagger-ui input[type=password], .swagger-ui input[type=search], .swagger-ui input[type=email], .swagger-ui input[type=file], .swagger-ui textarea, .swagger-ui select {
  background-color: var(--ink-surface); color: var(--ink-text); border: 1px solid var(--ink-border); border-radius: 0.5rem; box-shadow: none;
}
.swagger-ui .filter .operation-filter-input { border-width: 1px; }
.swagger-ui textarea.curl, .swagger-ui .curl-command textarea { background: #111827; color: #f9fafb; }
.swagger-ui table thead tr th, .swagger-ui table thead tr td, .swagger-ui .responses-inner h4, .swagger-ui .responses-inner h5 { color: var(--ink-text); border-bottom-color: var(--ink-border); }
.swagger-ui .parameter__name, .swagger-ui .parameter__type, .swagger-ui .parameter__in, .swagger-ui .parameter__extension, .swagger-ui .parameter__deprecated, .swagger-ui .response-col_status, .swagger-ui .response-col_links, .swagger-ui .tab li, .swagger-ui .model-title, .swagger-ui .model, .swagger-ui .prop-type, .swagger-ui .prop-format, .swagger-ui label, .swagger-ui .servers-title, .swagger-ui .servers > label, .swagger-ui .response-control-media-type__title, .swagger-ui .opblock-title_normal { color: var(--ink-text); }
.swagger-ui .parameter__in, .swagger-ui .prop-format, .swagger-ui .model .property.primitive, .swagger-ui .response-col_description__inner { color: var(--ink-muted); }
.swagger-ui .parameter__name.required:after, .swagger-ui .parameter__name.required span { color: #ef4444; }
.swagger-ui section.models { border-color: var(--ink-border); border-radius: 1rem; }
.swagger-ui section.models h4, .swagger-ui section.models .model-container { color: var(--ink-text); }
.swagger-ui section.models .model-container, .swagger-ui section.models .model-container:hover { background: var(--ink-raised); }
.swagger-ui .model-box { background: var(--ink-raised); }
.swagger-ui .dialog-ux .backdrop-ux { background: rgba(3, 7, 18, 0.6); }
.swagger-ui .dialog-ux .modal-ux { background: var(--ink-surface); border-color: var(--ink-border); border-radius: 1rem; color: var(--ink-text); }
.swagger-ui .dialog-ux .modal-ux-header { border-bottom-color: var(--ink-border); }
.swagger-ui .dialog-ux .modal-ux-header h3, .swagger-ui .dialog-ux .modal-ux-content h4, .swagger-ui .dialog-ux .modal-ux-content p, .swagger-ui .auth-container h4, .swagger-ui .auth-container label { color: var(--ink-text); }
.swagger-ui .dialog-ux .modal-ux-header .close-modal svg { fill: var(--ink-muted); }
.swagger-ui .loading-container .loading:after { color: var(--ink-muted); }
.swagger-ui .errors-wrapper { border-radius: 0.75rem; }
@media (prefers-color-scheme: dark) {
  /* The method colours stay, on tints that read on a dark page. */
  .swagger-ui .opblock.opblock-get { background: rgba(97, 175, 254, 0.08); }
  .swagger-ui .opblock.opblock-post { background: rgba(73, 204, 144, 0.08); }
  .swagger-ui .opblock.opblock-delete { background: rgba(249, 62, 62, 0.08); }
  .swagger-ui .opblock.opblock-put { background: rgba(252, 161, 48, 0.08); }
  .swagger-ui .opblock.opblock-patch { background: rgba(80, 227, 194, 0.08); }
  .swagger-ui .opblock .tab-header .tab-item.active h4 span, .swagger-ui .opblock-tag, .swagger-ui .response-col_status { color: var(--ink-text); }
  .swagger-ui .model-toggle:after { filter: invert(1); }
  .swagger-ui .json-schema-2020-12-accordion__icon svg, .swagger-ui .json-schema-2020-12-expand-deep-button { color: var(--ink-muted); fill: var(--ink-muted); }
  .swagger-ui .json-schema-2020-12__title, .swagger-ui .json-schema-2020-12-keyword__name, .swagger-ui .json-schema-2020-12-keyword__value, .swagger-ui .json-schema-2020-12-property .json-schema-2020-12__title { color: var(--ink-text); }
  .swagger-ui .json-schema-2020-12, .swagger-ui .json-schema-2020-12-body { background: transparent; }
  .swagger-ui select { background-image: url("data:image/svg+xml;charset=utf-8,<svg xmlns=\\"http://www.w3.org/2000/svg\\" viewBox=\\"0 0 20 20\\"><path fill=\\"%239ca3af\\" d=\\"M13.418 7.859a.695.695 0 0 1 .978 0 .68.68 0 0 1 0 .969l-3.908 3.83a.697.697 0 0 1-.979 0l-3.908-3.83a.68.68 0 0 1 0-.969.695.695 0 0 1 .978 0L10 11z\\"/></svg>"); }
}
@media (max-width: 480px) {
  .ink-title { display: none; }
  .ink-bar nav { margin-left: 0; width: 100%; }
  .swagger-ui .wrapper { padding: 0 0.75rem; }
  .swagger-ui .opblock .opblock-summary { flex-wrap: wrap; }
  .swagger-ui .opblock .opblock-summary-path { max-width: 100%; }
}
`;
