import { hash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Conditional reads for the API: every successful GET answered with JSON carries a validator computed from its
 * body, and a client that sends it back in `If-None-Match` gets `304 Not Modified` without the body.
 *
 * - Public answers (no signed-in reader): `no-cache` (a browser or proxy may keep the copy but asks first).
 * - Answers read by a signed-in user: `private, no-cache`, and the tag is derived from the user's id as well as
 *   the body, so one user's tag never validates another user's answer, even where both bodies are equal.
 * - Both vary on `Authorization`: the same address answers visitors and users differently.
 *
 * The tag is weak (`W/`): JSON answers may be sent compressed, and the tag names the content, not the bytes.
 * A route that sets its own `cache-control` or `etag`, or answers with a stream or a Buffer, is left alone.
 */
export function registerConditionalReads(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    const known = knownTags.get(reply);
    if (request.method !== 'GET' || reply.statusCode !== 200 || (typeof payload !== 'string' && !known) || reply.hasHeader('etag')) {
      return done(null, payload);
    }
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !type.startsWith('application/json')) return done(null, payload);

    const tag = known ?? weakEntityTag(payload as string, request.auth?.userId);
    const userId = request.auth?.userId;
    void reply.header('etag', tag);
    if (!reply.hasHeader('cache-control')) void reply.header('cache-control', userId ? 'private, no-cache' : 'no-cache');
    addVary(reply, 'authorization');
    if (!matches(request, tag)) return done(null, payload);

    void reply.code(304);
    reply.removeHeader('content-type');
    reply.removeHeader('content-length');
    return done(null, null);
  });
}

const knownTags = new WeakMap<FastifyReply, string>();

/**
 * A body sent many times over (platform/read-cache.ts) has its tag computed once and handed to each reply that
 * sends it; such a body may be the JSON's bytes.
 */
export function useKnownEntityTag(reply: FastifyReply, tag: string): void {
  knownTags.set(reply, tag);
}

const weakEntityTag = (body: string, userId: string | undefined) => `W/"${entityTag(body, userId)}"`;

/** The fingerprint of a JSON body kept as bytes (platform/read-cache.ts), computed once however often it is sent. */
export const digestOfBytes = (body: Buffer) => hash('sha1', body, 'base64url');

/**
 * The tag of a kept body for the reader `userId` (none for a visitor), from its digest: a shared answer (the mentor
 * list) is sent to many readers, and each one's tag costs a hash of a few dozen bytes rather than of the whole body.
 */
export const weakEntityTagOfDigest = (digest: string, userId: string | undefined) =>
  `W/"${userId ? hash('sha1', `${userId}\0${digest}`, 'base64url') : digest}"`;

/** Answers up to this many characters have their tag remembered: hot reads repeat the same small bodies. */
const REMEMBERED_BODY_CHARS = 4096;
/** At most this many tags are remembered (about 2 MB of bodies at worst); the oldest goes first. */
const REMEMBERED_TAGS = 256;
const rememberedTags = new Map<string, string>();

/**
 * SHA-1 as a content fingerprint (not a secret). Looking a body up by its exact text costs V8's string hash,
 * much less than a SHA-1 through node:crypto, so the tags of recent small answers are kept by their input.
 */
function entityTag(body: string, userId: string | undefined): string {
  const input = userId ? `${userId}\0${body}` : body;
  if (input.length > REMEMBERED_BODY_CHARS) return hash('sha1', input, 'base64url');
  let tag = rememberedTags.get(input);
  if (tag === undefined) {
    tag = hash('sha1', input, 'base64url');
    if (rememberedTags.size >= REMEMBERED_TAGS) rememberedTags.delete(rememberedTags.keys().next().value as string);
    rememberedTags.set(input, tag);
  }
  return tag;
}

/** RFC 9110 §13.1.2: weak comparison, a list of tags or `*`. */
function matches(request: FastifyRequest, tag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  const wanted = tag.slice(2);
  for (const candidate of header.split(',')) {
    const trimmed = candidate.trim();
    if (trimmed === '*' || trimmed === wanted || trimmed === tag) return true;
  }
  return false;
}

/** Adds a field to the reply's Vary header, keeping those already named (CORS names Origin). */
export function addVary(reply: FastifyReply, field: string): void {
  const current = reply.getHeader('vary');
  if (!current) {
    void reply.header('vary', field);
    return;
  }
  const value = Array.isArray(current) ? current.join(', ') : String(current);
  if (
    !value
      .toLowerCase()
      .split(/\s*,\s*/)
      .includes(field)
  )
    void reply.header('vary', `${value}, ${field}`);
}
