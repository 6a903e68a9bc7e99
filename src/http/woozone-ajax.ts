import { themeConfig } from '../theme-config.ts';
import type { CallContract } from '../contracts/call.ts';
import type { Outcome } from './request.ts';
import { ajax, type CallOptions } from './ajax.ts';

/**
 * A WooZone call (src/contracts/woozone.ts) to the plugin's own `woozone_vars.ajax_url`, where its
 * script sends every one of them, so all seven go to one place whatever the theme prints.
 */
export function woozoneAjax<Fields extends object, Answer, Wire>(
  contract: CallContract<Fields, Answer, Wire>,
  fields: Fields,
  options: Omit<CallOptions, 'ajaxUrl'> = {},
): Promise<Outcome<Answer>> {
  return ajax(contract, fields, { ...options, ajaxUrl: themeConfig().globals.woozone_vars.ajax_url });
}
