import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/storybook-static/**',
      '**/node_modules/**',
      '**/.data/**',
      '**/drizzle/**',
      'coverage/**',
      'bench/.out/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: [
      'packages/ui/**/*.{ts,tsx}',
      'packages/console/**/*.{ts,tsx}',
      '.storybook/**/*.{ts,tsx}',
    ],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // The console has one way to submit per side of the signed-in area, and /auth/login
  // stays within its budget (docs/decisions/0006-login-bundle-budget.md).
  {
    files: [
      'packages/console/src/features/auth/**/*.{ts,tsx}',
      'packages/console/src/features/designerApplication/**/*.{ts,tsx}',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@tanstack/react-query',
              message:
                'Public screens run outside SignedInArea, where no QueryClient is provided (it would take /auth/login over its budget): submit with api/useSubmit.',
            },
          ],
        },
      ],
    },
  },
  // A field's longest text is the domain's (TEXT_LIMITS and its kin), which the schemas
  // refuse past: a number written on an input drifts from the rule it copies.
  {
    files: ['packages/console/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          "JSXAttribute[name.name='maxLength'] > JSXExpressionContainer > Literal",
          "JSXAttribute[name.name='maxLength'] > Literal",
          "Property[key.name='maxLength'] > Literal",
        ].map((selector) => ({
          selector,
          message:
            "A field's maxLength comes from the domain's rule (TEXT_LIMITS or the schema's constant), not a number written here.",
        })),
      ],
    },
  },
  {
    files: ['packages/console/src/**/*.{ts,tsx}'],
    ignores: [
      'packages/console/src/features/auth/**',
      'packages/console/src/features/designerApplication/**',
      'packages/console/src/api/useSubmit.*',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/api/useSubmit'],
              message:
                "Signed-in screens submit with react-query's useMutation; useSubmit is for the public screens only.",
            },
          ],
        },
      ],
    },
  },
);
