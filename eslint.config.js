import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** The id message is `messages.idInvalid`, which `objectIdField()` gives every id field. */
const domainLiterals = [
  {
    selector: "Literal[value='Must be a valid id']",
    message: "An id field is the domain's objectIdField() (its message is messages.idInvalid).",
  },
];

/** A field's longest text is the domain's (TEXT_LIMITS and its kin), which the schemas refuse past. */
const literalMaxLengths = [
  "JSXAttribute[name.name='maxLength'] > JSXExpressionContainer > Literal",
  "JSXAttribute[name.name='maxLength'] > Literal",
  "Property[key.name='maxLength'] > Literal",
].map((selector) => ({
  selector,
  message:
    "A field's maxLength comes from the domain's rule (TEXT_LIMITS or the schema's constant), not a number written here.",
}));

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
  // The server imports the domain part by part (`@runway-live/domain/schemas`, `/api`, …):
  // a file loads only what it uses, and each test file stops paying for all ~900 names.
  {
    files: ['packages/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@runway-live/domain',
              message:
                "Import from the domain's subpath that holds the name (@runway-live/domain/schemas, /api, /access, …: packages/domain/package.json's exports).",
            },
          ],
        },
      ],
    },
  },
  // One rule, one place: a message or limit the domain holds is read from it, never
  // written again where it is used.
  {
    files: ['packages/domain/src/**/*.ts', 'packages/server/src/**/*.ts'],
    ignores: ['**/*.test.ts', 'packages/domain/src/messages.ts'],
    rules: { 'no-restricted-syntax': ['error', ...domainLiterals] },
  },
  {
    files: ['packages/console/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...domainLiterals, ...literalMaxLengths] },
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
