import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import boundaries from 'eslint-plugin-boundaries';

/**
 * Policies for a layer made of files directly in src/, which a file category tells apart (config,
 * island-api, runtime), and for the runtime's folders too. `mayImport` names element types (folders)
 * and file categories (src/ files) alike.
 */
function layer(category, mayImport) {
  const elements = mayImport.filter((type) => !['config', 'island-api'].includes(type));
  const files = { file: { categories: { anyOf: [category, ...mayImport] } } };
  const sources = category === 'runtime' ? [{ file: { categories: category } }, { element: { type: 'runtime' } }] : [{ file: { categories: category } }];
  return sources.flatMap((from) => [
    { from, allow: { to: { element: { types: { anyOf: elements } } } } },
    { from, allow: { to: files } },
  ]);
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
      'boundaries/elements': [
        { type: 'contracts', pattern: 'src/contracts', partialMatch: false },
        { type: 'http', pattern: 'src/http', partialMatch: false },
        { type: 'stores', pattern: 'src/stores', partialMatch: false },
        { type: 'dom', pattern: 'src/dom', partialMatch: false },
        { type: 'host', pattern: 'src/host', partialMatch: false },
        { type: 'i18n', pattern: 'src/i18n', partialMatch: false },
        { type: 'ui', pattern: 'src/ui', partialMatch: false },
        { type: 'react', pattern: 'src/react', partialMatch: false },
        { type: 'runtime', pattern: ['src/load', 'src/registry'], partialMatch: false },
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
        {
          category: 'runtime',
          pattern: 'src/{registry,enabled-registry,mount-islands,start-islands,boot,boot-woocommerce}.ts',
        },
        { category: 'config', pattern: 'src/{config,theme-config}.ts' },
        { category: 'island-api', pattern: 'src/{island,island-code}.ts' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            { from: { element: { type: 'contracts' } }, allow: { to: { element: { type: 'contracts' } } } },
            { from: { element: { type: 'i18n' } }, allow: { to: { element: { types: { anyOf: ['contracts', 'i18n'] } } } } },
            { from: { element: { type: 'host' } }, allow: { to: { element: { types: { anyOf: ['contracts', 'host'] } } } } },
            ...layer('config', ['contracts', 'i18n']),
            ...layer('island-api', ['contracts']),
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
            ...layer('runtime', ['contracts', 'http', 'stores', 'dom', 'host', 'i18n', 'ui', 'react', 'config', 'island-api', 'runtime', 'island', 'service']),
            {
              from: { element: { type: 'mock-server' } },
              allow: { to: { element: { types: { anyOf: ['contracts', 'i18n', 'fixtures', 'mock-server'] } } } },
            },
            { from: { element: { type: 'mock-server' } }, allow: { to: { file: { categories: 'config' } } } },
            { from: { element: { type: 'fixtures' } }, allow: { to: { element: { types: { anyOf: ['contracts', 'fixtures', 'mock-server'] } } } } },
          ],
        },
      ],
    },
  },
  // src/dom/navigate.ts is the one way the bundle sends the browser somewhere (ARCHITECTURE.md).
  {
    files: ['src/**', 'islands/**', 'services/**'],
    ignores: ['src/dom/navigate.ts', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['assign', 'replace', 'reload'].map((property) => ({ object: 'location', property, message: 'Go through navigate() or reloadPage() (src/dom/navigate.ts).' })),
        { object: 'window', property: 'open', message: 'Go through openWindow() (src/dom/navigate.ts).' },
      ],
    },
  },
  {
    files: ['mock-server/**', 'scripts/**', 'tests/**'],
    rules: { 'no-console': 'off' },
  },
);
