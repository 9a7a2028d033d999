import type { Redis } from 'ioredis';
import { HUMANLIB_LIMITS } from '../../../shared/contracts/humanlib.js';

/**
 * The Human Library's live state: who is present, the waiting queue, current pairs, recent partners,
 * each account's exclusions (blocks either way) and the last lines of each chat. In Redis when
 * REDIS_URL is set, so several instances match from one queue; in memory otherwise. Visits are
 * anonymous ids of one socket; accounts never leave the server.
 */

export interface Visit {
  visitId: string;
  accountId: string;
  nickname: string;
}

export interface ChatLine {
  accountId: string;
  text: string;
  at: string;
  crisis: boolean;
}

export interface LastPartner {
  visitId: string;
  accountId: string;
}

export type CallState = { state: 'requested'; by: string } | { state: 'active' };

export interface MatchStore {
  /** Presence for the visit; `excluded` (accounts blocked either way) replaces the account's exclusions. */
  join(visit: Visit, excluded: string[]): Promise<void>;
  /** Forgets the visit: presence and queue. */
  leave(visitId: string): Promise<void>;
  visit(visitId: string): Promise<Visit | null>;
  online(limit: number): Promise<Visit[]>;
  /** The two accounts are never matched again. */
  exclude(accountA: string, accountB: string): Promise<void>;
  /** Atomically pairs the visit with the first eligible waiting visit, or queues it; answers the partner. */
  enqueueOrMatch(visitId: string): Promise<string | null>;
  dequeue(visitId: string): Promise<void>;
  partnerOf(visitId: string): Promise<string | null>;
  /** The partner of the visit's current or last chat, for a block or report just after it ended. */
  lastPartnerOf(visitId: string): Promise<LastPartner | null>;
  /** Ends the visit's chat on both sides; answers the partner it had, once. */
  endPair(visitId: string): Promise<string | null>;
  appendLine(pairKey: string, line: ChatLine): Promise<void>;
  lines(pairKey: string): Promise<ChatLine[]>;
  touch(pairKey: string, at: number): Promise<void>;
  lastActivity(pairKey: string): Promise<number | null>;
  setCall(pairKey: string, call: CallState | null): Promise<void>;
  call(pairKey: string): Promise<CallState | null>;
}

export const pairKeyOf = (a: string, b: string) => (a < b ? `${a}:${b}` : `${b}:${a}`);

/** How far down the queue one match looks; a long queue of mutually excluded people stays cheap. */
const MATCH_SCAN = 200;
/** Chat state left behind by a crashed instance expires on its own. */
const STATE_TTL_SECONDS = 24 * 3600;
const TRANSCRIPT_TTL_SECONDS = 3600;

/**
 * A map whose entries are forgotten once untouched for `ttlMs`, as Redis expires the same keys: one instance serving
 * for weeks keeps the accounts of the last day, not of every visitor since it started. Swept as it is used (at most
 * once a minute), so no timer keeps the process busy.
 */
export function agedMap<V>(ttlMs: number, now: () => number) {
  const entries = new Map<string, { value: V; at: number }>();
  let sweptAt = now();
  const sweep = () => {
    const time = now();
    if (time - sweptAt < Math.min(ttlMs, 60_000)) return;
    sweptAt = time;
    for (const [key, entry] of entries) if (time - entry.at >= ttlMs) entries.delete(key);
  };
  return {
    get(key: string): V | undefined {
      const entry = entries.get(key);
      return entry && now() - entry.at < ttlMs ? entry.value : undefined;
    },
    set(key: string, value: V) {
      sweep();
      entries.set(key, { value, at: now() });
    },
    get size() {
      return entries.size;
    },
  };
}

export function createMemoryStore(now: () => number = Date.now): MatchStore {
  const visits = new Map<string, Visit & { joinedAt: number }>();
  const queue: string[] = [];
  const pairs = new Map<string, string>();
  const last = new Map<string, LastPartner>();
  const exclusions = agedMap<Set<string>>(STATE_TTL_SECONDS * 1000, now);
  const recent = agedMap<string[]>(STATE_TTL_SECONDS * 1000, now);
  const transcripts = new Map<string, ChatLine[]>();
  const activity = new Map<string, number>();
  const calls = new Map<string, CallState>();

  const excludes = (a: string, b: string) => exclusions.get(a)?.has(b) || exclusions.get(b)?.has(a);
  const recentOf = (a: string, b: string) => recent.get(a)?.includes(b) || recent.get(b)?.includes(a);
  const remember = (account: string, partner: string) =>
    recent.set(account, [partner, ...(recent.get(account) ?? [])].slice(0, HUMANLIB_LIMITS.recentPartners));
  const removeFromQueue = (visitId: string) => {
    const index = queue.indexOf(visitId);
    if (index !== -1) queue.splice(index, 1);
  };

  return {
    async join(visit, excluded) {
      visits.set(visit.visitId, { ...visit, joinedAt: now() });
      exclusions.set(visit.accountId, new Set(excluded));
    },
    async leave(visitId) {
      visits.delete(visitId);
      removeFromQueue(visitId);
      last.delete(visitId);
    },
    async visit(visitId) {
      const visit = visits.get(visitId);
      return visit ? { visitId: visit.visitId, accountId: visit.accountId, nickname: visit.nickname } : null;
    },
    async online(limit) {
      return [...visits.values()]
        .sort((a, b) => b.joinedAt - a.joinedAt)
        .slice(0, limit)
        .map(({ visitId, accountId, nickname }) => ({ visitId, accountId, nickname }));
    },
    async exclude(a, b) {
      for (const [x, y] of [
        [a, b],
        [b, a],
      ] as const) {
        const set = exclusions.get(x) ?? new Set<string>();
        set.add(y);
        exclusions.set(x, set);
      }
    },
    async enqueueOrMatch(visitId) {
      const me = visits.get(visitId);
      if (!me || pairs.has(visitId)) return null;
      removeFromQueue(visitId);
      for (const candidate of queue.slice(0, MATCH_SCAN)) {
        const other = visits.get(candidate);
        if (!other) {
          removeFromQueue(candidate);
          continue;
        }
        if (other.accountId === me.accountId || excludes(me.accountId, other.accountId) || recentOf(me.accountId, other.accountId))
          continue;
        removeFromQueue(candidate);
        pairs.set(visitId, candidate);
        pairs.set(candidate, visitId);
        last.set(visitId, { visitId: candidate, accountId: other.accountId });
        last.set(candidate, { visitId, accountId: me.accountId });
        remember(me.accountId, other.accountId);
        remember(other.accountId, me.accountId);
        return candidate;
      }
      queue.push(visitId);
      return null;
    },
    async dequeue(visitId) {
      removeFromQueue(visitId);
    },
    async partnerOf(visitId) {
      return pairs.get(visitId) ?? null;
    },
    async lastPartnerOf(visitId) {
      return last.get(visitId) ?? null;
    },
    async endPair(visitId) {
      const partner = pairs.get(visitId);
      if (!partner) return null;
      pairs.delete(visitId);
      if (pairs.get(partner) === visitId) pairs.delete(partner);
      const key = pairKeyOf(visitId, partner);
      calls.delete(key);
      activity.delete(key);
      // Kept a while so a report right after the chat still carries its lines.
      setTimeout(() => transcripts.delete(key), TRANSCRIPT_TTL_SECONDS * 1000).unref();
      return partner;
    },
    async appendLine(pairKey, line) {
      const lines = transcripts.get(pairKey) ?? [];
      lines.push(line);
      if (lines.length > HUMANLIB_LIMITS.transcriptLines) lines.shift();
      transcripts.set(pairKey, lines);
    },
    async lines(pairKey) {
      return [...(transcripts.get(pairKey) ?? [])];
    },
    async touch(pairKey, at) {
      activity.set(pairKey, at);
    },
    async lastActivity(pairKey) {
      return activity.get(pairKey) ?? null;
    },
    async setCall(pairKey, call) {
      if (call) calls.set(pairKey, call);
      else calls.delete(pairKey);
    },
    async call(pairKey) {
      return calls.get(pairKey) ?? null;
    },
  };
}

/**
 * One script does the whole match (scan the queue, skip excluded and recent partners, pair, remember),
 * so two instances never take the same waiting visit.
 */
const MATCH_SCRIPT = `
local p = ARGV[1]
local me = ARGV[2]
local recentMax = tonumber(ARGV[3])
local scan = tonumber(ARGV[4])
local ttl = tonumber(ARGV[5])
local queue = p .. 'queue'
local myAcc = redis.call('HGET', p .. 'visit:' .. me, 'a')
if not myAcc then return false end
if redis.call('EXISTS', p .. 'pair:' .. me) == 1 then return false end
redis.call('LREM', queue, 0, me)
local candidates = redis.call('LRANGE', queue, 0, scan - 1)
for _, cand in ipairs(candidates) do
  local acc = redis.call('HGET', p .. 'visit:' .. cand, 'a')
  if not acc then
    redis.call('LREM', queue, 0, cand)
  elseif acc ~= myAcc
    and redis.call('SISMEMBER', p .. 'excl:' .. myAcc, acc) == 0
    and redis.call('SISMEMBER', p .. 'excl:' .. acc, myAcc) == 0
    and not redis.call('LPOS', p .. 'recent:' .. myAcc, acc)
    and not redis.call('LPOS', p .. 'recent:' .. acc, myAcc) then
    redis.call('LREM', queue, 0, cand)
    redis.call('SET', p .. 'pair:' .. me, cand, 'EX', ttl)
    redis.call('SET', p .. 'pair:' .. cand, me, 'EX', ttl)
    redis.call('SET', p .. 'last:' .. me, cand .. ' ' .. acc, 'EX', ttl)
    redis.call('SET', p .. 'last:' .. cand, me .. ' ' .. myAcc, 'EX', ttl)
    redis.call('LPUSH', p .. 'recent:' .. myAcc, acc)
    redis.call('LTRIM', p .. 'recent:' .. myAcc, 0, recentMax - 1)
    redis.call('EXPIRE', p .. 'recent:' .. myAcc, ttl)
    redis.call('LPUSH', p .. 'recent:' .. acc, myAcc)
    redis.call('LTRIM', p .. 'recent:' .. acc, 0, recentMax - 1)
    redis.call('EXPIRE', p .. 'recent:' .. acc, ttl)
    return cand
  end
end
redis.call('RPUSH', queue, me)
return false
`;

/** Clears both sides of a pair at once; answers the partner only to the caller that ended it. */
const END_PAIR_SCRIPT = `
local p = ARGV[1]
local me = ARGV[2]
local partner = redis.call('GET', p .. 'pair:' .. me)
if not partner then return false end
redis.call('DEL', p .. 'pair:' .. me)
if redis.call('GET', p .. 'pair:' .. partner) == me then redis.call('DEL', p .. 'pair:' .. partner) end
return partner
`;

export function createRedisStore(redis: Redis, prefix: string): MatchStore {
  const k = (key: string) => `${prefix}${key}`;
  const parseCall = (raw: string | null): CallState | null => (raw ? (JSON.parse(raw) as CallState) : null);
  return {
    async join(visit, excluded) {
      const multi = redis
        .multi()
        .hset(k(`visit:${visit.visitId}`), { a: visit.accountId, n: visit.nickname })
        .expire(k(`visit:${visit.visitId}`), STATE_TTL_SECONDS)
        .zadd(k('online'), Date.now(), visit.visitId)
        .del(k(`excl:${visit.accountId}`));
      if (excluded.length > 0)
        multi.sadd(k(`excl:${visit.accountId}`), ...excluded).expire(k(`excl:${visit.accountId}`), STATE_TTL_SECONDS);
      await multi.exec();
    },
    async leave(visitId) {
      await redis
        .multi()
        .del(k(`visit:${visitId}`))
        .zrem(k('online'), visitId)
        .lrem(k('queue'), 0, visitId)
        .del(k(`last:${visitId}`))
        .exec();
    },
    async visit(visitId) {
      const [accountId, nickname] = await redis.hmget(k(`visit:${visitId}`), 'a', 'n');
      return accountId ? { visitId, accountId, nickname: nickname ?? '' } : null;
    },
    async online(limit) {
      const ids = await redis.zrevrange(k('online'), 0, limit - 1);
      if (ids.length === 0) return [];
      const pipeline = redis.pipeline();
      for (const id of ids) pipeline.hmget(k(`visit:${id}`), 'a', 'n');
      const rows = (await pipeline.exec()) ?? [];
      const visits: Visit[] = [];
      const gone: string[] = [];
      rows.forEach(([, value], index) => {
        const [accountId, nickname] = (value as (string | null)[] | null) ?? [];
        if (accountId) visits.push({ visitId: ids[index]!, accountId, nickname: nickname ?? '' });
        else gone.push(ids[index]!);
      });
      if (gone.length > 0) await redis.zrem(k('online'), ...gone);
      return visits;
    },
    async exclude(a, b) {
      await redis
        .multi()
        .sadd(k(`excl:${a}`), b)
        .expire(k(`excl:${a}`), STATE_TTL_SECONDS)
        .sadd(k(`excl:${b}`), a)
        .expire(k(`excl:${b}`), STATE_TTL_SECONDS)
        .exec();
    },
    async enqueueOrMatch(visitId) {
      const partner = (await redis.eval(
        MATCH_SCRIPT,
        0,
        prefix,
        visitId,
        HUMANLIB_LIMITS.recentPartners,
        MATCH_SCAN,
        STATE_TTL_SECONDS,
      )) as string | null;
      return partner || null;
    },
    async dequeue(visitId) {
      await redis.lrem(k('queue'), 0, visitId);
    },
    async partnerOf(visitId) {
      return redis.get(k(`pair:${visitId}`));
    },
    async lastPartnerOf(visitId) {
      const raw = await redis.get(k(`last:${visitId}`));
      if (!raw) return null;
      const [partnerVisit, accountId] = raw.split(' ');
      return partnerVisit && accountId ? { visitId: partnerVisit, accountId } : null;
    },
    async endPair(visitId) {
      const partner = (await redis.eval(END_PAIR_SCRIPT, 0, prefix, visitId)) as string | null;
      if (!partner) return null;
      const key = pairKeyOf(visitId, partner);
      await redis
        .multi()
        .del(k(`call:${key}`), k(`act:${key}`))
        .expire(k(`chat:${key}`), TRANSCRIPT_TTL_SECONDS)
        .exec();
      return partner;
    },
    async appendLine(pairKey, line) {
      await redis
        .multi()
        .rpush(k(`chat:${pairKey}`), JSON.stringify(line))
        .ltrim(k(`chat:${pairKey}`), -HUMANLIB_LIMITS.transcriptLines, -1)
        .expire(k(`chat:${pairKey}`), STATE_TTL_SECONDS)
        .exec();
    },
    async lines(pairKey) {
      return (await redis.lrange(k(`chat:${pairKey}`), 0, -1)).map((raw) => JSON.parse(raw) as ChatLine);
    },
    async touch(pairKey, at) {
      await redis.set(k(`act:${pairKey}`), String(at), 'EX', STATE_TTL_SECONDS);
    },
    async lastActivity(pairKey) {
      const raw = await redis.get(k(`act:${pairKey}`));
      return raw ? Number(raw) : null;
    },
    async setCall(pairKey, call) {
      if (call) await redis.set(k(`call:${pairKey}`), JSON.stringify(call), 'EX', STATE_TTL_SECONDS);
      else await redis.del(k(`call:${pairKey}`));
    },
    async call(pairKey) {
      return parseCall(await redis.get(k(`call:${pairKey}`)));
    },
  };
}
