import { eq } from 'drizzle-orm';
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
  userBlocks,
  waitlistEntries,
} from '../db/schema/index.js';
import type { ExportKind } from '../features/account/index.js';
import type { App } from './auth-helpers.js';

export interface SeededAccount {
  /** Every text written for the account carries this, e.g. "about-of-owner-1a2b". */
  tag: string;
  /** The uploaded files' bytes, by their store reference. */
  files: Map<string, Buffer>;
  /** What the other party wrote to the account: never in the account's export. */
  otherPartysWords: string[];
}

const bytesOf = (label: string) => Buffer.from(`%PDF-1.4 ${label} `.padEnd(2048, '.'));

/**
 * Writes a row for `userId` into every table of EXPORT_KINDS (straight into the database: the features' own tests
 * cover their routes), with `other` as the person on the other side of each relation, and uploads a profile photo, a
 * blog image and a booking document. The export and deletion tests read it back.
 */
export async function seedEveryKind(app: App, userId: string, email: string, other: string, label: string): Promise<SeededAccount> {
  const tag = (kind: string) => `${kind}-of-${label}`;
  const files = new Map<string, Buffer>();
  const photo = await app.storage.put('profiles', bytesOf(tag('photo')), { extension: 'jpg', contentType: 'image/jpeg' });
  files.set(photo.url, bytesOf(tag('photo')));
  const image = await app.storage.put('blogs', bytesOf(tag('image')), { extension: 'jpg', contentType: 'image/jpeg' });
  files.set(image.url, bytesOf(tag('image')));
  const document = await app.privateStorage.put('mentorship', bytesOf(tag('document')), {
    extension: 'pdf',
    contentType: 'application/pdf',
  });
  files.set(document.key, bytesOf(tag('document')));
  const otherPartysWords = [`message-to-${label}`, `session-chat-to-${label}`];

  await app.db.transaction(async (tx) => {
    await tx
      .update(profiles)
      .set({ about: tag('about'), profilePictureUrl: photo.url })
      .where(eq(profiles.userId, userId));
    await tx.insert(profileEducation).values({ userId, institution: tag('education') });
    await tx.insert(profileExperience).values({ userId, title: tag('experience') });
    await tx.insert(mentorProfiles).values({ userId, fullName: tag('mentor') });
    await tx.insert(mentorAvailability).values({ mentorId: userId, weekly: {} as never });
    await tx.insert(mentorReferralSettings).values({ mentorId: userId, companies: [tag('referral-company')] });

    await tx.insert(notificationPreferences).values({ userId, timeZone: 'Asia/Kolkata', channels: { messages: { email: false } } });
    await tx.insert(calendarFeeds).values({ userId, nonce: tag('nonce'), tokenHash: tag('feed-hash') });
    await tx.insert(blogRulesAcceptances).values({ userId });
    await tx.insert(humanlibAcceptances).values({ userId, confirmedAdult: true });

    const [post] = await tx
      .insert(blogPosts)
      .values({ authorId: userId, title: tag('post'), mediaUrl: [image.url] })
      .returning();
    await tx.insert(blogMedia).values({ ownerId: userId, storageUrl: image.url });
    await tx.insert(blogComments).values({ postId: post!.id, authorId: userId, body: tag('comment') });
    await tx.insert(blogReports).values({ postId: post!.id, reporterId: userId, reason: tag('blog-report') });
    await tx.insert(blogLikes).values({ postId: post!.id, userId });

    await tx.insert(connections).values({ userId1: userId, userId2: other });
    await tx.insert(connectionRequests).values({ senderId: userId, receiverId: other, kind: 'collaboration' });
    await tx.insert(userBlocks).values({ blockerId: userId, blockedId: other });

    const [low, high] = [userId, other].sort();
    const [thread] = await tx.insert(conversations).values({ userLow: low!, userHigh: high! }).returning();
    await tx.insert(messages).values([
      { conversationId: thread!.id, senderId: userId, body: tag('message') },
      { conversationId: thread!.id, senderId: other, body: otherPartysWords[0]! },
    ]);

    const [doc] = await tx
      .insert(mentorshipDocuments)
      .values({
        ownerId: userId,
        storageKey: document.key,
        fileName: `${tag('resume')}.pdf`,
        contentType: 'application/pdf',
        bytes: document.bytes,
      })
      .returning();
    const [booking] = await tx
      .insert(bookings)
      .values({
        mentorId: other,
        studentId: userId,
        scheduledAt: new Date(Date.now() - 86_400_000),
        status: 'completed',
        agenda: tag('agenda'),
        resumeDocumentId: doc!.id,
      })
      .returning();
    const stars = { subjectKnowledge: 5, inspirational: 4, problemSolving: 5, communication: 4, extraMile: 5, rating: 5 };
    await tx.insert(bookingReviews).values({ bookingId: booking!.id, mentorId: other, ...stars, comment: tag('review') });
    await tx.insert(sessionMessages).values([
      { bookingId: booking!.id, senderId: userId, body: tag('session-chat') },
      { bookingId: booking!.id, senderId: other, body: otherPartysWords[1]! },
    ]);
    await tx.insert(sessionAttendance).values({ bookingId: booking!.id, userId });
    await tx
      .insert(referralRequests)
      .values({ mentorId: other, studentId: userId, company: tag('referral'), targetRole: 'SDE', answers: [], price: 100 });

    const [job] = await tx
      .insert(jobs)
      .values({ title: tag('job'), companyName: 'Acme', jobType: 'internship', location: 'Pune', hrName: 'HR', hrPosition: 'Lead' })
      .returning();
    await tx
      .insert(jobApplications)
      .values({ jobId: job!.id, userId, coverNote: tag('application'), status: 'shortlisted', resumeDocumentId: doc!.id });
    await tx.insert(savedJobs).values({ jobId: job!.id, userId });
    const [event] = await tx
      .insert(events)
      .values({
        title: tag('event'),
        category: 'meetup',
        host: 'university',
        startsAt: new Date(),
        durationMinutes: 60,
        organiser: 'Club',
        banner: 'b',
        description: 'd',
      })
      .returning();
    await tx.insert(eventRsvps).values({ eventId: event!.id, userId });

    await tx.insert(notifications).values([
      { userId, senderName: 'Campus', type: 'job_match', message: tag('notification') },
      // What the account caused in someone else's bell: it stays theirs, with the sender anonymised on deletion.
      {
        userId: other,
        senderId: userId,
        senderName: tag('sender'),
        type: 'connection_request',
        message: 'sent you a request',
        link: `/profile/${userId}`,
      },
    ]);
    await tx
      .insert(pushSubscriptions)
      .values({ userId, endpoint: `https://push.example.test/${label}`, p256dh: 'k', auth: 'a', userAgent: tag('push-device') });
    await tx.insert(passkeys).values({
      userId,
      credentialId: `credential-${label}`,
      publicKey: new Uint8Array([1, 2, 3]),
      transports: ['internal'],
      name: tag('passkey'),
    });
    await tx.insert(waitlistEntries).values({ feature: 'events', email: email.toLowerCase(), userId });
    await tx.insert(helpTickets).values({ email, username: label, problem: tag('help'), userId });
    // The reported person is `other`: their identity never reaches the reporter's export.
    await tx.insert(humanlibReports).values({ reporterId: userId, reportedId: other, reason: tag('humanlib-report'), transcript: [] });
    await tx.insert(humanlibBlocks).values({ blockerId: userId, blockedId: other });
    await tx.insert(humanlibSuspensions).values({ userId, reason: tag('suspension') });
  });
  return { tag: label, files, otherPartysWords };
}

/** A text each kind's JSON file holds for an account seeded with `label` (most are seedEveryKind's tags). */
export const kindMarker: Record<ExportKind, (label: string) => string> = {
  profile: (label) => `about-of-${label}`,
  settings: () => '"email": false',
  posts: (label) => `post-of-${label}`,
  comments: (label) => `comment-of-${label}`,
  likes: (label) => `post-of-${label}`,
  connections: () => '"collaboration"',
  messages: (label) => `message-of-${label}`,
  bookings: (label) => `agenda-of-${label}`,
  applications: (label) => `application-of-${label}`,
  savedJobs: (label) => `job-of-${label}`,
  events: (label) => `event-of-${label}`,
  notifications: (label) => `notification-of-${label}`,
  sessions: (label) => `push-device-of-${label}`,
  waitlists: () => '"feature": "events"',
  helpTickets: (label) => `help-of-${label}`,
  humanLibrary: (label) => `humanlib-report-of-${label}`,
};
