import { errorMessage, isApiError, type ApiError } from '@shop/shared/api';
import type { AppDispatch } from '@shop/shared/store';
import { adminCatalogApi } from '../admin-api/admin-catalog-api';
import type { CatalogTable } from '../admin-api/catalog-types';
import { imageInput, type ImageRowsState } from '../image-manager/image-rows';

export interface SaveTexts {
  createFailed: string;
  updateFailed: string;
}

export interface SaveRequest {
  table: CatalogTable;
  /** Null creates the item; a number updates it. */
  id: number | null;
  body: Record<string, unknown>;
  images: ImageRowsState;
  texts: SaveTexts;
  /** The version the form was loaded at; every write sends it as If-Match (null: none known). */
  etag: string | null;
}

/** Progress reported as each step succeeds, so a retry after a failure does not repeat it. */
export interface SaveProgress {
  onCreated: (id: number) => void;
  onImageStored: (key: string, imageId: number) => void;
  onImageDeleted: (imageId: number) => void;
  /** The item's version after each write, so that the next one (and a retry) sends it. */
  onVersion: (etag: string | null) => void;
}

/**
 * A failed step: the message to show ('<step>: <server's words>'), the answer's status (412: changed elsewhere;
 * 401/403: signed out) and the field the server refused, if it named one.
 */
export class SaveError extends Error {
  constructor(
    /** Which step failed, in the owner's words. */
    readonly step: string,
    /** The server's own words, to show beside the field they name. */
    readonly serverMessage: string,
    readonly status: ApiError['status'] | null,
    /** The body's field the server refused (its `campo`). */
    readonly field: string | null,
  ) {
    super(`${step}: ${serverMessage}`);
  }
}

async function step<T>(run: () => Promise<T>, context: string): Promise<T> {
  try {
    return await run();
  } catch (error: unknown) {
    const serverMessage = errorMessage(error, 'Error al guardar');
    const answer = isApiError(error) ? error : null;
    throw new SaveError(context, serverMessage, answer?.status ?? null, answer?.field ?? null);
  }
}

/**
 * The save sequence of both forms: create or update the item, delete the queued
 * images, update the stored ones, create the new ones (rows without a url are skipped). The first
 * failure stops it with its message. Answers the item's id.
 */
export async function saveCatalogItem(dispatch: AppDispatch, request: SaveRequest, progress: SaveProgress) {
  const { table, body, images, texts } = request;
  const endpoints = adminCatalogApi.endpoints;
  const creating = request.id === null;
  let etag = request.etag;
  const versioned = <T extends string | null>(next: T) => {
    etag = next;
    progress.onVersion(next);
  };

  let id = request.id;
  if (id === null) {
    const created = await step(
      () => dispatch(endpoints.adminCatalogCreate.initiate({ table, body }, { track: false })).unwrap(),
      texts.createFailed,
    );
    id = created.id;
    progress.onCreated(id);
    versioned(created.etag);
  } else {
    const itemId = id;
    versioned(
      await step(
        () =>
          dispatch(endpoints.adminCatalogUpdate.initiate({ table, id: itemId, body, etag }, { track: false })).unwrap(),
        texts.updateFailed,
      ),
    );
  }

  const ownerId = id;
  for (const imageId of images.removedIds) {
    versioned(
      await step(
        () =>
          dispatch(
            endpoints.adminImageDelete.initiate({ table, id: ownerId, imageId, etag }, { track: false }),
          ).unwrap(),
        `No se pudo borrar la imagen ${imageId}`,
      ),
    );
    progress.onImageDeleted(imageId);
  }

  for (const [index, row] of images.rows.entries()) {
    const image = imageInput(row, index);
    if (row.id !== null) {
      const imageId = row.id;
      versioned(
        await step(
          () =>
            dispatch(
              endpoints.adminImageUpdate.initiate({ table, id: ownerId, imageId, image, etag }, { track: false }),
            ).unwrap(),
          'No se pudo actualizar una imagen',
        ),
      );
    } else if (image.url) {
      const answer = await step(
        () =>
          dispatch(endpoints.adminImageCreate.initiate({ table, id: ownerId, image, etag }, { track: false })).unwrap(),
        creating ? 'No se pudo guardar una imagen' : 'No se pudo guardar una imagen nueva',
      );
      versioned(answer.etag);
      progress.onImageStored(row.key, answer.image.id);
    }
  }
  return id;
}
