/** Every store back to what a fresh page holds; setup.ts calls it before each test. */
import { resetConfig } from '../../src/config.ts';
import { resetThemeConfig } from '../../src/theme-config.ts';
import { resetAmazonShops } from '../../src/stores/amazon-shops.ts';
import { forgetRefreshedNonce } from '../../src/http/rest/nonce.ts';
import { resetCart } from '../../src/stores/cart.ts';
import { resetCompare } from '../../src/stores/compare.ts';
import { resetCartQuantities } from '../../src/stores/cart-quantities.ts';
import { resetModal } from '../../src/stores/modal.ts';
import { resetProductTabs } from '../../src/stores/product-tabs.ts';
import { resetToasts } from '../../src/stores/toasts.ts';
import { resetUnfinishedAdds } from '../../src/stores/unfinished-adds.ts';
import { resetWishlist } from '../../src/stores/wishlist.ts';

export function resetStores(): void {
  resetConfig();
  resetThemeConfig();
  forgetRefreshedNonce();
  resetCartQuantities();
  resetCart();
  resetWishlist();
  resetCompare();
  resetToasts();
  resetModal();
  resetProductTabs();
  resetAmazonShops();
  resetUnfinishedAdds();
}
