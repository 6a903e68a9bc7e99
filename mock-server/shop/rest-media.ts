/**
 * `/wp/v2/media`: uploads as WordPress takes them from a script (the file as the request body, named
 * by `Content-Disposition`), the post-processing step that makes an image's sub-sizes, and deletion
 * (`?force=true`; attachments have no trash). Only the store admin may upload (`upload_files`).
 */
import { MAX_POST_PROCESS_ATTEMPTS, MEDIA_PATH, POST_PROCESS_ACTION, UPLOAD_ATTACHMENT_HEADER } from '../../src/contracts/rest-api.ts';
import type { ShopCore } from './core.ts';
import { attachmentJson } from './media.ts';
import { restError } from './rest-answers.ts';
import { AJAX_HEADERS, HTML_TYPE, jsonAnswer, type ShopAnswer, type ShopRequest } from './shop-request.ts';
import type { Visit } from './visit.ts';

const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp']);
const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;
const FILENAME = /filename\*?=(?:UTF-8'')?"?([^";]{1,200})"?/i;

export function mediaRoute(shop: ShopCore, visit: Visit, req: ShopRequest, method: string, path: string): ShopAnswer | undefined {
  if (path === `/${MEDIA_PATH}` && method === 'POST') return upload(shop, visit, req);
  const processing = /^\/wp\/v2\/media\/(\d{1,9})\/post-process$/.exec(path);
  if (processing?.[1] && method === 'POST') return postProcess(shop, visit, req, Number(processing[1]));
  const item = /^\/wp\/v2\/media\/(\d{1,9})$/.exec(path);
  if (item?.[1] && method === 'DELETE') return remove(shop, visit, req, Number(item[1]));
  return undefined;
}

/** WordPress's answer to someone without `upload_files`: 401 for a guest, 403 for a customer. */
function refusedUploader(visit: Visit, code: string): ShopAnswer | undefined {
  if (visit.user?.role === 'administrator') return undefined;
  return restError(code, 'Sorry, je hebt geen toestemming om dit te doen.', visit.user ? 403 : 401);
}

function upload(shop: ShopCore, visit: Visit, req: ShopRequest): ShopAnswer {
  const refused = refusedUploader(visit, 'rest_cannot_create');
  if (refused) return refused;
  const disposition = req.headers['content-disposition'] ?? '';
  const filename = FILENAME.exec(disposition)?.[1]?.trim().replace(/[^\w.-]+/g, '-');
  if (!filename) return restError('rest_upload_no_content_disposition', 'Geen Content-Disposition opgegeven.', 400);
  const mimeType = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (!IMAGE_TYPES.has(mimeType)) return restError('rest_upload_sideload_error', 'Sorry, je hebt geen rechten om dit bestandstype te uploaden.', 400);
  const size = Number(req.headers['content-length'] ?? '0');
  if (size > MAX_UPLOAD_BYTES) {
    return restError('rest_upload_file_too_big', `Dit bestand is te groot. Bestanden moeten kleiner zijn dan ${MAX_UPLOAD_BYTES / 1024} KB.`, 413);
  }
  const { attachment, crashed } = shop.media.upload({ authorId: visit.user?.id ?? 0, filename, mimeType });
  if (crashed) return fatalError(attachment.id);
  return jsonAnswer(attachmentJson(attachment, visit.origin), 201);
}

/** What PHP's fatal-error handler sends when making the sub-sizes runs out of memory. */
function fatalError(attachmentId: number): ShopAnswer {
  return {
    status: 500,
    contentType: HTML_TYPE,
    body: '<!DOCTYPE html><html lang="nl"><body><p>Er heeft zich een kritieke fout voorgedaan op je website.</p></body></html>',
    cookies: [],
    headers: { ...AJAX_HEADERS, [UPLOAD_ATTACHMENT_HEADER]: String(attachmentId) },
  };
}

function postProcess(shop: ShopCore, visit: Visit, req: ShopRequest, id: number): ShopAnswer {
  const refused = refusedUploader(visit, 'rest_cannot_edit');
  if (refused) return refused;
  const action = (req.json as { action?: unknown } | undefined)?.action;
  if (action !== POST_PROCESS_ACTION) return restError('rest_invalid_param', 'Ongeldige parameter(s): action', 400);
  const outcome = shop.media.postProcess(id);
  if (outcome === 'missing') return restError('rest_post_invalid_id', 'Ongeldig bericht-ID.', 404);
  if (outcome === 'failed') {
    return restError('rest_upload_image_error', `De afbeelding kon niet worden verwerkt (hoogstens ${MAX_POST_PROCESS_ATTEMPTS} pogingen).`, 500);
  }
  return jsonAnswer(attachmentJson(outcome, visit.origin));
}

function remove(shop: ShopCore, visit: Visit, req: ShopRequest, id: number): ShopAnswer {
  const refused = refusedUploader(visit, 'rest_cannot_delete');
  if (refused) return refused;
  const force = req.url.searchParams.get('force');
  if (force !== 'true' && force !== '1') {
    return restError('rest_trash_not_supported', "Bijlagen kunnen niet naar de prullenbak. Gebruik 'force=true' om te verwijderen.", 501);
  }
  const removed = shop.media.remove(id);
  if (!removed) return restError('rest_post_invalid_id', 'Ongeldig bericht-ID.', 404);
  return jsonAnswer({ deleted: true, previous: attachmentJson(removed, visit.origin) });
}
