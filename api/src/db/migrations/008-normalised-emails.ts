import { type Migration, sql } from 'kysely';
import { normaliseEmail } from '@shop/contract';

/**
 * E-mails are compared in one normal form (NFKC, no invisible characters, trimmed, lower case), so an
 * account stored before in another form could not sign in. Each such e-mail is brought to that form, unless two
 * accounts would then share it: both are left as they are and named in the log, for the shop to settle by hand
 * (one of them is a look-alike), and start-up goes on.
 */
export const migration: Migration = {
  async up(db) {
    const { rows } = await sql<{ id: number; email: string }>`select id, email from usuarios order by id`.execute(db);
    const owners = new Map<string, { id: number; email: string }[]>();
    for (const row of rows) {
      const normalised = normaliseEmail(row.email);
      owners.set(normalised, [...(owners.get(normalised) ?? []), row]);
    }
    for (const [normalised, accounts] of owners) {
      if (accounts.length > 1) {
        const named = accounts.map((account) => `${account.id} (${JSON.stringify(account.email)})`).join(', ');
        console.warn(`Cuentas con el mismo email normalizado ${normalised}: ${named}. Se dejan como están.`);
        continue;
      }
      const [account] = accounts as [{ id: number; email: string }];
      if (account.email !== normalised)
        await sql`update usuarios set email = ${normalised} where id = ${account.id}`.execute(db);
    }
  },
};
