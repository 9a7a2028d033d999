import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '../../../shared/contracts/common.js';
import {
  NOTIFICATION_MESSAGES,
  notificationPreferencesSchema,
  notificationPreferencesUpdateSchema,
  unsubscribeQuerySchema,
  unsubscribeResultSchema,
  notificationIdsBodySchema,
  notificationsChangedResponseSchema,
  notificationsQuerySchema,
  notificationsResponseSchema,
  unreadCountResponseSchema,
} from '../../../shared/contracts/notifications.js';
import { currentUser } from '../../platform/auth.js';
import { badRequest } from '../../platform/errors.js';
import { acceptOneClickPosts } from '../../platform/mail.js';
import { cachedJsonOf, readerKey, cachedReads } from '../../platform/read-cache.js';
import { unsubscribeLabel, type Notifier } from './notifications.delivery.js';
import { preferencesOf, updatePreferences } from './notifications.preferences.js';
import { createNotificationsService } from './notifications.service.js';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 429: errorBodySchema };
const bearer = [{ bearer: [] }];
/** What a page of notifications is read from (senders' names and photos included). */
const NOTIFICATION_READ_TABLES = ['notifications', 'users', 'profiles', 'mentor_profiles'];
const notificationsJson = cachedJsonOf(notificationsResponseSchema);

/** The signed-in user's notifications (community §2.11, §7). Registered under /api. */
export const notificationsRoutes: FastifyPluginAsyncZod<{ notifier: Notifier }> = async (app, options) => {
  const sendCached = cachedReads(app.readCache);
  const service = createNotificationsService({ db: app.db, realtime: app.realtime });
  const signedIn = { onRequest: app.authenticate };

  app.get(
    '/notifications',
    {
      ...signedIn,
      schema: {
        tags: ['notifications'],
        summary: 'The caller’s notifications, newest first; isRead filters; unreadCount is the server’s count.',
        security: bearer,
        querystring: notificationsQuerySchema,
        response: { 200: notificationsResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { userId } = currentUser(request);
      return sendCached(
        request,
        reply,
        { key: `notifications.list|${readerKey(request)}|${JSON.stringify(request.query)}`, tables: NOTIFICATION_READ_TABLES },
        async () => notificationsJson(await service.list(userId, request.query)),
      );
    },
  );

  app.get(
    '/notifications/unread-count',
    {
      ...signedIn,
      schema: {
        tags: ['notifications'],
        summary: 'How many of the caller’s notifications are unread.',
        security: bearer,
        response: { 200: unreadCountResponseSchema, ...errors },
      },
    },
    async (request) => service.unreadCount(currentUser(request).userId),
  );

  app.patch(
    '/notifications/read',
    {
      ...signedIn,
      schema: {
        tags: ['notifications'],
        summary: 'Marks the caller’s own notifications read (other ids are ignored); every open tab gets the new count.',
        security: bearer,
        body: notificationIdsBodySchema,
        response: { 200: notificationsChangedResponseSchema, ...errors },
      },
    },
    async (request) => service.markRead(currentUser(request).userId, request.body.notificationIds),
  );

  app.patch(
    '/notifications/read-all',
    {
      ...signedIn,
      schema: {
        tags: ['notifications'],
        summary: 'Marks all of the caller’s notifications read; every open tab gets the new count.',
        security: bearer,
        response: { 200: notificationsChangedResponseSchema, ...errors },
      },
    },
    async (request) => service.markAllRead(currentUser(request).userId),
  );

  app.delete(
    '/notifications',
    {
      ...signedIn,
      schema: {
        tags: ['notifications'],
        summary: 'Deletes the caller’s own notifications (other ids are ignored); every open tab gets the new count.',
        security: bearer,
        body: notificationIdsBodySchema,
        response: { 200: notificationsChangedResponseSchema, ...errors },
      },
    },
    async (request) => service.remove(currentUser(request).userId, request.body.notificationIds),
  );

  app.get(
    '/notifications/preferences',
    {
      ...signedIn,
      schema: {
        tags: ['notifications'],
        summary: 'The caller’s channels per kind (in the app, email, push), digest and quiet hours, defaults filled in.',
        security: bearer,
        response: { 200: notificationPreferencesSchema, ...errors },
      },
    },
    async (request) => preferencesOf(app.db, currentUser(request).userId),
  );

  app.put(
    '/notifications/preferences',
    {
      ...signedIn,
      schema: {
        tags: ['notifications'],
        summary: 'Changes the caller’s notification choices; only the kinds and channels given change.',
        security: bearer,
        body: notificationPreferencesUpdateSchema,
        response: { 200: notificationPreferencesSchema, ...errors },
      },
    },
    async (request) => updatePreferences(app.db, currentUser(request).userId, request.body),
  );

  const target = (token: string) => {
    const found = options.notifier.unsubscribeTokens.verify(token);
    if (!found) throw badRequest(NOTIFICATION_MESSAGES.unsubscribeInvalid, 'INVALID_TOKEN');
    return found;
  };

  app.get(
    '/notifications/unsubscribe',
    {
      schema: {
        tags: ['notifications'],
        summary: 'What an unsubscribe link of a mail stops, and whether it is stopped (no sign-in: the link is signed).',
        querystring: unsubscribeQuerySchema,
        response: { 200: unsubscribeResultSchema, ...errors },
      },
    },
    async (request) => {
      const { userId, target: kind } = target(request.query.token);
      const chosen = await preferencesOf(app.db, userId);
      const unsubscribed = kind === 'digest' ? chosen.digest === 'off' : !chosen.channels[kind].email;
      return { kind, label: unsubscribeLabel(kind), unsubscribed };
    },
  );

  // RFC 8058: mail clients POST "List-Unsubscribe=One-Click" as a form to the header's address.
  acceptOneClickPosts(app);
  app.post(
    '/notifications/unsubscribe',
    {
      schema: {
        tags: ['notifications'],
        summary: 'One-click unsubscribe (RFC 8058) from one kind of mail or the digest; no sign-in, the link is signed; idempotent.',
        querystring: unsubscribeQuerySchema,
        response: { 200: unsubscribeResultSchema, ...errors },
      },
    },
    async (request) => {
      const { userId, target: kind } = target(request.query.token);
      await updatePreferences(app.db, userId, kind === 'digest' ? { digest: 'off' } : { channels: { [kind]: { email: false } } });
      return { kind, label: unsubscribeLabel(kind), unsubscribed: true };
    },
  );
};
