import {
  type CatalogImport,
  IMAGE_ALT_LIMIT,
  type ImportReport,
  LIST_PAGE_SIZE,
  type ListQuery,
  MAX_IMPORT_ROWS,
} from '@shop/contract';
import { type TObject, Type } from 'typebox';
import type { Database } from '../../db/types';
import type { HistoryWrites } from '../history';
import { requireAdmin } from '../auth';
import { describing, ErrorSchema, MAX_ID, nullable, type RouteScope } from '../../lib/schema';
import { applyImport, exportedItems, reviewImport } from './catalog-import';
import type { CatalogKind } from '../catalog-item';
import { listCatalog } from './catalog-list';

/** A 1,000-row file is about 1 MB; the most rows an import takes fit in this. */
const IMPORT_BODY_LIMIT = 8 * 1024 * 1024;

const ImportBody = describing<CatalogImport>()(
  Type.Object(
    {
      csv: Type.String({ maxLength: IMPORT_BODY_LIMIT, description: 'El archivo CSV, como lo exporta el panel.' }),
      versiones: Type.Optional(
        Type.Array(
          Type.Object(
            {
              id: Type.Integer({ minimum: 1, maximum: MAX_ID }),
              version: Type.Integer({ minimum: 0, maximum: MAX_ID }),
            },
            { additionalProperties: false },
          ),
          { maxItems: MAX_IMPORT_ROWS, description: 'Al aplicar: la versión de cada ítem que mostró la revisión.' },
        ),
      ),
    },
    { additionalProperties: false },
  ),
);

const Problem = Type.Object(
  { linea: Type.Integer(), campo: Type.Optional(Type.String()), error: Type.String() },
  { additionalProperties: false },
);

const ImportReportSchema = describing<ImportReport>()(
  Type.Object(
    {
      aplicado: Type.Boolean(),
      errores: Type.Array(Problem),
      filas: Type.Array(
        Type.Object(
          {
            linea: Type.Integer({ description: 'La fila de la planilla (la 1 es el encabezado).' }),
            id: nullable(Type.Integer()),
            nombre: Type.String(),
            accion: Type.Enum(['crear', 'cambiar', 'sin_cambios']),
            version: nullable(Type.Integer()),
            cambios: Type.Array(
              Type.Object(
                { campo: Type.String(), columna: Type.String(), antes: Type.String(), despues: Type.String() },
                { additionalProperties: false },
              ),
            ),
            errores: Type.Array(Problem),
          },
          { additionalProperties: false },
        ),
      ),
      resumen: Type.Object(
        { crear: Type.Integer(), cambiar: Type.Integer(), sin_cambios: Type.Integer(), con_errores: Type.Integer() },
        { additionalProperties: false },
      ),
    },
    { additionalProperties: false },
  ),
);

function exportItemSchema(kind: CatalogKind) {
  const image = Type.Object(
    { url: Type.String(), alt_text: nullable(Type.String({ maxLength: IMAGE_ALT_LIMIT })) },
    { additionalProperties: false },
  );
  return Type.Object(
    { ...kind.record.properties, version: Type.Integer(), imagenes: Type.Array(image) },
    { additionalProperties: false },
  );
}

/** The ids of every item of an admin list view (all its pages), in its order. */
async function viewIds(db: Database, kind: CatalogKind, query: ListQuery): Promise<number[]> {
  const ids: number[] = [];
  const limit = LIST_PAGE_SIZE.max;
  for (let page = 1; ; page += 1) {
    const { items, total } = await listCatalog(db, kind, { ...query, page, limit }, true);
    ids.push(...items.map((item) => item.id));
    if (items.length < limit || ids.length >= total) return ids;
  }
}

/** The catalogue's CSV: the export's data (every field and image of a list view) and the import, review and apply. */
export async function catalogCsvRoutes(
  app: RouteScope,
  { kind, db, history, listQuery }: { kind: CatalogKind; db: Database; history: HistoryWrites; listQuery: TObject },
) {
  const base = `/api/${kind.table}`;
  const tags = [kind.table];
  const security = [{ bearer: [] }];

  app.get<{ Querystring: ListQuery }>(
    `${base}/exportacion`,
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        security,
        description:
          'Cada ítem de la vista (los mismos filtros y orden que la lista), con todos sus campos e imágenes.',
        querystring: listQuery,
        response: {
          200: Type.Object({ items: Type.Array(exportItemSchema(kind)) }, { additionalProperties: false }),
          '4xx': ErrorSchema,
        },
      },
    },
    async (request) => {
      const { page: _page, limit: _limit, ...query } = request.query;
      return { items: await exportedItems(db, kind, await viewIds(db, kind, query)) };
    },
  );

  app.post<{ Body: CatalogImport; Querystring: { dryRun?: number } }>(
    `${base}/importacion`,
    {
      onRequest: requireAdmin,
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        tags,
        security,
        description:
          'Con dryRun=1 revisa el CSV sin escribir: qué cambia en cada fila y cada error con su línea y su campo. ' +
          'Sin dryRun lo aplica en una transacción: todo o nada; 412 si un ítem cambió desde la revisión.',
        querystring: Type.Object(
          { dryRun: Type.Optional(Type.Integer({ minimum: 0, maximum: 1 })) },
          { additionalProperties: false },
        ),
        body: ImportBody,
        response: { 200: ImportReportSchema, '4xx': ErrorSchema },
      },
    },
    async (request) => {
      if (request.query.dryRun === 1) return (await reviewImport(db, kind, request.body.csv)).report;
      return applyImport(history, request.user, kind, request.body);
    },
  );
}
