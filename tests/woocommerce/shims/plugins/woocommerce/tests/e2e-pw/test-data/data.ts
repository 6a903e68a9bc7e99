/**
 * Shim of WooCommerce's test-data/data.js: the accounts of its test site, as they are on the real shop.
 * The administrator is the shop's own (docs/REAL-SHOP.md); the customer is the one WooCommerce's test
 * environment creates, which `shop.sh wc-e2e prepare` makes for the run.
 */
export const admin = {
  username: 'admin',
  password: 'admin-pass-123',
  email: 'admin@example.test',
};

export const customer = {
  username: 'customer',
  password: 'password',
  email: 'customer@woocommercecoree2etestsuite.com',
  first_name: 'Jane',
  last_name: 'Smith',
};
