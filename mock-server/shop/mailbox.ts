/**
 * The shop's outgoing mail (wp_mail): kept in memory for QA (`GET /__qa/mail`) and written to the
 * request log as a JSON line, so a password-reset link can be followed without a mail server.
 */

export interface Mail {
  to: string;
  subject: string;
  body: string;
  /** The link the mail is about (a password reset), for tests and QA. */
  link?: string;
  sentAt: string;
}

export interface Mailbox {
  send(mail: Omit<Mail, 'sentAt'>): void;
  list(): readonly Mail[];
  /** Called for every mail sent (the request log writes it out). */
  onSend(listener: (mail: Mail) => void): void;
  clear(): void;
}

/** At most this many mails are kept: the oldest go first. */
const KEPT = 200;

export function createMailbox(now: () => number): Mailbox {
  const mails: Mail[] = [];
  const listeners: ((mail: Mail) => void)[] = [];
  return {
    send(mail) {
      const sent = { ...mail, sentAt: new Date(now()).toISOString() };
      mails.push(sent);
      if (mails.length > KEPT) mails.shift();
      for (const listener of listeners) listener(sent);
    },
    list: () => mails,
    onSend: (listener) => void listeners.push(listener),
    clear: () => void mails.splice(0),
  };
}
