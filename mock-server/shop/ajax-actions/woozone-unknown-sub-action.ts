/**
 * `WooZone_frontend` with a sub-action the plugin does not have: WooZone `die()`s
 * `{"status":"invalid","html":"Invalid action!"}` (fixtures/real-rehub/ 47–51 from 9.0.3.2), which the
 * islands read as "keep what the page shows". The sub-actions the demo has are registered on their own.
 */
import { WOOZONE_FRONTEND } from '../../../src/contracts/woozone.ts';
import type { AdminAjaxAction } from '../admin-ajax-action.ts';
import { echoedJsonAnswer } from '../shop-request.ts';

export const unknownWooZoneSubAction: [string, AdminAjaxAction] = [
  WOOZONE_FRONTEND,
  { audience: 'everyone', answer: () => echoedJsonAnswer({ status: 'invalid', html: 'Invalid action!' }) },
];
