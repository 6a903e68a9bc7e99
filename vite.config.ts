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
    // at idle (boot/load/preload.ts), so Vite's own preloading is off (scripts/vite/no-preload-helper.ts).
    modulePreload: false,
    rolldownOptions: {
      // Two entries, one graph: the WordPress plugin picks one per shop (wordpress/shop-islands/includes/manifest.php).
      input: { boot: 'boot/boot.ts', 'boot-woocommerce': 'boot/boot-woocommerce.ts' },
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
              name: 'wishlist',
              includeDependenciesRecursively: false,
              test: path('/src/(stores|contracts)/wishlist\\.ts$'),
            },
            {
              // What the compare buttons, the count, the bar and the search share: one file, not five.
              name: 'compare',
              includeDependenciesRecursively: false,
              test: path('/src/(stores|contracts)/compare\\.ts$'),
            },
            {
              // What the Rehub theme's and WooZone's islands share: their globals, the header counts, the
              // shopper's own list and nonces, the toggle-list machine of the wishlist and compare stores
              // and what its results tell the shopper. Out of the runtime, so a classic theme never downloads them.
              name: 'theme',
              includeDependenciesRecursively: false,
              test: path('/src/(theme-config|stores/header-count|stores/own-list|stores/toggle-list|ui/tell-toggle-result|i18n/nl-theme|i18n/theme-texts)\\.ts$'),
            },
            {
              // What every page runs after `load`, in one file: the runtime every island and service uses
              // (settings, the events bridge, the transports, the applier, toasts and texts), the cart's
              // store, calls and fragment cache with the service that keeps it fresh (every page has a
              // mini-cart) and the adds a page before left on their way, order attribution's tracker with the store and host APIs its checkout half shares
              // (that half, services/checkout-attribution, loads at a checkout only), the add buttons' states
              // and the idle preloader. One file compresses about 1.2 KB smaller than the five it replaces
              // (names, imports and helpers shared), which a listing page without jQuery feels most.
              // Quantity changes (stores/cart-quantities) stay out: only the mini-cart's lines make them.
              name: 'runtime',
              includeDependenciesRecursively: false,
              test: path(
                [
                  '/src/(config|island)\\.ts',
                  '/src/contracts/(read|call|host-globals|wc-ajax|form-add-to-cart|pending-add|theme-cart|order-attribution)\\.ts',
                  '/src/dom/(events|fragments|announce|top-layer|cookies|navigate|busy|visibility|act-as-button|styles|fragment-cache|keep-focus|storage)\\.ts',
                  '/src/http/(request|queue|ajax|theme-preview)\\.ts',
                  '/src/(ui/notify|stores/toasts|stores/watch|stores/cart|stores/cart-actions|stores/unfinished-adds|stores/order-attribution|i18n/template|i18n/texts|i18n/nl)\\.ts',
                  '/src/host/(woo-order-attribution|wp-consent)\\.ts',
                  '/boot/load/preload\\.ts',
                  '/services/(cart-fragments|order-attribution)/[a-z-]+\\.ts',
                  '/src/(ui/add-button-state|stores/adds-in-flight)\\.ts',
                  '@preact/signals-core/.*',
                  // The bundler's helpers (namespace objects of lazily imported services): not a file of their own.
                  '\\0rolldown/runtime\\.js',
                ]
                  .map((part) => `(${part}$)`)
                  .join('|'),
              ),
            },
          ],
        },
      },
    },
  },
});
