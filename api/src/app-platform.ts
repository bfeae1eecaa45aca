import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { MAX_UPLOAD_BYTES } from '@shop/contract';
import type { MediaStorage } from './features/images/storage/media-storage';
import type { ConnectionHandling } from './lib/connections';
import { registerJsonBodies } from './lib/json-body';
import type { RouteScope } from './lib/schema';
import { SECURITY_HEADERS } from './lib/security-headers';

export interface PlatformOptions {
  corsOrigins: string[];
  storage: MediaStorage;
  connections: ConnectionHandling;
}

/**
 * What every route shares, registered before them: headers, CORS, JSON bodies, uploads, connection handling, API
 * docs.
 */
export async function registerPlatform(app: RouteScope, { corsOrigins, storage, connections }: PlatformOptions) {
  // The docs page replaces the content security policy with its own.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(SECURITY_HEADERS);
    done();
  });
  await app.register(cors, {
    origin: corsOrigins,
    methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    exposedHeaders: ['Retry-After', 'ETag'],
    maxAge: 600,
  });
  registerJsonBodies(app);
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5 } });
  connections.register(app);
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'API de la bicicletería', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Served over plain http locally, so its requests must not be upgraded to https; Swagger UI sets inline styles.
    transformStaticCSP: (header) =>
      header
        .replace(/\s*upgrade-insecure-requests;?/, '')
        .replace("style-src 'self' https:", "style-src 'self' https: 'unsafe-inline'"),
  });

  if (storage.kind === 'local') {
    await app.register(fastifyStatic, {
      root: storage.dir,
      prefix: '/uploads/',
      immutable: true,
      maxAge: '365d',
      index: false,
      setHeaders: (response) => {
        response.setHeader('X-Content-Type-Options', 'nosniff');
      },
    });
  }
}
