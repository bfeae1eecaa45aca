import type { FetchBaseQueryError, FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import type { ErrorAnswer } from '@shop/contract';

/** Every failed call ends as one of these; `message` is the text shown to the visitor, as is. */
export interface ApiError {
  status: number | 'NETWORK' | 'ABORTED';
  message: string;
  /** The request's field the API refused (its answer's `campo`), to show the message beside it. */
  field?: string;
  /** The body of a failure that answered plain text instead of JSON. */
  text?: string;
}

/** The API's own refusal (an `ErrorAnswer`) in a failed call's body, or null for any other body. */
function errorAnswer(data: unknown): ErrorAnswer | null {
  if (typeof data !== 'object' || data === null || !('error' in data)) return null;
  const { error, campo } = data as Record<keyof ErrorAnswer, unknown>;
  if (typeof error !== 'string' || error.trim() === '') return null;
  return typeof campo === 'string' && campo !== '' ? { error, campo } : { error };
}

function httpStatusMessage(status: number, meta: FetchBaseQueryMeta | undefined): string {
  return `HTTP ${status} ${meta?.response?.statusText ?? ''}`.trim();
}

function networkMessage(url: string, reason: string): string {
  return `No se pudo conectar con la API (${url}): ${reason}`;
}

const MAX_TEXT_LENGTH = 300;

/** A short plain-text body worth showing; an HTML error page is not. */
function plainText(body: string): string {
  const text = body.trim();
  return text.length <= MAX_TEXT_LENGTH && !text.startsWith('<') ? text : '';
}

export function toApiError(error: FetchBaseQueryError, meta: FetchBaseQueryMeta | undefined, url: string): ApiError {
  switch (error.status) {
    case 'FETCH_ERROR':
      return { status: 'NETWORK', message: networkMessage(url, error.error.replace(/^TypeError:\s*/, '')) };
    case 'TIMEOUT_ERROR':
      return { status: 'NETWORK', message: networkMessage(url, 'tiempo de espera agotado') };
    case 'PARSING_ERROR': {
      const text = plainText(error.data);
      return {
        status: error.originalStatus,
        message: httpStatusMessage(error.originalStatus, meta),
        ...(text && { text }),
      };
    }
    case 'CUSTOM_ERROR':
      return { status: 'NETWORK', message: error.error };
    default: {
      const answer = errorAnswer(error.data);
      return {
        status: error.status,
        message: answer?.error ?? httpStatusMessage(error.status, meta),
        ...(answer?.campo !== undefined && { field: answer.campo }),
      };
    }
  }
}

export function isApiError(value: unknown): value is ApiError {
  return typeof value === 'object' && value !== null && 'status' in value && 'message' in value;
}

/** The text to show for any caught failure, with the screen's own fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && error.message) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
