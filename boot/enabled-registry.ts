import type { Registry } from '../src/island.ts';

/**
 * The registry without the islands and services the host switched off by name
 * (`window.shopIslands = { disabled: ['quick-view'] }`, printed by the WordPress plugin's
 * `shop_islands_disabled` filter): their markup keeps working as it does without JavaScript.
 * Written for size: it is part of the boot entry.
 */
export function enabledRegistry(registry: Registry, settings: unknown = (window as { shopIslands?: unknown }).shopIslands): Registry {
  const disabled = (settings as { disabled?: unknown } | null | undefined)?.disabled;
  const enabled = (entry: { name: string }) => !(Array.isArray(disabled) && disabled.includes(entry.name));
  return { ...registry, islands: registry.islands.filter(enabled), services: registry.services.filter(enabled) };
}
