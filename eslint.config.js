import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import drizzle from 'eslint-plugin-drizzle';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const featureNames = (dir) => {
  try {
    return readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
};

/**
 * A feature reaches another feature only through its public index (ARCHITECTURE.md, "Imports flow one way").
 * For a file d folders deep inside features/F, a relative import that climbs exactly d+1 levels lands in
 * the features folder; the next segment must then be F itself, or the target must be an index.
 */
const featureIsolation = (side) =>
  featureNames(`src/${side}/features`).flatMap((feature) =>
    [0, 1, 2, 3].map((depth) => ({
      files: [`src/${side}/features/${feature}/${'*/'.repeat(depth)}*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                regex: `^(\\.\\./){${depth + 1}}(?!\\.\\./)(?!${feature}/)[^/]+/(?!index(\\.js)?$)`,
                message: `Import another feature through its index, not its internal files (in features/${feature}).`,
              },
              ...(side === 'web' ? [{ regex: '/server/', message: 'The web app never imports server code.' }] : []),
              ...(side === 'server' ? [{ regex: '/web/', message: 'The server never imports web code.' }] : []),
            ],
          },
        ],
      },
    })),
  );

export default tseslint.config(
  {
    ignores: ['dist/**', 'node_modules/**', 'data/**', 'drizzle/**', 'test-results/**', 'playwright-report/**', '.tmp/**', '.generated/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
    },
  },
  {
    files: ['src/server/**/*.ts', 'scripts/**/*.{ts,mjs}'],
    plugins: { drizzle },
    rules: {
      'drizzle/enforce-delete-with-where': ['error', { drizzleObjectName: ['db', 'tx', 'executor'] }],
      'drizzle/enforce-update-with-where': ['error', { drizzleObjectName: ['db', 'tx', 'executor'] }],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '/(server|web)/', message: 'src/shared is the contract: it imports nothing from server or web.' }] },
      ],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ regex: '/web/', message: 'The server never imports web code.' }] }] },
  },
  {
    // Below the features: the database layer and the platform import no feature and not the seed composer.
    files: ['src/server/db/**/*.ts', 'src/server/platform/**/*.ts', 'src/server/config.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '/web/', message: 'The server never imports web code.' },
            { regex: '(^|/)features(/|$)', message: 'db/ and platform/ sit below the features: they import none of them.' },
            { regex: '^(\\.\\./)+(seed|app|main)(\\.js)?$', message: 'db/ and platform/ sit below the seed composer and the app.' },
          ],
        },
      ],
    },
  },
  {
    // The composer and scripts (scale data, benchmarks) are above the features and reach them through their index only.
    files: ['src/server/seed.ts', 'src/server/main.ts', 'scripts/**/*.{ts,mjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '/web/', message: 'The server never imports web code.' },
            { regex: '/features/[^/]+/(?!index(\\.js)?$)', message: 'Reach a feature through its index, not its internal files.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [{ regex: '/server/', message: 'The web app never imports server code.' }] }],
    },
  },
  ...featureIsolation('server'),
  ...featureIsolation('web'),
);
