import { HISTORY_ACTIONS, type HistoryAnswer, type HistoryChange, type HistoryValue } from '@shop/contract';
import { Type } from 'typebox';
import { describing, nullable } from '../../lib/schema';

/** A stored value: JSON of any type (text, number, yes/no, null, an availability list). */
const Value = Type.Unsafe<HistoryValue>({ description: 'El valor guardado (JSON).' });

const Change = describing<HistoryChange>()(
  Type.Object({ campo: Type.String(), antes: Value, despues: Value }, { additionalProperties: false }),
);

export const HistoryAnswerSchema = describing<HistoryAnswer>()(
  Type.Object(
    {
      items: Type.Array(
        Type.Object(
          {
            id: Type.Integer(),
            accion: Type.Enum(HISTORY_ACTIONS),
            fecha: Type.String({ format: 'date-time' }),
            autor: nullable(Type.String({ description: 'El e-mail de quien escribió; null fuera de un pedido.' })),
            cambios: Type.Array(Change),
          },
          { additionalProperties: false },
        ),
      ),
    },
    { additionalProperties: false },
  ),
);
