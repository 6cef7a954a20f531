import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  {
    ignores: [
      'dist/',
      '.stryker-tmp/',
      'published/',
      'reports/',
      'src/generated/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'tests/fixtures/',
      'bench/peer/sites/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // One style of relative import across the repository: the `.js` a compiled module would name. TypeScript, Vite,
    // esbuild, tsx, Vitest and Playwright all resolve it to the .ts or .tsx file beside it.
    files: ['**/*.ts', '**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['ImportDeclaration', 'ExportNamedDeclaration', 'ExportAllDeclaration', 'ImportExpression'].map((node) => ({
          selector: `${node} > Literal.source[value=/^\\.{1,2}\\/(?!.*\\.(js|mjs|cjs|json|css|svg)$)/]`,
          message: 'Name a relative import with `.js`, as every module here does (`./page-data.js` for page-data.ts).',
        })),
      ],
    },
  },
  {
    // SitePath is a type: a value imported from the generated paths file would put content into the browser bundle,
    // which the bundle cache (src/build/pipeline/code-build.ts) does not key on.
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/site-paths.gen', '**/site-paths.gen.*'], allowTypeImports: true, message: 'Import SitePath with `import type`.' }] },
      ],
    },
  },
  {
    // Hook rules apply to the React code only; server and scripts have functions named use…().
    files: ['src/**/*.tsx', 'src/browser/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Effects here deliberately sync React state with the browser (media queries, timers) after hydration.
      'react-hooks/set-state-in-effect': 'off',
    },
  },
);
