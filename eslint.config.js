import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/data/**', 'apps/api/src/db/migrations/**', 'e2e/artifacts/**', 'coverage/**', '**/dev-dist/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Configuration is read once, in apps/api/src/config.ts (STYLE.md, convention 6).
      'no-restricted-syntax': [
        'error',
        { selector: "MemberExpression[object.name='process'][property.name='env']", message: 'Read configuration through apps/api/src/config.ts, not process.env.' },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // The configuration reader itself, and tooling that is not application code.
    files: ['apps/api/src/config.ts', 'apps/api/test/**', 'scripts/**', 'e2e/**', 'bench/**', '**/vite.config.ts', '**/vitest.config.ts', '**/playwright.config.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
