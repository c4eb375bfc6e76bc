// @ts-check
import { builtinModules } from 'node:module';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { importZones } from './lint/import-zones.js';

/**
 * Import boundaries (docs/development.md, Code map): dependencies point inward. model imports nothing of
 * ours; render imports model; web and server import model and render but never each other.
 * @param {string[]} forbidden folder names under src/ that may not be imported
 * @param {string[]} [packages] packages (and their subpaths) that may not be imported either
 */
function boundary(forbidden, packages = []) {
  return {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          ...forbidden.map((folder) => ({
            group: [`**/${folder}/**`, `**/${folder}`],
            message: `This layer may not import src/${folder} (see docs/development.md, Code map).`,
          })),
          ...(packages.length > 0
            ? [
                {
                  group: packages.flatMap((name) => [name, `${name}/*`]),
                  message:
                    'src/model and src/render run anywhere: no React, no Node (see docs/development.md, Code map).',
                },
              ]
            : []),
        ],
      },
    ],
  };
}

/** What model and render may not use: React, and Node's modules, with or without `node:`. */
const NOT_PURE = [
  'react',
  'react-dom',
  'node:*',
  ...builtinModules.filter((name) => !name.startsWith('_')),
];

/** Globals only Node has (process, Buffer, require, __dirname, …), never a browser. */
const NODE_ONLY_GLOBALS = Object.keys(globals.node)
  .filter((name) => !(name in globals['shared-node-browser']))
  .map((name) => ({
    name,
    message: `${name} is Node's: src/model and src/render run anywhere (see docs/development.md, Code map).`,
  }));

/**
 * The zone rule for files in web: they import our own code only from `allow` (paths from the
 * project root), plus their own feature folder when `ownFeature` is set.
 * @param {string} zone how the message names these files
 * @param {string[]} allow
 * @param {boolean} [ownFeature]
 */
function zone(zone, allow, ownFeature = false) {
  return {
    'local/import-zones': [
      'error',
      { zone, allow, ...(ownFeature ? { ownFolderUnder: 'src/web/features' } : {}) },
    ],
  };
}

/** The server's entry points and its wiring: nothing imports them but main and the tests. */
const SERVER_ENTRIES = ['src/server/app', 'src/server/main', 'src/server/stats'];
/** The routes, and pages/ which serves pages for them. */
const SERVER_ROUTES = ['src/server/routes', 'src/server/pages'];
/** The services, and the providers and drawing they call on (AI, link-preview cards, push). */
const SERVER_SERVICES = [
  'src/server/services',
  'src/server/ai',
  'src/server/cards',
  'src/server/live',
];

/**
 * The zone rule for a layer (of the server, or web below app/): its files import anything of
 * ours but `forbid` (paths from the project root). The server's tests are left out: they build
 * the app to test a layer.
 * @param {string} zone how the message names these files
 * @param {string[]} forbid
 */
function layer(zone, forbid) {
  return { 'local/import-zones': ['error', { zone, forbid }] };
}

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      // Leaving out a field by destructuring (`const { a, ...rest } = x`) is a use.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Tests index into results they have just checked; `!` there is clearer than guards.
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts', 'bench/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, ...boundary(['server']) },
  },
  {
    // Inside web: a feature imports only shared code and itself, never another feature.
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { local: { rules: { 'import-zones': importZones } } },
  },
  {
    // app/ starts the app and lazy-loads the screens: nothing below it imports it, only the
    // entries that start it. The zones that follow name what each folder may import.
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['src/web/app/**', 'src/web/main.tsx', 'src/web/entry-server.tsx', 'src/web/ssr/**'],
    rules: layer('Below src/web/app, a file', ['src/web/app']),
  },
  {
    files: ['src/web/features/**/*.{ts,tsx}'],
    rules: zone(
      'A feature',
      ['src/web/components', 'src/web/lib', 'src/web/navigation', 'src/model', 'src/render'],
      true,
    ),
  },
  {
    files: ['src/web/navigation/**/*.{ts,tsx}'],
    rules: zone('The navigation state (src/web/navigation)', [
      'src/web/navigation',
      'src/web/lib/router',
      'src/model',
    ]),
  },
  {
    files: ['src/web/components/**/*.{ts,tsx}'],
    rules: zone('Shared UI (src/web/components)', [
      'src/web/components',
      'src/web/lib',
      'src/model',
      'src/render',
    ]),
  },
  {
    files: ['src/web/lib/**/*.{ts,tsx}'],
    rules: zone('src/web/lib', ['src/web/lib', 'src/model', 'src/render']),
  },
  {
    files: ['src/web/routes/**/*.{ts,tsx}'],
    rules: zone('A route', [
      'src/web/features',
      'src/web/navigation',
      // The address and its state, which a route hands to its screen.
      'src/web/lib/router/router',
    ]),
  },
  {
    files: ['src/model/**/*.ts'],
    rules: {
      ...boundary(['render', 'web', 'server'], NOT_PURE),
      'no-restricted-globals': ['error', ...NODE_ONLY_GLOBALS],
    },
  },
  {
    files: ['src/render/**/*.ts'],
    rules: {
      ...boundary(['web', 'server'], NOT_PURE),
      'no-restricted-globals': ['error', ...NODE_ONLY_GLOBALS],
    },
  },
  { files: ['src/server/**/*.ts'], rules: boundary(['web']) },
  {
    // Inside the server: routes → services → stores, each layer never importing the ones above.
    files: ['src/server/**/*.ts'],
    plugins: { local: { rules: { 'import-zones': importZones } } },
  },
  {
    files: SERVER_ROUTES.map((folder) => `${folder}/**/*.ts`),
    ignores: ['**/*.test.ts'],
    rules: layer('A route or the pages it serves (src/server/routes, src/server/pages)', [
      'src/server/stores',
      ...SERVER_ENTRIES,
    ]),
  },
  {
    files: SERVER_SERVICES.map((folder) => `${folder}/**/*.ts`),
    ignores: ['**/*.test.ts'],
    rules: layer('A service (src/server/services, ai, cards, live)', [
      ...SERVER_ROUTES,
      'src/server/http',
      'src/server/config',
      ...SERVER_ENTRIES,
    ]),
  },
  {
    files: ['src/server/stores/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: layer('A store (src/server/stores)', [
      'src/server/config',
      ...SERVER_ROUTES,
      ...SERVER_SERVICES,
      'src/server/http',
      ...SERVER_ENTRIES,
    ]),
  },
  {
    files: ['src/server/http/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: layer('HTTP plumbing (src/server/http)', [
      ...SERVER_ROUTES,
      'src/server/stores',
      ...SERVER_ENTRIES,
    ]),
  },
  {
    // Reading the environment: it hands each part its settings and imports none of them.
    files: ['src/server/config.ts'],
    rules: layer('The configuration (src/server/config.ts)', [
      ...SERVER_ROUTES,
      ...SERVER_SERVICES,
      'src/server/stores',
      ...SERVER_ENTRIES,
    ]),
  },
  {
    // The other files at the root (backend errors, the Redis connection, DATABASE_URL): leaves
    // every layer may use, importing only each other and src/model.
    files: ['src/server/*.ts'],
    ignores: ['**/*.test.ts', 'src/server/config.ts', ...SERVER_ENTRIES.map((e) => `${e}.ts`)],
    rules: layer('A shared file at the root of src/server', [
      'src/server/config',
      ...SERVER_ROUTES,
      'src/server/http',
      ...SERVER_SERVICES,
      'src/server/stores',
      ...SERVER_ENTRIES,
    ]),
  },
);
