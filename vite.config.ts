import { defineConfig } from 'vite';
import { islandPreloads } from './scripts/vite/island-preloads.ts';
import { noPreloadHelper } from './scripts/vite/no-preload-helper.ts';

/**
 * One build graph: the boot entry plus every island and service as a lazily imported chunk, so all
 * share one copy of each store module. Chunks are cut by domain (ARCHITECTURE.md, "Chunks"): the
 * runtime every page needs, React (only with the first React island), and each domain's store and
 * contracts, which travel with the islands that use them.
 */

/** Modules matched by path; each group takes only these (its imports are in the group or below it). */
const path = (pattern: string) => new RegExp(pattern.replaceAll('/', '[\\\\/]'));

export default defineConfig({
  // Relative URLs: the bundle works wherever the theme puts dist/ (wp-content/themes/..., plugins/...).
  base: './',
  oxc: { jsx: { runtime: 'automatic' } },
  plugins: [islandPreloads(), noPreloadHelper()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    // An island's imports load after its chunk; the code the first interaction needs is fetched ahead
    // at idle (src/load/preload.ts), so Vite's own preloading is off (scripts/vite/no-preload-helper.ts).
    modulePreload: false,
    rolldownOptions: {
      input: { boot: 'src/boot.ts' },
      output: {
        entryFileNames: 'assets/[name]-[hash].js',
        chunkFileNames: 'assets/[name]-[hash:7].js',
        codeSplitting: {
          groups: [
            {
              name: 'react',
              // Only React itself: signals-core stays with the stores, which plain islands import too.
              includeDependenciesRecursively: false,
              test: path('node_modules/(react|react-dom|scheduler|@preact/signals-react|use-sync-external-store)/'),
            },
            {
              // The cart's store, calls and cache: every page has a mini-cart, but not every page needs it before `load`.
              // Quantity changes (stores/cart-quantities) stay out: only the mini-cart's lines make them.
              name: 'cart',
              includeDependenciesRecursively: false,
              test: path('/src/(stores/cart(-actions)?|contracts/(wc-ajax|theme-cart)|dom/(fragment-cache|keep-focus|storage))\\.ts$'),
            },
            {
              name: 'wishlist',
              includeDependenciesRecursively: false,
              test: path('/src/(stores|contracts)/wishlist\\.ts$'),
            },
            {
              // What the compare buttons, the count, the bar and the search share: one file, not five.
              name: 'compare',
              includeDependenciesRecursively: false,
              test: path('/src/((stores|contracts)/compare|ui/tell-compare-result)\\.ts$'),
            },
            {
              // The tracker every page runs, with the store and host API its checkout half shares (that half,
              // services/checkout-attribution, at a checkout only, then adds one file, not two) and the WP
              // Consent API it listens to.
              name: 'order-attribution',
              includeDependenciesRecursively: false,
              test: path('/(services/order-attribution/[a-z-]+|src/stores/order-attribution|src/host/(woo-order-attribution|wp-consent)|src/contracts/order-attribution)\\.ts$'),
            },
            {
              // What every island and service uses: settings, the events bridge, the transports, the
              // applier, toasts and texts. One file instead of a dozen sub-kilobyte ones.
              name: 'runtime',
              includeDependenciesRecursively: false,
              test: path(
                '(/src/(config|island)\\.ts|/src/contracts/(read|call|host-globals)\\.ts|/src/dom/(events|fragments|announce|top-layer|cookies|navigate|busy|visibility|act-as-button|styles)\\.ts|/src/http/(request|queue|ajax|theme-preview)\\.ts|/src/(ui/notify|stores/toasts|stores/watch|stores/header-count|i18n/template|i18n/texts|i18n/nl)\\.ts|@preact/signals-core/)',
              ),
            },
          ],
        },
      },
    },
  },
});
