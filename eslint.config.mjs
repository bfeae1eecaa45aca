import globals from 'globals';
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';
import tseslint from 'typescript-eslint';
import { readRemotes } from './webpack/remotes.js';

/** The apps' folders, as a glob alternation: the host and every remote of remotes.config.json. */
const APPS = ['host', ...readRemotes(import.meta.dirname).map((remote) => remote.workspace)].join(',');

const ROUTER_PACKAGES = ['react-router', 'react-router-dom'].map((name) => ({
  name,
  message: 'Import the router from @shop/shared/router.',
}));

/**
 * Which folders are features, and what they may import of each other. An app's feature never reaches into another
 * feature's files: what two features share lives in the app's common folder (or in @shop/shared). An API feature
 * uses another only through that feature's index.ts, which names what others may use; the API's lib/ and db/ know
 * no feature.
 */
const BOUNDARIES = {
  settings: {
    'boundaries/elements': [
      { type: 'app-feature', pattern: `{${APPS}}/src/features/*` },
      { type: 'api-feature', pattern: 'api/src/features/*' },
      { type: 'api-lib', pattern: 'api/src/lib' },
      { type: 'api-db', pattern: 'api/src/db' },
    ],
    'boundaries/root-path': import.meta.dirname,
    'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'allow',
        policies: [
          {
            from: { element: { type: 'app-feature' } },
            disallow: { to: { element: { type: 'app-feature' } } },
            message: "Features do not import each other: move what both use to the app's common folder.",
          },
          {
            from: { element: { type: 'api-feature' } },
            disallow: { to: { element: { type: 'api-feature', fileInternalPath: '!index.ts' } } },
            message: 'Import another feature through its index.ts, which names what other features may use.',
          },
          {
            from: { element: { types: { anyOf: ['api-lib', 'api-db'] } } },
            disallow: { to: { element: { type: 'api-feature' } } },
            message: 'lib/ and db/ import no feature.',
          },
        ],
      },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-bundle/**',
      '**/dist-server/**',
      '**/node_modules/**',
      '**/coverage/**',
      'data/**',
      'api/data/**',
      'test-results/**',
      'releases/**',
      'playwright-report/**',
      'bench/out/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: {
      globals: globals.node,
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['webpack/*.browser.js'],
    languageOptions: { globals: globals.browser, sourceType: 'script' },
  },
  {
    // Bench scripts also hand functions to the browser they drive.
    files: ['bench/**/*.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true }],
      'no-console': ['error', { allow: ['error', 'warn', 'info'] }],
    },
  },
  {
    files: [`{shared,${APPS}}/src/**/*.{ts,tsx}`],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // Code flows one way: shared → apps. Remotes never import each other or the host.
    // The router comes from @shop/shared/router, so that one trimmed copy is shared (see that module).
    // Shared areas import each other by package name (@shop/shared/ui), never '../ui/…': federation shares each area
    // once under its name, and a relative path would bundle a second copy.
    files: ['shared/src/**/*.{ts,tsx}'],
    ignores: ['shared/src/router/index.ts', 'shared/src/router/server.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ROUTER_PACKAGES,
          patterns: ['host', 'host/*', 'mf-*', '**/host/src/**', '**/mf-*/src/**', '../*'],
        },
      ],
    },
  },
  {
    files: [`{${APPS}}/src/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: ROUTER_PACKAGES, patterns: ['**/host/src/**', '**/mf-*/src/**', '**/shared/src/**', 'host', 'mf-*'] },
      ],
    },
  },
  {
    files: [`{${APPS}}/src/**/*.{ts,tsx}`, 'api/src/**/*.ts'],
    plugins: { boundaries },
    ...BOUNDARIES,
  },
);
