/**
 * The media library behind `/wp/v2/media`, with WordPress's failure mode on a big picture: the upload
 * is stored, then making its sub-sizes runs out of memory and the request dies with a 5xx carrying
 * `X-WP-Upload-Attachment-Id`. QA switches that on (`crashPlan`); each crashed upload then refuses its
 * first `postProcessFailures` post-processing attempts.
 */
import type { MediaAttachment } from '../../src/contracts/rest-api.ts';

export interface StoredAttachment {
  id: number;
  authorId: number;
  filename: string;
  mimeType: string;
  subsizesMade: boolean;
  failuresLeft: number;
}

export interface CrashPlan {
  postProcessFailures: number;
}

export interface MediaLibrary {
  crashPlan: CrashPlan | null;
  /** Stores the upload; `crashed` when the crash plan makes its sub-sizes fail. */
  upload(details: { authorId: number; filename: string; mimeType: string }): { attachment: StoredAttachment; crashed: boolean };
  /** 'failed' while the crash plan says so, 'missing' for an unknown id. */
  postProcess(id: number): StoredAttachment | 'failed' | 'missing';
  find(id: number): StoredAttachment | undefined;
  remove(id: number): StoredAttachment | undefined;
  clear(): void;
}

const FIRST_ID = 5001;
const MAX_ATTACHMENTS = 1000;

export function createMediaLibrary(): MediaLibrary {
  const attachments = new Map<number, StoredAttachment>();
  let nextId = FIRST_ID;
  const library: MediaLibrary = {
    crashPlan: null,
    upload({ authorId, filename, mimeType }) {
      if (attachments.size >= MAX_ATTACHMENTS) attachments.delete(attachments.keys().next().value ?? 0);
      const crashed = library.crashPlan !== null;
      const attachment: StoredAttachment = {
        id: nextId++,
        authorId,
        filename,
        mimeType,
        subsizesMade: !crashed,
        failuresLeft: library.crashPlan?.postProcessFailures ?? 0,
      };
      attachments.set(attachment.id, attachment);
      return { attachment, crashed };
    },
    postProcess(id) {
      const attachment = attachments.get(id);
      if (!attachment) return 'missing';
      if (attachment.failuresLeft > 0) {
        attachment.failuresLeft -= 1;
        return 'failed';
      }
      attachment.subsizesMade = true;
      return attachment;
    },
    find: (id) => attachments.get(id),
    remove(id) {
      const attachment = attachments.get(id);
      attachments.delete(id);
      return attachment;
    },
    /** Forgets the uploads; the crash plan is a QA switch and stays. */
    clear() {
      attachments.clear();
      nextId = FIRST_ID;
    },
  };
  return library;
}

export function attachmentJson(attachment: StoredAttachment, origin: string): MediaAttachment {
  const source = `${origin}/wp-content/uploads/media/${attachment.id}/${encodeURIComponent(attachment.filename)}`;
  return {
    id: attachment.id,
    title: { rendered: attachment.filename.replace(/\.[a-z0-9]+$/i, '') },
    media_type: 'image',
    mime_type: attachment.mimeType,
    source_url: source,
    media_details: { sizes: attachment.subsizesMade ? { thumbnail: { source_url: source }, medium: { source_url: source } } : {} },
  };
}
