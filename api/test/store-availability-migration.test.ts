import { Kysely } from 'kysely';
import { MIGRATIONS } from '../src/db/migrations';
import { databaseTargets, type OpenedDatabase } from './support/databases';

const migration = MIGRATIONS['021-store-availability'];

describe.each(databaseTargets)(
  'migración 021: la disponibilidad ya guardada es de la primera tienda ($name)',
  (target) => {
    let opened: OpenedDatabase;
    beforeAll(async () => {
      opened = await target.open();
    }, 60_000);
    afterAll(() => opened.dispose());

    it('le pone casa-central a cada combinación sin tienda, sin anotarlo en el historial, y el filtro la lee', async () => {
      const before = [
        { color: '#000000', talle: 'M', estado: 'en_stock', dias: null },
        { color: '#ef4444', talle: 'M', estado: 'a_pedido', dias: 15 },
      ];
      await opened.db.query(
        `insert into bicicletas (nombre, categoria, color1, color2, talle, disponibilidad)
         values ('Vieja', 'mtb', '#000000', '#ef4444', 'M', $1::jsonb)`,
        [JSON.stringify(before)],
      );
      await opened.db.query(
        `insert into bicicletas (nombre, categoria, disponibilidad)
         values ('Ya de Palermo', 'mtb', '[{"color":"","talle":"","tienda":"local-palermo","estado":"en_stock","dias":null}]')`,
      );
      const history = async () =>
        (await opened.db.query<{ n: number }>('select count(*)::int as n from change_history'))[0]?.n;
      const entries = await history();

      await migration?.up(new Kysely<unknown>({ dialect: opened.db.dialect() }));

      const rows = await opened.db.query<{ nombre: string; disponibilidad: unknown; disponible_ahora: unknown }>(
        'select nombre, disponibilidad, disponible_ahora from bicicletas order by id',
      );
      expect(rows).toEqual([
        {
          nombre: 'Vieja',
          disponibilidad: before.map((combination) => ({ ...combination, tienda: 'casa-central' })),
          disponible_ahora: [{ ...before[0], tienda: 'casa-central' }],
        },
        expect.objectContaining({
          nombre: 'Ya de Palermo',
          disponibilidad: [{ color: '', talle: '', tienda: 'local-palermo', estado: 'en_stock', dias: null }],
        }),
      ]);
      expect(await history()).toBe(entries);
    });
  },
);
