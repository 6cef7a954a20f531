import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { Database } from '../../db/database.js';
import { confirmSubscription, languageOfToken, requestSubscription, unsubscribeByToken, type ConfirmationToSend } from '../../db/alert-subscribers.js';
import { confirmationMail } from '../../alerts/messages.js';
import { ALERT_PAGE_POLICY, alertPage, unknownLinkPage } from '../../alerts/pages.js';
import type { AlertSite } from '../../alerts/site.js';
import { TOKEN_PATTERN } from '../../alerts/tokens.js';
import { notSubscribedPage, subscribedPage } from '../../alerts/form-pages.js';
import { alertLanguage, alertWords } from '../../alerts/words.js';
import { safeErrorHandler } from '../errors.js';
import { fieldErrors } from '../field-errors.js';
import { MIN_FILL_MS } from '../spam.js';
import { RequestProblems } from '../strict-json.js';
import { API_ROUTES } from '../../../src/shared/api-contract.js';
import {
  ALERT_SUBSCRIBE_ANSWER,
  alertSubscribeBodySchema,
  alertSubscribeResponseSchema,
  type AlertSubscribeBody,
} from '../../../src/shared/alerts-contract.js';
import type { RateLimitSettings } from '../../config.js';

export interface AlertRoutesOptions {
  db: Database;
  rateLimit: RateLimitSettings | false;
  /**
   * The site's addresses, name and words for the mails and pages, read when first needed (site.yaml is half a second
   * to read, and most of the server's starts answer no alert); null on an API host without site.yaml.
   */
  site: (() => AlertSite | null) | null;
  transport: Transporter | null;
  from: string;
}

const BODY_LIMIT = 4 * 1024;
const TOKEN = new RegExp(TOKEN_PATTERN);
/** Where a subscribe form sent without script is sent on to (relative to the subscribe route): the page saying what next. */
const SUBSCRIBED_PAGE = 'subscribed';

/** A plain HTML form's post (the footer's, sent without script), answered with pages rather than JSON. */
function isFormPost(request: FastifyRequest): boolean {
  return /^application\/x-www-form-urlencoded\b/i.test(request.headers['content-type'] ?? '');
}

function problemsOf(error: FastifyError) {
  return error.validation ? fieldErrors(error.validation, error.validationContext) : error instanceof RequestProblems ? error.problems : undefined;
}

/** The language a form asked for, as far as it can be read from a body that may have been refused. */
function languageOf(request: FastifyRequest): string {
  const language = (request.body as Record<string, unknown> | undefined)?.language;
  if (typeof language === 'string') return language;
  // Refused before its body was read (too many tries): the page it was sent from says which edition it was.
  try {
    return new URL(request.headers.referer ?? '').pathname.split('/')[1];
  } catch {
    return '';
  }
}

function htmlPage(reply: FastifyReply, status: number, html: string) {
  return reply.code(status).header('Content-Security-Policy', ALERT_PAGE_POLICY).type('text/html; charset=utf-8').send(html);
}

/** The token a link or a form carried: the query's (links, RFC 8058 one-click posts) or the form's field. */
function tokenOf(request: FastifyRequest): string {
  const query = request.query as Record<string, unknown>;
  const body = request.body as Record<string, unknown> | undefined;
  const token = typeof query.token === 'string' ? query.token : typeof body?.token === 'string' ? body.token : '';
  return TOKEN.test(token) ? token : '';
}

/**
 * /alerts/subscribe, /alerts/confirm and /alerts/unsubscribe: double opt-in for the law-change alerts. Confirming
 * and unsubscribing take a form post (RFC 8058's one-click post included); the links in mails open a page with the
 * button, never acting on a GET.
 */
export async function alertRoutes(app: FastifyInstance, options: AlertRoutesOptions): Promise<void> {
  const { db, transport } = options;
  const siteNow = () => options.site?.() ?? null;
  const toConfirm = new WeakMap<FastifyRequest, ConfirmationToSend>();

  function subscribeErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
    const problems = problemsOf(error);
    // A form sent without script shows what went wrong on a page of its own, in the language it asked for.
    const site = isFormPost(request) ? siteNow() : null;
    if (site && typeof error.statusCode === 'number' && error.statusCode < 500) {
      request.log.info({ code: error.code, status: error.statusCode }, 'subscription form refused');
      return htmlPage(reply, error.statusCode, notSubscribedPage(alertWords(site, languageOf(request)), problems));
    }
    return safeErrorHandler(problems ? new RequestProblems('Invalid subscription', problems) : error, request, reply);
  }

  // The pages' buttons post a form; mail programs post RFC 8058's one-click body, as a form or as multipart (whose
  // content does not matter: the token is in the address).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  app.addContentTypeParser('multipart/form-data', { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_request, _body, done) => done(null, {}));

  app.post<{ Body: AlertSubscribeBody }>(
    `/${API_ROUTES.alertsSubscribe}`,
    {
      bodyLimit: BODY_LIMIT,
      schema: { body: alertSubscribeBodySchema, response: alertSubscribeResponseSchema },
      config: options.rateLimit ? { rateLimit: options.rateLimit } : {},
      errorHandler: subscribeErrorHandler,
      onResponse: async (request) => {
        const confirmation = toConfirm.get(request);
        const site = confirmation && transport ? siteNow() : null;
        if (!confirmation || !site || !transport) return;
        // After the answer has gone, so its timing says nothing about whether a mail was due.
        const mail = confirmationMail(site, confirmation.email, confirmation.language, {
          confirm: confirmation.confirmToken,
          unsubscribe: confirmation.unsubscribeToken,
        });
        transport.sendMail({ ...mail, from: options.from }).catch((error: unknown) => request.log.error({ err: error }, 'alert confirmation mail failed'));
      },
    },
    async (request, reply) => {
      const { email, language, website, elapsedMs } = request.body;
      // A bot (honeypot filled, or posted sooner than a person types an address) gets the same answer and no mail.
      const bot = Boolean(website) || (elapsedMs !== undefined && elapsedMs < MIN_FILL_MS);
      if (bot) request.log.info('alert subscription taken for a bot');
      else {
        const confirmation = requestSubscription(db, email, language);
        if (confirmation) toConfirm.set(request, confirmation);
      }
      // Post/redirect/get: the same page for every address, and reloading it sends nothing again.
      if (isFormPost(request) && siteNow()) return reply.redirect(`${SUBSCRIBED_PAGE}?language=${alertLanguage(language)}`, 303);
      return reply.code(202).send(ALERT_SUBSCRIBE_ANSWER);
    },
  );

  // The pages are written in site.yaml's words: without the site (an API host without site.yaml) there are none.
  if (!options.site) return;
  const page = htmlPage;
  // site.yaml unreadable since the server started (its problem is in the log): the pages cannot be written.
  const noSite = (reply: FastifyReply) => reply.code(503).send({ message: 'The alert pages are not available right now.' });
  const unknownLink = (reply: FastifyReply, site: AlertSite) => page(reply, 404, unknownLinkPage(site));

  app.get(`/${API_ROUTES.alertsSubscribe.replace(/[^/]+$/, SUBSCRIBED_PAGE)}`, async (request, reply) => {
    const site = siteNow();
    if (!site) return noSite(reply);
    const { language } = request.query as Record<string, unknown>;
    return page(reply, 200, subscribedPage(alertWords(site, typeof language === 'string' ? language : '')));
  });

  for (const [route, action] of [
    [API_ROUTES.alertsConfirm, 'confirm'],
    [API_ROUTES.alertsUnsubscribe, 'unsubscribe'],
  ] as const) {
    app.get(`/${route}`, async (request, reply) => {
      const site = siteNow();
      if (!site) return noSite(reply);
      const token = tokenOf(request);
      const language = token ? languageOfToken(db, token, action) : undefined;
      if (!language) return unknownLink(reply, site);
      const edition = alertWords(site, language);
      const { words } = edition;
      const text =
        action === 'confirm'
          ? { title: words.confirmPageTitle, paragraphs: [words.confirmPageText] }
          : { title: words.unsubscribePageTitle, paragraphs: [words.unsubscribePageText] };
      // Relative: the form posts back to the address it was opened at, whichever host serves the API.
      const button = { label: action === 'confirm' ? words.confirmButton : words.unsubscribe, action: route.split('/').pop()!, token };
      return page(reply, 200, alertPage(edition, text, button));
    });
    app.post(`/${route}`, { bodyLimit: BODY_LIMIT }, async (request, reply) => {
      const site = siteNow();
      if (!site) return noSite(reply);
      const token = tokenOf(request);
      const language = token ? (action === 'confirm' ? confirmSubscription(db, token) : unsubscribeByToken(db, token)) : undefined;
      if (!language) return unknownLink(reply, site);
      const edition = alertWords(site, language);
      const { words } = edition;
      const text =
        action === 'confirm'
          ? { title: words.confirmedTitle, paragraphs: [words.confirmedText] }
          : { title: words.unsubscribedTitle, paragraphs: [words.unsubscribedText] };
      return page(reply, 200, alertPage(edition, text));
    });
  }
}
