import { themeConfig } from '../../src/theme-config.ts';
import { themeTexts } from '../../src/i18n/theme-texts.ts';
import { modal, openModal } from '../../src/stores/modal.ts';
import { ensureModalRoot } from '../../src/ui/modal/mount-modal.ts';
import { reactContent } from '../../src/ui/modal/react-content.tsx';
import { CouponReveal } from './coupon-reveal.tsx';

/**
 * Opens the reveal modal (max width 650, docs/CONTRACTS.md#timings) for the coupon the page was opened for. The
 * theme's own texts (`coupvars`) come first; the print block is the one the server printed in its
 * reveal section (`#coupon_code_in_modal`), where the page has it. A modal already open stays: the
 * same coupon shown twice on the page opens one reveal, and nothing else a shopper opened is replaced.
 */
export function showCouponReveal({ code, destination }: { code: string; destination: string | null }): void {
  if (modal.value) return;
  const { coupvars } = themeConfig().globals;
  const printBlock = document.querySelector<HTMLElement>('#coupon_code_in_modal .printmecoupondiv');
  ensureModalRoot();
  openModal({
    title: coupvars.coupontextready || themeTexts.couponReady,
    maxWidth: 650,
    content: reactContent(() => (
      <CouponReveal
        code={code}
        destination={destination}
        printBlock={printBlock}
        texts={{
          copied: coupvars.coupontextcopied || themeTexts.couponCopied,
          goToWebsite: coupvars.coupongotowebsite || themeTexts.couponGoToWebsite,
          orCheck: coupvars.couponorcheck || themeTexts.couponOrCheck,
        }}
      />
    )),
  });
}
