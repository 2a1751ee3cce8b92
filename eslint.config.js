// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';

/** The web app's feature folders (web/src/features/<f>): each gets the rule that keeps it apart. */
const FEATURES = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** functions/src's folders: one per API area (each has an entry.ts), plus members/ and platform/. */
const SERVER_FOLDERS = readdirSync(new URL('./functions/src', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** An area's entry, routes table and handlers are its own: other folders use its use cases and wiring. */
const apartFrom = (folder) => ({
  regex: `^(\\.\\./)+(?!${folder}/)[a-z-]+/(entry|routes|handlers)(/|$)`,
  message:
    "An area's entry.ts, routes.ts and handlers/ are its own: use its use cases, repositories or deps.ts instead.",
});
const NO_SDK = {
  group: ['@aws-sdk/*', '@middy/*'],
  message: 'Use cases take repositories as parameters (the adapters live under data/).',
};
const NO_HTTP = {
  group: ['**/http', '**/http/*', '@circles/functions/platform/http/*'],
  message: 'Adapters never import http: throw AppError from platform/errors.',
};
const NO_HTTP_OR_DATA = {
  group: ['**/http', '**/http/*', '**/data', '**/data/*', '@circles/functions/platform/http/*'],
  message: 'Use cases never import the http or data layers (AppError lives in platform/errors).',
};
/** The rules of one block: its import patterns. */
const restrictedImports = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

// esbuild cannot tree-shake the `z` object: the named import keeps all of zod (~440 KB) in a bundle.
const ZOD_NAMED_IMPORT = {
  selector: "ImportDeclaration[source.value='zod'] > ImportSpecifier[imported.name='z']",
  message: "Import zod as `import * as z from 'zod'` so bundlers drop what is unused.",
};

// Issue 22: the web tells API errors apart with the shared predicates (isStale, isLocked, isNotFound…
// in shared/src/api/errors.ts), never by comparing a code with a string of its own, which drifts.
const ERROR_CODE_LITERAL = {
  selector: [
    "BinaryExpression[operator=/^[!=]==?$/]:matches([left.property.name='code'], [left.callee.name='errorCode'])[right.type='Literal']",
    "BinaryExpression[operator=/^[!=]==?$/]:matches([right.property.name='code'], [right.callee.name='errorCode'])[left.type='Literal']",
    "SwitchStatement:matches([discriminant.property.name='code'], [discriminant.callee.name='errorCode'])",
  ].join(', '),
  message: 'Tell API errors apart with the predicates of @circles/shared/api/errors (isStale, isLocked, …).',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'cdk.out/**',
      '.local/**',
      'coverage/**',
      '.tsbuild/**',
      '**/*.js',
      '**/*.mjs',
      '**/*.cjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/only-throw-error': 'error',
      'no-restricted-syntax': ['error', ZOD_NAMED_IMPORT],
    },
  },
  {
    // shared/ holds pure rules: no I/O, no AWS, no React, no server libraries.
    files: ['shared/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@aws-sdk/*',
                '@middy/*',
                'react',
                'react-dom',
                '@mui/*',
                'node:*',
                'fs',
                'path',
                'http',
              ],
              message: 'shared/ stays pure: no I/O, AWS, middy or React.',
            },
            {
              group: ['@circles/functions*', '@circles/web*', '@circles/infra*'],
              message: 'shared/ depends on nothing else of ours.',
            },
          ],
        },
      ],
    },
  },
  // functions/src: one folder per API area (README 'Layout'), each with its use cases at the top, its
  // adapters under data/, its HTTP face in entry.ts, routes.ts and handlers/. One block per folder,
  // generated, because a file matched by two blocks would keep only the later block's patterns.
  ...SERVER_FOLDERS.flatMap((folder) => {
    const apart = apartFrom(folder);
    return [
      { files: [`functions/src/${folder}/**/*.ts`], rules: restrictedImports([apart]) },
      {
        // Adapters under the use cases: they throw AppError (platform/errors); only http knows statuses.
        files: [`functions/src/${folder}/data/**/*.ts`, `functions/src/${folder}/identity/**/*.ts`],
        rules: restrictedImports([apart, NO_HTTP]),
      },
      {
        // Use cases, records and ports: the folder's top level, its wiring (deps) and HTTP face aside.
        files: [`functions/src/${folder}/*.ts`],
        ignores: [
          `functions/src/${folder}/{entry,routes,deps}.ts`,
          `functions/src/${folder}/*-deps.ts`,
          // Issue 24's follow-ups read a table-key constant and the stale-write error of the data layer.
          'functions/src/followups/{opening,use-cases}.ts',
        ],
        rules: restrictedImports([apart, NO_SDK, NO_HTTP_OR_DATA]),
      },
    ];
  }),
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-syntax': ['error', ZOD_NAMED_IMPORT, ERROR_CODE_LITERAL],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@aws-sdk/*', '@middy/*', '@circles/functions*'],
              message: 'The web app talks to the API only.',
            },
          ],
        },
      ],
    },
  },
  // Features never import each other (ARCHITECTURE.md 'Web'): routes in src/app compose them, and what
  // two features share moves to components/ui or lib. One block per feature folder, generated.
  ...FEATURES.map((feature) => ({
    files: [`web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@aws-sdk/*', '@middy/*', '@circles/functions*'],
              message: 'The web app talks to the API only.',
            },
            {
              // By path (`…/features/leads/…`) or by a relative climb into a sibling (`../../leads/…`).
              regex: `(^|/)features/(?!${feature}/)[^/]+|^(\\.\\./)+(${FEATURES.filter((f) => f !== feature).join('|') || '$^'})(/|$)`,
              message:
                'Features never import each other: compose them in src/app or share through components/ui or lib.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'test/**/*.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
);
