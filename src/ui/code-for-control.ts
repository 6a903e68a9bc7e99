import { loadCode } from '../island-code.ts';
import { navigate } from '../dom/navigate.ts';
import { forgetCodeFailed, tellCodeFailed } from './tell-code-failed.ts';

/**
 * Code an island imports when the shopper uses one of its controls (the compare bar's content, the login
 * popup), loaded as all code is (loadCode()). When it does not arrive, the control's use ends as an
 * island's held tap does then (boot/load/interaction.ts): the shopper is told in the control's place, a
 * control that is a link goes where it leads, as it would without JavaScript, and the next use tries
 * again. Resolves `undefined` then.
 */
export async function codeFor<M>(control: HTMLElement, load: () => Promise<M>): Promise<M | undefined> {
  try {
    const code = await loadCode(load);
    forgetCodeFailed(control);
    return code;
  } catch {
    tellCodeFailed(control);
    navigate(control.closest('a')?.href, 'page');
    return undefined;
  }
}
