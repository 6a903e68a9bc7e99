import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeModal, openModal, resetModal, type OpenModalOptions } from '../../stores/modal.ts';
import { ensureModalRoot, prepareModal, unmountModalRoot } from './mount-modal.ts';
import { reactContent } from './react-content.tsx';
import { readFileSync } from 'node:fs';
import { afterNextPaint } from '../../dom/after-next-paint.ts';

/** Holds the browser's next frame until `paint()`, as a slow phone would. */
function holdFrames() {
  const frames: FrameRequestCallback[] = [];
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((frame) => frames.push(frame));
  return {
    paint: () =>
      act(async () => {
        frames.splice(0).forEach((frame) => frame(performance.now()));
        await new Promise((painted) => setTimeout(painted));
      }),
  };
}

/** The opener tapped while the browser's frames are held: the dialog as the tap's own frame shows it. */
function tapWithFramesHeld(options: Partial<OpenModalOptions> = {}) {
  const frames = holdFrames();
  const { opener } = setup(options);
  act(() => {
    opener.focus();
    opener.click();
  });
  return { frames, opener, dialog: document.querySelector('dialog')! };
}

function setup(options: Partial<OpenModalOptions> = {}) {
  const user = userEvent.setup();
  const opener = document.createElement('button');
  opener.type = 'button';
  opener.textContent = 'Toon kortingscode';
  opener.addEventListener('click', () =>
    openModal({ title: 'Jouw kortingscode', content: { kind: 'text', text: 'Gebruik WELKOM10' }, ...options }),
  );
  document.body.append(opener);
  ensureModalRoot();
  return { user, opener };
}

/** The opener clicked, and the frame that shows the dialog painted: it is modal, focus in it. */
async function openFrom(options: Partial<OpenModalOptions> = {}) {
  const { user, opener } = setup(options);
  await user.click(opener);
  await act(() => afterNextPaint());
  return { user, opener, dialog: screen.getByRole('dialog') };
}

describe('the modal', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    unmountModalRoot();
    resetModal();
    document.body.innerHTML = '';
    document.documentElement.className = '';
  });

  it('gives each part of the dialog the class its stylesheet (modal.css) styles it by', async () => {
    const { dialog } = await openFrom();
    const styledBy = (selector: string) => dialog.matches(selector) || dialog.querySelector(selector) !== null;
    // Read as a file: the unit tests load CSS imports empty.
    const css = readFileSync('src/ui/modal/modal.css', 'utf8');
    const classes = [...new Set(css.match(/\.si-modal[\w-]*/g))];
    // The two classes of a dialog that is not modal yet have tests of their own below.
    expect(classes.filter((selector) => !styledBy(selector))).toEqual(['.si-modal--prepared', '.si-modal--opening', '.si-modal__html']);
    expect([dialog.querySelector('h2')?.className, dialog.querySelector('button')?.className, dialog.querySelector('p')?.parentElement?.className]).toEqual([
      'si-modal__title',
      'si-modal__close si-modal__icon-button',
      'si-modal__content',
    ]);
  });

  it('shows nothing while no modal is open', () => {
    setup();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens with its title as the dialog name and its content', async () => {
    const { dialog } = await openFrom();
    expect(screen.getByRole('dialog', { name: 'Jouw kortingscode' })).toBe(dialog);
    expect(screen.getByRole('heading', { level: 2, name: 'Jouw kortingscode' })).toBeTruthy();
    expect(screen.getByText('Gebruik WELKOM10')).toBeTruthy();
    expect(dialog.hasAttribute('open')).toBe(true);
  });

  it('moves focus into the dialog', async () => {
    const { dialog } = await openFrom();
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('focuses an autofocus field of the content first', async () => {
    await openFrom({
      content: { kind: 'html', html: '<label>E-mail <input type="email" autofocus></label>' },
    });
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'E-mail' }));
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    const { user, opener } = await openFrom();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes with the close button', async () => {
    const { user, opener } = await openFrom();
    await user.click(screen.getByRole('button', { name: 'Sluiten' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes on a click on the backdrop', async () => {
    const { user, dialog } = await openFrom();
    await user.click(dialog);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays open on a click inside the box', async () => {
    const { user } = await openFrom();
    await user.click(screen.getByText('Gebruik WELKOM10'));
    await user.click(screen.getByRole('heading', { name: 'Jouw kortingscode' }));
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('stays open when a press starts inside the box and is released on the backdrop', async () => {
    const { user, dialog } = await openFrom();
    await user.pointer([
      { keys: '[MouseLeft>]', target: screen.getByText('Gebruik WELKOM10') },
      { target: dialog },
      { keys: '[/MouseLeft]', target: dialog },
    ]);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('is 500 px wide at most by default', async () => {
    const { dialog } = await openFrom();
    expect(dialog.style.maxWidth).toBe('500px');
  });

  it('is 650 px wide at most for a coupon reveal', async () => {
    const { dialog } = await openFrom({ maxWidth: 650 });
    expect(dialog.style.maxWidth).toBe('650px');
  });

  it('inserts html content as HTML, in the box modal.css styles server HTML by', async () => {
    await openFrom({ content: { kind: 'html', html: '<p>Code: <strong>WELKOM10</strong></p>' } });
    expect(screen.getByText('WELKOM10').tagName).toBe('STRONG');
    expect(screen.getByText('WELKOM10').closest('.si-modal__content > div')?.className).toBe('si-modal__html');
  });

  it('has a close button that submits nothing, its cross hidden from screen readers', async () => {
    await openFrom();
    const close = screen.getByRole('button', { name: 'Sluiten' }) as HTMLButtonElement;
    expect(close.type).toBe('button');
    expect(close.innerHTML).toBe('<span aria-hidden="true">×</span>');
  });

  it('shows text content as text, never as HTML', async () => {
    const { dialog } = await openFrom({ content: { kind: 'text', text: '<img src=x onerror=alert(1)>' } });
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeTruthy();
    expect(dialog.querySelector('img')).toBeNull();
  });

  it('shows content React renders, at once', async () => {
    await openFrom({ content: reactContent(() => <button type="button">Kopieer code</button>) });
    expect(screen.getByRole('button', { name: 'Kopieer code' })).toBeTruthy();
  });

  it('takes content React renders out again when it closes', async () => {
    const { user } = await openFrom({ content: reactContent(() => <button type="button">Kopieer code</button>) });
    const copy = screen.getByRole('button', { name: 'Kopieer code' });
    await user.keyboard('{Escape}');
    expect(copy.isConnected).toBe(false);
  });

  it('moves markup the page printed into the dialog and puts it back where it was when it closes', async () => {
    const popup = document.createElement('section');
    popup.innerHTML = '<form><label>Gebruikersnaam <input name="log"></label></form>';
    const before = document.createElement('p');
    const after = document.createElement('p');
    document.body.append(before, popup, after);
    const { user, dialog } = await openFrom({ content: { kind: 'node', node: popup } });
    expect(dialog.contains(popup)).toBe(true);
    await user.keyboard('{Escape}');
    expect(before.nextSibling).toBe(popup);
    expect(popup.nextSibling).toBe(after);
  });

  it('leaves no autofocus on the page’s own markup once it is put back', async () => {
    const popup = document.createElement('section');
    popup.innerHTML = '<label>Gebruikersnaam <input name="log" autofocus></label>';
    document.body.append(popup);
    const { user } = await openFrom({ content: { kind: 'node', node: popup } });
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Gebruikersnaam' }));
    await user.keyboard('{Escape}');
    expect(popup.querySelector('input')!.hasAttribute('autofocus')).toBe(false);
  });

  it('shows a second modal without a field to focus in the same dialog, focus staying inside', async () => {
    const { dialog } = await openFrom();
    act(() => openModal({ title: 'Verzendinformatie', content: { kind: 'text', text: 'Gratis verzending vanaf € 50' } }));
    expect(screen.getByRole('dialog', { name: 'Verzendinformatie' })).toBe(dialog);
    expect(screen.getByText('Gratis verzending vanaf € 50')).toBeTruthy();
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('shows a second modal asked for while one is open in the same dialog, and still gives focus back to the first opener', async () => {
    const { user, opener, dialog } = await openFrom();
    act(() => openModal({ title: 'Registreren', content: { kind: 'html', html: '<label>E-mail <input type="email" autofocus></label>' } }));
    expect(screen.getByRole('dialog', { name: 'Registreren' })).toBe(dialog);
    expect(screen.queryByText('Gebruik WELKOM10')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'E-mail' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('locks page scrolling while open and unlocks it on close', async () => {
    const { user } = await openFrom();
    expect(document.documentElement.classList.contains('si-scroll-locked')).toBe(true);
    await user.keyboard('{Escape}');
    expect(document.documentElement.classList.contains('si-scroll-locked')).toBe(false);
  });

  it('calls onClose once when it closes', async () => {
    const onClose = vi.fn();
    const { user } = await openFrom({ onClose });
    await user.keyboard('{Escape}');
    act(() => closeModal());
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('clears the store when a form in the content closes the dialog', async () => {
    const onClose = vi.fn();
    const { user } = await openFrom({
      onClose,
      content: { kind: 'html', html: '<form method="dialog"><button>Begrepen</button></form>' },
    });
    await user.click(screen.getByRole('button', { name: 'Begrepen' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows itself in the tap’s own frame, and is modal with focus in it and the page’s scrolling locked once that frame is painted', async () => {
    const { frames, dialog, opener } = tapWithFramesHeld();
    expect([dialog.className, dialog.open, document.activeElement]).toEqual(['si-modal si-modal--opening', false, opener]);
    expect(document.documentElement.classList.contains('si-scroll-locked')).toBe(false);
    await frames.paint();
    expect([dialog.className, dialog.open, dialog.contains(document.activeElement)]).toEqual(['si-modal', true, true]);
    expect(document.documentElement.classList.contains('si-scroll-locked')).toBe(true);
  });

  it('closes on Escape before it is modal, and is not made modal by the frame after', async () => {
    const { frames, opener, dialog } = tapWithFramesHeld();
    await userEvent.keyboard('{Escape}');
    expect([dialog.isConnected, document.activeElement]).toEqual([false, opener]);
    await frames.paint();
    expect([dialog.open, document.documentElement.classList.contains('si-scroll-locked')]).toEqual([false, false]);
  });

  it('keeps focus where the shopper moved it in the tap’s frame when it becomes modal', async () => {
    const { frames } = tapWithFramesHeld({ content: { kind: 'html', html: '<label>Naam <input autofocus></label><label>E-mail <input type="email"></label>' } });
    const email = document.querySelector<HTMLInputElement>('input[type="email"]')!;
    email.focus();
    await frames.paint();
    expect(document.activeElement).toBe(email);
  });

  it('lays out markup the page printed before the tap, unseen, and that tap reveals the same dialog', async () => {
    const popup = document.createElement('section');
    popup.innerHTML = '<label>Gebruikersnaam <input name="log" autofocus></label>';
    const before = document.createElement('p');
    document.body.append(before, popup);
    prepareModal({ title: 'Inloggen', node: popup });
    const prepared = document.querySelector<HTMLDialogElement>('dialog')!;
    expect([prepared.className, prepared.open, prepared.contains(popup), prepared.style.maxWidth]).toEqual(['si-modal si-modal--prepared', false, true, '500px']);
    // Asked for again (another trigger of the same popup mounting): still the one dialog.
    prepareModal({ title: 'Inloggen', node: popup });
    expect(document.querySelectorAll('dialog')).toHaveLength(1);
    const { user, dialog } = await openFrom({ title: 'Inloggen', content: { kind: 'node', node: popup } });
    expect([dialog, document.activeElement]).toEqual([prepared, screen.getByRole('textbox', { name: 'Gebruikersnaam' })]);
    await user.keyboard('{Escape}');
    expect([prepared.isConnected, before.nextSibling]).toEqual([false, popup]);
  });

  it('is in the page before server HTML goes into it, so the page’s island scanner sees that HTML added where it may look', async () => {
    const container = ensureModalRoot();
    const added: string[] = [];
    const observer = new MutationObserver((records) => {
      for (const record of records) if ((record.target as Element).hasAttribute?.('data-server-html')) added.push(...[...record.addedNodes].map((node) => node.nodeName));
    });
    observer.observe(container, { childList: true, subtree: true });
    act(() => openModal({ title: 'Snel bekijken', content: { kind: 'html', html: '<form class="variations_form"></form>' } }));
    await act(async () => undefined);
    observer.disconnect();
    expect(added).toEqual(['FORM']);
  });

  it('lays nothing out while a modal is open: the markup it shows stays in it', async () => {
    const popup = document.createElement('section');
    popup.innerHTML = '<label>Gebruikersnaam <input name="log"></label>';
    document.body.append(popup);
    const { dialog } = await openFrom({ title: 'Inloggen', content: { kind: 'node', node: popup } });
    prepareModal({ title: 'Inloggen', node: popup });
    expect([dialog.contains(popup), document.querySelectorAll('dialog').length]).toEqual([true, 1]);
  });

  it('puts the markup it laid out back in its place when another content opens instead', async () => {
    const popup = document.createElement('section');
    const after = document.createElement('p');
    document.body.append(popup, after);
    prepareModal({ title: 'Inloggen', node: popup });
    const prepared = document.querySelector('dialog')!;
    const { dialog } = await openFrom();
    expect([dialog === prepared, prepared.isConnected, popup.nextSibling]).toEqual([false, false, after]);
  });

  it('closes when the store is cleared by code', async () => {
    await openFrom();
    act(() => closeModal());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.documentElement.classList.contains('si-scroll-locked')).toBe(false);
  });
});
