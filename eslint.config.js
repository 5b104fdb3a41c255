import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import reactHooks from 'eslint-plugin-react-hooks';
import regexp from 'eslint-plugin-regexp';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// --- Import boundaries (docs/CONVENTIONS.md, "Import boundaries") ----------------------------
// Relative imports are checked on the file they resolve to (import-x/no-restricted-paths);
// workspace package names (`@untangle/<service>`) are checked as written (no-restricted-imports),
// since most of a service's package does not resolve from outside it at all.
const root = import.meta.dirname;
const subdirectories = (dir) =>
  readdirSync(join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const features = subdirectories('frontend/src/features');
const services = subdirectories('services')
  .filter((dir) => existsSync(join(root, 'services', dir, 'package.json')))
  .map((dir) => ({
    dir,
    pkg: JSON.parse(readFileSync(join(root, 'services', dir, 'package.json'), 'utf8')).name,
  }));
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const anyOf = (names) => names.map(escapeRegExp).join('|');
const serviceTestFiles = (dir) => [
  `services/${dir}/**/*.spec.ts`,
  `services/${dir}/**/*.integration-spec.ts`,
  `services/${dir}/src/testing/**`,
];

const importBoundaries = {
  plugins: { 'import-x': importX },
  settings: {
    'import-x/resolver-next': [
      createNodeResolver({
        extensions: ['.ts', '.tsx', '.mts', '.js', '.jsx', '.mjs', '.cjs', '.json'],
        extensionAlias: { '.js': ['.ts', '.tsx', '.js'], '.mjs': ['.mts', '.mjs'] },
        conditionNames: ['source', 'import', 'require', 'default'],
      }),
    ],
  },
};
const restrictedPaths = (zones) => ({ 'import-x/no-restricted-paths': ['error', { basePath: root, zones }] });
const FEATURE_MESSAGE =
  'A feature imports only itself and shared code (src/components, src/lib, src/app store/api base); compose features in src/app.';
const APP_SHELL_MESSAGE =
  'The app shell imports a feature only through its entry points: features/<feature>/components/<Name> or features/<feature>/hooks/<name>.';
const SERVICE_MESSAGE =
  "A service never imports another service's source; share code through libs/*, talk over the transport.";
const SERVICE_TEST_MESSAGE =
  "Tests may use another service only through its published '@untangle/<service>/testing' harness.";
const LIB_MESSAGE = 'Libraries never import services.';

const frontendBoundaries = [
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    ...importBoundaries,
    rules: restrictedPaths([
      ...features.map((feature) => ({
        target: `frontend/src/features/${feature}`,
        from: 'frontend/src/features',
        except: [`./${feature}`],
        message: FEATURE_MESSAGE,
      })),
      {
        // Shared code sits below every feature: it must not reach back up into one.
        target: ['frontend/src/components', 'frontend/src/lib'],
        from: 'frontend/src/features',
        message: 'Shared code (src/components, src/lib) never imports a feature.',
      },
      {
        // The router lazy-loads feature pages module by module (legal, contact, the wrong-address
        // page): a per-feature barrel would pull them into the eager chunk, so the entry points are
        // the top-level files of a feature's components/ and hooks/ folders.
        target: ['frontend/src/app', 'frontend/src/main.tsx'],
        from: [join(root, 'frontend/src/features/**')],
        except: [
          join(root, 'frontend/src/features/*/components/*'),
          join(root, 'frontend/src/features/*/hooks/*'),
        ],
        message: APP_SHELL_MESSAGE,
      },
      {
        // Features may use the store/API base in src/app, never the shell that composes them.
        target: 'frontend/src/features',
        from: [
          'frontend/src/app/App.tsx',
          'frontend/src/app/RootLayout.tsx',
          'frontend/src/app/router.tsx',
          'frontend/src/app/routes',
        ],
        message: 'Features never import the app shell (App, RootLayout, router, routes).',
      },
    ]),
  },
];

const serviceBoundaries = services.flatMap(({ dir }) => {
  const others = services.filter((other) => other.dir !== dir);
  const otherPackages = anyOf(others.map((other) => other.pkg));
  return [
    {
      files: [`services/${dir}/**/*.ts`],
      ...importBoundaries,
      rules: {
        ...restrictedPaths([
          { target: `services/${dir}`, from: 'services', except: [`./${dir}`], message: SERVICE_MESSAGE },
        ]),
        'no-restricted-imports': [
          'error',
          { patterns: [{ regex: `^(${otherPackages})(/|$)`, message: SERVICE_MESSAGE }] },
        ],
      },
    },
    {
      files: serviceTestFiles(dir),
      ...importBoundaries,
      rules: {
        ...restrictedPaths([
          {
            target: `services/${dir}`,
            from: 'services',
            except: [`./${dir}`, ...others.map((other) => `./${other.dir}/src/testing`)],
            message: SERVICE_TEST_MESSAGE,
          },
        ]),
        'no-restricted-imports': [
          'error',
          { patterns: [{ regex: `^(${otherPackages})(?!/testing$)(/|$)`, message: SERVICE_TEST_MESSAGE }] },
        ],
      },
    },
  ];
});

const libBoundaries = [
  {
    files: ['libs/**/*.{ts,tsx,js,mjs}'],
    ...importBoundaries,
    rules: {
      ...restrictedPaths([{ target: 'libs', from: 'services', message: LIB_MESSAGE }]),
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: `^(${anyOf(services.map((service) => service.pkg))})(/|$)`, message: LIB_MESSAGE },
          ],
        },
      ],
    },
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '.tools/**',
      '.run/**',
      'coverage/**',
      'frontend/dist/**',
      'frontend/test-screenshots/**',
      'bench/.scratch/**',
      'libs/restructure-engine/.corpus/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  {
    // Member text reaches these patterns: every one must run in linear time, whatever the input.
    plugins: { regexp },
    rules: {
      'regexp/no-super-linear-backtracking': 'error',
      'regexp/no-super-linear-move': 'error',
    },
  },
  {
    files: ['**/*.spec.ts', '**/*.integration-spec.ts', 'bench/**', 'tests/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  // --- frontend/ (React in the browser; added by the frontend issue) --------------------------
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    plugins: reactHooks.configs.flat.recommended.plugins,
    rules: reactHooks.configs.flat.recommended.rules,
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['frontend/src/**/*.test.{ts,tsx}', 'frontend/src/test/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    // Node scripts that also hand functions to the browser (page.evaluate).
    files: ['frontend/e2e/**/*.mjs', 'frontend/scripts/**/*.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  ...frontendBoundaries,
  ...serviceBoundaries,
  ...libBoundaries,
);
