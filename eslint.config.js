import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Physical left/right utilities and properties break Arabic (RTL); use logical start/end ones. */
const physical = String.raw`(^|[\s"'\x60:])((-?m[lr]|p[lr]|scroll-m[lr]|scroll-p[lr]|-?(left|right))-|(border-[lr]|rounded-[lr]|rounded-(tl|tr|bl|br)|(text|float)-(left|right))(-|$|[\s"'\x60]))`;
const physicalMessage =
  'Physical left/right styling: use logical classes (ms-/me-/ps-/pe-/start-/end-/text-start/text-end).';

/** The server reads settings only through config.ts. */
const envMessage = 'Read settings from the typed config (apps/api/src/config.ts), not process.env.';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/build/**',
      '**/.react-router/**',
      'data/**',
      'apps/web/public/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-syntax': [
        'error',
        { selector: `Literal[value=/${physical}/]`, message: physicalMessage },
        { selector: `TemplateElement[value.raw=/${physical}/]`, message: physicalMessage },
        {
          selector: 'Property[key.name=/^(marginLeft|marginRight|paddingLeft|paddingRight|left|right)$/]',
          message: physicalMessage,
        },
      ],
    },
  },
  {
    files: ['apps/web/app/features/**/*.{ts,tsx}'],
    rules: {
      // A feature does not import another feature's internals (ARCHITECTURE.md).
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['~/routes/*'], message: 'features do not import routes' }] },
      ],
    },
  },
  {
    // Settings are read in one place (ADR 0039): config.ts and config/*.ts parse, type and validate every variable;
    // the rest of the server takes the typed config. Tests and their harnesses (all in src/test/) read their own
    // variables (TEST_DATABASE_URL) or hand the environment to a process they start, so they are outside the rule.
    files: ['apps/api/src/**/*.ts'],
    ignores: [
      'apps/api/src/config.ts',
      'apps/api/src/config/**',
      'apps/api/src/**/*.test.ts',
      'apps/api/src/test/**',
    ],
    rules: {
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: envMessage }],
      'no-restricted-imports': [
        'error',
        {
          paths: ['process', 'node:process'].map((name) => ({
            name,
            importNames: ['env'],
            message: envMessage,
          })),
        },
      ],
    },
  },
  {
    // CommonJS configs (dependency-cruiser's): require is how they load.
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['packages/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/apps/**', '@hajz/api*', '@hajz/web*'], message: 'packages never import apps' },
          ],
        },
      ],
    },
  },
);
