/** A refusal the client caused: answered with its status, its headers, a Spanish `error` and the `campo` it names. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Readonly<Record<string, string>> = {},
    /** The request's field that caused the refusal, answered as `campo`. */
    readonly field?: string,
  ) {
    super(message);
  }
}

/** Bad input; `field` names the request's field at fault, when one is. */
export const badRequest = (message: string, field?: string) => new HttpError(400, message, {}, field);
export const notFound = (message: string, field?: string) => new HttpError(404, message, {}, field);
