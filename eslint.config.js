// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * Import boundaries (ARCHITECTURE.md): dependencies point inward.
 * model imports nothing of ours; render imports model; web and server import
 * model and render but never each other.
 * @param {string[]} forbidden folder names under src/ that may not be imported
 */
function boundary(forbidden) {
  return {
    'no-restricted-imports': [
      'error',
      {
        patterns: forbidden.map((folder) => ({
          group: [`**/${folder}/**`, `**/${folder}`],
          message: `This layer may not import src/${folder} (see ARCHITECTURE.md).`,
        })),
      },
    ],
  };
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
  { files: ['src/model/**/*.ts'], rules: boundary(['render', 'web', 'server']) },
  { files: ['src/render/**/*.ts'], rules: boundary(['web', 'server']) },
  { files: ['src/server/**/*.ts'], rules: boundary(['web']) },
);
