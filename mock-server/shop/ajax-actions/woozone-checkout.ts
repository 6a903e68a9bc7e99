/**
 * `WooZone_before_user_checkout`: the e-mail the cart page asks for before checkout. Answers as the
 * plugin does, in plain text: `Busted!` for a bad `_nonce` (its wp_verify_nonce), `invalid_email`
 * when WordPress's is_email() would refuse the address, `email_exists` for one it has, else
 * `success` (and keeps it). Only by POST: keeping an address is a change of state.
 * WooZone registers the action only with its "checkout e-mail" option on, as the demo has it; the
 * captured shop has it off and answers `0` (fixtures/real-rehub/52), so these answers come from the
 * plugin's code (lib/frontend/frontend.class.php), not from a capture.
 */
import { WOOZONE_BEFORE_USER_CHECKOUT } from '../../../src/contracts/woozone.ts';
import { adminAjaxAction } from '../admin-ajax-action.ts';
import { NONCE_ACTIONS } from '../core.ts';

/** WordPress's is_email(), in short: 6–254 characters, a local part of its allowed characters, a domain of two or more labels. */
const LOCAL_PART = /^[a-zA-Z0-9!#$%&'*+/=?^_`{|}~.-]+$/;
const DOMAIN_LABEL = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

function isEmail(email: string): boolean {
  if (email.length < 6 || email.length > 254) return false;
  const at = email.indexOf('@');
  if (at < 1 || at !== email.lastIndexOf('@')) return false;
  const labels = email.slice(at + 1).split('.');
  return LOCAL_PART.test(email.slice(0, at)) && labels.length >= 2 && labels.every((label) => DOMAIN_LABEL.test(label));
}

export const beforeUserCheckoutAction = adminAjaxAction(WOOZONE_BEFORE_USER_CHECKOUT, 'everyone', ({ shop, visit, field, requirePost, reply }) => {
  const notPosted = requirePost();
  if (notPosted) return notPosted;
  if (!shop.nonceIsValid(visit, field('_nonce'), NONCE_ACTIONS.checkoutEmail)) return reply('Busted!');
  // sanitize_email() trims; WordPress compares addresses as given, case and all.
  const email = (field('email') ?? '').trim();
  if (!isEmail(email)) return reply('invalid_email');
  return reply(shop.checkoutEmails.add(email) === 'added' ? 'success' : 'email_exists');
});
