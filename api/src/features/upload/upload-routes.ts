import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { Database } from '../../db/types';
import { requireAdmin } from '../auth';
import { HttpError, badRequest } from '../../lib/http-error';
import { describing, ErrorSchema, type RouteScope } from '../../lib/schema';
import { MAX_UPLOAD_BYTES, UPLOAD_TOO_LARGE, type UploadedImage } from '@shop/contract';
import { type MediaStorage, reserveUpload, storeImage } from '../images';

const UploadAnswer = describing<UploadedImage>()(
  Type.Object(
    {
      url: Type.String(),
      width: Type.Integer(),
      height: Type.Integer(),
      mime_type: Type.String(),
    },
    { additionalProperties: false },
  ),
);

export const ONE_FILE_ONLY = 'Enviá una sola imagen por vez: esta solicitud trae más de un archivo.';
export const INCOMPLETE_UPLOAD = 'El envío de la imagen llegó incompleto. Probá de nuevo.';
export const NO_BOUNDARY = 'El envío multipart/form-data no indica su separador (boundary).';

function uploadError(error: unknown): unknown {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new HttpError(413, UPLOAD_TOO_LARGE);
  if (code === 'FST_FILES_LIMIT') return badRequest(ONE_FILE_ONLY);
  // busboy's words for a body cut before its closing boundary, and for a Content-Type without one.
  if (error instanceof Error && /terminated early|unexpected end/i.test(error.message))
    return badRequest(INCOMPLETE_UPLOAD);
  if (error instanceof Error && /boundary not found/i.test(error.message)) return badRequest(NO_BOUNDARY);
  return error;
}

/**
 * Reads the whole body: the one file of the `file` field, refused if a second file comes after it, so that
 * nothing is stored from a request that would have dropped files silently.
 */
async function onlyFile(request: FastifyRequest): Promise<Buffer> {
  let image: Buffer | null = null;
  let fieldname = '';
  try {
    for await (const part of request.parts({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } })) {
      if (part.type !== 'file') continue;
      fieldname = part.fieldname;
      image = await (part as MultipartFile).toBuffer();
    }
  } catch (error: unknown) {
    throw uploadError(error);
  }
  if (!image || fieldname !== 'file') throw badRequest('Falta el archivo en el campo "file".', 'file');
  return image;
}

export async function uploadRoutes(app: RouteScope, { db, storage }: { db: Database; storage: MediaStorage }) {
  app.post(
    '/api/upload',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['upload'],
        security: [{ bearer: [] }],
        consumes: ['multipart/form-data'],
        response: { 201: UploadAnswer, '4xx': ErrorSchema },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart())
        throw new HttpError(415, 'Enviá la imagen como multipart/form-data en el campo "file".');
      const image = await onlyFile(request);
      // An upload nothing uses yet: removed after the grace period unless a write takes it.
      const stored = await storeImage(image, storage, (url) => reserveUpload(db, url, 'upload'));
      return reply.status(201).send(stored);
    },
  );
}
