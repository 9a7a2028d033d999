import type { FastifyBaseLogger } from 'fastify';
import {
  WAITLIST_FEATURE_NAMES,
  WAITLIST_FEATURES,
  WAITLIST_MESSAGES,
  type AnnouncementRequest,
  type AnnouncementResponse,
  type JoinWaitlistRequest,
  type JoinWaitlistResponse,
  type UnsubscribeStatus,
  type WaitlistCounts,
  type WaitlistFeature,
} from '../../../shared/contracts/waitlist.js';
import type { RequestAuth } from '../../platform/auth.js';
import { badRequest, tooManyRequests } from '../../platform/errors.js';
import type { CounterStore } from '../../platform/rate-limit.js';
import { createSignedTokens } from '../../platform/signed-tokens.js';
import type { Notifier } from '../notifications/index.js';
import { announcementMail, confirmationMail } from './waitlist.mails.js';
import type { WaitlistEntryRow, WaitlistRepository } from './waitlist.repository.js';

/**
 * A campus shares one address, so the address limit is generous. A person gets at most one mail per
 * feature whatever they do, so the per-email limit only stops scripted hammering.
 */
const JOINS_PER_ADDRESS = 60;
const JOINS_PER_EMAIL = 20;
const WINDOW_SECONDS = 15 * 60;
/** Announcement mails in flight at once, so a long list neither floods the relay nor takes forever. */
const SEND_CONCURRENCY = 5;

export interface WaitlistDeps {
  repo: WaitlistRepository;
  /** Its mails go out through it: a member who turned waitlist mail off gets none, and each carries a one-click unsubscribe. */
  notifier: Notifier;
  counters: CounterStore;
  log: FastifyBaseLogger;
  publicUrl: string;
  secret: string;
}

const csvCell = (value: string) => {
  // A cell a spreadsheet would run as a formula is prefixed, so an export never executes what a visitor typed.
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

export function createWaitlistService(deps: WaitlistDeps) {
  const { repo, notifier, counters, log } = deps;
  const tokens = createSignedTokens(deps.secret, 'waitlist-unsubscribe', /^[0-9a-f-]{36}$/i);
  const unsubscribeLinks = (entryId: string) => {
    const token = encodeURIComponent(tokens.sign(entryId));
    return {
      pageUrl: `${deps.publicUrl}/waitlist/unsubscribe?token=${token}`,
      oneClickUrl: `${deps.publicUrl}/api/waitlist/unsubscribe/one-click?token=${token}`,
    };
  };
  const mail = (entry: WaitlistEntryRow, message: ReturnType<typeof announcementMail>) =>
    notifier.mailTo({ kind: 'waitlist', to: entry.email, userId: entry.userId, message, unsubscribe: unsubscribeLinks(entry.id) });

  async function limit(key: string, max: number) {
    const result = await counters.hit(key, max, WINDOW_SECONDS);
    if (!result.allowed) throw tooManyRequests(result.retryAfterSeconds);
  }

  async function entryOfToken(token: string): Promise<WaitlistEntryRow> {
    const entryId = tokens.verify(token);
    const entry = entryId ? await repo.findById(entryId) : null;
    if (!entry) throw badRequest(WAITLIST_MESSAGES.badToken, 'INVALID_TOKEN');
    return entry;
  }

  const status = (entry: WaitlistEntryRow): UnsubscribeStatus => ({
    feature: entry.feature as WaitlistFeature,
    featureName: WAITLIST_FEATURE_NAMES[entry.feature as WaitlistFeature],
    email: entry.email,
    unsubscribed: entry.unsubscribedAt !== null,
  });

  return {
    async join(input: JoinWaitlistRequest, address: string, auth: RequestAuth | null): Promise<JoinWaitlistResponse> {
      await limit(`waitlist:address:${address}`, JOINS_PER_ADDRESS);
      await limit(`waitlist:email:${input.email}`, JOINS_PER_EMAIL);
      const entry = await repo.insertEntry({ feature: input.feature, email: input.email, userId: auth?.userId ?? null });
      if (!entry) return { joined: false, message: WAITLIST_MESSAGES.alreadyJoined(input.email) };
      try {
        await mail(entry, confirmationMail({ feature: input.feature }));
      } catch (error) {
        // The place on the list is kept; a relay outage must not turn a join into an error.
        log.error({ err: error, feature: input.feature }, 'waitlist confirmation mail failed');
      }
      return { joined: true, message: WAITLIST_MESSAGES.subscribed(input.email) };
    },

    async unsubscribeStatus(token: string): Promise<UnsubscribeStatus> {
      return status(await entryOfToken(token));
    },

    async unsubscribe(token: string) {
      const entry = await entryOfToken(token);
      await repo.markUnsubscribed(entry.id);
      return { ...status(entry), unsubscribed: true, message: WAITLIST_MESSAGES.unsubscribed };
    },

    async counts(): Promise<WaitlistCounts> {
      const rows = new Map((await repo.countsByFeature()).map((row) => [row.feature, row]));
      return {
        features: WAITLIST_FEATURES.map((feature) => ({
          feature,
          featureName: WAITLIST_FEATURE_NAMES[feature],
          subscribed: rows.get(feature)?.subscribed ?? 0,
          unsubscribed: rows.get(feature)?.unsubscribed ?? 0,
        })),
      };
    },

    async exportCsv(feature: WaitlistFeature): Promise<string> {
      const rows = await repo.listFeature(feature);
      const lines = [
        'email,joined_at,status',
        ...rows.map((row) =>
          [row.email, row.createdAt.toISOString(), row.unsubscribedAt ? 'unsubscribed' : 'subscribed'].map(csvCell).join(','),
        ),
      ];
      return `${lines.join('\r\n')}\r\n`;
    },

    async announce(feature: WaitlistFeature, input: AnnouncementRequest): Promise<AnnouncementResponse> {
      const recipients = await repo.subscribedEntries(feature);
      let sent = 0;
      for (let start = 0; start < recipients.length; start += SEND_CONCURRENCY) {
        const batch = recipients.slice(start, start + SEND_CONCURRENCY);
        const results = await Promise.allSettled(
          batch.map((entry) => mail(entry, announcementMail({ subject: input.subject, message: input.message }))),
        );
        for (const result of results) {
          if (result.status === 'fulfilled') sent += result.value ? 1 : 0;
          else log.error({ err: result.reason, feature }, 'waitlist announcement mail failed');
        }
      }
      return { sent, message: WAITLIST_MESSAGES.announcementSent(sent) };
    },
  };
}
export type WaitlistService = ReturnType<typeof createWaitlistService>;
