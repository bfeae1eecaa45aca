import { BACKUPS_PATH, type BackupsAnswer } from '@shop/contract';
import { baseApi } from '@shop/shared/api';

const auth = { auth: true } as const;

/** The API's backups (GET /api/copias), admin only: the panel shows the newest and downloads it. */
export const backupsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    adminBackups: build.query<BackupsAnswer, void>({ query: () => BACKUPS_PATH, extraOptions: auth }),
    /**
     * One archive, fetched with the admin's token when asked and never cached: answered as an object URL of it for
     * the download, which the caller revokes. A refusal is read as the API's JSON error.
     */
    adminBackupFile: build.query<string, string>({
      query: (archivo) => ({
        url: `${BACKUPS_PATH}/${encodeURIComponent(archivo)}`,
        responseHandler: async (response) =>
          response.ok ? URL.createObjectURL(await response.blob()) : (response.json() as Promise<unknown>),
      }),
      extraOptions: auth,
      keepUnusedDataFor: 0,
    }),
  }),
  overrideExisting: 'throw',
});

export const { useAdminBackupsQuery, useLazyAdminBackupFileQuery } = backupsApi;
