import { describe, expect, it } from 'vitest';
import { DEMO_ADDITIONS } from './demo-additions.ts';
import { rehubCapture } from './real-rehub.ts';

describe("the demo's additions", () => {
  it.each(Object.entries(DEMO_ADDITIONS))('%s names captures that exist', (_, { captures }) => {
    for (const name of captures) expect(() => rehubCapture(name), name).not.toThrow();
  });
});
