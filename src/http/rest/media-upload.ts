import { MAX_POST_PROCESS_ATTEMPTS, MEDIA_PATH, POST_PROCESS_ACTION, UPLOAD_ATTACHMENT_HEADER } from '../../contracts/rest-api.ts';
import { restError } from './errors.ts';
import type { RestMethod, Sent } from './send.ts';

/**
 * api-fetch's media upload: WordPress stores an upload before it makes the image's sub-sizes, and if
 * that runs out of memory it answers a 5xx with `x-wp-upload-attachment-id`. Then the sub-sizes are
 * asked for again (`POST /wp/v2/media/{id}/post-process`) while fewer than 5 attempts were made, and
 * if none worked the half-made attachment is deleted (`DELETE /wp/v2/media/{id}?force=true`) and the
 * shopper is told to upload a smaller picture (`post_process`).
 */

/** With a plain-permalink root the route sits, percent-encoded once the query is rewritten, in `?rest_route=`. */
export function isMediaUpload(url: URL, method: RestMethod): boolean {
  const route = url.searchParams.get('rest_route') ?? url.pathname;
  return method === 'POST' && route.includes(`/${MEDIA_PATH}`);
}

/** Sends a follow-up request to a path under the REST root. */
export type MediaFollowUp = (path: string, method: RestMethod, data?: unknown) => Promise<Sent>;

export async function finishUpload(upload: Sent, followUp: MediaFollowUp): Promise<Sent> {
  if (upload.ok || upload.status === undefined || upload.status < 500 || upload.status > 599) return upload;
  const id = upload.headers?.get(UPLOAD_ATTACHMENT_HEADER) ?? '';
  if (!/^\d{1,20}$/.test(id)) return upload;
  for (let attempt = 1; attempt <= MAX_POST_PROCESS_ATTEMPTS; attempt += 1) {
    const processed = await followUp(`${MEDIA_PATH}/${id}/post-process`, 'POST', { action: POST_PROCESS_ACTION });
    if (processed.ok) return processed;
  }
  await followUp(`${MEDIA_PATH}/${id}?force=true`, 'DELETE');
  return { ok: false, error: restError('post_process') };
}
