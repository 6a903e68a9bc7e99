/**
 * What WooCommerce's setup project does before its specs: the administrator and the customer logged in
 * once, their cookies saved where ADMINSTATE and CUSTOMERSTATE point (the specs read those variables).
 */
import { request, type FullConfig } from '@playwright/test';
import { admin, customer } from './shims/plugins/woocommerce/tests/e2e-pw/test-data/data.ts';

async function logIn(baseURL: string, account: { username: string; password: string }, statePath: string): Promise<void> {
  const context = await request.newContext({ baseURL });
  try {
    // WordPress refuses a login that does not bring back the test cookie its login page sets.
    await context.get('wp-login.php');
    await context.post('wp-login.php', {
      form: { log: account.username, pwd: account.password, 'wp-submit': 'Log In', testcookie: '1', redirect_to: `${baseURL}wp-admin/` },
      maxRedirects: 0,
    });
    const state = await context.storageState({ path: statePath });
    if (!state.cookies.some((cookie) => cookie.name.startsWith('wordpress_logged_in_'))) {
      throw new Error(`${account.username} could not log in to ${baseURL}: was the shop prepared (shop.sh wc-e2e prepare)?`);
    }
  } finally {
    await context.dispose();
  }
}

export default async function globalSetup(config: FullConfig): Promise<void> {
  const baseURL = config.projects[0]?.use.baseURL;
  const { ADMINSTATE, CUSTOMERSTATE } = process.env;
  if (!baseURL || !ADMINSTATE || !CUSTOMERSTATE) throw new Error('baseURL, ADMINSTATE and CUSTOMERSTATE are set by npm run test:woocommerce');
  await logIn(baseURL, admin, ADMINSTATE);
  await logIn(baseURL, customer, CUSTOMERSTATE);
}
