import js from '@eslint/js';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
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

/**
 * The console's direction (issue 28): the shell and routing (app/) on top; the features in
 * the middle, each importing the kit (@runway-live/ui), the shared parts and another
 * feature's public index.ts only (its testing.ts from tests); the shared parts (shared/,
 * resources/, forms/), the API client (api/) and the atoms (state/) below, importing
 * neither. The player page is a second shell: it may take a feature's index.ts, no more.
 */
const consoleSrc = path.join(import.meta.dirname, 'packages/console/src');
const features = readdirSync(path.join(consoleSrc, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const lowerParts = ['shared', 'resources', 'forms', 'api', 'state'].map((dir) =>
  path.join(consoleSrc, dir),
);
const publicFaces = ['index.ts', 'testing.ts'].map((file) =>
  path.join(consoleSrc, 'features/*', file),
);
const featureFolder = (feature) => path.join(consoleSrc, 'features', feature);
const consoleBoundaries = [
  {
    target: [...lowerParts, path.join(consoleSrc, 'features'), path.join(consoleSrc, 'player')],
    from: path.join(consoleSrc, 'app'),
    message: 'Only the shell and routing (app/) import app/: move what is shared to shared/.',
  },
  {
    target: lowerParts,
    from: path.join(consoleSrc, 'features'),
    message: 'The shared parts, the API client and the atoms never import a feature.',
  },
  {
    target: path.join(consoleSrc, 'player'),
    from: path.join(consoleSrc, 'features/**'),
    except: publicFaces,
    message: "The player takes a feature's public index.ts, never its internals.",
  },
  ...features.map((feature) => ({
    target: featureFolder(feature),
    from: path.join(consoleSrc, 'features/**'),
    except: [path.join(featureFolder(feature), '**'), ...publicFaces],
    message: "A feature imports another feature's public index.ts (testing.ts in tests) only.",
  })),
];

/**
 * The server and the console import the domain part by part (`@runway-live/domain/schemas`,
 * `/api`, …: its package.json's exports), so a file loads only what it uses and each test
 * file stops paying for all ~900 names; the barrel is for npm consumers.
 */
const wholeDomain = {
  name: '@runway-live/domain',
  message:
    "Import from the domain's subpath that holds the name (@runway-live/domain/schemas, /api, /access, …: packages/domain/package.json's exports).",
};

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
  {
    files: ['packages/console/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: consoleBoundaries }] },
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
            wholeDomain,
          ],
        },
      ],
    },
  },
  // The server and the console import the domain part by part (wholeDomain).
  {
    files: ['packages/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [wholeDomain],
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
          paths: [wholeDomain],
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
  // Files that do one job (issue 28): a source file past 400 lines is doing two, and is
  // split along them. Generated files are not written by hand, so they are not held to it.
  {
    files: ['packages/{server,console,ui}/src/**/*.{ts,tsx}'],
    ignores: ['**/generated/**', '**/*.generated.*'],
    rules: { 'max-lines': ['error', { max: 400 }] },
  },
);
