import { Kysely } from 'kysely';
import { MIGRATIONS } from '../src/db/migrations';
import { databaseTargets, type OpenedDatabase } from './support/databases';

const migration = MIGRATIONS['008-normalised-emails'];

describe.each(databaseTargets)('migración 008: emails ya guardados en su forma normal ($name)', (target) => {
  let opened: OpenedDatabase;
  beforeAll(async () => {
    opened = await target.open();
  }, 60_000);
  afterAll(() => opened.dispose());

  const insert = (nombre: string, email: string) =>
    opened.db.query(`insert into usuarios (nombre, email, password_hash, rol) values ($1, $2, 'x', 'cliente')`, [
      nombre,
      email,
    ]);

  it('normaliza los que no chocan y deja, avisando, los dos de un choque, sin fallar', async () => {
    await insert('Ancho', 'ＡＮＡ＠ｅｘａｍｐｌｅ．ｃｏｍ');
    await insert('Invisible', 'beto\u200b@example.com\ufe0f');
    await insert('Ya normal', 'clara@example.com');
    await insert('Parecida', ' Clara\u2060@Example.com');
    await insert('Otra', 'dora@example.com');
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      await migration?.up(new Kysely<unknown>({ dialect: opened.db.dialect() }));
      const rows = await opened.db.query<{ nombre: string; email: string }>(
        'select nombre, email from usuarios order by id',
      );
      expect(rows).toEqual([
        { nombre: 'Ancho', email: 'ana@example.com' },
        { nombre: 'Invisible', email: 'beto@example.com' },
        { nombre: 'Ya normal', email: 'clara@example.com' },
        { nombre: 'Parecida', email: ' Clara\u2060@Example.com' },
        { nombre: 'Otra', email: 'dora@example.com' },
      ]);
      expect(warn.mock.calls).toEqual([
        [expect.stringMatching(/^Cuentas con el mismo email normalizado clara@example\.com: 3 .*, 4 .*\. Se dejan/)],
      ]);
    } finally {
      warn.mockRestore();
    }
  });
});

describe.each(databaseTargets)('migración 015: dominios en su forma IDNA ($name)', (target) => {
  let opened: OpenedDatabase;
  beforeAll(async () => {
    opened = await target.open();
  }, 60_000);
  afterAll(() => opened.dispose());

  it('lleva a la forma IDNA un dominio con tilde guardado antes', async () => {
    await opened.db.query(
      `insert into usuarios (nombre, email, password_hash, rol) values ('Ana', 'ana@exámple.com', 'x', 'cliente')`,
    );
    await MIGRATIONS['016-idna-emails']?.up(new Kysely<unknown>({ dialect: opened.db.dialect() }));
    expect(await opened.db.query('select email from usuarios')).toEqual([{ email: 'ana@xn--exmple-qta.com' }]);
  });
});
