import { afterEach, describe, expect, it, vi } from 'vitest';
import { codeFor } from './code-for-control.ts';

/** Frames are painted only when the test says so. */
function holdFrames(): { paint: () => Promise<void> } {
  const frames: FrameRequestCallback[] = [];
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((frame) => frames.push(frame));
  return {
    async paint() {
      for (const frame of frames.splice(0)) frame(performance.now());
      // The task the frame queued: what runs once the frame is painted.
      await new Promise((done) => setTimeout(done));
    },
  };
}

const busy = (control: Element) => [control.getAttribute('aria-busy'), control.classList.contains('si-loading-code')];

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

describe("a control's code, loaded when the shopper uses it", () => {
  it('shows the control busy and has the browser paint that before the code is asked for', async () => {
    const frames = holdFrames();
    const control = document.body.appendChild(document.createElement('button'));
    const load = vi.fn(() => Promise.resolve({ shown: 'popup' }));

    const code = codeFor(control, load);
    expect(busy(control)).toEqual(['true', true]);
    expect(getComputedStyle(control).cursor).toBe('progress');
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();

    await frames.paint();
    await expect(code).resolves.toEqual({ shown: 'popup' });
    expect(load).toHaveBeenCalledOnce();
    expect(busy(control)).toEqual([null, false]);
  });

  it('tells the shopper in the control\'s place when the code does not arrive, follows its link, and tries again on the next use', async () => {
    const frames = holdFrames();
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const link = document.body.appendChild(document.createElement('a'));
    link.href = '/my-account/';
    const control = link.appendChild(document.createElement('span'));
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue({ shown: 'popup' });

    const failed = codeFor(control, load);
    await frames.paint();
    await expect(failed).resolves.toBeUndefined();
    expect(busy(control)).toEqual([null, false]);
    expect(control.nextElementSibling?.matches('.si-code-failed[role="status"]')).toBe(true);
    expect(assign).toHaveBeenCalledWith(`${location.origin}/my-account/`);

    const again = codeFor(control, load);
    await frames.paint();
    await expect(again).resolves.toEqual({ shown: 'popup' });
    expect(load).toHaveBeenCalledTimes(2);
    expect(control.nextElementSibling).toBeNull();
  });
});
