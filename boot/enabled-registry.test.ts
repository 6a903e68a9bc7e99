import { describe, expect, it } from 'vitest';
import { enabledRegistry } from './enabled-registry.ts';
import { registry } from './registry.ts';

const names = (from: ReturnType<typeof enabledRegistry>) => [...from.islands, ...from.services].map((entry) => entry.name);

describe('islands and services the host switched off', () => {
  it('leaves out the named ones and keeps the rest in order', () => {
    const enabled = enabledRegistry(registry, { disabled: ['quick-view', 'order-attribution'] });
    expect(names(enabled)).toEqual(names(registry).filter((name) => name !== 'quick-view' && name !== 'order-attribution'));
  });

  it('keeps everything without settings, or with malformed ones', () => {
    for (const settings of [undefined, null, 'quick-view', { disabled: 'quick-view' }, { disabled: [42] }]) {
      expect(names(enabledRegistry(registry, settings))).toEqual(names(registry));
    }
  });
});
