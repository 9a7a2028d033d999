import { count, eq, inArray, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { BLOG_MEDIA_PATH, type BlogStatus, type BlogVisibility } from '../../../shared/contracts/blogs.js';
import { blogComments, blogLikes, blogPosts, blogRulesAcceptances, connections, users } from '../../db/schema/index.js';
import { sanitizeRichText } from '../../platform/rich-text.js';
import { createBlogsRepository } from './blogs.repository.js';
import { moderationProblem, readingMinutesOf } from './blogs.service.js';

/** The demo student and mentor, then seeded students (four of them are the demo student's connections). */
const AUTHORS = [
  'aarav_sharma',
  'priya_mentor',
  'riya_kapoor',
  'aditya_kulkarni',
  'neha_bansal',
  'varun_chopra',
  'ishita_verma',
  'kabir_m',
  'sneha_reddy',
  'rohan_gupta',
  'arjun_nair',
  'meher_kaur',
];

interface SeedPost {
  title: string;
  description: string;
  tags: string[];
  body: string[];
}

const POSTS: SeedPost[] = [
  {
    title: 'How I cracked my first SDE internship',
    description: 'Six months of DSA, two rejections and one offer.',
    tags: ['internships', 'placements', 'dsa'],
    body: [
      'I started with arrays and strings every morning before class, one problem a day.',
      'The offer came from the third company. What changed was mock interviews with friends.',
    ],
  },
  {
    title: 'Two pointers, explained with chai',
    description: 'The one pattern that solved half my interview questions.',
    tags: ['dsa', 'interviews'],
    body: [
      'Picture two friends walking towards each other from the ends of a canteen queue.',
      'Sorted input plus a target sum almost always means two pointers.',
    ],
  },
  {
    title: 'My semester 5 timetable that actually worked',
    description: 'Blocks, buffers and one free evening a week.',
    tags: ['college-life', 'productivity'],
    body: ['I split the week into deep-work mornings and lab afternoons.', 'The free Friday evening kept me sane through exams.'],
  },
  {
    title: 'Building a campus lost-and-found app in a weekend',
    description: 'React, a tiny API and a lot of WhatsApp forwards.',
    tags: ['webdev', 'projects', 'react'],
    body: [
      'The hostel group had fifty lost-bottle messages a day, so we built a board.',
      'Version one was a form and a list. People used it because it was fast.',
    ],
  },
  {
    title: 'What nobody tells you about group projects',
    description: 'Roles, deadlines and the friend who vanishes.',
    tags: ['college-life', 'teamwork'],
    body: [
      'Write down who owns what on day one, in the group chat, where everyone sees it.',
      'Weekly ten-minute check-ins beat one long meeting before the deadline.',
    ],
  },
  {
    title: 'Resume mistakes I made (so you do not have to)',
    description: 'One page, numbers, and no photo.',
    tags: ['placements', 'resume'],
    body: [
      'My first resume listed courses instead of what I built.',
      'Recruiters skim for impact: “reduced load time by 40%” beats “worked on frontend”.',
    ],
  },
  {
    title: 'Notes from the college hackathon',
    description: '36 hours, 4 people, 1 working demo.',
    tags: ['hackathon', 'projects'],
    body: ['We scoped down at hour six, which is why we had a demo at hour thirty-five.', 'Judges asked about users, not about our stack.'],
  },
  {
    title: 'Learning SQL with the canteen menu',
    description: 'Joins finally made sense when I used food.',
    tags: ['sql', 'databases'],
    body: [
      'Dishes, orders and students: three tables and every join type.',
      'GROUP BY became obvious the day I counted samosas per hostel.',
    ],
  },
  {
    title: 'Why I switched from Java to Python for DSA',
    description: 'And when I would switch back.',
    tags: ['dsa', 'python'],
    body: ['Shorter code meant fewer typos under time pressure.', 'For very tight time limits, Java or C++ still wins.'],
  },
  {
    title: 'The exam week survival kit',
    description: 'Sleep, past papers and a study buddy.',
    tags: ['exams', 'college-life'],
    body: ['Past papers first, textbook second. Patterns repeat more than you think.', 'Sleep is part of revision, not a break from it.'],
  },
  {
    title: 'My first open-source pull request',
    description: 'It was a typo fix, and that is fine.',
    tags: ['open-source', 'git'],
    body: [
      'I read the contributing guide twice and still got the commit message wrong.',
      'The maintainer was kind. The second PR was a real bug fix.',
    ],
  },
  {
    title: 'Internship diaries: week one at a fintech startup',
    description: 'Standups, onboarding and imposter syndrome.',
    tags: ['internships', 'fintech'],
    body: ['Everyone used acronyms I had never heard. I kept a glossary.', 'By Friday I had shipped a small fix to production.'],
  },
  {
    title: 'Mock interview checklist',
    description: 'What I check before every mock.',
    tags: ['interviews', 'placements'],
    body: ['Clarify the question, state a brute force, then improve it out loud.', 'Test with an edge case before saying “done”.'],
  },
  {
    title: 'CSS grid finally clicked for me',
    description: 'Stop fighting floats.',
    tags: ['webdev', 'css'],
    body: ['Name your areas and the layout reads like a drawing.', 'Grid for the page, flex for the rows inside.'],
  },
  {
    title: 'Balancing a part-time job and engineering',
    description: 'Tutoring three evenings a week.',
    tags: ['college-life', 'money'],
    body: ['Tutoring paid my mess bill and made me better at explaining.', 'I said no to one club so I could say yes to sleep.'],
  },
  {
    title: 'System design for students: start with a URL shortener',
    description: 'The classic, broken down.',
    tags: ['system-design', 'interviews'],
    body: ['Start with the API, then storage, then scale.', 'Talk about trade-offs: a hash collision is a product decision too.'],
  },
  {
    title: 'The DSA sheet I actually finished',
    description: '150 problems, grouped by pattern.',
    tags: ['dsa', 'placements'],
    body: ['I grouped problems by pattern, not by topic.', 'Revisiting the ones I failed was where the learning happened.'],
  },
  {
    title: 'Getting started with machine learning in semester 3',
    description: 'Linear regression before transformers.',
    tags: ['machine-learning', 'python'],
    body: ['Start with a spreadsheet and a straight line.', 'Understanding loss functions made everything later easier.'],
  },
  {
    title: 'How our coding club doubled attendance',
    description: 'Shorter sessions, more snacks.',
    tags: ['clubs', 'college-life'],
    body: ['We cut sessions to 45 minutes and ended with a live problem.', 'Snacks did the rest.'],
  },
  {
    title: 'Applying for off-campus jobs: what worked',
    description: 'Referrals, cold emails and patience.',
    tags: ['placements', 'referrals'],
    body: ['Referrals got replies; portals mostly did not.', 'A short, specific email to an alumnus worked better than a long one.'],
  },
  {
    title: 'Git branching for college projects',
    description: 'No more “final_final_v3.zip”.',
    tags: ['git', 'projects'],
    body: ['One branch per feature, pull requests even in a team of two.', 'Reviews caught bugs before the viva did.'],
  },
  {
    title: 'The hostel kitchen recipe blog nobody asked for',
    description: 'Maggi, upgraded.',
    tags: ['college-life', 'food'],
    body: ['Add peanuts, lemon and a fried egg.', 'Share with your floor and you will never eat alone.'],
  },
  {
    title: 'Preparing for GATE alongside placements',
    description: 'Two goals, one timetable.',
    tags: ['exams', 'gate'],
    body: ['Core subjects overlap more than you think.', 'Pick one priority per month and protect it.'],
  },
  {
    title: 'My first freelance web project',
    description: 'A bakery website for my aunt.',
    tags: ['webdev', 'freelancing'],
    body: ['Scope creep started on day two: “can it take orders too?”.', 'Write the scope down, even for family.'],
  },
  {
    title: 'Public speaking for engineers',
    description: 'From shaking hands to a seminar talk.',
    tags: ['soft-skills', 'college-life'],
    body: ['I practised the first minute twenty times.', 'The audience wants you to do well.'],
  },
  {
    title: 'TypeScript saved our team project',
    description: 'Types as documentation.',
    tags: ['webdev', 'typescript'],
    body: ['Half our bugs were wrong field names. Types ended that.', 'Start with strict mode on; turning it on later hurts.'],
  },
  {
    title: 'What I learned mentoring juniors',
    description: 'Listening beats lecturing.',
    tags: ['mentorship', 'college-life'],
    body: ['Most questions were about confidence, not code.', 'I started asking “what have you tried?” first.'],
  },
  {
    title: 'Dynamic programming without tears',
    description: 'State, choice, base case.',
    tags: ['dsa', 'interviews'],
    body: ['Write the recursion first, then cache it.', 'Tabulation is just the same idea, bottom up.'],
  },
  {
    title: 'My data analytics internship project',
    description: 'Dashboards for a logistics company.',
    tags: ['internships', 'data'],
    body: ['Cleaning the data took three weeks; the dashboard took three days.', 'Ask who will read the chart before making it.'],
  },
  {
    title: 'Choosing electives in final year',
    description: 'Interest, teacher, workload.',
    tags: ['college-life', 'academics'],
    body: ['A great teacher made a dull subject my favourite.', 'Check last year’s projects before you choose.'],
  },
  {
    title: 'Cloud basics I wish I knew earlier',
    description: 'Regions, buckets and bills.',
    tags: ['cloud', 'devops'],
    body: ['Set a billing alert before you launch anything.', 'Managed databases are worth it for small teams.'],
  },
  {
    title: 'From backbencher to topper: my honest story',
    description: 'It was mostly consistency.',
    tags: ['college-life', 'motivation'],
    body: ['I stopped comparing and started tracking my own hours.', 'Small daily progress adds up faster than you think.'],
  },
  {
    title: 'Reading research papers as an undergrad',
    description: 'Abstract, figures, conclusion, then the rest.',
    tags: ['research', 'academics'],
    body: ['Read the figures first; they tell the story.', 'Keep a one-line summary of every paper you read.'],
  },
  {
    title: 'Mobile-first design for student apps',
    description: 'Most of us browse on phones.',
    tags: ['webdev', 'design'],
    body: ['Design for 375 pixels first, then grow.', 'Thumb reach matters more than pixel perfection.'],
  },
  {
    title: 'My notes system for four years of engineering',
    description: 'One folder per semester, one page per topic.',
    tags: ['productivity', 'academics'],
    body: ['Short notes, written after class, reread before tests.', 'Searchable beats beautiful.'],
  },
  {
    title: 'Negotiating my first offer',
    description: 'Yes, you can ask politely.',
    tags: ['placements', 'careers'],
    body: ['I asked about the joining bonus and got it.', 'Be polite, specific and ready to accept a no.'],
  },
  {
    title: 'Debugging like a detective',
    description: 'Reproduce, isolate, fix, test.',
    tags: ['programming', 'webdev'],
    body: ['Write down what you expected and what happened.', 'Bisect with git when you are lost.'],
  },
  {
    title: 'Why I joined the E-Cell',
    description: 'Pitch decks and friendships.',
    tags: ['clubs', 'startups'],
    body: [
      'I learned more from one failed pitch than from a course.',
      'The people are the best part. Our deck: <a href="https://bit.ly/ecell-deck">bit.ly/ecell-deck</a>',
    ],
  },
  {
    title: 'Competitive programming vs development',
    description: 'You do not have to choose.',
    tags: ['dsa', 'webdev'],
    body: ['CP sharpens thinking; projects show you can ship.', 'I do CP on weekdays and build on weekends.'],
  },
  {
    title: 'Staying healthy in hostel life',
    description: 'Walks, water and sleep.',
    tags: ['college-life', 'health'],
    body: ['A 20-minute evening walk fixed my sleep.', 'Keep a water bottle on your desk.'],
  },
  {
    title: 'How I prepared for HR rounds',
    description: 'Stories, not scripts.',
    tags: ['interviews', 'soft-skills'],
    body: ['I prepared five stories that answer most questions.', 'Honesty about weaknesses landed better than clichés.'],
  },
  {
    title: 'Draft: ideas for our next club workshop',
    description: 'Graphs, maybe with a treasure hunt.',
    tags: ['clubs', 'dsa'],
    body: ['A treasure hunt where each clue is a BFS step.', 'Need volunteers for the clues.'],
  },
  {
    title: 'Private journal: placement season week one',
    description: 'Just for me.',
    tags: ['placements'],
    body: ['Two tests done. Nervous about the third.', 'Called home; felt better.'],
  },
  {
    title: 'Friends only: our trip to Coorg',
    description: 'Photos and the bus that broke down.',
    tags: ['travel', 'college-life'],
    body: ['The bus broke down in the ghats and we sang for two hours.', 'Best trip of college so far.'],
  },
];

/** Every fourth or so post is friends-only; a few private; a few drafts; the rest public. */
function audienceOf(index: number): { visibility: BlogVisibility; status: BlogStatus } {
  if (index === 41) return { visibility: 'public', status: 'draft' };
  if (index === 42 || index % 11 === 5) return { visibility: 'private', status: 'published' };
  if (index === 43 || index % 4 === 2) return { visibility: 'friends', status: 'published' };
  if (index % 13 === 7) return { visibility: 'friends', status: 'draft' };
  return { visibility: 'public', status: 'published' };
}

const COMMENTS = [
  'This is so helpful, thank you for writing it!',
  'Saving this for placement season.',
  'Great breakdown. Could you share the problem list?',
  'Same experience here, the mock interviews changed everything.',
  'Loved the examples, very easy to follow.',
  'Can we do a session on this in the coding club?',
  'Bookmarking. The part about scoping down is gold.',
  'Thanks! This answered exactly what I was stuck on.',
];

const PALETTES = [
  ['#4f46e5', '#7c3aed'],
  ['#0ea5e9', '#2563eb'],
  ['#f97316', '#db2777'],
  ['#10b981', '#0d9488'],
  ['#eab308', '#f97316'],
  ['#8b5cf6', '#ec4899'],
];
const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A banner drawn here (no image leaves or enters the network): a gradient with the post's first tag and
 * title, rendered straight to JPEG (it is our own image, so the upload re-encoding is not needed, and
 * the demo starts seconds sooner).
 */
async function bannerImage(index: number, post: SeedPost): Promise<Buffer> {
  const [from, to] = PALETTES[index % PALETTES.length]!;
  const words = post.title.split(' ');
  const lines: string[] = [];
  for (const word of words) {
    const last = lines[lines.length - 1];
    if (last !== undefined && (last + ' ' + word).length <= 26) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  const text = lines
    .slice(0, 3)
    .map(
      (line, i) =>
        `<text x="80" y="${300 + i * 78}" font-family="sans-serif" font-size="64" font-weight="700" fill="#ffffff">${escapeXml(line)}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="504" viewBox="0 0 1200 630">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="1200" height="630" fill="url(#g)"/>
    <circle cx="${1000 - (index % 5) * 60}" cy="120" r="190" fill="#ffffff" fill-opacity="0.1"/>
    <text x="80" y="180" font-family="sans-serif" font-size="34" font-weight="600" fill="#ffffff" fill-opacity="0.85">#${escapeXml(post.tags[0] ?? 'campus')}</text>
    ${text}
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 75 }).toBuffer();
}

/**
 * 44 posts by the demo users and seeded students across every visibility (drafts, private and held ones
 * included), each with a generated banner, tags, likes and comments from people in its audience. The demo
 * student's connections write friends-only posts, so the demo student's feed shows them. Runs once: a
 * database that already has posts is left alone.
 */
export async function seedBlogs(app: FastifyInstance): Promise<void> {
  const { db, config, log, storage } = app;
  if (!config.seedDemo) return;
  const [existing] = await db.select({ n: count() }).from(blogPosts);
  if ((existing?.n ?? 0) > 0) return;
  const people = await db.select({ id: users.id, username: users.username }).from(users).where(inArray(users.username, AUTHORS));
  const idOf = new Map(people.map((person) => [person.username!, person.id]));
  const authors = AUTHORS.filter((name) => idOf.has(name)).map((name) => idOf.get(name)!);
  if (authors.length < 2) return;
  const repo = createBlogsRepository(db);
  const everyone = (
    await db
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.role, ['student', 'mentor']))
  ).map((row) => row.id);

  const edges = await db
    .select({ a: connections.userId1, b: connections.userId2 })
    .from(connections)
    .where(or(inArray(connections.userId1, authors), inArray(connections.userId2, authors)));
  const connectionsOf = (userId: string) => edges.flatMap((edge) => (edge.a === userId ? [edge.b] : edge.b === userId ? [edge.a] : []));

  const now = Date.now();
  let likes = 0;
  let comments = 0;
  for (const [index, post] of POSTS.entries()) {
    // The demo student writes the first post, the drafts and the private journal, so "Your Blog" shows every kind.
    const authorId = index === 0 || index === 41 || index === 42 ? authors[0]! : authors[index % authors.length]!;
    const { visibility, status } = audienceOf(index);
    const image = await storage.put('blogs', await bannerImage(index, post), { extension: 'jpg', contentType: 'image/jpeg' });
    const mediaId = await repo.insertMedia(authorId, image.url);
    // Paragraphs are trusted seed text (one carries a link, which the checks on save hold for review).
    const content = sanitizeRichText(post.body.map((paragraph) => `<p>${paragraph}</p>`).join(''));
    const problem = moderationProblem(config.blogModeration, { ...post, content });
    const createdAt = new Date(now - (index * 19 + 3) * 60 * 60 * 1000);
    const { name } = await repo.personOf(db, authorId);
    const row = await repo.insertPost({
      authorId,
      title: post.title,
      description: post.description,
      content,
      mediaUrl: [`${BLOG_MEDIA_PATH}${mediaId}`],
      tags: post.tags,
      visibility,
      status,
      allowComments: index % 9 !== 4,
      allowLikes: index % 10 !== 6,
      readingMinutes: readingMinutesOf(content),
      moderation: problem ? 'held' : 'visible',
      moderationReason: problem,
      searchText: [post.title, post.description, post.tags.join(' '), name].join(' ').toLowerCase(),
      createdAt,
      updatedAt: createdAt,
    });
    if (status !== 'published' || visibility === 'private' || problem) continue;
    const audience = (visibility === 'friends' ? connectionsOf(authorId) : everyone).filter((id) => id !== authorId);
    const likers = audience.filter((_, i) => (i * 7 + index) % 3 === 0).slice(0, 3 + (index % 9));
    const commenters = audience.filter((_, i) => (i * 5 + index) % 4 === 1).slice(0, index % 4);
    if (row.allowLikes && likers.length > 0) {
      await db.insert(blogLikes).values(likers.map((userId) => ({ postId: row.id, userId, createdAt })));
      likes += likers.length;
    }
    if (row.allowComments && commenters.length > 0) {
      await db.insert(blogComments).values(
        commenters.map((userId, i) => ({
          postId: row.id,
          authorId: userId,
          body: COMMENTS[(index + i) % COMMENTS.length]!,
          createdAt: new Date(createdAt.getTime() + (i + 1) * 45 * 60_000),
        })),
      );
      comments += commenters.length;
    }
    await db
      .update(blogPosts)
      .set({ likeCount: row.allowLikes ? likers.length : 0, commentCount: row.allowComments ? commenters.length : 0 })
      .where(eq(blogPosts.id, row.id));
  }
  // A reader's report waits in the moderation queue.
  const [reported] = await db.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.title, POSTS[21]!.title));
  const reporter = authors[1];
  if (reported && reporter)
    await repo.insertReport({
      postId: reported.id,
      commentId: null,
      reporterId: reporter,
      reason: 'Off-topic for a student blog, looks like a food advert.',
    });
  // The demo student has written before, so the rules page does not stand between them and the editor.
  await db.insert(blogRulesAcceptances).values({ userId: authors[0]! }).onConflictDoNothing();
  log.info({ posts: POSTS.length, likes, comments }, 'seeded blogs');
}
