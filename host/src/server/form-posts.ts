import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { cleanRegisterInput, REGISTER_FIELDS, registerProblems } from '@shop/contract';
import { REVOCATION_PATH } from '@shop/shared/domain';
import { textFields } from '@shop/shared/ui/form-field';
import type { PostedForm } from '../common/posted-form';
import { ACCOUNT_CREATED_ADDRESS } from '../features/auth/account-created';
import { CONTACT_FIELDS, contactChatLink } from '../features/contact/contact-message';
import { pageUrl } from './page-url';
import { registerAccount } from './register-account';
import { postedRevocation } from './revocation-post';
import { renderPage, type PageContext } from './render-page';

/** A form of the site's is a few hundred bytes; anything past this is not one of them. */
export const FORM_BODY_LIMIT = 4 * 1024;

/** The sign-in page's answer: the session lives in the browser (its storage), which only the app can reach. */
export const NEEDS_JAVASCRIPT = 'Para ingresar a la administración necesitás activar JavaScript en tu navegador.';

/** What the forms are answered with when the body is not one of theirs, by status. */
const BODY_REFUSALS: Partial<Record<number, string>> = {
  403: 'Este formulario sólo se envía desde el sitio.',
  413: 'El formulario es demasiado largo.',
  415: 'El formulario llegó en un formato que no se acepta.',
};

type FormRequest = FastifyRequest<{ Body: URLSearchParams | undefined }>;

export interface FormPostsOptions {
  context: PageContext;
}

/** The posted fields; a post without a body has none. */
function posted(request: FormRequest): URLSearchParams {
  return request.body ?? new URLSearchParams();
}

/**
 * The forms of the server-rendered pages as the browser posts them without JavaScript (form-encoded):
 * sign-in (/login), registration (/register), contact (/contacto) and revocation (/arrepentimiento). With JavaScript the app handles
 * them and nothing reaches these routes. Nothing posted is logged or put in an address of the site.
 */
export async function formPosts(app: FastifyInstance, { context }: FormPostsOptions): Promise<void> {
  // In this plugin only: form-encoded bodies of a few KB; any other type is refused with 415.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, new URLSearchParams(body.toString())),
  );

  // A body that is not a form of the site's: its 4xx, said in Spanish. Anything else is this module's fault.
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    const status = error.statusCode ?? 500;
    reply.type('text/plain; charset=utf-8');
    if (status < 500) return reply.code(status).send(BODY_REFUSALS[status] ?? 'El formulario no se pudo leer.');
    console.error('Error al atender un formulario', error.message);
    return reply.code(500).send('Ocurrió un error inesperado.');
  });

  // Another site's page may not post to these forms (an account created from a visitor's address).
  app.addHook('onRequest', async (request, reply) => {
    if (request.headers['sec-fetch-site'] === 'cross-site') {
      return reply.code(403).type('text/plain; charset=utf-8').send(BODY_REFUSALS[403]);
    }
  });

  /** The page at the request's address, showing `form`, with `status` (a page that failed keeps its own). */
  async function answerPage(request: FormRequest, reply: FastifyReply, form: PostedForm, status: number) {
    const url = pageUrl(request.url);
    reply.header('Cache-Control', 'no-store');
    if (!url) return reply.code(400).type('text/plain; charset=utf-8').send('Dirección inválida.');
    const page = await renderPage(url, context, form);
    if ('redirect' in page) return reply.redirect(page.redirect, 303);
    return reply
      .code(page.status === 200 ? status : page.status)
      .type('text/html; charset=utf-8')
      .send(page.html);
  }

  app.post('/login', async (request: FormRequest, reply) => {
    const { email } = textFields(posted(request), ['email']);
    return answerPage(request, reply, { values: { email }, error: NEEDS_JAVASCRIPT }, 200);
  });

  app.post('/register', async (request: FormRequest, reply) => {
    const typed = textFields(posted(request), REGISTER_FIELDS);
    const kept = { nombre: typed.nombre, email: typed.email, dni: typed.dni };
    const input = cleanRegisterInput(typed);
    const problems = registerProblems(input);
    if (Object.keys(problems).length > 0) return answerPage(request, reply, { values: kept, problems }, 422);
    const refusal = await registerAccount(input, request.ip);
    if (refusal) return answerPage(request, reply, { values: kept, error: refusal.message }, refusal.status);
    return reply.header('Cache-Control', 'no-store').redirect(ACCOUNT_CREATED_ADDRESS, 303);
  });

  app.post('/contacto', async (request: FormRequest, reply) => {
    const fields = textFields(posted(request), CONTACT_FIELDS);
    return reply.header('Cache-Control', 'no-store').redirect(contactChatLink(fields), 303);
  });

  app.post(REVOCATION_PATH, async (request: FormRequest, reply) => {
    const { form, status } = await postedRevocation(posted(request), request.ip);
    return answerPage(request, reply, form, status);
  });
}
