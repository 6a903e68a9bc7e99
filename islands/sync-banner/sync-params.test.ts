import { describe, expect, it } from 'vitest';
import { readSyncParams } from './sync-params.ts';

/** A wrapper with WooZone's params JSON, as the plugin prints it. */
function wrapperWith(params: Record<string, unknown>): HTMLElement {
  const wrapper = document.createElement('div');
  const script = document.createElement('div');
  script.className = 'WooZone-syncfront-params';
  script.textContent = JSON.stringify({ product_id: '102', do_ajax: 'yes', ...params });
  wrapper.append(script);
  return wrapper;
}

describe("WooZone's sync params", () => {
  it.each([
    ['1', 1],
    [' 30 ', 30],
    [45, 45],
    ['3600', 3600],
    ['0', 15],
    ['3601', 15],
    ['2.5', 15],
    ['abc', 15],
    ['', 15],
    [true, 15],
  ])('read refresh_in %j as %i seconds (whole seconds from 1 to an hour, else 15)', (refreshIn, seconds) => {
    expect(readSyncParams(wrapperWith({ refresh_in: refreshIn }))?.refreshSeconds).toBe(seconds);
  });

  it('read a number as text, and anything else as none', () => {
    expect(readSyncParams(wrapperWith({ asin: 1234567890, product_type: null }))?.fields).toEqual({ asin: '1234567890', product_id: 102, product_type: '' });
  });

  it('name no product for params that are missing, not JSON or have no product id', () => {
    const broken = wrapperWith({});
    broken.firstElementChild!.textContent = '{kapot';
    const missing = document.createElement('div');
    expect([readSyncParams(missing), readSyncParams(broken), readSyncParams(wrapperWith({ product_id: 'geen' }))]).toEqual([null, null, null]);
  });
});
