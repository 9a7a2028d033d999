import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema, uuidSchema } from '../../../shared/contracts/common.js';
import {
  NOTIFICATION_MESSAGES,
  notificationPreferencesSchema,
  notificationPreferencesUpdateSchema,
  unsubscribeQuerySchema,
  unsubscribeResultSchema,
  notificationIdsBodySchema,
  pushDevicesResponseSchema,
  pushDeviceSchema,
  pushKeyResponseSchema,
  pushSubscriptionBodySchema,
  notificationsChangedResponseSchema,
  notificationsQuerySchema,
  notificationsResponseSchema,
  unreadCountResponseSchema,
} from '../../../shared/contracts/notifications.js';
import { currentUser } from '../../platform/auth.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { acceptOneClickPosts, ONE_CLICK_POST_DOC } from '../../platform/mail.js';
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
      config: { openapi: ONE_CLICK_POST_DOC },
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

  const { push } = options.notifier;

  app.get(
    '/notifications/push/key',
    {
      schema: {
        tags: ['notifications'],
        summary: 'The server’s VAPID public key, for PushManager.subscribe (applicationServerKey).',
        response: { 200: pushKeyResponseSchema },
      },
    },
    async () => ({ publicKey: push.publicKey }),
  );

  app.get(
    '/notifications/push/devices',
    {
      ...signedIn,
      schema: {
        tags: ['notifications'],
        summary: 'The caller’s devices that receive push notifications.',
        security: bearer,
        response: { 200: pushDevicesResponseSchema, ...errors },
      },
    },
    async (request) => ({ devices: await push.devices(currentUser(request).userId) }),
  );

  app.post(
    '/notifications/push/devices',
    {
      ...signedIn,
      schema: {
        tags: ['notifications'],
        summary: 'Adds this browser’s push subscription (PushSubscription.toJSON()) to the caller’s devices.',
        security: bearer,
        body: pushSubscriptionBodySchema,
        response: { 201: pushDeviceSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await push.subscribe(currentUser(request).userId, request.body, request.headers['user-agent'])),
  );

  app.delete(
    '/notifications/push/devices/:id',
    {
      ...signedIn,
      schema: {
        tags: ['notifications'],
        summary: 'Removes one of the caller’s push devices (another’s id answers 404).',
        security: bearer,
        params: z.object({ id: uuidSchema }),
        response: { 204: z.null(), 404: errorBodySchema, ...errors },
      },
    },
    async (request, reply) => {
      if (!(await push.remove(currentUser(request).userId, request.params.id)))
        throw notFound(NOTIFICATION_MESSAGES.deviceNotFound, 'DEVICE_NOT_FOUND');
      return reply.status(204).send(null);
    },
  );
};
