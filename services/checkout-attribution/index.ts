import { ORDER_ATTRIBUTION_EXTENSION, type AttributionData } from '../../src/contracts/order-attribution.ts';
import { onceCheckoutStoreChanges, setCheckoutExtensionData } from '../../src/host/wp-data.ts';
import { combineCleanups, defineService } from '../../src/island.ts';
import { attribution, printedAttribution } from '../../src/stores/order-attribution.ts';
import { watch } from '../../src/stores/watch.ts';
import { fillAttributionInputs, provideAttributionInputs } from './attribution-inputs.ts';

/**
 * Order attribution at checkout: fills `<wc-order-attribution-inputs>` in the classic checkout form and
 * hands the values to a block checkout's store, from what the tracker (`order-attribution`) publishes.
 * A service of its own, started only where a checkout is, so no other page loads this code.
 */

function handToBlockCheckout(values: AttributionData): void {
  setCheckoutExtensionData(ORDER_ATTRIBUTION_EXTENSION, values);
}

export default defineService({
  start() {
    const printed = printedAttribution();
    if (!printed) return;
    return combineCleanups(
      provideAttributionInputs({ prefix: printed.params.prefix, fieldNames: Object.keys(printed.fields), current: () => attribution.value ?? {} }),
      watch(
        () => attribution.value,
        (values) => {
          if (!values) return;
          fillAttributionInputs(values);
          handToBlockCheckout(values);
        },
      ),
      onceCheckoutStoreChanges(() => {
        if (attribution.value) handToBlockCheckout(attribution.value);
      }),
    );
  },
});
