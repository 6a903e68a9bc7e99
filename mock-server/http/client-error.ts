/** A request we refuse with a 4xx and a plain-text reason (the error middleware sends it). */
export class ClientError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}
