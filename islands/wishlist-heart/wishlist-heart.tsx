import { useSignals } from '@preact/signals-react/runtime';
import { navigate } from '../../src/dom/navigate.ts';
import { themeTexts } from '../../src/i18n/theme-texts.ts';
import { fillText } from '../../src/i18n/template.ts';
import { toggleWish } from '../../src/stores/wishlist.ts';
import { tellWishResult } from '../../src/ui/tell-toggle-result.ts';
import type { HeartProps } from '../../src/ui/wishlist-heart/read-heart-props.ts';
import { heartSemantics } from '../../src/ui/wishlist-heart/heart-semantics.ts';

/**
 * The heart, the product's count and the hidden toast texts, rendered as the server printed them
 * (the no-JavaScript form around the heart has `display: contents`, so nothing moves). The heart stays
 * one <button> in every state, so keyboard focus survives a change.
 */
export function WishlistHeart(props: HeartProps) {
  useSignals();
  const { productId, wish, wishlink } = props;
  const { wished, count, loading } = wish.value;
  const { leadsToWishlist, caption, label, pressed, title } = heartSemantics(props, wished);

  const onClick = () => {
    if (leadsToWishlist && navigate(wishlink, 'page')) return;
    void toggleWish(productId).then((result) => tellWishResult(result, props));
  };

  const button = (
    <button
      type="button"
      className={`heartplus${wished ? ' alreadywish' : ''}${loading ? ' loading' : ''}`}
      data-post_id={productId}
      data-informer={count}
      data-wishlink={wishlink ?? undefined}
      // A heart that leads to the wishlist is no toggle: it is named for where it goes.
      aria-pressed={pressed}
      aria-busy={loading || undefined}
      aria-label={label}
      title={title}
      onClick={onClick}
    >
      {caption !== null && <span className="heart-caption">{caption}</span>}
    </button>
  );

  return (
    <>
      {props.cellClass === null ? button : <span className={props.cellClass}>{button}</span>}
      <span className="thumbscount" id={`wishcount${productId}`} data-wishcount={count} aria-hidden="true">
        {count}
      </span>
      <span className="screen-reader-text">{fillText(themeTexts.wishlistCount, { count })}</span>
      {props.addedText !== null && (
        <span className="rhhidden" id={`wishadded${productId}`}>
          {props.addedText}
        </span>
      )}
      {props.removedText !== null && (
        <span className="rhhidden" id={`wishremoved${productId}`}>
          {props.removedText}
        </span>
      )}
    </>
  );
}
