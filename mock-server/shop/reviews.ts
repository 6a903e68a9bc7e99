/**
 * Product reviews posted to `/wp-comments-post.php`: each waits for the store's approval, which never
 * comes in the demo. As WordPress does for an unapproved comment, only its author sees it, on the page
 * they are sent back to: its address carries the review's id and a hash only the shop can make.
 */
import { hmac, sameSecret } from './hash.ts';

export interface Review {
  id: number;
  productId: number;
  author: string;
  /** 1 to 5. */
  rating: number;
  text: string;
}

export interface ReviewBook {
  /** Keeps a review awaiting approval; answers it with the moderation hash of its address. */
  add(review: Omit<Review, 'id'>): { review: Review; hash: string };
  /** The review awaiting approval that `id` and `hash` (from its address) name, if it is this product's. */
  pending(productId: number, id: string | null, hash: string | null): Review | undefined;
  clear(): void;
}

const FIRST_REVIEW_ID = 501;
/** Bounds memory when a load test posts reviews. */
const MAX_REVIEWS = 5_000;

export function createReviewBook(secret: string): ReviewBook {
  const reviews = new Map<number, Review>();
  let nextId = FIRST_REVIEW_ID;
  const hashOf = (id: number) => hmac('md5', secret, `review|${id}`);
  return {
    add(fields) {
      if (reviews.size >= MAX_REVIEWS) reviews.delete(reviews.keys().next().value ?? 0);
      const review = { id: nextId++, ...fields };
      reviews.set(review.id, review);
      return { review, hash: hashOf(review.id) };
    },
    pending(productId, id, hash) {
      const review = /^\d{1,9}$/.test(id ?? '') ? reviews.get(Number(id)) : undefined;
      if (!review || review.productId !== productId || !sameSecret(hash ?? '', hashOf(review.id))) return undefined;
      return review;
    },
    clear() {
      reviews.clear();
      nextId = FIRST_REVIEW_ID;
    },
  };
}
