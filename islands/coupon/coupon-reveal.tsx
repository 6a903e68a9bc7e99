import { useId, useLayoutEffect, useRef, useState } from 'react';
import { announce } from '../../src/dom/announce.ts';
import { safeUrl } from '../../src/dom/navigate.ts';
import { themeTexts } from '../../src/i18n/theme-texts.ts';
import { addStyles } from '../../src/dom/styles.ts';
import css from './coupon-reveal.css?inline';

addStyles('coupon-reveal', css);

export interface CouponRevealProps {
  code: string;
  destination: string | null;
  /** The server's print block, shown as a copy (its ids removed, so none is on the page twice). */
  printBlock: HTMLElement | null;
  texts: { copied: string; goToWebsite: string; orCheck: string };
}

/** Null until the shopper asks to copy. */
type CopyState = 'copied' | 'refused' | null;

/** The reveal modal's body: the code in a read-only field, a copy button, the print block and the way to the offer. */
export function CouponReveal({ code, destination, printBlock, texts: shown }: CouponRevealProps) {
  const [copyState, setCopyState] = useState<CopyState>(null);
  const field = useRef<HTMLInputElement>(null);
  const fieldId = useId();
  const offer = destination ? safeUrl(destination, 'page') : null;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopyState('copied');
      announce(shown.copied);
    } catch {
      // Refused (no permission, no secure context): the shopper copies from the selected field.
      setCopyState('refused');
      field.current?.focus();
      field.current?.select();
      announce(themeTexts.couponCopyRefused);
    }
  };

  return (
    <div className="si-coupon-reveal coupon_code_in_modal">
      <div className="si-coupon-reveal__code">
        <label className="screen-reader-text" htmlFor={fieldId}>
          {themeTexts.couponReady}
        </label>
        <input id={fieldId} ref={field} type="text" className="code" value={code} readOnly size={20} onFocus={(event) => event.currentTarget.select()} />
        <button type="button" className="button si-coupon-reveal__copy" onClick={() => void copy()}>
          {themeTexts.couponCopy}
        </button>
      </div>
      <p className="si-coupon-reveal__feedback text_copied_coupon">
        {copyState === 'copied' ? shown.copied : copyState === 'refused' ? themeTexts.couponCopyRefused : ''}
      </p>
      {printBlock ? <PrintBlockCopy block={printBlock} /> : null}
      {offer ? (
        <a className="cpn_btn_inner" href={offer.href} target="_blank" rel="nofollow sponsored noopener">
          {shown.goToWebsite}
        </a>
      ) : null}
      <p className="cpn_info_bl">{shown.orCheck}</p>
    </div>
  );
}

function PrintBlockCopy({ block }: { block: HTMLElement }) {
  const host = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const copy = block.cloneNode(true);
    if (!(copy instanceof HTMLElement) || !host.current) return;
    copy.removeAttribute('id');
    for (const withId of copy.querySelectorAll('[id]')) withId.removeAttribute('id');
    host.current.replaceChildren(copy);
  }, [block]);
  return <div className="si-coupon-reveal__print" ref={host} />;
}
