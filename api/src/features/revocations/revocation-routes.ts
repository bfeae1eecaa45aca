import {
  type Arrepentimiento,
  cleanRevocationInput,
  REGISTER_RULES,
  REVOCATION_FIELDS,
  REVOCATION_STATES,
  REVOCATION_TEXT_LIMITS,
  type RevocationList,
  type RevocationReceipt,
  REVOCATIONS_PATH,
  revocationProblems,
} from '@shop/contract';
import { Type } from 'typebox';
import type { Database } from '../../db/types';
import { requireAdmin } from '../auth';
import { badRequest, notFound } from '../../lib/http-error';
import { describing, ErrorSchema, IdParams, type RouteScope } from '../../lib/schema';
import { admitRevocation, REVOCATION_LIMIT } from './revocation-limits';
import { createRevocation, LISTED_REQUESTS, listRevocations, updateRevocationState } from './revocation-store';

/** Room for what a shopper may type; the contract's rules say what fits (their messages name the field). */
const typed = (maxLength: number, description: string) => Type.String({ maxLength: maxLength * 2, description });

const RevocationBody = Type.Object(
  {
    nombre: typed(REVOCATION_TEXT_LIMITS.nombre, 'Nombre y apellido.'),
    dni: typed(REGISTER_RULES.maxLength.dni, 'DNI, con o sin puntos.'),
    contacto: typed(REVOCATION_TEXT_LIMITS.contacto, 'Un email o un teléfono de al menos 8 dígitos.'),
    producto: typed(REVOCATION_TEXT_LIMITS.producto, 'Qué compró.'),
    fecha: typed(10, 'Día de la compra, AAAA-MM-DD: ni futuro ni de hace más de un año.'),
  },
  { additionalProperties: false },
);

const State = Type.Enum(REVOCATION_STATES, { description: 'recibida, en_proceso o resuelta' });
const timestamp = () => Type.String({ format: 'date-time' });

const ReceiptSchema = describing<RevocationReceipt>()(
  Type.Object(
    {
      codigo: Type.String({ description: "El código que guarda quien lo pidió: 'ARR-' y seis letras." }),
      estado: State,
      created_at: timestamp(),
    },
    { additionalProperties: false },
  ),
);

const RevocationSchema = describing<Arrepentimiento>()(
  Type.Object(
    {
      id: Type.Integer(),
      codigo: Type.String(),
      nombre: Type.String(),
      dni: Type.String(),
      contacto: Type.String(),
      producto: Type.String(),
      fecha: Type.String({ format: 'date' }),
      estado: State,
      created_at: timestamp(),
      updated_at: timestamp(),
    },
    { additionalProperties: false },
  ),
);

const RevocationListSchema = describing<RevocationList>()(
  Type.Object(
    { items: Type.Array(RevocationSchema), total: Type.Integer({ description: 'Cuántas coinciden en total.' }) },
    { additionalProperties: false },
  ),
);

interface RevocationRouteOptions {
  db: Database;
}

/** The revocation form's requests: sent by anyone, listed and moved along by the admin. */
export async function revocationRoutes(app: RouteScope, { db }: RevocationRouteOptions) {
  const tags = ['arrepentimiento'];
  const security = [{ bearer: [] }];

  app.post(
    REVOCATIONS_PATH,
    {
      schema: {
        tags,
        summary: 'Envía una solicitud de arrepentimiento (Botón de arrepentimiento)',
        description:
          'Público. Contesta el código de la solicitud. Cada dirección envía a lo sumo ' +
          `${REVOCATION_LIMIT.requests} por hora (después, 429 con Retry-After).`,
        body: RevocationBody,
        response: { 201: ReceiptSchema, '4xx': ErrorSchema },
      },
    },
    async (request, reply) => {
      const input = cleanRevocationInput(request.body);
      const problems = revocationProblems(input);
      const field = REVOCATION_FIELDS.find((name) => problems[name]);
      if (field) throw badRequest(problems[field] ?? '', field);
      await admitRevocation(db, request.ip);
      const { codigo, estado, created_at } = await createRevocation(db, input);
      return reply.status(201).send({ codigo, estado, created_at });
    },
  );

  app.get(
    REVOCATIONS_PATH,
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        security,
        summary: `Las solicitudes de arrepentimiento, las más nuevas primero (hasta ${LISTED_REQUESTS})`,
        querystring: Type.Object({ estado: Type.Optional(State) }, { additionalProperties: false }),
        response: { 200: RevocationListSchema, '4xx': ErrorSchema },
      },
    },
    async (request) => listRevocations(db, request.query.estado),
  );

  app.put(
    `${REVOCATIONS_PATH}/:id`,
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        security,
        summary: 'Cambia el estado de una solicitud de arrepentimiento',
        params: IdParams,
        body: Type.Object({ estado: State }, { additionalProperties: false }),
        response: { 200: RevocationSchema, '4xx': ErrorSchema },
      },
    },
    async (request) => {
      const updated = await updateRevocationState(db, request.params.id, request.body.estado);
      if (!updated) throw notFound('Solicitud de arrepentimiento no encontrada.');
      return updated;
    },
  );
}
