import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { EventInput } from '../../../shared/contracts/events.js';
import { istDayAfter } from '../../../shared/contracts/mentors.js';
import { events, users } from '../../db/schema/index.js';
import { createEventsRepository } from './events.repository.js';
import { eventValues } from './events.service.js';

type DemoEvent = Omit<EventInput, 'date'> & { inDays: number };

/** A dozen invented university and industry events over the coming weeks. */
const DEMO_EVENTS: DemoEvent[] = [
  {
    inDays: 2,
    time: '10:00',
    durationMinutes: 480,
    title: 'Technovanza 2026: Annual Tech Fest',
    category: 'fest',
    host: 'university',
    place: 'VJTI Campus, Matunga, Mumbai',
    onlineUrl: null,
    organiser: 'VJTI Student Council',
    banner: 'stage',
    description:
      'Three stages of robotics, coding and gaming contests, talks by alumni founders and a hardware expo. Open to students of every college with a valid ID.',
  },
  {
    inDays: 3,
    time: '18:00',
    durationMinutes: 90,
    title: 'Cracking Your First Product Interview',
    category: 'webinar',
    host: 'industry',
    place: null,
    onlineUrl: 'https://meet.example.com/product-interview',
    organiser: 'Nimbus Cloudworks',
    banner: 'mic',
    description:
      'A product manager and a hiring lead walk through a real case interview, common mistakes and how to structure answers. Live Q&A at the end.',
  },
  {
    inDays: 5,
    time: '09:30',
    durationMinutes: 1440,
    title: 'Smart India Campus Hackathon (Round 1)',
    category: 'competition',
    host: 'university',
    place: 'IIT Madras Research Park, Chennai',
    onlineUrl: null,
    organiser: 'IIT Madras E-Cell',
    banner: 'code',
    description:
      'A 24-hour hackathon on problems set by state departments. Teams of 4; mentors on site; the top 10 teams go to the national round.',
  },
  {
    inDays: 6,
    time: '16:00',
    durationMinutes: 120,
    title: 'UI/UX Portfolio Review Clinic',
    category: 'workshop',
    host: 'industry',
    place: null,
    onlineUrl: 'https://meet.example.com/portfolio-clinic',
    organiser: 'Kaveri Analytics Design Team',
    banner: 'palette',
    description:
      'Bring your portfolio: designers give five-minute reviews live, then a session on case-study writing that recruiters read.',
  },
  {
    inDays: 8,
    time: '17:30',
    durationMinutes: 120,
    title: 'Bengaluru Student Developers Meetup',
    category: 'meetup',
    host: 'industry',
    place: 'Nimbus Cloudworks office, Koramangala, Bengaluru',
    onlineUrl: null,
    organiser: 'Nimbus Cloudworks',
    banner: 'rocket',
    description: 'Lightning talks by students on side projects, pizza, and a panel on getting your first open-source contribution merged.',
  },
  {
    inDays: 10,
    time: '11:00',
    durationMinutes: 60,
    title: 'Fintech Careers: Life at a Payments Startup',
    category: 'webinar',
    host: 'industry',
    place: null,
    onlineUrl: 'https://meet.example.com/fintech-careers',
    organiser: 'Saffron Pay',
    banner: 'mic',
    description:
      'Engineers and analysts from Saffron Pay talk about their first year, UPI at scale and the skills they look for in interns.',
  },
  {
    inDays: 12,
    time: '10:00',
    durationMinutes: 600,
    title: 'Mood Indigo Cultural Night',
    category: 'fest',
    host: 'university',
    place: 'IIT Bombay, Powai, Mumbai',
    onlineUrl: null,
    organiser: 'Mood Indigo Team',
    banner: 'stage',
    description:
      'Music, dance and theatre from colleges across India, ending with a headline concert. Passes at the gate for registered students.',
  },
  {
    inDays: 14,
    time: '14:00',
    durationMinutes: 180,
    title: 'Data Science Case Challenge',
    category: 'competition',
    host: 'industry',
    place: null,
    onlineUrl: 'https://meet.example.com/case-challenge',
    organiser: 'Kaveri Analytics',
    banner: 'trophy',
    description:
      'Solve a retail forecasting case in three hours with a real (anonymised) dataset. Winners get interview fast-tracks for summer internships.',
  },
  {
    inDays: 17,
    time: '15:00',
    durationMinutes: 150,
    title: 'Resume and LinkedIn Workshop',
    category: 'workshop',
    host: 'university',
    place: 'Seminar Hall 2, Christ University, Bengaluru',
    onlineUrl: 'https://meet.example.com/resume-workshop',
    organiser: 'Christ University Placement Cell',
    banner: 'palette',
    description:
      'Hands-on session: rewrite your resume bullet points, fix your LinkedIn headline and learn what placement officers check first.',
  },
  {
    inDays: 20,
    time: '19:00',
    durationMinutes: 90,
    title: 'Women in Tech Fireside Chat',
    category: 'webinar',
    host: 'industry',
    place: null,
    onlineUrl: 'https://meet.example.com/women-in-tech',
    organiser: 'Tandem Health',
    banner: 'mic',
    description:
      'Engineering leaders from Tandem Health share how they chose their paths, negotiated offers and built teams. Everyone is welcome.',
  },
  {
    inDays: 24,
    time: '09:00',
    durationMinutes: 480,
    title: 'Inter-College Robotics League',
    category: 'competition',
    host: 'university',
    place: 'COEP Technological University, Pune',
    onlineUrl: null,
    organiser: 'COEP Robotics Club',
    banner: 'trophy',
    description: 'Line followers, robo-soccer and a maze challenge. Register your team of up to five; kits are inspected at 8 am.',
  },
  {
    inDays: 30,
    time: '18:30',
    durationMinutes: 120,
    title: 'Startup Pitch Night',
    category: 'meetup',
    host: 'university',
    place: 'NSRCEL, IIM Bangalore',
    onlineUrl: null,
    organiser: 'IIM Bangalore Entrepreneurship Cell',
    banner: 'rocket',
    description: 'Ten student teams pitch to angel investors in five minutes each. Audience voting decides the crowd favourite.',
  },
];

export async function seedEvents(app: FastifyInstance): Promise<void> {
  const { db, config, log } = app;
  if (!config.seedDemo) return;
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(events);
  if ((existing?.n ?? 0) > 0) return;
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = 'demo.admin@example.com'`)
    .limit(1);
  const now = new Date();
  await createEventsRepository(db).insertMany(
    DEMO_EVENTS.map(({ inDays, ...event }) => ({
      ...eventValues({ ...event, date: istDayAfter(now, inDays) }),
      createdBy: admin?.id ?? null,
    })),
  );
  log.info({ events: DEMO_EVENTS.length }, 'seeded demo events');
}
