import type { Outcome } from '../../http/request.ts';
import { setBusy } from '../../dom/busy.ts';
import { texts } from '../../i18n/texts.ts';
import { loadCode } from '../../island-code.ts';
import { openModal, type ModalMaxWidth } from '../../stores/modal.ts';
import { notify } from '../notify.ts';

export interface LoadedHtmlModal {
  /** The dialog's name: what the trigger said (a product's name, the link's text). */
  title: string;
  maxWidth: ModalMaxWidth;
  /** Fetches the server HTML to show (a quick view, a page's content). */
  load: () => Promise<Outcome<string>>;
}

/**
 * A trigger that shows server HTML in the shared modal (the quick view, modal-content links): the
 * trigger is busy while the HTML and the modal's code load side by side, clicks meanwhile are ignored,
 * and a failure (docs/CONTRACTS.md#texts) is told in a toast with the page left as it was, so the
 * shopper can simply try again. The modal's code is fetched only now.
 */
/**
 * The modal's root, which the chunks that open a modal of their own import too: the `.then` keeps the
 * build from writing it as a chunk of its own, which loadCode() would try again at a new address, and
 * a second copy would be a second modal root.
 */
const loadModalRoot = () => import('./mount-modal.ts').then((module) => module);

export async function showLoadedHtml(trigger: HTMLElement, modal: LoadedHtmlModal): Promise<void> {
  if (trigger.classList.contains('loading')) return;
  setBusy(trigger, true);
  try {
    const [loaded, modalRoot] = await Promise.all([modal.load(), loadCode(loadModalRoot)]);
    if (!loaded.ok) {
      notify(texts.modalLoadFailed, 'danger');
      return;
    }
    modalRoot.ensureModalRoot();
    openModal({ title: modal.title, content: { kind: 'html', html: loaded.value }, maxWidth: modal.maxWidth });
  } catch {
    // The modal's code could not be fetched (the connection dropped).
    notify(texts.modalLoadFailed, 'danger');
  } finally {
    setBusy(trigger, false);
  }
}
