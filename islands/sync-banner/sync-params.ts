import { isRecord, parseJson, readId } from '../../src/contracts/read.ts';
import { SYNC_REFRESH_SECONDS, type SyncFields } from '../../src/contracts/woozone.ts';

export interface SyncParams {
  /** `do_ajax: yes`: the plugin wants the product synced now. */
  sync: boolean;
  /** `do_msg: yes`: the plugin's debug texts (docs/CONTRACTS.md#texts) go to the console (the plugin wrote them in production). */
  debug: boolean;
  fields: SyncFields;
  refreshSeconds: number;
}

const text = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/** Whole seconds from 1 to an hour, else the default: a countdown of 0 or "abc" would reload at once. */
function readSeconds(value: unknown): number {
  const seconds = Number(text(value).trim() || NaN);
  return Number.isInteger(seconds) && seconds >= 1 && seconds <= 3600 ? seconds : SYNC_REFRESH_SECONDS;
}

/** The wrapper's `.WooZone-syncfront-params` JSON (`SyncParamsWire`), read as untrusted; null when it is not JSON or names no product. */
export function readSyncParams(wrapper: HTMLElement): SyncParams | null {
  const params = parseJson(wrapper.querySelector('.WooZone-syncfront-params')?.textContent);
  if (!isRecord(params)) return null;
  const productId = readId(params.product_id);
  if (productId === undefined) return null;
  return {
    sync: params.do_ajax === 'yes',
    debug: params.do_msg === 'yes',
    fields: { asin: text(params.asin), product_id: productId, product_type: text(params.product_type) },
    refreshSeconds: readSeconds(params.refresh_in),
  };
}
