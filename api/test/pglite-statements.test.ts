import { openDatabase } from '../src/db/database';
import type { Database } from '../src/db/types';
import { MAX_STATEMENTS } from '../src/db/pglite-statements';

describe('consultas preparadas de PGlite', () => {
  let db: Database;

  // Creating a database in memory (initdb) takes 4-5 s, several times that on a loaded machine.
  beforeAll(async () => {
    db = await openDatabase({ databaseUrl: null, dataDir: '', inMemory: true });
  }, 60_000);
  afterAll(() => db.close());

  const preparedCount = async () =>
    (await db.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements'))[0]?.n;

  it('los valores llegan con el tipo que pide la sentencia', async () => {
    const at = new Date('2026-11-25T12:34:56.789Z');
    const [row] = await db.query(
      `select $1::int + 1 as next, not $2::boolean as negated, $3::timestamptz as at, $4::text is null as missing,
              $5::text as quoted, $6::float8 * 2 as doubled`,
      [41, false, at, null, `it's "quoted" \\ 'x'`, 1.25],
    );
    expect(row).toEqual({ next: 42, negated: true, at, missing: true, quoted: `it's "quoted" \\ 'x'`, doubled: 2.5 });
  });

  it('queryMany lee muchas filas como un solo valor JSON: las mismas filas, en su orden, con las horas como texto', async () => {
    const sql = `select n as id, 'Ítem "' || n || '"' as nombre, case when n % 2 = 0 then n * 1.5 end as precio,
                        json_build_object('url', '/u/' || n) as imagen, timestamptz '2026-11-25 12:34:56.789123+00' as at
                 from generate_series(1, 20) as n where n > $1 order by n desc`;
    const rows = await db.queryMany<{ id: number; at: string }>(sql, [5]);
    expect(rows).toHaveLength(15);
    expect(rows.map((row) => row.id)).toEqual((await db.query<{ id: number }>(sql, [5])).map((row) => row.id));
    expect(rows[0]).toEqual({
      id: 20,
      nombre: 'Ítem "20"',
      precio: 30,
      imagen: { url: '/u/20' },
      at: expect.any(String),
    });
    expect(rows[1]).toMatchObject({ id: 19, precio: null });
    expect(new Date(rows[0]?.at ?? '').toISOString()).toBe('2026-11-25T12:34:56.789Z');
    expect(await db.queryMany(sql, [20])).toEqual([]);
  });

  it('un error llega con el código de PostgreSQL y la sentencia sigue sirviendo después', async () => {
    await db.query('create table unique_names (name text primary key)');
    const insert = 'insert into unique_names (name) values ($1) returning name';
    await db.query(insert, ['a']);
    await expect(db.query(insert, ['a'])).rejects.toMatchObject({ code: '23505' });
    expect(await db.query(insert, ['b'])).toEqual([{ name: 'b' }]);
    await expect(db.query('selec name from unique_names')).rejects.toMatchObject({ code: '42601' });
    expect(await db.query('select name from unique_names order by name')).toEqual([{ name: 'a' }, { name: 'b' }]);
  });

  it('una sentencia sin valores se corre de nuevo en cada consulta', async () => {
    await db.query('create table counted (id int)');
    for (let n = 0; n < 3; n += 1) {
      expect(await db.query('select count(*)::int as n from counted')).toEqual([{ n }]);
      await db.query('insert into counted values ($1)', [n]);
    }
  });

  it('una sentencia ya preparada lee la tabla como es ahora, aunque cambien sus columnas', async () => {
    await db.query('create table growing (a int)');
    await db.query('insert into growing values (1)');
    expect(await db.query('select * from growing')).toEqual([{ a: 1 }]);
    await db.query(`alter table growing add column b text not null default 'x'`);
    expect(await db.query('select * from growing')).toEqual([{ a: 1, b: 'x' }]);
  });

  it(`guarda a lo sumo ${MAX_STATEMENTS} sentencias y vuelve a preparar la que soltó`, async () => {
    const numbered = (n: number) => db.query<{ n: number }>(`select ${n}::int as n`);
    for (let n = 0; n < MAX_STATEMENTS + 20; n += 1) await numbered(n);
    expect(await preparedCount()).toBeLessThanOrEqual(MAX_STATEMENTS);
    expect(await numbered(0)).toEqual([{ n: 0 }]);
    expect(await preparedCount()).toBeLessThanOrEqual(MAX_STATEMENTS);
  });

  it('planifica cada ejecución con sus valores, nunca con un plan genérico', async () => {
    await db.query('create table planned as select generate_series(1, 100) as id');
    const sql = 'select count(*)::int as n from planned where id <= $1';
    for (let n = 1; n <= 10; n += 1) expect(await db.query(sql, [n])).toEqual([{ n }]);
    const [plans] = await db.query<{ generic_plans: number; custom_plans: number }>(
      'select generic_plans::int, custom_plans::int from pg_prepared_statements where statement = $1',
      [sql],
    );
    expect(plans).toEqual({ generic_plans: 0, custom_plans: 10 });
  });

  it('espera a que termine la transacción en curso en vez de correr dentro de ella', async () => {
    await db.query('create table pending (id int)');
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let inserted: () => void = () => undefined;
    const insertedYet = new Promise<void>((resolve) => (inserted = resolve));
    const transaction = db
      .transaction(async (tx) => {
        await tx.query('insert into pending values (1)');
        inserted();
        await held;
        throw new Error('deshecha');
      })
      .catch((error: unknown) => error);
    await insertedYet;
    // Asked while the transaction holds its uncommitted row; answered after it is rolled back.
    const counted = db.query<{ n: number }>('select count(*)::int as n from pending');
    release();
    expect(await transaction).toEqual(new Error('deshecha'));
    expect(await counted).toEqual([{ n: 0 }]);
  });

  it('pedida con una transacción abierta, se contesta después de que confirma, y la sentencia vuelve a prepararse', async () => {
    await db.query('create table committed (id int)');
    const sql = 'select count(*)::int as n from committed where id > $1';
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let inserted: () => void = () => undefined;
    const insertedYet = new Promise<void>((resolve) => (inserted = resolve));
    const transaction = db.transaction(async (tx) => {
      await tx.query('insert into committed values (1), (2)');
      inserted();
      await held;
      await tx.query('insert into committed values (3)');
    });
    await insertedYet;
    // Asked between the transaction's two inserts; answered after both are committed.
    const counted = db.query<{ n: number }>(sql, [1]);
    release();
    await transaction;
    expect(await counted).toEqual([{ n: 2 }]);
    expect(await db.query(sql, [0])).toEqual([{ n: 3 }]);
    expect(await db.query('select count(*)::int as n from pg_prepared_statements where statement = $1', [sql])).toEqual(
      [{ n: 1 }],
    );
  });
});
