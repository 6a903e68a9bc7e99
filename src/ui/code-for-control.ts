import { loadCode } from '../island-code.ts';
import { afterNextPaint } from '../dom/after-next-paint.ts';
import { setBusy } from '../dom/busy.ts';
import { navigate } from '../dom/navigate.ts';
import { addStyles } from '../dom/styles.ts';
import { forgetCodeFailed, tellCodeFailed } from './tell-code-failed.ts';

/** The control's look while its code is on its way: the tap was taken, the rest follows. */
const LOADING_CODE = 'si-loading-code';

/**
 * Code an island imports when the shopper uses one of its controls (the compare bar's content, the login
 * popup), loaded as all code is (loadCode()). The control shows it is busy and the browser paints that
 * before the code is asked for: the tap is answered within a frame, however long the code's first run
 * takes on a slow phone. When the code does not arrive, the control's use ends as an island's held tap
 * does then (boot/load/interaction.ts): the shopper is told in the control's place, a control that is a
 * link goes where it leads, as it would without JavaScript, and the next use tries again. Resolves
 * `undefined` then.
 */
export async function codeFor<M>(control: HTMLElement, load: () => Promise<M>): Promise<M | undefined> {
  addStyles(LOADING_CODE, `.${LOADING_CODE}{cursor:progress;opacity:.6}`);
  setBusy(control, true, LOADING_CODE);
  try {
    await afterNextPaint();
    const code = await loadCode(load);
    forgetCodeFailed(control);
    return code;
  } catch {
    tellCodeFailed(control);
    navigate(control.closest('a')?.href, 'page');
    return undefined;
  } finally {
    setBusy(control, false, LOADING_CODE);
  }
}
