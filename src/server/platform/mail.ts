import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { OpenApiRouteDoc } from './openapi.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: { filename: string; content: string | Buffer; contentType?: string }[];
  /** Extra header lines, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Mails kept in memory when no SMTP server is configured (development). */
  readonly outbox: MailMessage[];
  close(): void;
}

const OUTBOX_LIMIT = 200;

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

/**
 * A mail that is not about the account's security carries a one-click unsubscribe for its kind (RFC 8058): the
 * headers point mail clients at `oneClickUrl` (a POST without sign-in), the foot of both parts at `pageUrl`.
 */
export function withUnsubscribe<T extends Omit<MailMessage, 'to'>>(
  message: T,
  links: { oneClickUrl: string; pageUrl: string; what: string; settingsUrl?: string },
): T {
  const settings = links.settingsUrl ? ` Choose what reaches you where: ${links.settingsUrl}` : '';
  const footText = `\n\n--\nTo stop ${links.what}, open: ${links.pageUrl}${settings}`;
  const footHtml = `<p style="font-size:12px;color:#64748b;max-width:480px;margin:16px auto 0">You get this mail for ${escapeHtml(links.what)}. <a href="${escapeHtml(links.pageUrl)}" style="color:#4f46e5">Unsubscribe</a>${
    links.settingsUrl ? ` or <a href="${escapeHtml(links.settingsUrl)}" style="color:#4f46e5">choose what reaches you where</a>` : ''
  }.</p>`;
  return {
    ...message,
    text: `${message.text}${footText}`,
    ...(message.html
      ? { html: message.html.includes('</body>') ? message.html.replace('</body>', `${footHtml}</body>`) : message.html + footHtml }
      : {}),
    headers: { ...message.headers, 'List-Unsubscribe': `<${links.oneClickUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

/** SMTP when SMTP_URL is set; otherwise each mail is kept in a development outbox (its body may hold a code, so it is never logged). */
export async function createMailer(options: { smtpUrl: string | undefined; from: string; logger: FastifyBaseLogger }): Promise<Mailer> {
  const outbox: MailMessage[] = [];
  if (!options.smtpUrl) {
    return {
      outbox,
      async send(message) {
        outbox.push(message);
        if (outbox.length > OUTBOX_LIMIT) outbox.shift();
        options.logger.info(
          { to: message.to, subject: message.subject },
          'mail kept in the development outbox at /dev/mail (SMTP_URL is not set)',
        );
      },
      close() {},
    };
  }
  const { default: nodemailer } = await import('nodemailer');
  // Pooled: a burst of mail (10,000 reminders due in one minute) reuses a few open connections instead of a new
  // SMTP handshake per message, 105 ms each against a local relay (docs/benchmarks.md, "Session rooms and reminders").
  const transport = nodemailer.createTransport({ url: options.smtpUrl, pool: true, maxConnections: 5, maxMessages: 100 });
  return {
    outbox,
    async send(message) {
      await transport.sendMail({ from: options.from, ...message });
      options.logger.info({ to: message.to, subject: message.subject }, 'mail sent');
    },
    close() {
      transport.close();
    },
  };
}

/**
 * One-click unsubscribe posts (RFC 8058) come as `application/x-www-form-urlencoded` with the body
 * "List-Unsubscribe=One-Click": accepted in the calling plugin's routes (the address carries what matters).
 */
/** The OpenAPI description of that body, which the routes accept and read nothing of (`config.openapi`). */
export const ONE_CLICK_POST_DOC: OpenApiRouteDoc = {
  body: {
    optional: true,
    content: {
      'application/x-www-form-urlencoded': {
        schema: { type: 'object', properties: { 'List-Unsubscribe': { type: 'string', enum: ['One-Click'] } } },
      },
    },
  },
};

export function acceptOneClickPosts(app: FastifyInstance) {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
}
