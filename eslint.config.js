import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import { importZones } from './scripts/eslint/import-zones.js';
import { textInCatalogue } from './scripts/eslint/text-in-catalogue.js';
import { textsOutsideCatalogue } from './scripts/eslint/texts-outside-catalogue.js';

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'dist-server',
      'data',
      'storybook-static',
      'test-results',
      '.tmp',
      'server/db/migrations',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver()] },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      'no-console': 'off',
      // machines/ stands alone, server/ and src/ never import each other, features stay apart,
      // and a server domain reaches another only through its index.ts (scripts/eslint/import-zones.js).
      'import-x/no-restricted-paths': ['error', { zones: importZones() }],
    },
  },
  {
    files: ['machines/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: ['react', 'react-dom'], patterns: ['@mantine/*', 'openapi-fetch'] },
      ],
      'no-restricted-globals': [
        'error',
        'fetch',
        'window',
        'document',
        'sessionStorage',
        'localStorage',
      ],
    },
  },
  {
    files: ['src/**/*.tsx', 'stories/**/*.tsx', 'tests/**/*.tsx', '.storybook/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['tests/**/*.ts', 'tests/**/*.tsx'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    // The web app's configuration is read, and checked, in one module.
    files: ['src/**/*.ts', 'src/**/*.tsx', 'machines/**/*.ts', 'shared/**/*.ts'],
    ignores: ['src/config/client-config.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.type='MetaProperty'][property.name='env']",
          message: 'Read the configuration through clientConfig() (src/config/client-config.ts).',
        },
        // Vite's import.meta.glob('…') imports files too, which import-x does not see.
        {
          selector:
            "CallExpression[callee.object.type='MetaProperty'][callee.property.name='glob'] > Literal[value=/(^|\\/)(tests|scripts)\\//]",
          message: 'Product code never imports tests/ or scripts/; shared code lives in shared/.',
        },
      ],
    },
  },
  {
    // Every text a person reads comes from the catalogue (decision 102). The seed is the backend's
    // content, written in both languages there; tests and stories may write what they check.
    files: ['src/**/*.ts', 'src/**/*.tsx', 'server/**/*.ts'],
    ignores: ['server/db/seed/**', ...textsOutsideCatalogue],
    plugins: { mapleshine: { rules: { 'text-in-catalogue': textInCatalogue } } },
    rules: { 'mapleshine/text-in-catalogue': 'error' },
  },
);
