import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { requireAdmin } from '../../lib/auth-context';
import { HttpError, badRequest } from '../../lib/http-error';
import { MAX_UPLOAD_BYTES, storeImage } from '../images/image-files';

const UploadAnswer = Type.Object({
  url: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
  mime_type: Type.String(),
});
const ErrorSchema = Type.Object({ error: Type.String() });

export function uploadRoutes(app: FastifyInstance, uploadsDir: string) {
  app.post(
    '/api/upload',
    {
      preHandler: requireAdmin,
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
      const file = await request.file({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });
      if (!file || file.fieldname !== 'file') throw badRequest('Falta el archivo en el campo "file".');
      const buffer = await file.toBuffer().catch((error: unknown) => {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw new HttpError(413, 'La imagen supera el tamaño máximo de 8 MB.');
        throw error;
      });
      return reply.status(201).send(await storeImage(buffer, uploadsDir));
    },
  );
}
