import type { MailMessage } from '../../platform/mail.js';
import type { HelpTicketRow } from './help.repository.js';

const shortId = (ticket: HelpTicketRow) => ticket.id.slice(0, 8);

export const supportMail = (supportEmail: string, ticket: HelpTicketRow, consoleUrl: string): MailMessage => ({
  to: supportEmail,
  subject: `Help request #${shortId(ticket)} from ${ticket.username}`,
  text: `From: ${ticket.username} <${ticket.email}>\n\n${ticket.problem}\n\nAnswer it in the console: ${consoleUrl}`,
});

export const receiptMail = (ticket: HelpTicketRow): MailMessage => ({
  to: ticket.email,
  subject: `We received your help request #${shortId(ticket)}`,
  text: `Hi ${ticket.username},\n\nThanks for writing to us. We will answer by email soon.\n\nYour message:\n${ticket.problem}`,
});

export const answerMail = (ticket: HelpTicketRow, answer: string): MailMessage => ({
  to: ticket.email,
  subject: `Answer to your help request #${shortId(ticket)}`,
  text: `Hi ${ticket.username},\n\n${answer}\n\nYou wrote:\n${ticket.problem}`,
});
