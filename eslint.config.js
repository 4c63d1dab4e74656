import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const WEB = 'apps/web/src';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/data/**',
      'apps/api/src/db/migrations/**',
      'e2e/artifacts/**',
      'coverage/**',
      '**/dev-dist/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'] })],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // No module may reach itself through its imports (type-only imports aside).
      'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: false }],
      // The contract is the one boundary both apps depend on; it depends on neither.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './packages/contract', from: './apps', message: 'The contract imports nothing from the apps.' },
            { target: './apps/web', from: './apps/api', message: 'The web app reaches the API only through HTTP and the contract.' },
            { target: './apps/api', from: './apps/web/src', message: 'The API does not import the web app (it serves its build).' },
          ],
        },
      ],
      // Configuration is read once, in apps/api/src/config.ts.
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read configuration through apps/api/src/config.ts, not process.env.',
        },
      ],
    },
  },
  {
    files: [`${WEB}/**/*.{ts,tsx}`],
    plugins: { 'react-hooks': reactHooks, boundaries },
    languageOptions: { globals: { ...globals.browser } },
    settings: {
      'boundaries/elements': [
        { type: 'app', pattern: `${WEB}/app` },
        { type: 'feature', pattern: `${WEB}/features/*`, capture: ['feature'] },
        { type: 'ui', pattern: `${WEB}/components` },
        { type: 'lib', pattern: `${WEB}/lib` },
        { type: 'test-kit', pattern: `${WEB}/test` },
        { type: 'contract', pattern: 'packages/contract' },
      ],
      'boundaries/include': [`${WEB}/**/*`, 'packages/contract/**/*'],
      'boundaries/root-path': import.meta.dirname,
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Layers of the web app (docs/architecture.md): app composes features; a feature uses ui, lib, the
      // contract, its own files, and another feature only through that feature's index.ts; ui and lib
      // use no feature; tests also use the test kit.
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            { from: { element: { type: 'app' } }, allow: [{ to: { element: { types: ['app', 'feature', 'ui', 'lib', 'contract'] } } }] },
            {
              from: { element: { type: 'feature' } },
              allow: [
                { to: { element: { types: ['ui', 'lib', 'contract'] } } },
                { to: { element: { type: 'feature', captured: { feature: '{{ from.element.captured.feature }}' } } } },
                { to: { element: { type: 'feature', fileInternalPath: 'index.ts' } } },
              ],
            },
            { from: { element: { type: 'ui' } }, allow: [{ to: { element: { types: ['ui', 'lib', 'contract'] } } }] },
            { from: { element: { type: 'lib' } }, allow: [{ to: { element: { types: ['lib', 'contract'] } } }] },
            { from: { element: { type: 'contract' } }, allow: [{ to: { element: { type: 'contract' } } }] },
            {
              from: { element: { type: 'test-kit' } },
              allow: [{ to: { element: { types: ['test-kit', 'app', 'feature', 'ui', 'lib', 'contract'] } } }],
            },
            { from: { file: { path: '**/*.test.{ts,tsx}' } }, allow: [{ to: { element: { types: ['test-kit', 'app', 'feature'] } } }] },
          ],
        },
      ],
    },
  },
  {
    // The configuration reader itself, and tooling that is not application code.
    files: [
      'apps/api/src/config.ts',
      'apps/api/test/**',
      'scripts/**',
      'e2e/**',
      'bench/**',
      '**/vite.config.ts',
      '**/vitest.config.ts',
      '**/playwright.config.ts',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
