import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';

/**
 * The architecture, enforced (DESIGN §3): the contract imports nothing of the app; web and server never
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

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'playwright-report', 'test-results', 'src/server/db/migrations'] },
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
    files: ['**/*.test.{ts,tsx}', 'e2e/**', 'bench/**', 'src/server/test/**', 'src/web/test/**'],
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
