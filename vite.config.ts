import { defineConfig } from 'vite';

/**
 * One build graph: the boot entry plus every island as a lazily imported chunk, so all islands share
 * one copy of each store module. React and the signals bridge sit in their own chunk, which loads only
 * with the first React island.
 */
export default defineConfig({
  // Relative URLs: the bundle works wherever the theme puts dist/ (wp-content/themes/..., plugins/...).
  base: './',
  oxc: { jsx: { runtime: 'automatic' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    modulePreload: { polyfill: false },
    rolldownOptions: {
      input: { boot: 'src/boot.ts' },
      output: {
        entryFileNames: 'assets/[name]-[hash].js',
        chunkFileNames: 'assets/[name]-[hash].js',
        codeSplitting: {
          groups: [
            {
              name: 'react',
              // Only React itself: signals-core stays with the stores, which plain islands import too.
              includeDependenciesRecursively: false,
              test: /node_modules[\\/](react|react-dom|scheduler|@preact[\\/]signals-react|use-sync-external-store)[\\/]/,
            },
            {
              // The small shared runtime every island uses (stores, transports, DOM helpers, texts):
              // one file fetched with the first island instead of a dozen sub-kilobyte ones.
              name: 'runtime',
              // Only these modules (Vite's preload helper must stay in the entry). Everything they import
              // is in the set too, so no other chunk is imported back by this one (a chunk cycle).
              includeDependenciesRecursively: false,
              test: /([\\/]src[\\/](config|island)\.ts|[\\/]src[\\/](contracts|dom|stores|i18n)[\\/]|[\\/]src[\\/]http[\\/](request|queue|wc-ajax|admin-ajax)\.ts|[\\/]src[\\/]ui[\\/]notify\.ts|@preact[\\/]signals-core[\\/])/,
            },
          ],
        },
      },
    },
  },
});
