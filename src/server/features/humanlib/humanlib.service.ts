import {
  HUMANLIB_LIMITS,
  HUMANLIB_MESSAGES,
  type EntryRefusal,
  type HumanlibStatus,
  type OnlineUser,
  type ReportDetail,
  type ReportsResponse,
  type Suspension,
} from '../../../shared/contracts/humanlib.js';
import type { Config } from '../../config.js';
import type { HumanlibTranscriptLine } from '../../db/schema/index.js';
import { AppError, badRequest, notFound, unauthorized } from '../../platform/errors.js';
import type { RelationReader } from '../connections/index.js';
import type { EntryFacts, HumanlibRepository } from './humanlib.repository.js';
import type { ChatLine, MatchStore } from './humanlib.store.js';

const REFUSALS: Record<EntryRefusal, { status: number; message: string }> = {
  NOT_VERIFIED: { status: 403, message: HUMANLIB_MESSAGES.emailNotVerified },
  RULES_NOT_ACCEPTED: { status: 403, message: HUMANLIB_MESSAGES.rulesNotAccepted },
  SUSPENDED: { status: 403, message: HUMANLIB_MESSAGES.suspended },
};

function refusalOf(facts: EntryFacts): EntryRefusal | null {
  if (!facts.emailVerified) return 'NOT_VERIFIED';
  if (facts.suspended) return 'SUSPENDED';
  if (!facts.acceptedAt || !facts.confirmedAdult) return 'RULES_NOT_ACCEPTED';
  return null;
}

/** The error a refused entry answers with, on REST and on the socket handshake alike. */
export const entryError = (refusal: EntryRefusal) => new AppError(REFUSALS[refusal].status, refusal, REFUSALS[refusal].message);

export interface HumanlibServiceDeps {
  repo: HumanlibRepository;
  store: MatchStore;
  relations: RelationReader;
  iceServers: Config['iceServers'];
  /** Ends the live Human Library sockets of an account (on every instance). */
  disconnectAccount(userId: string, message: string): void;
}

/** Rules of the Human Library: who may enter, acceptance, blocks, reports and the operators' actions. */
export function createHumanlibService(deps: HumanlibServiceDeps) {
  const { repo, store } = deps;

  async function requireEntry(userId: string): Promise<void> {
    const facts = await repo.entryFacts(userId);
    if (!facts) throw unauthorized();
    const refusal = refusalOf(facts);
    if (refusal) throw entryError(refusal);
  }

  async function status(userId: string): Promise<HumanlibStatus> {
    const facts = await repo.entryFacts(userId);
    if (!facts) throw unauthorized();
    const refusal = refusalOf(facts);
    return {
      accepted: facts.acceptedAt !== null,
      acceptedAt: facts.acceptedAt?.toISOString() ?? null,
      confirmedAdult: facts.confirmedAdult,
      emailVerified: facts.emailVerified,
      suspended: facts.suspended,
      canEnter: refusal === null,
      refusal,
      message: refusal ? REFUSALS[refusal].message : null,
      iceServers: deps.iceServers,
    };
  }

  const toTranscript = (lines: ChatLine[], reporterId: string | null): HumanlibTranscriptLine[] =>
    lines.map((line) => ({
      from: line.accountId === reporterId ? 'reporter' : 'reported',
      text: line.text,
      at: line.at,
      crisis: line.crisis,
    }));

  /** Both kinds of block (this feature's and the connections feature's), either way. */
  async function excludedAccounts(userId: string): Promise<string[]> {
    const [own, network] = await Promise.all([repo.blockedEitherWay(userId), deps.relations.blockedEitherWay(userId)]);
    return [...new Set([...own, ...network])];
  }

  return {
    requireEntry,
    status,

    async accept(userId: string): Promise<HumanlibStatus> {
      const facts = await repo.entryFacts(userId);
      if (!facts) throw unauthorized();
      if (!facts.emailVerified) throw entryError('NOT_VERIFIED');
      await repo.accept(userId);
      return status(userId);
    },

    /**
     * Who is in the Human Library now, as anonymous visits; the caller's own visits left out, and so is everyone
     * the caller blocked or was blocked by (either feature's block), under whatever nickname.
     */
    async onlineUsers(userId: string): Promise<OnlineUser[]> {
      await requireEntry(userId);
      const [visits, excluded] = await Promise.all([store.online(HUMANLIB_LIMITS.onlineListSize + 10), excludedAccounts(userId)]);
      const hidden = new Set([userId, ...excluded]);
      return visits
        .filter((visit) => !hidden.has(visit.accountId))
        .slice(0, HUMANLIB_LIMITS.onlineListSize)
        .map((visit) => ({ userId: visit.visitId, nickname: visit.nickname }));
    },

    excludedAccounts,

    async block(blockerId: string, blockedId: string) {
      await repo.block(blockerId, blockedId);
      await store.exclude(blockerId, blockedId);
    },

    async report(reporterId: string, reportedId: string, reason: string, lines: ChatLine[]) {
      const transcript = toTranscript(lines, reporterId);
      await repo.insertReport({ reporterId, reportedId, reason, transcript, crisis: transcript.some((line) => line.crisis) });
    },

    /** Raised by the server when someone writes about self-harm; one open crisis report per account. */
    async crisisReport(writerId: string, lines: ChatLine[]) {
      if (await repo.hasOpenCrisisReport(writerId)) return;
      const transcript = lines.map((line) => ({
        from: line.accountId === writerId ? ('reported' as const) : ('reporter' as const),
        text: line.text,
        at: line.at,
        crisis: line.crisis,
      }));
      await repo.insertReport({
        reporterId: null,
        reportedId: writerId,
        reason: 'Crisis: a message about self-harm.',
        transcript,
        crisis: true,
      });
    },

    async listReports(query: { status?: 'open' | 'resolved' | undefined; page: number; limit: number }): Promise<ReportsResponse> {
      const { rows, total } = await repo.listReports({ status: query.status, page: query.page, limit: query.limit });
      return {
        data: rows.map((row) => ({
          id: row.id,
          reason: row.reason,
          crisis: row.crisis,
          status: row.status,
          createdAt: row.createdAt.toISOString(),
          reporterEmail: row.reporterEmail,
          reported: { id: row.reportedId, email: row.reportedEmail, suspended: row.reportedSuspended },
        })),
        page: query.page,
        limit: query.limit,
        total,
      };
    },

    async reportDetail(id: string): Promise<ReportDetail> {
      const row = await repo.report(id);
      if (!row) throw notFound(HUMANLIB_MESSAGES.reportNotFound);
      return {
        id: row.id,
        reason: row.reason,
        crisis: row.crisis,
        status: row.status,
        createdAt: row.createdAt.toISOString(),
        reporterEmail: row.reporterEmail,
        reported: { id: row.reportedId, email: row.reportedEmail, suspended: row.reportedSuspended },
        transcript: row.transcript,
      };
    },

    async setReportStatus(id: string, nextStatus: 'open' | 'resolved') {
      if (!(await repo.setReportStatus(id, nextStatus))) throw notFound(HUMANLIB_MESSAGES.reportNotFound);
    },

    async suspend(operatorId: string, userId: string, reason: string) {
      if (userId === operatorId) throw badRequest('You cannot suspend your own account.');
      if (!(await repo.accountExists(userId))) throw notFound(HUMANLIB_MESSAGES.userNotFound);
      await repo.suspend(userId, reason, operatorId);
      deps.disconnectAccount(userId, HUMANLIB_MESSAGES.suspended);
    },

    async unsuspend(userId: string) {
      if (!(await repo.unsuspend(userId))) throw notFound();
    },

    async suspensions(): Promise<Suspension[]> {
      return (await repo.suspensions()).map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
    },
  };
}

export type HumanlibService = ReturnType<typeof createHumanlibService>;
