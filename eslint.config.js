import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import boundaries from 'eslint-plugin-boundaries';

/** What the bundle may not write outside src/dom/navigate.ts, as esquery selectors with their message. */
function navigationSelectors() {
  const goThrough = 'Go through navigate() or reloadPage() (src/dom/navigate.ts).';
  return [
    ...["object.name='location'", "object.property.name='location'"].map((object) => ({
      selector: `MemberExpression[${object}][property.name=/^(assign|replace|reload)$/]`,
      message: goThrough,
    })),
    // location = x, window.location = x, location.href = x, document.location.search = x, ...
    { selector: "AssignmentExpression > Identifier.left[name='location']", message: goThrough },
    { selector: "AssignmentExpression > MemberExpression.left[property.name='location']", message: goThrough },
    { selector: "AssignmentExpression > MemberExpression.left[object.name='location']", message: goThrough },
    { selector: "AssignmentExpression > MemberExpression.left[object.property.name='location']", message: goThrough },
    { selector: "MemberExpression[object.name='window'][property.name='open']", message: 'Go through openWindow() (src/dom/navigate.ts).' },
  ];
}

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', '.scratch/', 'test-results/', 'reports/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  // The layer table of ARCHITECTURE.md ("Layers and the one-way flow"), enforced: every folder is an
  // element, and an import between two elements is allowed only when the table says so.
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    // Exempt: tests (beside the code or in tests/) reach across on purpose (a demo page is the mock
    // server's HTML, stores are reset between tests), and so do scripts (the bench, the Vite plugins,
    // docs:islands, packaging), which read the whole project. Their folders are still elements, so
    // the bundle and the mock server cannot import them.
    ignores: ['**/*.test.{ts,tsx}', 'tests/**', 'scripts/**'],
    plugins: { boundaries },
    settings: {
      'boundaries/root-path': import.meta.dirname,
      // Vite's `?inline` stylesheets resolve to their file; an import without its extension does not
      // resolve, so it is refused as an unknown place (the code names `.ts`/`.tsx`, as Vite needs).
      'import/resolver': { node: { extensions: ['.js', '.mjs'] }, [`${import.meta.dirname}/scripts/lint/vite-query-resolver.cjs`]: {} },
      'boundaries/elements': [
        { type: 'contracts', pattern: 'src/contracts', partialMatch: false },
        { type: 'http', pattern: 'src/http', partialMatch: false },
        { type: 'stores', pattern: 'src/stores', partialMatch: false },
        { type: 'dom', pattern: 'src/dom', partialMatch: false },
        { type: 'host', pattern: 'src/host', partialMatch: false },
        { type: 'i18n', pattern: 'src/i18n', partialMatch: false },
        { type: 'ui', pattern: 'src/ui', partialMatch: false },
        { type: 'react', pattern: 'src/react', partialMatch: false },
        // The start-up code: entries, registry, mount, load strategies; above every other layer.
        { type: 'runtime', pattern: 'boot', partialMatch: false },
        { type: 'island', pattern: 'islands/*', capture: ['name'], partialMatch: false },
        { type: 'service', pattern: 'services/*', capture: ['name'], partialMatch: false },
        { type: 'mock-server', pattern: 'mock-server', partialMatch: false },
        { type: 'fixtures', pattern: 'fixtures', partialMatch: false },
        { type: 'tests', pattern: 'tests', partialMatch: false },
        { type: 'scripts', pattern: 'scripts', partialMatch: false },
        { type: 'wordpress', pattern: 'wordpress', partialMatch: false },
        // the files directly in src/, told apart by the file categories below
        { type: 'src', pattern: 'src', partialMatch: false },
      ],
      'boundaries/files': [
        { category: 'test', pattern: '**/*.test.{ts,tsx}' },
        // The tools' own settings at the top (vite.config.ts, eslint.config.js, ...): known, in no layer.
        { category: 'tool-settings', pattern: '*.{ts,js,mjs}' },
        { category: 'config', pattern: 'src/{config,theme-config}.ts' },
        { category: 'island-api', pattern: 'src/{island,island-code}.ts' },
      ],
    },
    rules: {
      // An import of a place the table does not name (a new top-level folder, a file beside them) is
      // refused, not let through: the table has to say where it sits first. So is a file there.
      'boundaries/no-unknown-dependencies': 'error',
      'boundaries/no-unknown-files': 'error',
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            { from: { element: { type: 'contracts' } }, allow: { to: { element: { type: 'contracts' } } } },
            { from: { element: { type: 'i18n' } }, allow: { to: { element: { types: { anyOf: ['contracts', 'i18n'] } } } } },
            { from: { element: { type: 'host' } }, allow: { to: { element: { types: { anyOf: ['contracts', 'host'] } } } } },
            // src/'s own files: the settings read contracts and texts, the island API contracts.
            { from: { file: { categories: 'config' } }, allow: { to: { element: { types: { anyOf: ['contracts', 'i18n'] } } } } },
            { from: { file: { categories: 'config' } }, allow: { to: { file: { categories: 'config' } } } },
            { from: { file: { categories: 'island-api' } }, allow: { to: { element: { type: 'contracts' } } } },
            { from: { file: { categories: 'island-api' } }, allow: { to: { file: { categories: 'island-api' } } } },
            { from: { element: { type: 'http' } }, allow: { to: { element: { types: { anyOf: ['contracts', 'host', 'http'] } } } } },
            { from: { element: { type: 'dom' } }, allow: { to: { element: { types: { anyOf: ['contracts', 'dom'] } } } } },
            {
              from: { element: { type: 'stores' } },
              allow: { to: { element: { types: { anyOf: ['contracts', 'http', 'dom', 'host', 'stores'] } } } },
            },
            // Every shared layer may read the typed globals and island.ts's types and cleanups.
            {
              from: { element: { types: { anyOf: ['http', 'dom', 'stores', 'react', 'ui'] } } },
              allow: { to: { file: { categories: { anyOf: ['config', 'island-api'] } } } },
            },
            { from: { element: { type: 'react' } }, allow: { to: { element: { types: { anyOf: ['contracts', 'dom', 'react'] } } } } },
            {
              from: { element: { type: 'ui' } },
              allow: { to: { element: { types: { anyOf: ['contracts', 'http', 'dom', 'host', 'stores', 'i18n', 'react', 'ui'] } } } },
            },
            // Islands and services: anything of the shared layers, their own folder, never another
            // island or service, never the runtime (load strategies, registry, mount, entries).
            ...['island', 'service'].flatMap((type) => [
              {
                from: { element: { type } },
                allow: { to: { element: { types: { anyOf: ['contracts', 'http', 'stores', 'dom', 'host', 'i18n', 'ui', 'react'] } } } },
              },
              { from: { element: { type } }, allow: { to: { file: { categories: { anyOf: ['config', 'island-api'] } } } } },
              { from: { element: { type } }, allow: { to: { element: { type, captured: { name: '{{from.captured.name}}' } } } } },
            ]),
            // The runtime imports the shared layers and, lazily, every island and service.
            {
              from: { element: { type: 'runtime' } },
              allow: { to: { element: { types: { anyOf: ['contracts', 'http', 'stores', 'dom', 'host', 'i18n', 'ui', 'react', 'runtime', 'island', 'service'] } } } },
            },
            { from: { element: { type: 'runtime' } }, allow: { to: { file: { categories: { anyOf: ['config', 'island-api'] } } } } },
            {
              from: { element: { type: 'mock-server' } },
              allow: { to: { element: { types: { anyOf: ['contracts', 'i18n', 'fixtures', 'mock-server'] } } } },
            },
            { from: { element: { type: 'mock-server' } }, allow: { to: { file: { categories: 'config' } } } },
            // The tools' settings read the Vite plugins and the test helpers (time-outs, the sequencer).
            { from: { file: { categories: 'tool-settings' } }, allow: { to: { element: { types: { anyOf: ['scripts', 'tests'] } } } } },
            { from: { file: { categories: 'tool-settings' } }, allow: { to: { file: { categories: 'tool-settings' } } } },
            { from: { element: { type: 'fixtures' } }, allow: { to: { element: { types: { anyOf: ['contracts', 'fixtures', 'mock-server'] } } } } },
          ],
        },
      ],
    },
  },
  // src/dom/navigate.ts is the one way the bundle sends the browser somewhere (ARCHITECTURE.md): every
  // spelling of a navigation is refused elsewhere, whatever object the location is reached through
  // (`location`, `window.location`, `document.location`, `globalThis.location`).
  {
    files: ['src/**', 'islands/**', 'services/**', 'boot/**'],
    ignores: ['src/dom/navigate.ts', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': ['error', ...navigationSelectors()],
    },
  },
  // CommonJS where a tool requires it (eslint-module-utils loads resolvers with require()).
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['mock-server/**', 'scripts/**', 'tests/**'],
    rules: { 'no-console': 'off' },
  },
);
