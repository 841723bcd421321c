// Lint rules for the whole repository. design-system/ gets two extra rules: no user-visible literals in JSX
// (every string is a prop) and no imports from the app, the server or i18next (ARCHITECTURE §2).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';

// Props whose value is shown or read out: a literal in one of them is English baked into a component.
const TEXT_PROPS =
  '/^(aria-label|aria-description|aria-roledescription|aria-valuetext|aria-placeholder|title|placeholder|alt|label)$/';

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'storybook-static',
      '.data',
      '.test-data',
      '.stryker-tmp',
      'test-results',
      'playwright-report',
      'src/api/generated/**',
      'src/engine/generated/**',
      'server/generated/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { react, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    settings: { react: { version: '19' } },
    rules: {
      ...react.configs.flat.recommended.rules,
      ...react.configs.flat['jsx-runtime'].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'react/prop-types': 'off',
    },
  },
  {
    files: ['design-system/**/*.tsx'],
    ignores: ['design-system/**/*.stories.tsx', 'design-system/**/*.test.tsx'],
    rules: {
      'react/jsx-no-literals': [
        'error',
        { noStrings: true, ignoreProps: true, allowedStrings: ['·', '—', '×', '/', ':'] },
      ],
      // jsx-no-literals ignores props, but these props are read out or shown: they must come from props too.
      'no-restricted-syntax': [
        'error',
        ...[
          'Literal[value=/\\p{L}/u]',
          'JSXExpressionContainer > Literal[value=/\\p{L}/u]',
          'JSXExpressionContainer > :matches(ConditionalExpression, LogicalExpression) > Literal[value=/\\p{L}/u]',
          'JSXExpressionContainer > TemplateLiteral > TemplateElement[value.raw=/\\p{L}/u]',
        ].map((value) => ({
          selector: `JSXAttribute[name.name=${TEXT_PROPS}] > ${value}`,
          message:
            'Visible or announced text is a prop in design-system (no literal in aria-label, title, alt…).',
        })),
      ],
    },
  },
  {
    files: ['design-system/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/src/**', '**/server/**', '**/openapi/**'],
              message: 'design-system knows nothing of the app.',
            },
            { group: ['i18next', 'react-i18next'], message: 'design-system takes strings as props.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/engine/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/areas/**'], message: 'The engine knows no area.' }] },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/src/**', '**/design-system/**'],
              message: 'The server shares only openapi/ and schemas/.',
            },
          ],
        },
      ],
    },
  },
  ...storybook.configs['flat/recommended'],
);
