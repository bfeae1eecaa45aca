import { request } from 'node:http';
import { expect, test } from '@playwright/test';

const TOO_MANY_REGISTRATIONS = 'Demasiados registros desde esta dirección. Probá de nuevo más tarde.';
/** The API's registrations from one address in an hour (api/README.md, "Límites de ingreso y registro"). */
const REGISTRATIONS_PER_HOUR = 10;

interface Answer {
  status: number;
  location: string | undefined;
  body: string;
}

/**
 * The registration form as a browser without JavaScript posts it to the host's server, from `visitor`: a loopback
 * address of its own (any 127.x.y.z reaches the local servers), as from another machine.
 */
function registerWithoutJavaScript(visitor: string, email: string): Promise<Answer> {
  const form = new URLSearchParams({ nombre: 'Visita Sinscript', email, dni: '30123456', contrasena: 'secreta1' });
  const payload = form.toString();
  return new Promise((resolve, reject) => {
    const outgoing = request(
      'http://127.0.0.1:3000/register',
      {
        method: 'POST',
        localAddress: visitor,
        agent: false,
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(payload) },
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () =>
          resolve({
            status: incoming.statusCode ?? 0,
            location: incoming.headers.location,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

const run = Date.now();
const email = (who: string) => `${who}-${run}@example.com`;
/** The host's answer when the API did not answer in time: on a loaded machine a password hash takes seconds. */
const API_TOO_SLOW = 502;

/** A visitor's registration, sent again while the API was too slow to answer (each try counts for that visitor). */
async function registerPatiently(visitor: string, who: string): Promise<Answer> {
  let answer = await registerWithoutJavaScript(visitor, email(who));
  for (let retry = 1; answer.status === API_TOO_SLOW && retry < 4; retry += 1)
    answer = await registerWithoutJavaScript(visitor, email(`${who}-${retry}`));
  return answer;
}

// The host posts the form to the API for its visitor; the API's per-address limit counts the visitor, not the host,
// with `npm start`'s settings: both on loopback and no TRUST_PROXY.
test('registrations without JavaScript count against each visitor: 12 visitors all register, one visitor only 10 an hour', async () => {
  test.setTimeout(180_000);
  for (let n = 0; n < 12; n += 1) {
    const visitor = `127.61.0.${n + 1}`;
    const answer = await registerPatiently(visitor, `visita${n}`);
    expect({ visitor, status: answer.status, location: answer.location }).toEqual({
      visitor,
      status: 303,
      location: '/login?m=created',
    });
  }

  const repeated = '127.62.0.1';
  for (let n = 0; n < REGISTRATIONS_PER_HOUR; n += 1)
    expect([303, API_TOO_SLOW]).toContain((await registerWithoutJavaScript(repeated, email(`repetida${n}`))).status);
  const refused = await registerWithoutJavaScript(repeated, email('una-mas'));
  expect(refused.status).toBe(429);
  expect(refused.body).toContain(TOO_MANY_REGISTRATIONS);
});
