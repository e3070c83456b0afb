import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

/**
 * The architecture, enforced (docs/architecture.md#allowed-imports): the contract imports nothing of the app; web and server never
 * import each other; a web feature never imports another feature (pages compose them); providers never
 * import modules. ESLint's own no-restricted-imports on the import paths as written: every rule below
 * lists all the patterns that apply to its files, because a later block replaces an earlier one's.
 */
const features = readdirSync(new URL('./src/web/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const NOT_SERVER = { regex: '(^|/)server/', message: 'The web app never imports the server: share through src/contract.' };
const NOT_WEB = { regex: '(^|/)web/', message: 'The server never imports the web app: share through src/contract.' };
const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

/**
 * The server's folders in layers (docs/architecture.md draws them): each may import only the folders
 * listed for it, which sit below it, so no arrow between folders runs back up and no two folders import
 * each other. Everything may import src/contract; only tests import src/server/test. app.ts and main.ts
 * sit on top and may import anything.
 */
const SERVER_MAY_IMPORT = {
  modules: ['modules', 'plugins', 'jobs', 'queue', 'workers', 'kinds', 'ai', 'text', 'social', 'payments', 'storage', 'mail', 'files', 'fetch', 'rate-limit', 'db', 'lib', 'types', 'config.ts', 'server-path.ts'],
  plugins: ['workers', 'mail', 'rate-limit', 'queue', 'db', 'lib', 'types', 'config.ts'],
  jobs: ['social', 'storage', 'mail', 'fetch', 'queue', 'db', 'lib', 'types', 'config.ts'],
  queue: ['db', 'lib', 'types', 'config.ts'],
  workers: ['kinds', 'ai', 'text', 'files', 'fetch', 'lib', 'types', 'config.ts'],
  kinds: ['ai', 'text', 'lib', 'types', 'config.ts', 'server-path.ts'],
  ai: ['text', 'lib', 'types', 'config.ts'],
  text: ['lib', 'types'],
  social: ['storage', 'files', 'fetch', 'db', 'lib', 'types', 'config.ts'],
  payments: ['db', 'lib', 'types', 'config.ts'],
  storage: ['lib', 'types', 'config.ts'],
  mail: ['lib', 'types', 'config.ts'],
  files: ['lib', 'types', 'config.ts'],
  fetch: ['lib', 'types', 'config.ts'],
  'rate-limit': ['lib', 'types', 'config.ts'],
  db: ['lib', 'types', 'config.ts', 'server-path.ts'],
  lib: ['types'],
  'config.ts': ['lib', 'types'],
};
const SERVER_PARTS = [...new Set([...Object.keys(SERVER_MAY_IMPORT), ...Object.values(SERVER_MAY_IMPORT).flat(), 'test', 'app.ts', 'main.ts'])];
const serverZones = Object.entries(SERVER_MAY_IMPORT).map(([part, allowed]) => ({
  target: `./src/server/${part}`,
  from: SERVER_PARTS.filter((other) => other !== part && !allowed.includes(other)).map((other) => `./src/server/${other}`),
  message: `src/server/${part} imports only ${allowed.join(', ')} of the server (docs/architecture.md).`,
}));

export default tseslint.config(
  // src/web/lib/api/schema.d.ts is generated from the server's OpenAPI document (npm run api:types).
  { ignores: ['dist', 'node_modules', 'playwright-report', 'test-results', 'src/server/db/migrations', 'src/web/lib/api/schema.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-floating-promises': 'error',
      // Fastify handlers and hooks are async by contract, whether or not they await.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // Tests read untyped answers (`res.json()`) on purpose: what the server sent, not what it should have.
    files: ['**/*.test.{ts,tsx}', 'e2e/**', 'bench/**', 'cluster/**', 'src/server/test/**', 'src/web/test/**'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      // Local protocol servers of the tests take async request handlers, as node:http allows.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { arguments: false } }],
    },
  },
  {
    ...tseslint.configs.disableTypeChecked,
    files: ['**/*.{js,mjs}'],
    languageOptions: {
      ...tseslint.configs.disableTypeChecked.languageOptions,
      globals: { process: 'readonly', console: 'readonly', URL: 'readonly', setTimeout: 'readonly' },
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  { files: ['src/web/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    // No back-arrows: a file never reaches itself through its imports. The rule does not follow
    // type-only imports (they are erased at build); keep those acyclic by hand all the same.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
      // Packages are not followed: their bundles are not ours to check, and some overflow the parser.
      'import-x/ignore': ['node_modules'],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['src/server/**/*.ts'],
    ignores: ['**/*.test.ts', 'src/server/test/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: serverZones }] },
  },
  { files: ['src/contract/**/*.ts'], rules: restrict({ regex: '^\\.\\./', message: 'The contract imports nothing of the app: only its own files and packages.' }) },
  { files: ['src/server/**/*.{ts,mjs}'], rules: restrict(NOT_WEB) },
  {
    files: ['src/server/ai/providers/**', 'src/server/payments/**', 'src/server/social/**'],
    rules: restrict(NOT_WEB, { regex: '(^|/)modules/', message: 'Providers never import modules: modules use providers.' }),
  },
  { files: ['src/web/**/*.{ts,tsx}'], rules: restrict(NOT_SERVER) },
  ...features.map((feature) => {
    const others = features.filter((f) => f !== feature).join('|');
    return {
      files: [`src/web/features/${feature}/**/*.{ts,tsx}`],
      rules: restrict(NOT_SERVER, {
        regex: `^(\\.\\./)+(${others})/|(^|/)features/(?!${feature}/)`,
        message: 'A web feature never imports another feature: move what both need to src/web/lib or src/web/components, or compose them in a page.',
      }),
    };
  }),
);
