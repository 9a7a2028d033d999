import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: { filename: string; content: string | Buffer; contentType?: string }[];
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Mails kept in memory when no SMTP server is configured (development). */
  readonly outbox: MailMessage[];
  close(): void;
}

const OUTBOX_LIMIT = 200;

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
  const transport = nodemailer.createTransport(options.smtpUrl);
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
