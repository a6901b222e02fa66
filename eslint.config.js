// The project's lint: TypeScript's, React's and jsx-a11y's recommended rules, and the layers of docs/architecture.md §2 as import
// rules, so a file that reaches across a layer fails `npm test` with the reason beside it.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** One `no-restricted-imports` per file set: ESLint replaces, not merges, a rule set twice for the same file. */
const layer = (files, ignores, forbidden) => ({
  files,
  ignores,
  rules: {
    'no-restricted-imports': ['error', { patterns: forbidden.map(([regex, message]) => ({ regex, message })) }],
  },
});

/** A relative import that reaches into the named top-level folder. */
const into = (folder, rest = '(/|$)') => `^\\.{1,2}/(.*/)?${folder}${rest}`;

const UI = [into('ui'), 'The domain and the server run without the component library.'];
const UI_INSIDE = [
  into('ui', '/(?!index(\\.ts)?$)'),
  'The library is reached through ui/index.ts, its only public entry.',
];
const APP = [into('app'), 'The library knows nothing of the portal.'];
const SERVER = [into('server'), 'Only the server imports the server.'];
const ROUTER = ['^react-router', 'Components know no router: take an `asChild` or a render prop.'];
const REACT = ['^react(-dom)?(/|$)', 'The domain and the API contract run in Node, without React.'];
const APP_BESIDE_SHARED = [
  into('app', '/(?!domain/|api/)'),
  'The server shares only app/domain and app/api with the portal: the rules and the contract.',
];
const APP_UI_LAYERS = [
  into('(pages|platform|session|layout|survey|agenda|build)'),
  'The domain and the contract sit below the pages, the session and the platform.',
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      '.react-router/**',
      'dist-lib/**',
      'storybook-static/**',
      'node_modules/**',
      'test-results/**',
      'tests/bench/out/**',
      '**/__screenshots__/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  {
    // Tests read JSON answers whose shape is what they assert.
    files: ['**/*.test.{ts,tsx}', 'server/test/**', 'tests/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // The consumer checks install the package into CommonJS projects, as some teams have (one of them on Jest).
    files: ['**/*.{cts,cjs}'],
    languageOptions: { globals: globals.jest },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['ui/**/*.{ts,tsx}', 'app/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // What the browser tests cannot see in every state: a label, a role or a handler missing from the markup.
    files: ['ui/**/*.tsx', 'app/**/*.tsx', 'stories/**/*.tsx', '.storybook/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // Links drawn by a render prop (`renderAction`, `asChild`) get their text in the spread props, which the rule
      // cannot see; axe in the story and end-to-end tests checks every link's name in the browser.
      'jsx-a11y/anchor-has-content': 'off',
    },
  },
  // The layers, lowest first.
  layer(['tokens/**/*.ts'], [], [UI, APP, SERVER]),
  layer(['ui/**/*.{ts,tsx}'], [], [APP, SERVER, ROUTER]),
  layer(['app/domain/**/*.ts', 'app/api/**/*.ts'], [], [UI, SERVER, REACT, ROUTER, APP_UI_LAYERS]),
  layer(['app/**/*.{ts,tsx}'], ['app/domain/**', 'app/api/**'], [UI_INSIDE, SERVER]),
  layer(['server/**/*.ts'], ['server/test/**'], [UI, APP_BESIDE_SHARED, REACT]),
  // The server's tests also build fixtures with the portal's build steps (precompression).
  layer(['server/test/**/*.ts'], [], [UI, REACT]),
  layer(['stories/**/*.{ts,tsx}'], [], [APP, SERVER]),
  // End-to-end specs take Playwright through the portal's fixtures (the answered cookie notice among them).
  layer(
    ['tests/e2e/*.spec.ts'],
    [],
    [['^@playwright/test$', 'Import Playwright from ./support/fixtures.ts: its `test` carries the portal fixtures.']],
  ),
);
