import { inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { initialsOf } from '../../../shared/format.js';
import { hashPassword } from '../../platform/passwords.js';
import { saveImage } from '../../platform/storage.js';
import { mentorProfiles, profileEducation, profileExperience, profiles, users } from '../../db/schema/index.js';
import { demoAccounts } from '../auth/index.js';

/** Gradients for generated photos; white initials stay readable on each. */
const GRADIENTS: [string, string][] = [
  ['#4f46e5', '#7c3aed'],
  ['#0f766e', '#0891b2'],
  ['#b45309', '#ea580c'],
  ['#be123c', '#db2777'],
  ['#1d4ed8', '#4f46e5'],
  ['#15803d', '#0d9488'],
  ['#9333ea', '#c026d3'],
  ['#c2410c', '#b91c1c'],
  ['#0e7490', '#2563eb'],
  ['#4338ca', '#0f766e'],
];

/** A portrait stand-in drawn at seed time: the person's initials on a gradient, stored through the storage platform. */
async function initialsPhoto(app: FastifyInstance, folder: string, name: string, index: number): Promise<string> {
  const [from, to] = GRADIENTS[index % GRADIENTS.length]!;
  const initials = initialsOf(name).replace(/[^A-Z0-9]/g, '') || '?';
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320" viewBox="0 0 320 320">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="320" height="320" fill="url(#g)"/>` +
    `<circle cx="270" cy="50" r="90" fill="#ffffff" fill-opacity="0.08"/>` +
    `<text x="160" y="160" dy=".35em" text-anchor="middle" font-family="Inter, DejaVu Sans, Arial, sans-serif" font-size="124" font-weight="700" fill="#ffffff">${initials}</text>` +
    `</svg>`;
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  return (await saveImage(app.storage, folder, png)).url;
}

interface SeedMentor {
  fullName: string;
  username: string;
  headline: string;
  company: string;
  program: string;
  focus: string[];
  expertise: string[];
  about: string;
  rating: number;
  reviews: number;
  languages: string[];
  price?: number;
  emailPublic?: boolean;
}

/** At least 25 mentors across Indian and global companies; each about text starts with their years of experience. */
const MENTORS: SeedMentor[] = [
  {
    fullName: 'Priya Nair',
    username: 'priya_mentor',
    headline: 'Senior Software Engineer',
    company: 'Google',
    program: 'Backend Interview Prep',
    focus: ['Backend Engineering', 'Software Engineering'],
    expertise: ['Data Structures and Algorithms', 'System Design', 'Mock Interviews'],
    about:
      '8 years of building large-scale backend systems, now on Google Pay in Bengaluru. I help students crack DSA and system design rounds with honest mock interviews.',
    rating: 4.9,
    reviews: 212,
    languages: ['English', 'Hindi', 'Malayalam'],
    emailPublic: true,
  },
  {
    fullName: 'Rahul Verma',
    username: 'rahul_verma',
    headline: 'Engineering Manager',
    company: 'Flipkart',
    program: 'From Campus to SDE-1',
    focus: ['Engineering Management', 'Software Engineering'],
    expertise: ['Placement Preparation', 'Resume Review', 'Career Guidance'],
    about:
      '12 years in e-commerce engineering, from SDE-1 to leading a team of 25 on Flipkart’s checkout. I review resumes and plan placement preparation with final-year students.',
    rating: 4.8,
    reviews: 340,
    languages: ['English', 'Hindi'],
    price: 15000,
  },
  {
    fullName: 'Ananya Iyer',
    username: 'ananya_iyer',
    headline: 'Data Scientist',
    company: 'Microsoft',
    program: 'Data Science Launchpad',
    focus: ['Data Science', 'Machine Learning'],
    expertise: ['Machine Learning', 'SQL and Analytics', 'Portfolio Review'],
    about:
      '6 years in applied machine learning for Bing and Microsoft Ads. I help students build data science portfolios that get shortlisted.',
    rating: 4.9,
    reviews: 158,
    languages: ['English', 'Tamil'],
  },
  {
    fullName: 'Karthik Subramanian',
    username: 'karthik_s',
    headline: 'Principal Engineer',
    company: 'Amazon',
    program: 'System Design Deep Dive',
    focus: ['Backend Engineering', 'DevOps and Cloud'],
    expertise: ['System Design', 'Cloud Architecture', 'AWS'],
    about:
      '14 years designing distributed systems, the last 7 at Amazon on fulfilment platforms. Happy to walk you through system design from first principles.',
    rating: 4.7,
    reviews: 276,
    languages: ['English', 'Tamil', 'Kannada'],
    price: 20000,
  },
  {
    fullName: 'Sneha Kulkarni',
    username: 'sneha_k',
    headline: 'Product Manager',
    company: 'Razorpay',
    program: 'Break into Product',
    focus: ['Product Management', 'Fintech'],
    expertise: ['Product Sense', 'Product Case Interviews', 'Guesstimates'],
    about:
      '7 years in fintech product, first as an engineer and then as a PM for Razorpay’s payment links. I coach students for APM interviews and product case rounds.',
    rating: 4.8,
    reviews: 189,
    languages: ['English', 'Marathi', 'Hindi'],
  },
  {
    fullName: 'Arjun Mehta',
    username: 'arjun_mehta',
    headline: 'Associate, Investment Banking',
    company: 'Goldman Sachs',
    program: 'Finance Careers 101',
    focus: ['Investment Banking', 'Corporate Finance'],
    expertise: ['Financial Modelling', 'Valuation', 'CFA Preparation'],
    about:
      '5 years in investment banking across M&A and capital markets in Mumbai. I teach financial modelling and valuation the way analysts actually use them.',
    rating: 4.6,
    reviews: 97,
    languages: ['English', 'Gujarati', 'Hindi'],
    price: 12000,
  },
  {
    fullName: 'Fatima Sheikh',
    username: 'fatima_sheikh',
    headline: 'Senior UX Designer',
    company: 'Adobe',
    program: 'UX Portfolio Clinic',
    focus: ['Product Design', 'UX Research'],
    expertise: ['Portfolio Review', 'UX Case Studies', 'Figma and UI Design'],
    about:
      '9 years designing creative tools, now on Adobe Express in Noida. I review UX portfolios and help you tell the story behind each case study.',
    rating: 5.0,
    reviews: 134,
    languages: ['English', 'Hindi', 'Urdu'],
  },
  {
    fullName: 'Vikram Singh',
    username: 'vikram_singh',
    headline: 'Engagement Manager',
    company: 'McKinsey & Company',
    program: 'Case Interview Bootcamp',
    focus: ['Consulting', 'Strategy'],
    expertise: ['Case Interviews', 'Guesstimates', 'Communication Skills'],
    about:
      '10 years in management consulting after an MBA from IIM Ahmedabad. I run case interview practice with structured feedback after each round.',
    rating: 4.8,
    reviews: 221,
    languages: ['English', 'Hindi', 'Punjabi'],
    price: 18000,
  },
  {
    fullName: 'Deepika Reddy',
    username: 'deepika_reddy',
    headline: 'Staff Frontend Engineer',
    company: 'Atlassian',
    program: 'Frontend Career Track',
    focus: ['Frontend Engineering', 'Full Stack Development'],
    expertise: ['React', 'Web Development', 'Mock Interviews'],
    about:
      '11 years building web apps, now leading frontend architecture for Jira in Bengaluru. I mentor students on React, web performance and frontend interviews.',
    rating: 4.9,
    reviews: 167,
    languages: ['English', 'Telugu'],
  },
  {
    fullName: 'Rohit Sharma',
    username: 'rohit_sharma_dev',
    headline: 'Android Lead',
    company: 'PhonePe',
    program: 'Mobile Engineering Mentorship',
    focus: ['Mobile Engineering', 'Software Engineering'],
    expertise: ['Android Development', 'Low-Level Design', 'Off-Campus Job Search'],
    about:
      '7 years shipping Android apps used by millions, the last four at PhonePe. I help students land their first mobile engineering role, on campus or off it.',
    rating: 4.7,
    reviews: 88,
    languages: ['English', 'Hindi'],
  },
  {
    fullName: 'Meenakshi Pillai',
    username: 'meenakshi_p',
    headline: 'Security Engineer',
    company: 'Cisco',
    program: 'Cybersecurity Careers',
    focus: ['Cybersecurity', 'DevOps and Cloud'],
    expertise: ['Career Guidance', 'Cloud Architecture', 'Interview Preparation'],
    about:
      '9 years in network and application security, including red-team work at Cisco. I guide students into security roles and certifications that matter.',
    rating: 4.6,
    reviews: 73,
    languages: ['English', 'Malayalam', 'Tamil'],
  },
  {
    fullName: 'Aditya Banerjee',
    username: 'aditya_banerjee',
    headline: 'Machine Learning Engineer',
    company: 'NVIDIA',
    program: 'Deep Learning in Practice',
    focus: ['Machine Learning', 'Research and Academia'],
    expertise: ['Deep Learning', 'Generative AI', 'Research Papers'],
    about:
      '6 years in deep learning research and engineering, working on inference optimisation at NVIDIA Pune. I help students go from course projects to published work.',
    rating: 4.9,
    reviews: 104,
    languages: ['English', 'Bengali', 'Hindi'],
    price: 14000,
  },
  {
    fullName: 'Neha Gupta',
    username: 'neha_gupta',
    headline: 'Brand Manager',
    company: 'Hindustan Unilever',
    program: 'Marketing Careers',
    focus: ['Brand Management', 'Marketing'],
    expertise: ['Go-to-Market Strategy', 'Content Strategy', 'Case Interviews'],
    about:
      '8 years in FMCG marketing across personal care brands at HUL. I help students prepare for marketing internships and brand management interviews.',
    rating: 4.7,
    reviews: 119,
    languages: ['English', 'Hindi'],
  },
  {
    fullName: 'Siddharth Rao',
    username: 'siddharth_rao',
    headline: 'Site Reliability Engineer',
    company: 'Zomato',
    program: 'DevOps from Zero',
    focus: ['DevOps and Cloud', 'Backend Engineering'],
    expertise: ['Kubernetes', 'AWS', 'System Design'],
    about:
      '5 years keeping high-traffic systems up, now on Zomato’s platform team in Gurugram. I teach students Linux, containers and the basics of running production.',
    rating: 4.5,
    reviews: 62,
    languages: ['English', 'Kannada', 'Hindi'],
    price: 8000,
  },
  {
    fullName: 'Kavya Menon',
    username: 'kavya_menon',
    headline: 'Analytics Manager',
    company: 'Swiggy',
    program: 'Analytics Career Sprint',
    focus: ['Data Science', 'Business Analysis'],
    expertise: ['SQL and Analytics', 'Power BI and Tableau', 'Statistics'],
    about:
      '7 years in analytics for consumer internet companies, leading delivery-time analytics at Swiggy. I help students build SQL and dashboard skills for analyst roles.',
    rating: 4.8,
    reviews: 143,
    languages: ['English', 'Malayalam'],
  },
  {
    fullName: 'Harish Chandra',
    username: 'harish_chandra',
    headline: 'Director of Engineering',
    company: 'Infosys',
    program: 'Services to Product',
    focus: ['Engineering Management', 'Consulting'],
    expertise: ['Career Switch', 'Leadership', 'Salary Negotiation'],
    about:
      '18 years in IT services and product engineering, leading delivery for global banking clients at Infosys. I advise on first jobs, career switches and negotiation.',
    rating: 4.6,
    reviews: 301,
    languages: ['English', 'Hindi', 'Telugu'],
    price: 12000,
  },
  {
    fullName: 'Ishita Das',
    username: 'ishita_das',
    headline: 'Research Scientist',
    company: 'IBM Research',
    program: 'Research Careers and MS Applications',
    focus: ['Research and Academia', 'Higher Studies Abroad'],
    expertise: ['GRE and MS Applications', 'Statement of Purpose Review', 'Research Papers'],
    about:
      '6 years in AI research after a PhD at IISc Bengaluru. I help students plan research internships and write strong MS and PhD applications.',
    rating: 4.9,
    reviews: 91,
    languages: ['English', 'Bengali'],
  },
  {
    fullName: 'Manish Agarwal',
    username: 'manish_agarwal',
    headline: 'Chartered Accountant, Audit Senior Manager',
    company: 'Deloitte',
    program: 'CA and Finance Roles',
    focus: ['Corporate Finance', 'Consulting'],
    expertise: ['CA Preparation', 'Financial Modelling', 'Interview Preparation'],
    about:
      '10 years in audit and advisory after qualifying as a CA. I mentor commerce students through CA articleship, exams and finance interviews.',
    rating: 4.7,
    reviews: 178,
    languages: ['English', 'Hindi', 'Marwari'],
  },
  {
    fullName: 'Pooja Hegde',
    username: 'pooja_hegde_pm',
    headline: 'Growth Lead',
    company: 'Meesho',
    program: 'Growth Marketing Mentorship',
    focus: ['Growth Marketing', 'Product Management'],
    expertise: ['Performance Marketing', 'Digital Marketing', 'Go-to-Market Strategy'],
    about:
      '6 years in growth for consumer apps, scaling Meesho’s reseller acquisition across tier-2 cities. I mentor students who want to work in growth and digital marketing.',
    rating: 4.6,
    reviews: 84,
    languages: ['English', 'Kannada', 'Hindi'],
    price: 9000,
  },
  {
    fullName: 'Amit Joshi',
    username: 'amit_joshi',
    headline: 'Hardware Design Engineer',
    company: 'Intel',
    program: 'VLSI Career Path',
    focus: ['Hardware and Embedded', 'Core Engineering'],
    expertise: ['VLSI and Chip Design', 'Embedded Systems', 'GATE Preparation'],
    about: '9 years in chip design and verification at Intel Bengaluru. I guide ECE students through VLSI roles, GATE and M.Tech choices.',
    rating: 4.8,
    reviews: 126,
    languages: ['English', 'Marathi', 'Hindi'],
  },
  {
    fullName: 'Lakshmi Venkatesh',
    username: 'lakshmi_v',
    headline: 'HR Business Partner',
    company: 'Tata Consultancy Services',
    program: 'Ace Your HR Round',
    focus: ['Human Resources', 'Operations'],
    expertise: ['Interview Preparation', 'Communication Skills', 'Salary Negotiation'],
    about:
      '11 years in campus hiring and HR at TCS, having interviewed thousands of freshers. I tell students what recruiters look for and how to answer HR rounds.',
    rating: 4.7,
    reviews: 265,
    languages: ['English', 'Tamil', 'Telugu'],
    price: 6000,
  },
  {
    fullName: 'Nikhil Desai',
    username: 'nikhil_desai',
    headline: 'Founder',
    company: 'Saffron Labs',
    program: 'Startup Builder Mentorship',
    focus: ['Entrepreneurship', 'Product Management'],
    expertise: ['Startup Fundraising', 'Pitch Decks', 'Go-to-Market Strategy'],
    about:
      '10 years of building startups, two of them from a college hostel room. I help student founders validate ideas, build an MVP and pitch to early investors.',
    rating: 4.8,
    reviews: 76,
    languages: ['English', 'Gujarati', 'Hindi'],
  },
  {
    fullName: 'Sarah Thomas',
    username: 'sarah_thomas',
    headline: 'Senior Software Engineer',
    company: 'Salesforce',
    program: 'Women in Tech Mentorship',
    focus: ['Full Stack Development', 'Software Engineering'],
    expertise: ['Java and Spring', 'Internship Hunting', 'LinkedIn Profile Review'],
    about:
      '7 years in enterprise software, building Salesforce’s Hyderabad platform services. I mentor women in engineering on internships, interviews and growing at work.',
    rating: 4.9,
    reviews: 152,
    languages: ['English', 'Malayalam', 'Hindi'],
  },
  {
    fullName: 'Gaurav Malhotra',
    username: 'gaurav_malhotra',
    headline: 'Policy Analyst',
    company: 'NITI Aayog',
    program: 'Public Policy and Civil Services',
    focus: ['Public Policy', 'Civil Services'],
    expertise: ['UPSC Preparation', 'Research Papers', 'Communication Skills'],
    about:
      '8 years in public policy research and two attempts at UPSC. I mentor students considering civil services, policy fellowships and development careers.',
    rating: 4.5,
    reviews: 58,
    languages: ['English', 'Hindi', 'Punjabi'],
    price: 5000,
  },
  {
    fullName: 'Divya Menon',
    username: 'divya_menon',
    headline: 'Associate Partner, Law',
    company: 'Cyril Amarchand Mangaldas',
    program: 'Corporate Law Careers',
    focus: ['Law', 'Consulting'],
    expertise: ['Career Guidance', 'Internship Hunting', 'Communication Skills'],
    about:
      '9 years in corporate law, advising on mergers and private equity deals. I guide law students on internships, moots and the first years at a firm.',
    rating: 4.8,
    reviews: 66,
    languages: ['English', 'Malayalam'],
    price: 15000,
  },
  {
    fullName: 'Ravi Teja',
    username: 'ravi_teja',
    headline: 'Supply Chain Manager',
    company: 'Walmart Global Tech',
    program: 'Operations and Supply Chain',
    focus: ['Supply Chain', 'Operations'],
    expertise: ['Supply Chain Analytics', 'Operations Excellence', 'MBA Applications'],
    about:
      '8 years in supply chain planning across retail and logistics, now at Walmart Global Tech. I help students explore operations careers and MBA options.',
    rating: 4.6,
    reviews: 81,
    languages: ['English', 'Telugu', 'Hindi'],
  },
  {
    fullName: 'Emily Carter',
    username: 'emily_carter',
    headline: 'Engineering Manager',
    company: 'Stripe',
    program: 'Global Careers in Tech',
    focus: ['Engineering Management', 'Fintech'],
    expertise: ['Career Guidance', 'System Design', 'Leadership'],
    about:
      '13 years in payments engineering in Dublin and Singapore, managing API platform teams at Stripe. I mentor students who want to work with global teams.',
    rating: 4.9,
    reviews: 47,
    languages: ['English'],
    price: 25000,
  },
  {
    fullName: 'Tanvi Shah',
    username: 'tanvi_shah',
    headline: 'Content Lead',
    company: 'Zerodha',
    program: 'Writing and Content Careers',
    focus: ['Content and Media', 'Marketing'],
    expertise: ['Content Strategy', 'Portfolio Review', 'LinkedIn Profile Review'],
    about:
      '5 years writing about markets and personal finance for Zerodha Varsity. I help students who write build a portfolio and find paid content work.',
    rating: 4.7,
    reviews: 69,
    languages: ['English', 'Gujarati', 'Hindi'],
    price: 7000,
  },
  {
    fullName: 'Mohammed Irfan',
    username: 'mohammed_irfan',
    headline: 'Civil Engineer, Project Manager',
    company: 'Larsen & Toubro',
    program: 'Core Engineering Careers',
    focus: ['Core Engineering', 'Operations'],
    expertise: ['Civil and Construction', 'Core Mechanical Roles', 'GATE Preparation'],
    about:
      '12 years managing metro rail and highway projects at L&T. I mentor civil and mechanical students on core jobs, site life and PSU preparation.',
    rating: 4.6,
    reviews: 94,
    languages: ['English', 'Hindi', 'Urdu'],
  },
];

const STUDENT_PROFILE = {
  firstName: 'Aarav',
  lastName: 'Sharma',
  gender: 'male' as const,
  location: 'New Delhi, India',
  college: 'Delhi Technological University',
  semester: 5,
  degree: 'B.Tech CSE',
  headline: ['Full-stack developer in the making'],
  about:
    'Third-year computer science student who enjoys building web apps and taking part in hackathons. Currently learning system design and looking for a summer internship.',
  skills: ['JavaScript', 'React', 'Node.js', 'Python', 'SQL'],
  interests: ['Web Development', 'Hackathons', 'Startups', 'Cricket', 'Music'],
};

interface SeedStudent {
  firstName: string;
  lastName: string;
  username: string;
  gender: 'male' | 'female' | 'other';
  location: string;
  college: string;
  degree: string;
  semester: number;
  headline: string;
  about: string;
  skills: string[];
  interests: string[];
  privacy?: 'everyone' | 'connections' | 'only_me';
}

/**
 * Other students, so "people you may know" (/follower-section) has someone to show: classmates of the
 * demo student at DTU (same course and not), and students of the same course elsewhere.
 */
const STUDENTS: SeedStudent[] = [
  {
    firstName: 'Ishita',
    lastName: 'Verma',
    username: 'ishita_verma',
    gender: 'female',
    location: 'New Delhi, India',
    college: 'Delhi Technological University',
    degree: 'B.Tech CSE',
    semester: 5,
    headline: 'Backend and databases',
    about: 'Loves Postgres, Go and clean APIs. Organises the DTU open-source club’s weekend sprints.',
    skills: ['Go', 'PostgreSQL', 'Docker', 'Git'],
    interests: ['Open Source', 'Cloud Computing', 'Badminton'],
  },
  {
    firstName: 'Kabir',
    lastName: 'Malhotra',
    username: 'kabir_m',
    gender: 'male',
    location: 'Gurugram, India',
    college: 'Delhi Technological University',
    degree: 'B.Tech CSE',
    semester: 3,
    headline: 'Competitive programmer',
    about: 'Codeforces specialist, preparing for ICPC regionals. Happy to pair on DSA.',
    skills: ['C++', 'Data Structures and Algorithms', 'Python'],
    interests: ['Competitive Programming', 'Chess', 'Hackathons'],
  },
  {
    firstName: 'Sneha',
    lastName: 'Reddy',
    username: 'sneha_reddy',
    gender: 'female',
    location: 'New Delhi, India',
    college: 'Delhi Technological University',
    degree: 'B.Tech ECE',
    semester: 5,
    headline: 'Embedded systems and IoT',
    about: 'Builds sensor boards for the college rover team and writes firmware in C.',
    skills: ['Embedded C', 'Arduino', 'PCB Design'],
    interests: ['Robotics', 'Internet of Things', 'Semiconductors'],
  },
  {
    firstName: 'Rohan',
    lastName: 'Gupta',
    username: 'rohan_gupta',
    gender: 'male',
    location: 'New Delhi, India',
    college: 'Delhi Technological University',
    degree: 'BBA',
    semester: 3,
    headline: 'Marketing and startups',
    about: 'Runs the E-Cell’s social media and is working on a campus food-delivery idea.',
    skills: ['Digital Marketing', 'Excel', 'Public Speaking'],
    interests: ['Entrepreneurship', 'Marketing', 'Startups'],
  },
  {
    firstName: 'Ananya',
    lastName: 'Iyer',
    username: 'ananya_iyer_cse',
    gender: 'female',
    location: 'Chennai, India',
    college: 'Anna University',
    degree: 'B.Tech CSE',
    semester: 7,
    headline: 'ML intern, loves NLP',
    about: 'Final-year student working on Tamil speech recognition for her project.',
    skills: ['Python', 'Machine Learning', 'SQL'],
    interests: ['Artificial Intelligence', 'Music', 'Research'],
  },
  {
    firstName: 'Arjun',
    lastName: 'Nair',
    username: 'arjun_nair',
    gender: 'male',
    location: 'Kochi, India',
    college: 'College of Engineering Trivandrum',
    degree: 'B.Tech CSE',
    semester: 5,
    headline: 'Android developer',
    about: 'Ships small Android apps for local businesses; learning Kotlin Multiplatform.',
    skills: ['Kotlin', 'Java', 'Firebase'],
    interests: ['Mobile App Development', 'Football', 'Photography'],
    privacy: 'connections',
  },
  {
    firstName: 'Meher',
    lastName: 'Kaur',
    username: 'meher_kaur',
    gender: 'female',
    location: 'Chandigarh, India',
    college: 'Punjab Engineering College',
    degree: 'B.Arch',
    semester: 4,
    headline: 'Architecture student',
    about: 'Sketches old Chandigarh buildings on weekends and models them in Revit.',
    skills: ['AutoCAD', 'Revit', '3D Modelling'],
    interests: ['Architecture', 'Urban Planning', 'Travel'],
  },
];

/**
 * Completed profiles with photos for the demo accounts, and mentors with complete mentor profiles.
 * Runs only on a database the demo seed created (the demo student exists) and only once.
 */
export async function seedProfiles(app: FastifyInstance): Promise<void> {
  const { db, config, log } = app;
  if (!config.seedDemo) return;
  const [seeded] = await db.select({ n: sql<number>`count(*)::int` }).from(profiles);
  if ((seeded?.n ?? 0) > 0) return;
  const demo = await db
    .select({ id: users.id, email: users.email, phone: users.phone })
    .from(users)
    .where(
      inArray(
        users.email,
        demoAccounts.map((account) => account.email),
      ),
    );
  const byEmail = new Map(demo.map((row) => [row.email, row]));
  const student = byEmail.get('demo.student@example.com');
  const mentorAccount = byEmail.get('demo.mentor@example.com');
  const admin = byEmail.get('demo.admin@example.com');
  if (!student) return;

  const passwordHash = await hashPassword(config.demoPassword);
  const now = new Date();
  const others = MENTORS.filter((mentor) => mentor.username !== 'priya_mentor');
  const photos = await Promise.all([
    initialsPhoto(app, 'profiles', 'Aarav Sharma', 0),
    initialsPhoto(app, 'profiles', 'Campus Admin', 4),
    ...MENTORS.map((mentor, index) => initialsPhoto(app, 'mentors', mentor.fullName, index + 1)),
  ]);
  const [studentPhoto, adminPhoto, ...mentorPhotos] = photos;
  const studentPhotos = await Promise.all(
    STUDENTS.map((person, index) => initialsPhoto(app, 'profiles', `${person.firstName} ${person.lastName}`, index + 5)),
  );

  await db.transaction(async (tx) => {
    await tx.insert(profiles).values({
      userId: student.id,
      ...STUDENT_PROFILE,
      workOrProject: `Semester ${STUDENT_PROFILE.semester} | Phone ${student.phone ?? ''}`,
      startYear: 2023,
      endYear: 2027,
      profilePictureUrl: studentPhoto!,
    });
    await tx.insert(profileEducation).values([
      {
        userId: student.id,
        position: 0,
        institution: 'Delhi Technological University',
        degree: 'B.Tech CSE',
        fieldOfStudy: 'Computer Science and Engineering',
        startYear: 2023,
        endYear: 2027,
        current: true,
        grade: '8.7 CGPA',
      },
      {
        userId: student.id,
        position: 1,
        institution: 'Delhi Public School, R.K. Puram',
        degree: 'Class XII (CBSE)',
        fieldOfStudy: 'Science (PCM)',
        startYear: 2021,
        endYear: 2023,
        grade: '94%',
      },
    ]);
    await tx.insert(profileExperience).values([
      {
        userId: student.id,
        position: 0,
        title: 'Web Development Intern',
        company: 'Brightleaf EdTech',
        employmentType: 'Internship',
        location: 'Noida (hybrid)',
        startDate: '2025-05',
        endDate: '2025-07',
        description: 'Built course-catalogue pages in React and an API for quiz results in Node.js.',
      },
      {
        userId: student.id,
        position: 1,
        title: 'Tech Lead, Coding Club',
        company: 'Delhi Technological University',
        employmentType: 'Volunteer',
        startDate: '2024-08',
        current: true,
        description: 'Runs weekly DSA sessions and organised a 300-student hackathon.',
      },
    ]);
    if (admin) {
      await tx.insert(profiles).values({
        userId: admin.id,
        firstName: 'Campus',
        lastName: 'Admin',
        location: 'Bengaluru, India',
        headline: ['Keeping Campus safe and friendly'],
        about: 'Operator account for moderation and the career zone.',
        profilePictureUrl: adminPhoto!,
      });
    }

    const studentUsers = await tx
      .insert(users)
      .values(
        STUDENTS.map((person, index) => ({
          email: `student.${person.username.replace(/_/g, '.')}@example.com`,
          username: person.username,
          phone: `98100000${String(index + 10).padStart(2, '0')}`,
          role: 'student' as const,
          passwordHash,
          emailVerifiedAt: now,
          profileCompletedAt: now,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: users.id, username: users.username, phone: users.phone });
    const studentRows = studentUsers.flatMap((row) => {
      const index = STUDENTS.findIndex((person) => person.username === row.username);
      const person = STUDENTS[index];
      if (!person) return [];
      return [
        {
          userId: row.id,
          firstName: person.firstName,
          lastName: person.lastName,
          gender: person.gender,
          location: person.location,
          college: person.college,
          semester: person.semester,
          degree: person.degree,
          headline: [person.headline],
          about: person.about,
          workOrProject: `Semester ${person.semester} | Phone ${row.phone ?? ''}`,
          profilePictureUrl: studentPhotos[index]!,
          skills: person.skills,
          interests: person.interests,
          privacy: { profileDetails: person.privacy ?? 'everyone', connections: 'everyone' as const, blogs: 'everyone' as const },
        },
      ];
    });
    if (studentRows.length > 0) {
      await tx.insert(profiles).values(studentRows);
      await tx
        .insert(profileEducation)
        .values(
          studentRows.map((row) => ({ userId: row.userId, position: 0, institution: row.college, degree: row.degree, current: true })),
        );
    }

    const mentorUsers = await tx
      .insert(users)
      .values(
        others.map((mentor) => ({
          email: `mentor.${mentor.username.replace(/_/g, '.')}@example.com`,
          username: mentor.username,
          role: 'mentor' as const,
          passwordHash,
          emailVerifiedAt: now,
          profileCompletedAt: now,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: users.id, username: users.username });
    const idByUsername = new Map(mentorUsers.map((row) => [row.username, row.id]));
    if (mentorAccount) idByUsername.set('priya_mentor', mentorAccount.id);

    const rows = MENTORS.flatMap((mentor, index) => {
      const userId = idByUsername.get(mentor.username);
      if (!userId) return [];
      const years = Number.parseInt(/\d+/.exec(mentor.about)?.[0] ?? '', 10);
      return [
        {
          userId,
          fullName: mentor.fullName,
          headline: mentor.headline,
          about: mentor.about,
          company: mentor.company,
          program: mentor.program,
          linkedinUrl: `https://www.linkedin.com/in/${mentor.username.replace(/_/g, '-')}`,
          functionalFocusArea: mentor.focus,
          areaOfExpertise: mentor.expertise,
          profilePictureUrl: mentorPhotos[index]!,
          yearsOfExperience: Number.isFinite(years) ? years : null,
          referralPrice: mentor.price ?? 10000,
          rating: mentor.rating,
          totalReviews: mentor.reviews,
          languages: mentor.languages,
          emailPublic: mentor.emailPublic ?? false,
        },
      ];
    });
    await tx.insert(mentorProfiles).values(rows).onConflictDoNothing();
  });
  log.info({ mentors: MENTORS.length, students: STUDENTS.length }, 'seeded demo profiles, students and mentors');
}
