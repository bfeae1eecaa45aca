import path from 'node:path';
import globals from 'globals';
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { readRemotes } from './webpack/remotes.js';

/** The apps' folders, as a glob alternation: the host and every remote of remotes.config.json. */
const APPS = ['host', ...readRemotes(import.meta.dirname).map((remote) => remote.workspace)].join(',');

const ROUTER_PACKAGES = ['react-router', 'react-router-dom'].map((name) => ({
  name,
  message: 'Import the router from @shop/shared/router.',
}));

/** The feature folder a file is in ('host/src/features/auth'), or null outside an app's features. */
function featureOf(file) {
  const relative = path
    .relative(import.meta.dirname, file)
    .split(path.sep)
    .join('/');
  return /^((?:host|mf-[^/]+)\/src\/features\/[^/]+)(?:\/|$)/.exec(relative)?.[1] ?? null;
}

/**
 * A feature of an app never reaches into another feature's files: what two features share lives
 * in the app's common folder (or in @shop/shared).
 */
const featureBoundaries = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      internal: "'{{source}}' is inside {{target}}: move what both features use to the app's common folder.",
    },
  },
  create(context) {
    const own = featureOf(context.filename);
    if (!own) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = featureOf(path.resolve(path.dirname(context.filename), source));
      if (target && target !== own)
        context.report({ node: node.source, messageId: 'internal', data: { source, target } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
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
    files: [`{${APPS}}/src/features/**/*.{ts,tsx}`],
    plugins: { shop: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: { 'shop/feature-boundaries': 'error' },
  },
);
