import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { connectionNotice } from './connections.service.js';
import { createNotification } from '../notifications/index.js';
import { hashPassword } from '../../platform/passwords.js';
import { connectionRequests, connections, profileEducation, profiles, users } from '../../db/schema/index.js';
import { demoAccounts } from '../auth/index.js';

interface NetworkStudent {
  firstName: string;
  lastName: string;
  username: string;
  college: string;
  degree: string;
  semester: number;
  headline: string;
  skills: string[];
  interests: string[];
  /** How this student stands with the demo student. */
  relation: 'connected' | 'collaborator' | 'incoming' | 'sent' | 'none';
  /** For a connection: who asked (the demo student or this student) and how many days ago. */
  askedBy?: 'demo' | 'them';
  daysAgo: number;
}

/**
 * The demo student's network: connections (two of them collaborators), requests waiting for an answer
 * and requests sent. They are students of their own, so the classmates seeded with the profiles stay
 * in "people you may know".
 */
const NETWORK: NetworkStudent[] = [
  {
    firstName: 'Riya',
    lastName: 'Kapoor',
    username: 'riya_kapoor',
    college: 'Delhi Technological University',
    degree: 'B.Tech IT',
    semester: 5,
    headline: 'Frontend developer',
    skills: ['React', 'TypeScript', 'CSS'],
    interests: ['Web Development', 'Design', 'Music'],
    relation: 'collaborator',
    askedBy: 'demo',
    daysAgo: 120,
  },
  {
    firstName: 'Aditya',
    lastName: 'Kulkarni',
    username: 'aditya_kulkarni',
    college: 'Delhi Technological University',
    degree: 'B.Tech CSE',
    semester: 7,
    headline: 'ML research intern',
    skills: ['Python', 'PyTorch', 'Statistics'],
    interests: ['Machine Learning', 'Research', 'Cricket'],
    relation: 'collaborator',
    askedBy: 'them',
    daysAgo: 95,
  },
  {
    firstName: 'Neha',
    lastName: 'Bansal',
    username: 'neha_bansal',
    college: 'Netaji Subhas University of Technology',
    degree: 'B.Tech CSE',
    semester: 5,
    headline: 'Android developer',
    skills: ['Kotlin', 'Android', 'Firebase'],
    interests: ['Mobile Apps', 'Startups', 'Travel'],
    relation: 'connected',
    askedBy: 'them',
    daysAgo: 80,
  },
  {
    firstName: 'Varun',
    lastName: 'Chopra',
    username: 'varun_chopra',
    college: 'IIIT Delhi',
    degree: 'B.Tech CSE',
    semester: 5,
    headline: 'Backend and cloud',
    skills: ['Java', 'Spring Boot', 'AWS'],
    interests: ['Cloud Computing', 'Open Source', 'Football'],
    relation: 'connected',
    askedBy: 'demo',
    daysAgo: 64,
  },
  {
    firstName: 'Pooja',
    lastName: 'Sinha',
    username: 'pooja_sinha',
    college: 'Delhi Technological University',
    degree: 'B.Tech ECE',
    semester: 5,
    headline: 'VLSI enthusiast',
    skills: ['Verilog', 'MATLAB', 'Embedded C'],
    interests: ['Semiconductors', 'Robotics', 'Dance'],
    relation: 'connected',
    askedBy: 'them',
    daysAgo: 41,
  },
  {
    firstName: 'Karan',
    lastName: 'Sethi',
    username: 'karan_sethi',
    college: 'Shri Ram College of Commerce',
    degree: 'B.Com (Hons)',
    semester: 3,
    headline: 'Product and growth',
    skills: ['Excel', 'SQL', 'Product Analytics'],
    interests: ['Startups', 'Finance', 'Podcasts'],
    relation: 'connected',
    askedBy: 'demo',
    daysAgo: 27,
  },
  {
    firstName: 'Simran',
    lastName: 'Arora',
    username: 'simran_arora',
    college: 'Indraprastha College for Women',
    degree: 'B.Sc Computer Science',
    semester: 5,
    headline: 'Data storyteller',
    skills: ['Python', 'Tableau', 'Pandas'],
    interests: ['Data Science', 'Writing', 'Photography'],
    relation: 'connected',
    askedBy: 'them',
    daysAgo: 12,
  },
  {
    firstName: 'Yash',
    lastName: 'Tiwari',
    username: 'yash_tiwari',
    college: 'Delhi Technological University',
    degree: 'B.Tech CSE',
    semester: 3,
    headline: 'Hackathon regular',
    skills: ['JavaScript', 'Node.js', 'MongoDB'],
    interests: ['Hackathons', 'Web Development', 'Gaming'],
    relation: 'connected',
    askedBy: 'demo',
    daysAgo: 4,
  },
  {
    firstName: 'Tanya',
    lastName: 'Bhatia',
    username: 'tanya_bhatia',
    college: 'Jamia Millia Islamia',
    degree: 'B.Tech CSE',
    semester: 5,
    headline: 'UI/UX designer',
    skills: ['Figma', 'User Research', 'Prototyping'],
    interests: ['Design', 'Art', 'Startups'],
    relation: 'incoming',
    daysAgo: 2,
  },
  {
    firstName: 'Farhan',
    lastName: 'Ali',
    username: 'farhan_ali',
    college: 'Delhi Technological University',
    degree: 'B.Tech ME',
    semester: 5,
    headline: 'Robotics team lead',
    skills: ['SolidWorks', 'ROS', 'Python'],
    interests: ['Robotics', 'Automobiles', 'Cricket'],
    relation: 'incoming',
    daysAgo: 1,
  },
  {
    firstName: 'Divya',
    lastName: 'Pillai',
    username: 'divya_pillai',
    college: 'IIIT Delhi',
    degree: 'B.Tech CSD',
    semester: 3,
    headline: 'Game developer',
    skills: ['Unity', 'C#', 'Blender'],
    interests: ['Gaming', 'Animation', 'Music'],
    relation: 'incoming',
    daysAgo: 0,
  },
  {
    firstName: 'Harsh',
    lastName: 'Vardhan',
    username: 'harsh_vardhan',
    college: 'Netaji Subhas University of Technology',
    degree: 'B.Tech IT',
    semester: 7,
    headline: 'Security researcher',
    skills: ['Linux', 'Networking', 'Python'],
    interests: ['Cyber Security', 'CTFs', 'Chess'],
    relation: 'sent',
    daysAgo: 3,
  },
  {
    firstName: 'Megha',
    lastName: 'Joshi',
    username: 'megha_joshi',
    college: 'Delhi Technological University',
    degree: 'MBA',
    semester: 1,
    headline: 'Aspiring product manager',
    skills: ['Market Research', 'Public Speaking', 'Excel'],
    interests: ['Product Management', 'Marketing', 'Books'],
    relation: 'sent',
    daysAgo: 1,
  },
];

/** Connections among the other students (usernames), so their profiles show counts of their own. */
const AMONG_OTHERS: [string, string][] = [
  ['riya_kapoor', 'aditya_kulkarni'],
  ['riya_kapoor', 'yash_tiwari'],
  ['neha_bansal', 'varun_chopra'],
  ['pooja_sinha', 'farhan_ali'],
  ['simran_arora', 'karan_sethi'],
  ['ishita_verma', 'kabir_m'],
  ['sneha_reddy', 'rohan_gupta'],
];

const DAY = 24 * 60 * 60 * 1000;
const fullName = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`;

/**
 * The demo student's network and a few connections among other students, with the notifications those
 * requests and answers left. Runs only on a database the demo seed created, and only while no
 * connection or request exists, so it never runs twice.
 */
export async function seedConnections(app: FastifyInstance): Promise<void> {
  const { db, config, log } = app;
  if (!config.seedDemo) return;
  const [connected] = await db.select({ id: connections.id }).from(connections).limit(1);
  const [requested] = await db.select({ id: connectionRequests.id }).from(connectionRequests).limit(1);
  if (connected || requested) return;
  const studentEmail = demoAccounts.find((account) => account.role === 'student')?.email;
  const [demo] = studentEmail ? await db.select({ id: users.id }).from(users).where(eq(users.email, studentEmail)).limit(1) : [];
  if (!demo) return;
  const [demoProfile] = await db.select().from(profiles).where(eq(profiles.userId, demo.id)).limit(1);
  const demoName = demoProfile ? fullName(demoProfile) : 'Aarav Sharma';

  const passwordHash = await hashPassword(config.demoPassword);
  const now = Date.now();
  const ago = (days: number, hours = 0) => new Date(now - days * DAY - hours * 60 * 60 * 1000);

  await db.transaction(async (tx) => {
    await tx
      .insert(users)
      .values(
        NETWORK.map((person, index) => ({
          email: `student.${person.username.replace(/_/g, '.')}@example.com`,
          username: person.username,
          phone: `98200000${String(index + 10).padStart(2, '0')}`,
          role: 'student' as const,
          passwordHash,
          emailVerifiedAt: ago(person.daysAgo + 30),
          profileCompletedAt: ago(person.daysAgo + 30),
        })),
      )
      .onConflictDoNothing();
    const usernames = [...NETWORK.map((person) => person.username), ...AMONG_OTHERS.flat()];
    const idOf = new Map(
      (await tx.select({ id: users.id, username: users.username }).from(users).where(inArray(users.username, usernames))).map((row) => [
        row.username,
        row.id,
      ]),
    );
    const people = NETWORK.flatMap((person) => {
      const id = idOf.get(person.username);
      return id ? [{ ...person, id }] : [];
    });
    await tx
      .insert(profiles)
      .values(
        people.map((person) => ({
          userId: person.id,
          firstName: person.firstName,
          lastName: person.lastName,
          location: 'New Delhi, India',
          college: person.college,
          semester: person.semester,
          degree: person.degree,
          headline: [person.headline],
          about: `${person.headline} at ${person.college}.`,
          skills: person.skills,
          interests: person.interests,
        })),
      )
      .onConflictDoNothing();
    await tx
      .insert(profileEducation)
      .values(
        people.map((person) => ({ userId: person.id, position: 0, institution: person.college, degree: person.degree, current: true })),
      );

    const from = (person: NetworkStudent & { id: string }) => ({ id: person.id, name: fullName(person) });
    const demoSender = { id: demo.id, name: demoName };
    for (const person of people) {
      const createdAt = ago(person.daysAgo, 3);
      if (person.relation === 'connected' || person.relation === 'collaborator') {
        const demoAsked = person.askedBy === 'demo';
        const [senderId, receiverId] = demoAsked ? [demo.id, person.id] : [person.id, demo.id];
        await tx
          .insert(connectionRequests)
          .values({ senderId, receiverId, status: 'accepted', createdAt: ago(person.daysAgo + 1), respondedAt: createdAt });
        await tx.insert(connections).values({
          userId1: senderId,
          userId2: receiverId,
          createdAt,
          collaboratingSince: person.relation === 'collaborator' ? ago(person.daysAgo - 10) : null,
        });
        if (demoAsked) {
          await createNotification(tx, connectionNotice('connection_accepted', demo.id, from(person)));
        }
        if (person.relation === 'collaborator') {
          await tx.insert(connectionRequests).values({
            senderId,
            receiverId,
            kind: 'collaboration',
            status: 'accepted',
            createdAt: ago(person.daysAgo - 9),
            respondedAt: ago(person.daysAgo - 10),
          });
          if (demoAsked) {
            await createNotification(tx, connectionNotice('collaboration_accepted', demo.id, from(person)));
          }
        }
      } else if (person.relation === 'incoming') {
        await tx.insert(connectionRequests).values({ senderId: person.id, receiverId: demo.id, createdAt });
        await createNotification(tx, connectionNotice('connection_request', demo.id, from(person)));
      } else if (person.relation === 'sent') {
        await tx.insert(connectionRequests).values({ senderId: demo.id, receiverId: person.id, createdAt });
        await createNotification(tx, connectionNotice('connection_request', person.id, demoSender));
      }
    }

    // A connection still waiting on a collaboration answer from the demo student.
    const neha = people.find((person) => person.username === 'neha_bansal');
    if (neha) {
      await tx.insert(connectionRequests).values({ senderId: neha.id, receiverId: demo.id, kind: 'collaboration', createdAt: ago(0, 5) });
      await createNotification(tx, connectionNotice('collaboration_request', demo.id, from(neha)));
    }

    const others = AMONG_OTHERS.flatMap(([first, second], index) => {
      const userId1 = idOf.get(first);
      const userId2 = idOf.get(second);
      return userId1 && userId2 ? [{ userId1, userId2, createdAt: ago(20 + index * 7) }] : [];
    });
    if (others.length > 0) await tx.insert(connections).values(others).onConflictDoNothing();
  });
  log.info({ network: NETWORK.length, amongOthers: AMONG_OTHERS.length }, 'seeded demo connections and requests');
}
