import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** no-restricted-imports for each layer folder of src/: the layers it may not import, and packages it may not use. */
function layerRules(layers) {
  return Object.entries(layers).map(([layer, { forbidden, packages = [] }]) => ({
    files: [`src/${layer}/**/*.{ts,tsx}`],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...packages.map((name) => ({ group: [name], message: `src/${layer} may not use ${name}.` })),
            {
              group: forbidden.flatMap((other) => [`../${other}/*`, `../../${other}/*`, `../../../${other}/*`]),
              message: `src/${layer} may not import ${forbidden.join(', ')} (README, "How it fits together").`,
            },
          ],
        },
      ],
    },
  }));
}

export default tseslint.config(
  {
    ignores: [
      'dist',
      'storybook-static',
      'node_modules',
      'sandbox/.data',
      'test-results',
      'playwright-report',
      'reports',
      'dist-bench',
      'dist-e2e',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-globals': ['error', { name: 'fetch', message: 'Server calls go through src/api.' }],
    },
  },
  {
    files: ['src/api/**', 'src/device/**', '**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-globals': 'off' },
  },
  // The layers of the README: each folder imports only the layers below it (tests may reach further).
  ...layerRules({
    core: {
      forbidden: ['api', 'device', 'runtime', 'ui', 'widgets', 'plugins', 'shell', 'test-support'],
      packages: ['react', 'react-dom', 'react/*', 'jotai', 'ofetch'],
    },
    api: { forbidden: ['device', 'runtime', 'ui', 'widgets', 'plugins', 'shell', 'test-support'] },
    device: { forbidden: ['runtime', 'ui', 'widgets', 'plugins', 'shell', 'test-support'] },
    plugins: {
      forbidden: ['runtime', 'ui', 'widgets', 'shell', 'test-support'],
      packages: ['react', 'react-dom', 'react/*'],
    },
    // The runtime runs plugins: it may read their contract (define-plugin.ts), never a kind.
    runtime: { forbidden: ['widgets', 'plugins/*/', 'shell', 'test-support'] },
    ui: { forbidden: ['widgets', 'plugins', 'shell', 'test-support'] },
    widgets: { forbidden: ['plugins', 'shell', 'test-support'] },
  }),
  {
    files: ['sandbox/**/*.ts', 'scripts/**/*.{ts,mjs}', 'build/**/*.ts', 'tests/**/*.ts', '*.config.{ts,js}'],
    languageOptions: { globals: globals.node },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-eval': 'error',
      'no-new-func': 'error',
    },
  },
);
