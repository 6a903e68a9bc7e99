import { describe, expect, it, vi } from 'vitest';
import { finishUpload, isMediaUpload, type MediaFollowUp } from './media-upload.ts';
import type { Sent } from './send.ts';

const root = 'http://127.0.0.1:8080/wp-json/';

describe('what counts as a media upload', () => {
  it('is a POST to the media route, with a pretty or a plain-permalink root', () => {
    expect(isMediaUpload(new URL('wp/v2/media', root), 'POST')).toBe(true);
    expect(isMediaUpload(new URL('http://127.0.0.1:8080/?rest_route=%2Fwp%2Fv2%2Fmedia'), 'POST')).toBe(true);
  });

  it('is not a read of the media, another route, or a route that only ends like it', () => {
    expect(isMediaUpload(new URL('wp/v2/media', root), 'GET')).toBe(false);
    expect(isMediaUpload(new URL('wp/v2/posts', root), 'POST')).toBe(false);
    expect(isMediaUpload(new URL('http://127.0.0.1:8080/?rest_route=%2Fxwp%2Fv2%2Fmedia'), 'POST')).toBe(false);
  });
});

/** A failed upload as send() reports it, with the attachment WordPress stored before it ran out of memory. */
function failedUpload(status: number | undefined, attachmentId?: string): Sent {
  const headers = new Headers(attachmentId === undefined ? {} : { 'x-wp-upload-attachment-id': attachmentId });
  return { ok: false, error: { code: 'internal_server_error', ...(status !== undefined && { status }) }, ...(status !== undefined && { status }), headers };
}

const processed: Sent = { ok: true, value: { id: 12 }, response: new Response('{}') };
const stillFailing: Sent = { ok: false, error: { code: 'internal_server_error', status: 500 }, status: 500 };

describe('finishing an upload WordPress stored but could not size', () => {
  it('leaves an answer alone that is not a server error, or a server error without a stored attachment', async () => {
    const followUp = vi.fn<MediaFollowUp>();
    for (const upload of [processed, failedUpload(undefined, '12'), failedUpload(499, '12'), failedUpload(600, '12'), failedUpload(500), failedUpload(500, '12a'), failedUpload(500, 'a12'), failedUpload(500, '1'.repeat(21))]) {
      expect(await finishUpload(upload, followUp)).toBe(upload);
    }
    expect(followUp).not.toHaveBeenCalled();
  });

  it('asks for the sizes again after a 5xx, up to 599, and answers with the first try that worked', async () => {
    for (const status of [500, 599]) {
      const followUp = vi.fn<MediaFollowUp>().mockResolvedValueOnce(stillFailing).mockResolvedValueOnce(processed);
      expect(await finishUpload(failedUpload(status, '12'), followUp)).toBe(processed);
      expect(followUp.mock.calls).toEqual([
        ['wp/v2/media/12/post-process', 'POST', { action: 'create-image-subsizes' }],
        ['wp/v2/media/12/post-process', 'POST', { action: 'create-image-subsizes' }],
      ]);
    }
  });

  it('deletes the half-made attachment after five failed tries and says the picture was too large to process', async () => {
    const followUp = vi.fn<MediaFollowUp>().mockResolvedValue(stillFailing);
    expect(await finishUpload(failedUpload(500, '12'), followUp)).toEqual({ ok: false, error: { code: 'post_process' } });
    expect(followUp).toHaveBeenCalledTimes(6);
    expect(followUp).toHaveBeenLastCalledWith('wp/v2/media/12?force=true', 'DELETE');
  });
});
