export { baseApi } from './base-api';
export { apiBaseQuery, authRejected } from './base-query';
export type { ApiExtraOptions } from './base-query';
export { errorMessage, isApiError, toApiError } from './api-error';
export type { ApiError } from './api-error';
export { resolveApiUrl } from './resolve-api-url';
export { LIST_ID, TAG_TYPES } from './tags';
export type { TagType } from './tags';
export { REMOTE_ENDPOINTS_OVERRIDE } from './endpoint-override';
