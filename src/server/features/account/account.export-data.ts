import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { DELETED_USER_NAME } from '../../../shared/messages.js';
import type { Tx } from '../../db/client.js';
import {
  blogComments,
  blogLikes,
  blogMedia,
  blogPosts,
  blogReports,
  blogRulesAcceptances,
  bookingReviews,
  bookings,
  calendarFeeds,
  connectionRequests,
  connections,
  conversations,
  dataExports,
  eventRsvps,
  events,
  helpTickets,
  humanlibAcceptances,
  humanlibBlocks,
  humanlibReports,
  humanlibSuspensions,
  jobApplications,
  jobs,
  mentorAvailability,
  mentorProfiles,
  mentorReferralSettings,
  mentorReliability,
  mentorshipDocuments,
  messages,
  notificationPreferences,
  notifications,
  passkeys,
  profileEducation,
  profileExperience,
  profiles,
  pushSubscriptions,
  referralRequests,
  savedJobs,
  sessionAttendance,
  sessionMessages,
  sessions,
  userBlocks,
  users,
  waitlistEntries,
} from '../../db/schema/index.js';
import type { ExportKind } from './account.kinds.js';

/*
 * What each kind of EXPORT_KINDS reads. The export is the one place that reads every feature's tables for one user (so
 * that the list of kinds and the deletion check stay one list); it reads through the job's transaction, and names other
 * people only by username, never by id or email.
 */

/** An uploaded file that travels with the export: its public address or private key, and its name in the zip. */
export interface ExportFile {
  zipPath: string;
  ref: string;
  store: 'public' | 'private';
}

export interface KindData {
  data: unknown;
  files?: ExportFile[];
}

type Reader = (tx: Tx, userId: string) => Promise<KindData>;

const fileName = (ref: string) => ref.slice(ref.lastIndexOf('/') + 1);

/** Usernames of the given accounts, to name the other side of a relation without its id. */
async function usernamesOf(tx: Tx, ids: (string | null)[]): Promise<(id: string | null) => string | null> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  const rows = wanted.length
    ? await tx.select({ id: users.id, username: users.username }).from(users).where(inArray(users.id, wanted))
    : [];
  const names = new Map(rows.map((row) => [row.id, row.username ?? 'a Campus member']));
  return (id) => (id === null ? null : (names.get(id) ?? DELETED_USER_NAME));
}

const readProfile: Reader = async (tx, userId) => {
  const [account] = await tx
    .select({
      email: users.email,
      phone: users.phone,
      username: users.username,
      role: users.role,
      signsInWithGoogle: sql<boolean>`${users.googleSub} is not null`,
      hasPassword: sql<boolean>`${users.passwordHash} is not null`,
      twoStepSignInSince: users.totpEnabledAt,
      emailVerifiedAt: users.emailVerifiedAt,
      profileCompletedAt: users.profileCompletedAt,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  const [profile] = await tx.select().from(profiles).where(eq(profiles.userId, userId));
  const [mentor] = await tx.select().from(mentorProfiles).where(eq(mentorProfiles.userId, userId));
  const photos = [profile?.profilePictureUrl, mentor?.profilePictureUrl].filter((url): url is string => !!url?.startsWith('/uploads/'));
  return {
    data: {
      account,
      profile: profile ?? null,
      education: await tx
        .select()
        .from(profileEducation)
        .where(eq(profileEducation.userId, userId))
        .orderBy(asc(profileEducation.position)),
      experience: await tx
        .select()
        .from(profileExperience)
        .where(eq(profileExperience.userId, userId))
        .orderBy(asc(profileExperience.position)),
      mentorProfile: mentor ?? null,
      mentorAvailability: (await tx.select().from(mentorAvailability).where(eq(mentorAvailability.mentorId, userId)))[0] ?? null,
      referralSettings: (await tx.select().from(mentorReferralSettings).where(eq(mentorReferralSettings.mentorId, userId)))[0] ?? null,
      reliability: (await tx.select().from(mentorReliability).where(eq(mentorReliability.mentorId, userId)))[0] ?? null,
    },
    files: [...new Set(photos)].map((url) => ({ zipPath: `files/profile/${fileName(url)}`, ref: url, store: 'public' as const })),
  };
};

const readSettings: Reader = async (tx, userId) => ({
  data: {
    notificationPreferences: (await tx.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId)))[0] ?? null,
    // Whether the feed is on, not its secret address.
    calendarFeedSince:
      (await tx.select({ at: calendarFeeds.createdAt }).from(calendarFeeds).where(eq(calendarFeeds.userId, userId)))[0]?.at ?? null,
    blogRulesAcceptedAt:
      (
        await tx.select({ at: blogRulesAcceptances.acceptedAt }).from(blogRulesAcceptances).where(eq(blogRulesAcceptances.userId, userId))
      )[0]?.at ?? null,
    humanLibraryRules: (await tx.select().from(humanlibAcceptances).where(eq(humanlibAcceptances.userId, userId)))[0] ?? null,
  },
});

const readPosts: Reader = async (tx, userId) => {
  const posts = await tx.select().from(blogPosts).where(eq(blogPosts.authorId, userId)).orderBy(asc(blogPosts.createdAt));
  const media = await tx.select().from(blogMedia).where(eq(blogMedia.ownerId, userId)).orderBy(asc(blogMedia.createdAt));
  return {
    data: {
      posts: posts.map(({ searchText: _searchText, ...post }) => post),
      media: media.map((item) => ({ id: item.id, file: `files/posts/${fileName(item.storageUrl)}`, uploadedAt: item.createdAt })),
    },
    files: media.map((item) => ({ zipPath: `files/posts/${fileName(item.storageUrl)}`, ref: item.storageUrl, store: 'public' as const })),
  };
};

const readComments: Reader = async (tx, userId) => ({
  data: {
    comments: await tx
      .select({
        id: blogComments.id,
        postId: blogComments.postId,
        postTitle: blogPosts.title,
        body: blogComments.body,
        moderation: blogComments.moderation,
        createdAt: blogComments.createdAt,
        updatedAt: blogComments.updatedAt,
      })
      .from(blogComments)
      .innerJoin(blogPosts, eq(blogPosts.id, blogComments.postId))
      .where(eq(blogComments.authorId, userId))
      .orderBy(asc(blogComments.createdAt)),
    reports: await tx
      .select({
        id: blogReports.id,
        postId: blogReports.postId,
        commentId: blogReports.commentId,
        reason: blogReports.reason,
        createdAt: blogReports.createdAt,
        resolvedAt: blogReports.resolvedAt,
      })
      .from(blogReports)
      .where(eq(blogReports.reporterId, userId)),
  },
});

const readLikes: Reader = async (tx, userId) => ({
  data: await tx
    .select({ postId: blogLikes.postId, postTitle: blogPosts.title, likedAt: blogLikes.createdAt })
    .from(blogLikes)
    .innerJoin(blogPosts, eq(blogPosts.id, blogLikes.postId))
    .where(eq(blogLikes.userId, userId))
    .orderBy(asc(blogLikes.createdAt)),
});

const readConnections: Reader = async (tx, userId) => {
  const links = await tx
    .select()
    .from(connections)
    .where(or(eq(connections.userId1, userId), eq(connections.userId2, userId)));
  const requests = await tx
    .select()
    .from(connectionRequests)
    .where(or(eq(connectionRequests.senderId, userId), eq(connectionRequests.receiverId, userId)))
    .orderBy(asc(connectionRequests.createdAt));
  const blocks = await tx.select().from(userBlocks).where(eq(userBlocks.blockerId, userId));
  const other = (a: string, b: string) => (a === userId ? b : a);
  const nameOf = await usernamesOf(tx, [
    ...links.map((link) => other(link.userId1, link.userId2)),
    ...requests.map((request) => other(request.senderId, request.receiverId)),
    ...blocks.map((block) => block.blockedId),
  ]);
  return {
    data: {
      connections: links.map((link) => ({
        with: nameOf(other(link.userId1, link.userId2)),
        since: link.createdAt,
        collaboratingSince: link.collaboratingSince,
      })),
      requests: requests.map((request) => ({
        direction: request.senderId === userId ? 'sent' : 'received',
        with: nameOf(other(request.senderId, request.receiverId)),
        kind: request.kind,
        status: request.status,
        createdAt: request.createdAt,
        respondedAt: request.respondedAt,
      })),
      blocked: blocks.map((block) => ({ username: nameOf(block.blockedId), since: block.createdAt })),
    },
  };
};

const readMessages: Reader = async (tx, userId) => {
  const threads = await tx
    .select()
    .from(conversations)
    .where(or(eq(conversations.userLow, userId), eq(conversations.userHigh, userId)));
  const sent = threads.length
    ? await tx
        .select({ conversationId: messages.conversationId, body: messages.body, sentAt: messages.createdAt, readAt: messages.readAt })
        .from(messages)
        .where(
          and(
            eq(messages.senderId, userId),
            inArray(
              messages.conversationId,
              threads.map((thread) => thread.id),
            ),
          ),
        )
        .orderBy(asc(messages.createdAt))
    : [];
  const nameOf = await usernamesOf(
    tx,
    threads.map((thread) => (thread.userLow === userId ? thread.userHigh : thread.userLow)),
  );
  return {
    data: threads.map((thread) => ({
      with: nameOf(thread.userLow === userId ? thread.userHigh : thread.userLow),
      startedAt: thread.createdAt,
      messagesYouSent: sent.filter((line) => line.conversationId === thread.id).map(({ conversationId: _id, ...line }) => line),
    })),
  };
};

const readBookings: Reader = async (tx, userId) => {
  const rows = await tx
    .select()
    .from(bookings)
    .where(or(eq(bookings.studentId, userId), eq(bookings.mentorId, userId)))
    .orderBy(asc(bookings.scheduledAt));
  const ids = rows.map((row) => row.id);
  const reviews = ids.length ? await tx.select().from(bookingReviews).where(inArray(bookingReviews.bookingId, ids)) : [];
  const chat = ids.length
    ? await tx
        .select({ bookingId: sessionMessages.bookingId, body: sessionMessages.body, sentAt: sessionMessages.createdAt })
        .from(sessionMessages)
        .where(and(eq(sessionMessages.senderId, userId), inArray(sessionMessages.bookingId, ids)))
    : [];
  const attendance = await tx.select().from(sessionAttendance).where(eq(sessionAttendance.userId, userId));
  const documents = await tx.select().from(mentorshipDocuments).where(eq(mentorshipDocuments.ownerId, userId));
  const referrals = await tx
    .select()
    .from(referralRequests)
    .where(or(eq(referralRequests.studentId, userId), eq(referralRequests.mentorId, userId)));
  const nameOf = await usernamesOf(tx, [
    ...rows.map((row) => (row.studentId === userId ? row.mentorId : row.studentId)),
    ...referrals.map((row) => (row.studentId === userId ? row.mentorId : row.studentId)),
  ]);
  const reviewOf = (bookingId: string) => {
    const found = reviews.find((review) => review.bookingId === bookingId);
    if (!found) return null;
    const { bookingId: _booking, mentorId: _mentor, ...review } = found;
    return review;
  };
  const documentFile = (doc: { id: string; fileName: string }) => `files/documents/${doc.id}-${doc.fileName.replace(/[^\w.\- ]+/g, '_')}`;
  return {
    data: {
      bookings: rows.map(({ mentorId, studentId, cancelledBy, proposedBy, ...booking }) => ({
        ...booking,
        youWere: studentId === userId ? 'student' : 'mentor',
        with: nameOf(studentId === userId ? mentorId : studentId),
        cancelledBy: cancelledBy === null ? null : cancelledBy === userId ? 'you' : 'the other side',
        proposedBy: proposedBy === null ? null : proposedBy === userId ? 'you' : 'the other side',
        review: reviewOf(booking.id),
        chatYouWrote: chat.filter((line) => line.bookingId === booking.id).map(({ bookingId: _id, ...line }) => line),
        yourRoomStays: attendance.filter((stay) => stay.bookingId === booking.id).map(({ joinedAt, leftAt }) => ({ joinedAt, leftAt })),
      })),
      documents: documents.map(({ storageKey: _key, ownerId: _owner, ...doc }) => ({ ...doc, file: documentFile(doc) })),
      referralRequests: referrals.map(({ mentorId, studentId, ...referral }) => ({
        ...referral,
        youWere: studentId === userId ? 'student' : 'mentor',
        with: nameOf(studentId === userId ? mentorId : studentId),
      })),
    },
    files: documents.map((doc) => ({ zipPath: documentFile(doc), ref: doc.storageKey, store: 'private' as const })),
  };
};

const readApplications: Reader = async (tx, userId) => ({
  data: await tx
    .select({
      id: jobApplications.id,
      job: jobs.title,
      company: jobs.companyName,
      status: jobApplications.status,
      coverNote: jobApplications.coverNote,
      resumeDocumentId: jobApplications.resumeDocumentId,
      appliedAt: jobApplications.appliedAt,
      updatedAt: jobApplications.updatedAt,
      withdrawnAt: jobApplications.withdrawnAt,
    })
    .from(jobApplications)
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .where(eq(jobApplications.userId, userId))
    .orderBy(asc(jobApplications.appliedAt)),
});

const readSavedJobs: Reader = async (tx, userId) => ({
  data: await tx
    .select({ jobId: savedJobs.jobId, job: jobs.title, company: jobs.companyName, savedAt: savedJobs.createdAt })
    .from(savedJobs)
    .innerJoin(jobs, eq(jobs.id, savedJobs.jobId))
    .where(eq(savedJobs.userId, userId)),
});

const readEvents: Reader = async (tx, userId) => ({
  data: await tx
    .select({ eventId: eventRsvps.eventId, title: events.title, startsAt: events.startsAt, rsvpAt: eventRsvps.createdAt })
    .from(eventRsvps)
    .innerJoin(events, eq(events.id, eventRsvps.eventId))
    .where(eq(eventRsvps.userId, userId)),
});

const readNotifications: Reader = async (tx, userId) => ({
  data: await tx
    .select({
      type: notifications.type,
      from: notifications.senderName,
      message: notifications.message,
      link: notifications.link,
      createdAt: notifications.createdAt,
      readAt: notifications.readAt,
    })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(asc(notifications.createdAt)),
});

const readSessions: Reader = async (tx, userId) => ({
  data: {
    sessions: await tx
      .select({
        device: sessions.userAgent,
        ipAddress: sessions.ipAddress,
        rememberMe: sessions.rememberMe,
        createdAt: sessions.createdAt,
        lastUsedAt: sessions.lastUsedAt,
        expiresAt: sessions.expiresAt,
        endedAt: sessions.revokedAt,
        endedBecause: sessions.revokedReason,
      })
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .orderBy(asc(sessions.createdAt)),
    passkeys: await tx
      .select({ name: passkeys.name, transports: passkeys.transports, createdAt: passkeys.createdAt, lastUsedAt: passkeys.lastUsedAt })
      .from(passkeys)
      .where(eq(passkeys.userId, userId))
      .orderBy(asc(passkeys.createdAt)),
    pushDevices: await tx
      .select({ device: pushSubscriptions.userAgent, createdAt: pushSubscriptions.createdAt, lastPushedAt: pushSubscriptions.lastPushedAt })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId)),
    dataExports: await tx
      .select({ requestedAt: dataExports.requestedAt, status: dataExports.status, readyAt: dataExports.readyAt })
      .from(dataExports)
      .where(eq(dataExports.userId, userId)),
  },
});

const readWaitlists: Reader = async (tx, userId) => ({
  data: await tx
    .select({
      feature: waitlistEntries.feature,
      email: waitlistEntries.email,
      joinedAt: waitlistEntries.createdAt,
      unsubscribedAt: waitlistEntries.unsubscribedAt,
    })
    .from(waitlistEntries)
    .where(eq(waitlistEntries.userId, userId)),
});

const readHelpTickets: Reader = async (tx, userId) => ({
  data: await tx
    .select({
      email: helpTickets.email,
      username: helpTickets.username,
      problem: helpTickets.problem,
      status: helpTickets.status,
      answer: helpTickets.answer,
      answeredAt: helpTickets.answeredAt,
      closedAt: helpTickets.closedAt,
      createdAt: helpTickets.createdAt,
    })
    .from(helpTickets)
    .where(eq(helpTickets.userId, userId)),
});

const readHumanLibrary: Reader = async (tx, userId) => ({
  data: {
    // The report without reported_id: the anonymous chat's other side stays anonymous.
    reportsYouMade: await tx
      .select({
        reason: humanlibReports.reason,
        transcript: humanlibReports.transcript,
        status: humanlibReports.status,
        createdAt: humanlibReports.createdAt,
        resolvedAt: humanlibReports.resolvedAt,
      })
      .from(humanlibReports)
      .where(eq(humanlibReports.reporterId, userId)),
    peopleYouBlocked:
      (
        await tx
          .select({ count: sql<number>`count(*)::int` })
          .from(humanlibBlocks)
          .where(eq(humanlibBlocks.blockerId, userId))
      )[0]?.count ?? 0,
    suspension:
      (
        await tx
          .select({ reason: humanlibSuspensions.reason, since: humanlibSuspensions.createdAt })
          .from(humanlibSuspensions)
          .where(eq(humanlibSuspensions.userId, userId))
      )[0] ?? null,
  },
});

/** One reader per kind: the record's type makes a kind added to EXPORT_KINDS without a reader fail to compile. */
export const EXPORT_READERS: Record<ExportKind, Reader> = {
  profile: readProfile,
  settings: readSettings,
  posts: readPosts,
  comments: readComments,
  likes: readLikes,
  connections: readConnections,
  messages: readMessages,
  bookings: readBookings,
  applications: readApplications,
  savedJobs: readSavedJobs,
  events: readEvents,
  notifications: readNotifications,
  sessions: readSessions,
  waitlists: readWaitlists,
  helpTickets: readHelpTickets,
  humanLibrary: readHumanLibrary,
};
