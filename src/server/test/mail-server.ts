import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
  subject: string;
}

/** A real SMTP server on loopback: the product's mail goes over the wire to it, as it would to a relay. */
export async function startMailServer() {
  const mails: ReceivedMail[] = [];
  const waiters: { predicate: (mail: ReceivedMail) => boolean; resolve: (mail: ReceivedMail) => void }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const subject = /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '';
        const mail = { to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()), raw, subject };
        mails.push(mail);
        for (const waiter of [...waiters]) {
          if (waiter.predicate(mail)) {
            waiters.splice(waiters.indexOf(waiter), 1);
            waiter.resolve(mail);
          }
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** The newest mail to `to`, waiting for it when it has not arrived yet. */
    waitFor(to: string, after = 0, timeoutMs = 10_000, matches: (mail: ReceivedMail) => boolean = () => true): Promise<ReceivedMail> {
      const predicate = (mail: ReceivedMail) => mail.to.includes(to.toLowerCase()) && matches(mail);
      const found = mails.slice(after).reverse().find(predicate);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no mail to ${to} within ${timeoutMs} ms`)), timeoutMs);
        waiters.push({ predicate, resolve: (mail) => (clearTimeout(timer), resolve(mail)) });
      });
    },
    /** The newest mail to `to` that carries a code (a security notice sent meanwhile is passed over). */
    waitForCode(to: string, after = 0): Promise<ReceivedMail> {
      return this.waitFor(to, after, 10_000, (mail) => CODE.test(mail.subject));
    },
    /** Mails to `to` received so far: a count that mail to other people, queued by earlier tests, cannot move. */
    mailsTo: (to: string) => mails.filter((mail) => mail.to.includes(to.toLowerCase())),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const CODE = /\b(\d{6})\b/;

export const codeIn = (mail: ReceivedMail) => {
  const code = CODE.exec(mail.subject)?.[1];
  if (!code) throw new Error(`no code in mail "${mail.subject}"`);
  return code;
};
