/**
 * rehub-framework's post-view counter (its postviews.js, handle `rehub-postview`): a GET to its own
 * `includes/rehub_ajax.php` (`postviewvar.rhpost_ajax_url`) counts one view of the post, and answers
 * nothing. Shared by the bundle and the mock server.
 */
import { defineCall } from './call.ts';

export interface PostViewFields {
  postviews_id: number;
}

/** GET, answered with an empty body (the endpoint ends with `exit`). */
export const REHUB_POST_VIEWS = defineCall<PostViewFields, true>({
  route: { via: 'rehub-framework', action: 'rehubpostviews' },
  method: 'GET',
  wire: 'text',
  read: (body) => (body.trim() === '' ? true : null),
});
