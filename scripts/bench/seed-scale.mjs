// Scale data for benchmarks: N students with profiles, skills, interests, education and experience,
// 20,000 jobs, 500,000 applications, 1,000,000 connections (a fifth of them collaborations) plus pending
// requests, 2,000,000 notifications, 5,000 mentors, 200,000 bookings (a quarter of the finished ones
// reviewed), 50,000 e-books and 200,000 blog posts with 2,000,000 likes and 500,000 comments, written with
// set-based SQL (INSERT ... SELECT over generate_series), never row by row.
//
//   npm run build
//   DATA_DIR=./data node scripts/bench/seed-scale.mjs                     # PGlite under DATA_DIR/pgdata
//   DATABASE_URL=postgres://... node scripts/bench/seed-scale.mjs         # PostgreSQL
//   ... --users=100000 --jobs=20000 --applications=500000 --connections=1000000 --notifications=2000000 --mentors=5000 --bookings=200000 --books=50000 \
//       --blogs=200000 --blogLikes=2000000 --blogComments=500000                                             # the defaults
//
// PGlite is single-process: run this while no server holds the data directory (the directory lock
// refuses otherwise), then start the server. It uses the built server's database client, so migrations
// are applied exactly as the server applies them. Idempotent: a database already holding scale data is
// left alone (the blog posts are a second step with their own check, so a database seeded before they
// existed gets them added). Every scale user's password is BENCH_PASSWORD (default demo1234); scale.user.0@bench.local
// to scale.user.{H-1}@bench.local are "heavy" students with 60 applications each (H = min(1000, N/10)).
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dist = path.join(root, 'dist/server/server');
if (!existsSync(path.join(dist, 'db/client.js'))) {
  console.error('The built server is missing: run `npm run build` first.');
  process.exit(1);
}

const arg = (name, fallback) => {
  const flag = process.argv.find((value) => value.startsWith(`--${name}=`));
  const raw = flag ? flag.split('=')[1] : process.env[`SCALE_${name.toUpperCase()}`];
  const value = raw === undefined ? fallback : Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a positive integer`);
  return value;
};
const USERS = arg('users', 100_000);
const JOBS = arg('jobs', 20_000);
const APPLICATIONS = arg('applications', 500_000);
const CONNECTIONS = arg('connections', 1_000_000);
const NOTIFICATIONS = arg('notifications', 2_000_000);
const MENTORS = arg('mentors', 5_000);
const BOOKINGS = arg('bookings', 200_000);
const BOOKS = arg('books', 50_000);
const BLOGS = arg('blogs', 200_000);
const BLOG_LIKES = arg('blogLikes', 2_000_000);
const BLOG_COMMENTS = arg('blogComments', 500_000);
/** The benchmark's student (scale.user.0) is given about this many connections, so the friends-only audience is real work. */
const STUDENT_CONNECTIONS = 500;
const PASSWORD = process.env.BENCH_PASSWORD ?? 'demo1234';
const HEAVY_USERS = Math.max(1, Math.min(1000, Math.floor(USERS / 10)));
const HEAVY_PER_USER = Math.min(60, JOBS);

const [{ openDatabase }, { hashPassword }, { sql }] = await Promise.all([
  import(path.join(dist, 'db/client.js')),
  import(path.join(dist, 'platform/passwords.js')),
  import('drizzle-orm'),
]);

const lit = (text) => `'${String(text).replace(/'/g, "''")}'`;
const arr = (items) => `array[${items.map(lit).join(',')}]`;
/** `pick(list, expr)`: the element of a constant array at a position computed from expr (1-based, wrapped). */
const pick = (list, expr) => `(${arr(list)})[1 + ((${expr}) % ${list.length})]`;

const FIRST = [
  'Aarav',
  'Vivaan',
  'Aditya',
  'Vihaan',
  'Arjun',
  'Sai',
  'Reyansh',
  'Ayaan',
  'Krishna',
  'Ishaan',
  'Rohan',
  'Kabir',
  'Dhruv',
  'Aryan',
  'Rahul',
  'Karthik',
  'Nikhil',
  'Siddharth',
  'Harsh',
  'Yash',
  'Ananya',
  'Diya',
  'Saanvi',
  'Aadhya',
  'Pari',
  'Anika',
  'Navya',
  'Ira',
  'Myra',
  'Sara',
  'Priya',
  'Sneha',
  'Kavya',
  'Riya',
  'Meera',
  'Tanvi',
  'Pooja',
  'Shreya',
  'Aditi',
  'Nisha',
  'Farhan',
  'Imran',
  'Zoya',
  'Ayesha',
  'Gurpreet',
  'Harleen',
  'Joseph',
  'Maria',
  'Lakshmi',
  'Venkat',
];
const LAST = [
  'Sharma',
  'Verma',
  'Gupta',
  'Iyer',
  'Nair',
  'Reddy',
  'Rao',
  'Patel',
  'Shah',
  'Mehta',
  'Joshi',
  'Kulkarni',
  'Deshpande',
  'Chatterjee',
  'Banerjee',
  'Das',
  'Ghosh',
  'Mukherjee',
  'Singh',
  'Kaur',
  'Gill',
  'Khan',
  'Ansari',
  'Qureshi',
  'Menon',
  'Pillai',
  'Krishnan',
  'Subramanian',
  'Naidu',
  'Choudhary',
  'Yadav',
  'Mishra',
  'Tiwari',
  'Pandey',
  'Agarwal',
  'Bansal',
  'Jain',
  'Kapoor',
  'Malhotra',
  'Bhatia',
  "D'Souza",
  'Fernandes',
];
const CITIES = [
  'Bengaluru',
  'Mumbai',
  'Delhi',
  'Hyderabad',
  'Chennai',
  'Pune',
  'Kolkata',
  'Ahmedabad',
  'Jaipur',
  'Noida',
  'Gurugram',
  'Kochi',
  'Indore',
  'Chandigarh',
  'Bhubaneswar',
  'Coimbatore',
  'Lucknow',
  'Nagpur',
];
const COLLEGES = [
  'Delhi Technological University',
  'College of Engineering, Pune',
  'Jadavpur University',
  'Anna University',
  'Vellore Institute of Technology',
  'Manipal Institute of Technology',
  'PSG College of Technology',
  'Nirma University',
  'Christ University',
  "St. Xavier's College, Mumbai",
  'Loyola College, Chennai',
  'Shri Ram College of Commerce',
  'Symbiosis Institute of Business Management',
  'Amity University',
  'SRM Institute of Science and Technology',
  'Thapar Institute of Engineering and Technology',
  'BITS Pilani',
  'NIT Trichy',
  'IIIT Hyderabad',
  'Osmania University',
  'University of Mumbai',
  'Presidency University, Kolkata',
  'Kalinga Institute of Industrial Technology',
  'RV College of Engineering',
  'Lady Shri Ram College for Women',
  'Hindu College, Delhi',
  'Madras Christian College',
  'Fergusson College',
  'Banaras Hindu University',
  'Aligarh Muslim University',
];
const SCHOOLS = [
  'Delhi Public School',
  'Kendriya Vidyalaya',
  'DAV Public School',
  "St. Joseph's High School",
  'Ryan International School',
  'Bharatiya Vidya Bhavan',
  'Sardar Patel Vidyalaya',
  'Chinmaya Vidyalaya',
];
const DEGREES = [
  'B.Tech CSE',
  'B.Tech ECE',
  'B.Tech Mechanical',
  'B.Tech IT',
  'B.E. Civil',
  'BCA',
  'MCA',
  'B.Sc Computer Science',
  'B.Sc Physics',
  'B.Sc Mathematics',
  'B.Com',
  'B.Com (Hons)',
  'BBA',
  'MBA',
  'BA Economics',
  'BA English',
  'BA Psychology',
  'B.Des',
  'B.Arch',
  'MBBS',
  'B.Pharm',
  'LLB',
  'BA LLB',
  'M.Tech CSE',
  'M.Sc Data Science',
  'BMS',
  'BJMC',
  'B.Sc Nursing',
  'BHM',
  'CA Foundation',
];
const FIELDS = [
  'Computer Science and Engineering',
  'Electronics and Communication',
  'Mechanical Engineering',
  'Information Technology',
  'Civil Engineering',
  'Computer Applications',
  'Commerce',
  'Business Administration',
  'Economics',
  'Design',
  'Medicine',
  'Law',
  'Data Science',
  'Psychology',
  'Mass Communication',
];
const SKILLS = [
  'React',
  'TypeScript',
  'JavaScript',
  'Node.js',
  'Python',
  'Java',
  'C++',
  'Go',
  'SQL',
  'PostgreSQL',
  'MongoDB',
  'Django',
  'Flask',
  'Spring Boot',
  'Kotlin',
  'Swift',
  'Flutter',
  'React Native',
  'HTML',
  'CSS',
  'Tailwind CSS',
  'Figma',
  'UI Design',
  'UX Research',
  'Machine Learning',
  'Deep Learning',
  'PyTorch',
  'TensorFlow',
  'NLP',
  'Data Analysis',
  'Excel',
  'Power BI',
  'Tableau',
  'Statistics',
  'R',
  'AWS',
  'Docker',
  'Kubernetes',
  'Linux',
  'Git',
  'DevOps',
  'Cyber Security',
  'Networking',
  'Digital Marketing',
  'SEO',
  'Content Writing',
  'Copywriting',
  'Social Media',
  'Sales',
  'Public Speaking',
  'Financial Modelling',
  'Accounting',
  'Tally',
  'Business Analysis',
  'Product Management',
  'Video Editing',
  'Photoshop',
  'Illustrator',
  'AutoCAD',
  'MATLAB',
];
const INTERESTS = [
  'Web Development',
  'Mobile Apps',
  'Artificial Intelligence',
  'Machine Learning',
  'Data Science',
  'Cloud Computing',
  'Cyber Security',
  'Blockchain',
  'Open Source',
  'Competitive Programming',
  'Startups',
  'Entrepreneurship',
  'Product Design',
  'Finance',
  'Stock Markets',
  'Marketing',
  'Public Policy',
  'Journalism',
  'Photography',
  'Film Making',
  'Music',
  'Chess',
  'Cricket',
  'Football',
  'Badminton',
  'Debating',
  'Robotics',
  'Electric Vehicles',
  'Renewable Energy',
  'Healthcare',
  'Psychology',
  'Writing',
  'Reading',
  'Travel',
  'Social Work',
  'Teaching',
  'Gaming',
  'Game Development',
  'UI/UX',
  'Consulting',
];
const HEADLINES = [
  'Aspiring software engineer',
  'Learning full-stack development',
  'Data enthusiast',
  'Future product manager',
  'Designer in the making',
  'Curious about finance',
  'Building side projects',
  'Open-source contributor',
  'Marketing and growth',
  'Preparing for placements',
];

const PREFIXES = [
  'Nimbus',
  'Kaveri',
  'Saffron',
  'Tandem',
  'Dakshin',
  'Zenith',
  'Brightleaf',
  'Monsoon',
  'Indus',
  'Lotus',
  'Hooghly',
  'Deccan',
  'Himalaya',
  'Ganga',
  'Narmada',
  'Konark',
  'Vistara',
  'Aravalli',
  'Sahyadri',
  'Coromandel',
  'Malabar',
  'Peacock',
  'Banyan',
  'Neem',
  'Tulsi',
  'Chai',
  'Kesari',
  'Marigold',
  'Sundarban',
  'Thar',
  'Vindhya',
  'Godavari',
  'Kaziranga',
  'Nilgiri',
  'Ajanta',
  'Ellora',
  'Hampi',
  'Konkan',
  'Mysore',
  'Shivalik',
];
const SUFFIXES = [
  'Analytics',
  'Cloudworks',
  'Pay',
  'Health',
  'Systems',
  'Labs',
  'Technologies',
  'Media',
  'Retail Tech',
  'Motors',
  'Foods',
  'Consulting',
];
const ABOUT = [
  'builds software used by thousands of small businesses across India',
  'runs a fast-growing consumer platform with millions of monthly users',
  'helps enterprises modernise their data and cloud infrastructure',
  'is a bootstrapped, profitable team solving hard problems for Indian customers',
  'partners with hospitals, schools and governments to deliver services at scale',
  'designs and manufactures products in India for markets around the world',
];
const HR_POSITIONS = [
  'Talent Acquisition Lead',
  'Campus Recruitment Manager',
  'HR Business Partner',
  'Senior Recruiter',
  'People Operations Manager',
  'Talent Partner',
  'Recruitment Lead',
  'HR Manager',
];
/** Roles: title, then the skills a posting asks for. */
const ROLES = [
  ['Frontend Developer', 'React, TypeScript, CSS'],
  ['Backend Developer', 'Node.js, PostgreSQL, Docker'],
  ['Full Stack Developer', 'React, Node.js, MongoDB'],
  ['Android Developer', 'Kotlin, Java, Android'],
  ['iOS Developer', 'Swift, Xcode, UIKit'],
  ['Flutter Developer', 'Flutter, Dart, Firebase'],
  ['Data Analyst', 'SQL, Excel, Power BI'],
  ['Data Scientist', 'Python, Machine Learning, Statistics'],
  ['Machine Learning Engineer', 'Python, PyTorch, MLOps'],
  ['DevOps Engineer', 'AWS, Kubernetes, Terraform'],
  ['Cloud Engineer', 'AWS, Linux, Networking'],
  ['QA Engineer', 'Selenium, Java, API Testing'],
  ['Security Analyst', 'Cyber Security, Networking, Linux'],
  ['UI/UX Designer', 'Figma, UI Design, UX Research'],
  ['Graphic Designer', 'Photoshop, Illustrator, Branding'],
  ['Product Manager', 'Product Management, Analytics, Communication'],
  ['Business Analyst', 'Excel, SQL, Business Analysis'],
  ['Digital Marketing Executive', 'SEO, Social Media, Google Ads'],
  ['Content Writer', 'Content Writing, Copywriting, SEO'],
  ['Sales Associate', 'Sales, Communication, CRM'],
  ['Financial Analyst', 'Financial Modelling, Excel, Accounting'],
  ['Accounts Executive', 'Tally, Accounting, GST'],
  ['HR Associate', 'Recruitment, Communication, Excel'],
  ['Operations Associate', 'Operations, Excel, Communication'],
  ['Customer Success Associate', 'Communication, CRM, Problem Solving'],
  ['Embedded Systems Engineer', 'C++, Embedded C, RTOS'],
  ['Mechanical Design Engineer', 'AutoCAD, SolidWorks, MATLAB'],
  ['Video Editor', 'Video Editing, Premiere Pro, After Effects'],
  ['Research Analyst', 'Research, Excel, Report Writing'],
  ['Java Developer', 'Java, Spring Boot, MySQL'],
  ['Python Developer', 'Python, Django, REST APIs'],
  ['Go Developer', 'Go, gRPC, PostgreSQL'],
];
const TASKS = [
  'Ship features end to end with a small, friendly team',
  'Work with designers and product managers on real customer problems',
  'Write clear documentation and take part in code or design reviews',
  'Measure the impact of your work and improve it week by week',
  'Present your work to the team every sprint',
];
const NEEDS = [
  'Good communication in English; Hindi or a regional language is a plus',
  'A portfolio, GitHub profile or projects you can talk about',
  'Curiosity and the habit of finishing what you start',
];

const li = (items) => items.map((item) => `<li>${item}</li>`).join('');
const jobSql = {
  role: `(n % ${ROLES.length})`,
  company: `(((n * 7) + (n / ${ROLES.length})) % ${PREFIXES.length * SUFFIXES.length})`,
};
const companyName = `${pick(PREFIXES, `${jobSql.company} / ${SUFFIXES.length}`)} || ' ' || ${pick(SUFFIXES, jobSql.company)}`;
const roleTitle = pick(
  ROLES.map((role) => role[0]),
  jobSql.role,
);
const roleSkills = pick(
  ROLES.map((role) => role[1]),
  jobSql.role,
);
// 40% internships, 40% full-time, 10% part-time, 10% contract.
const jobTypeExpr = `(case when n % 10 < 4 then 'internship' when n % 10 < 8 then 'full-time' when n % 10 = 8 then 'part-time' else 'contract' end)`;

const usersSql = {
  first: pick(FIRST, 'n'),
  last: pick(LAST, `n / ${FIRST.length}`),
  college: pick(COLLEGES, 'n * 7'),
  degree: pick(DEGREES, 'n * 11'),
  city: pick(CITIES, 'n'),
};
const threeOf = (list) => `array[${pick(list, `n`)}, ${pick(list, `n + 1 + n % 5`)}, ${pick(list, `n + 7 + n % 11`)}]`;

function statements(passwordHash) {
  const heavyApplications = Math.min(APPLICATIONS, HEAVY_USERS * HEAVY_PER_USER);
  const restApplications = APPLICATIONS - heavyApplications;
  const restUsers = Math.max(1, USERS - HEAVY_USERS);
  return [
    ['fast bulk load', `set local session_replication_role = replica`],
    ['ids', `create temp table scale_users on commit drop as select n, gen_random_uuid() as id from generate_series(0, ${USERS - 1}) n`],
    ['ids', `create temp table scale_jobs on commit drop as select n, gen_random_uuid() as id from generate_series(0, ${JOBS - 1}) n`],
    ['ids', `create unique index on scale_users (n)`],
    ['ids', `create unique index on scale_jobs (n)`],
    [
      `${USERS} users`,
      `insert into users (id, email, phone, username, password_hash, role, email_verified_at, profile_completed_at, created_at, updated_at)
       select id, 'scale.user.' || n || '@bench.local', '7' || lpad(n::text, 9, '0'), 'scale_' || n, ${lit(passwordHash)}, 'student',
              now() - (n % 700) * interval '1 day', now() - (n % 700) * interval '1 day', now() - (n % 700) * interval '1 day', now()
       from scale_users`,
    ],
    [
      `${USERS} profiles`,
      `insert into profiles (user_id, first_name, last_name, gender, location, college, semester, degree, headline, about,
                             work_or_project, start_year, end_year, skills, interests, created_at, updated_at)
       select id, ${usersSql.first}, ${usersSql.last},
              (case when n % 50 = 0 then 'other' when n % 2 = 0 then 'male' else 'female' end)::gender,
              ${usersSql.city} || ', India', ${usersSql.college}, 1 + n % 8, ${usersSql.degree},
              array[${pick(HEADLINES, 'n')}],
              'Student at ' || ${usersSql.college} || ', studying ' || ${usersSql.degree} || '. I enjoy ' || lower(${pick(INTERESTS, 'n')}) ||
                ' and I am looking for internships where I can learn from experienced people and ship real work.',
              'Semester ' || (1 + n % 8) || ' | Phone 7' || lpad(n::text, 9, '0'),
              2022 + n % 4, 2026 + n % 4, ${threeOf(SKILLS)}, ${threeOf(INTERESTS)}, now(), now()
       from scale_users`,
    ],
    [
      `${USERS * 2} education entries`,
      `insert into profile_education (user_id, position, institution, degree, field_of_study, start_year, end_year, current, grade, description)
       select id, 0, ${usersSql.college}, ${usersSql.degree}, ${pick(FIELDS, 'n * 7')}, 2022 + n % 4, 2026 + n % 4, true,
              (6 + n % 4) || '.' || (n % 10) || ' CGPA', 'Coursework, projects and clubs.'
       from scale_users
       union all
       select id, 1, ${pick(SCHOOLS, 'n')} || ', ' || ${usersSql.city}, 'Class XII (CBSE)', 'Science (PCM)', 2020 + n % 4, 2022 + n % 4, false,
              (75 + n % 24) || '%', ''
       from scale_users`,
    ],
    [
      `${Math.ceil(USERS / 3)} experience entries`,
      `insert into profile_experience (user_id, position, title, company, employment_type, location, start_date, end_date, current, description)
       select id, 0, ${pick(
         ROLES.map((role) => `${role[0]} Intern`),
         'n',
       )}, ${pick(PREFIXES, 'n')} || ' ' || ${pick(SUFFIXES, 'n / 3')},
              'Internship', ${usersSql.city}, '2025-0' || (1 + n % 5), '2025-0' || (4 + n % 5), false,
              'Worked on ' || lower(${pick(SKILLS, 'n')}) || ' tasks with a small team and presented the results to the company.'
       from scale_users where n % 3 = 0`,
    ],
    [
      `${JOBS} jobs`,
      `insert into jobs (id, title, company_name, logo_url, job_type, location, is_remote, salary_min, salary_max, stipend_amount,
                         duration_months, description, company_about, job_requirements, skills, hr_name, hr_position, status,
                         closes_at, created_at, updated_at)
       select id, title, company, null, job_type::job_type, location, remote,
              case when job_type = 'internship' then null else 300000 + (n % 20) * 50000 end,
              case when job_type = 'internship' then null else 500000 + (n % 20) * 50000 + (n % 5) * 100000 end,
              case when job_type = 'internship' then 5000 + (n % 9) * 2500 end,
              case when job_type in ('internship', 'contract') then 2 + n % 5 end,
              '<p><strong>' || company || '</strong> is hiring a <strong>' || title || '</strong>, ' ||
                case when remote then 'fully remote, anywhere in India' else 'based in ' || location end ||
                '. You will join a team that cares about craft, learning and shipping.</p>' ||
                '<h3>What you will do</h3><ul>${li(TASKS)}</ul>' ||
                '<h3>What we are looking for</h3><ul>${li(NEEDS)}<li>Skills: ' || skills_text || '</li></ul>' ||
                '<h3>Perks</h3><ul><li>Certificate and letter of recommendation</li><li>Mentorship from a senior team member</li><li>Flexible hours during exams</li></ul>' ||
                '<p>Questions? Write to our recruiter, ' || hr_name || ', through the Campus platform.</p>',
              '<p>' || company || ' ' || ${pick(ABOUT, 'n')} || '. Founded in ' || (2005 + n % 18) || ', the team of ' || (20 + n % 900) ||
                ' works from ' || ${pick(CITIES, 'n * 5')} || ' and remotely.</p>',
              skills_text || '. ' || ${pick(NEEDS, 'n')} || '.',
              string_to_array(skills_text, ', '), hr_name, ${pick(HR_POSITIONS, 'n')},
              (case when n % 40 = 7 then 'closed' else 'open' end)::job_status,
              case when n % 50 = 3 then now() - (1 + n % 20) * interval '1 day'
                   when n % 5 = 0 then now() + (1 + n % 45) * interval '1 day' end,
              now() - n * interval '11 minutes', now() - n * interval '11 minutes'
       from (
         select n, id, ${companyName} as company,
                ${roleTitle} || case when n % 10 < 4 then ' Intern' else '' end as title,
                ${roleSkills} as skills_text, ${jobTypeExpr} as job_type,
                n % 9 = 0 as remote, case when n % 9 = 0 then 'Remote' else ${pick(CITIES, 'n * 7')} end as location,
                ${pick(FIRST, 'n * 3')} || ' ' || ${pick(LAST, 'n * 5')} as hr_name
         from scale_jobs
       ) j`,
    ],
    [
      'the kept count of open jobs',
      // Its statement trigger (migration 0027) does not fire in the bulk load either.
      `update row_counts set n = case name when 'jobs_open_status' then (select count(*) from jobs where status = 'open')
         else (select count(*) from jobs where status = 'open' and employer_responsive) end
       where name in ('jobs_open_status', 'jobs_open_responsive')`,
    ],
    [
      `${APPLICATIONS} applications`,
      `insert into job_applications (job_id, user_id, status, applied_at, updated_at, first_status_change_at, last_status_change_at)
       select j.id, u.id,
              (case when a % 20 < 12 then 'pending' when a % 20 < 15 then 'reviewed' when a % 20 < 17 then 'shortlisted'
                    when a % 20 < 19 then 'rejected' else 'hired' end)::application_status,
              now() - ((a * 37) % 216000) * interval '1 minute',
              now() - greatest(0, (a * 37) % 216000 - case when a % 20 < 12 then 0 else 2880 end) * interval '1 minute',
              -- The employer's reply (the responsiveness figures' event): two days after applying, for those answered.
              case when a % 20 >= 12 then now() - greatest(0, (a * 37) % 216000 - 2880) * interval '1 minute' end,
              case when a % 20 >= 12 then now() - greatest(0, (a * 37) % 216000 - 2880) * interval '1 minute' end
       from (
         select a, a / ${HEAVY_PER_USER} as user_n, ((a / ${HEAVY_PER_USER}) * 7919 + (a % ${HEAVY_PER_USER}) * 331) % ${JOBS} as job_n
         from generate_series(0, ${heavyApplications - 1}) a
         union all
         select ${heavyApplications} + a, ${HEAVY_USERS} + a % ${restUsers},
                ((${HEAVY_USERS} + a % ${restUsers}) * 7919 + (a / ${restUsers}) * 3989 + 17) % ${JOBS}
         from generate_series(0, ${restApplications - 1}) a
       ) p
       join scale_users u on u.n = p.user_n
       join scale_jobs j on j.n = p.job_n
       on conflict do nothing`,
    ],
    ...networkStatements(),
    ...mentorStatements(passwordHash),
    ...bookStatements(),
    searchWords('jobs', 'jobs'),
    searchWords('mentors', 'mentor_profiles'),
    searchWords('books', 'books'),
  ];
}

/**
 * The typo search's vocabulary (search_words, migration 0026) from `table`'s documents: its insert trigger does not
 * fire in the bulk load, and a word missing there is never matched.
 */
const searchWords = (source, table) => [
  `${source} search words`,
  `insert into search_words (source, word)
   select distinct '${source}', w from ${table}, unnest(tsvector_to_array(search_doc)) w
   where w ~ '^[[:alnum:]]{1,40}$' and w !~ '^[0-9]+$'
   on conflict do nothing`,
];

const FOCUS_AREAS = [
  'Software Engineering',
  'Data Science',
  'Product Management',
  'UI/UX Design',
  'Marketing',
  'Finance',
  'Consulting',
  'Data Engineering',
];
const EXPERTISE = [
  'Resume Review',
  'Mock Interviews',
  'System Design',
  'Career Switch',
  'Higher Studies Abroad',
  'SQL and Analytics',
  'Startups',
  'Placements',
];
const SLOT_MINUTES = [540, 570, 600, 630, 660, 960, 990, 1050];
/** The first instant of tomorrow in India (IST), where booking days start (community §9). */
const IST_TOMORROW = `((date_trunc('day', now() at time zone 'Asia/Kolkata') + interval '1 day') at time zone 'Asia/Kolkata')`;

/**
 * Mentors with default availability; bookings spread over the past year (finished: completed, some
 * declined or cancelled) plus two live bookings per mentor tomorrow at 09:00 and 10:00 IST, so the detail
 * page has taken slots. A quarter of the completed sessions are reviewed, and each mentor's rating and
 * review count are computed from them as the service does.
 */
function mentorStatements(passwordHash) {
  const liveBookings = Math.min(BOOKINGS, MENTORS * 2);
  const pastBookings = BOOKINGS - liveBookings;
  const mentorName = `${pick(FIRST, 'n * 3 + 1')} || ' ' || ${pick(LAST, 'n * 7 + 2')}`;
  const mentorCompany = `${pick(PREFIXES, 'n')} || ' ' || ${pick(SUFFIXES, 'n / 3')}`;
  return [
    [
      'ids',
      `create temp table scale_mentors on commit drop as select n, gen_random_uuid() as id from generate_series(0, ${MENTORS - 1}) n`,
    ],
    ['ids', `create unique index on scale_mentors (n)`],
    [
      `${MENTORS} mentors`,
      `insert into users (id, email, username, password_hash, role, email_verified_at, profile_completed_at, created_at, updated_at)
       select id, 'scale.mentor.' || n || '@bench.local', 'mentor_' || n, ${lit(passwordHash)}, 'mentor', now(), now(), now(), now()
       from scale_mentors`,
    ],
    [
      `${MENTORS} mentor profiles`,
      `insert into mentor_profiles (user_id, full_name, headline, about, company, program, linkedin_url, functional_focus_area,
                                    area_of_expertise, years_of_experience, languages)
       select id, ${mentorName}, ${pick(
         ROLES.map((role) => `Senior ${role[0]}`),
         'n',
       )}, (2 + n % 15) || ' years in the industry; I help students with ' || lower(${pick(EXPERTISE, 'n')}) || ' and first jobs.',
              ${mentorCompany}, ${pick(EXPERTISE, 'n + 3')} || ' Programme', 'https://www.linkedin.com/in/mentor-' || n,
              array[${pick(FOCUS_AREAS, 'n')}, ${pick(FOCUS_AREAS, 'n + 3')}], array[${pick(EXPERTISE, 'n')}, ${pick(EXPERTISE, 'n + 5')}],
              2 + n % 15, array['English', 'Hindi']
       from scale_mentors`,
    ],
    [
      'mentor search text',
      // The bulk load runs with triggers off (session_replication_role), so the trigger's work is done here.
      `update mentor_profiles set search_text = lower(concat_ws(' ', full_name, headline, company,
         array_to_string(functional_focus_area, ' '), array_to_string(area_of_expertise, ' ')))
       where search_text = ''`,
    ],
    [
      `${pastBookings} past bookings`,
      `insert into bookings (mentor_id, student_id, scheduled_at, status, agenda, learning_goals, created_at, updated_at,
                             answered_at, attendance_outcome)
       select m.id, u.id, ${IST_TOMORROW} - (2 + (b / ${MENTORS}) % 360) * interval '1 day' + (${arr(SLOT_MINUTES.map(String))})[1 + b % 8]::int * interval '1 minute',
              (case when b % 10 < 8 then 'completed' when b % 10 = 8 then 'declined' else 'cancelled' end)::booking_status,
              'Guidance on ' || lower(${pick(EXPERTISE, 'b')}), 'Land an internship this year',
              now() - (3 + (b / ${MENTORS}) % 360) * interval '1 day', now() - (2 + (b / ${MENTORS}) % 360) * interval '1 day',
              -- The reliability figures' records: each mentor answers within up to 6-55 hours (mentor n: 6 + n % 50),
              -- so some always answer within 24 hours and others often late; half the cancelled were never answered;
              -- one completed session in 23 was the mentor's no-show.
              case when b % 20 <> 19 then now() - (3 + (b / ${MENTORS}) % 360) * interval '1 day'
                + ((b * 11) % (6 + m.n % 50)) * interval '1 hour' + interval '10 minutes' end,
              case when b % 10 < 8 then (case when b % 23 = 0 then 'mentor_no_show' else 'held' end) end
       from generate_series(0, ${Math.max(0, pastBookings - 1)}) b
       join scale_mentors m on m.n = b % ${MENTORS}
       join scale_users u on u.n = (b * 7) % ${USERS}
       where ${pastBookings} > 0`,
    ],
    [
      `${liveBookings} live bookings`,
      `insert into bookings (mentor_id, student_id, scheduled_at, status, agenda)
       select m.id, u.id, ${IST_TOMORROW} + (case when b < ${MENTORS} then 540 else 600 end) * interval '1 minute',
              (case when b % 2 = 0 then 'confirmed' else 'pending' end)::booking_status, 'Mock interview practice'
       from generate_series(0, ${liveBookings - 1}) b
       join scale_mentors m on m.n = b % ${MENTORS}
       join scale_users u on u.n = (b * 13 + 5) % ${USERS}`,
    ],
    [
      'reviews',
      `insert into booking_reviews (booking_id, mentor_id, subject_knowledge, inspirational, problem_solving, communication, extra_mile, rating, comment)
       select id, mentor_id, 3 + k % 3, 3 + (k / 3) % 3, 4 + k % 2, 3 + (k / 5) % 3, 2 + k % 4, 3 + (k / 2) % 3, 'Clear, practical advice.'
       from (select id, mentor_id, abs(hashtext(id::text)) as k from bookings where status = 'completed') c
       where k % 4 = 0
       on conflict do nothing`,
    ],
    [
      'mentor ratings',
      `update mentor_profiles p set rating = r.rating, total_reviews = r.total
       from (select mentor_id, round(avg(rating), 1) as rating, count(*)::int as total from booking_reviews group by mentor_id) r
       where r.mentor_id = p.user_id`,
    ],
  ];
}

const BOOK_SUBJECTS = [
  'Engineering Mathematics',
  'Engineering Physics',
  'Programming in C',
  'Data Structures',
  'Digital Logic Design',
  'Discrete Mathematics',
  'Object Oriented Programming',
  'Operating Systems',
  'Database Management Systems',
  'Computer Networks',
  'Theory of Computation',
  'Compiler Design',
  'Machine Learning',
  'Cloud Computing',
  'Information Security',
  'Software Engineering',
  'Microprocessors',
  'Web Technologies',
  'Engineering Economics',
  'Thermodynamics',
];
const BOOK_KINDS = ['Notes', 'Handbook', 'Question Bank', 'Short Notes', 'Lab Manual', 'Made Simple', 'Crash Course', 'Revision Guide'];

/**
 * E-books of the EDU-VALT shelf: titles, subjects and authors built from the lists above, a semester for
 * nine in ten (1–6), spread over two years. The files are not written (the list reads rows only).
 */
function bookStatements() {
  return [
    [
      `${BOOKS} books`,
      `insert into books (title, subject, semester, author, pdf_key, pdf_url, pdf_bytes, page_count, cover_key, cover_url, cover_generated, created_at, updated_at)
       select ${pick(BOOK_SUBJECTS, 'n')} || ' ' || ${pick(BOOK_KINDS, 'n / 20')} || ' ' || (1 + n / 160),
              ${pick(BOOK_SUBJECTS, 'n')},
              case when n % 10 = 9 then null else 1 + (n * 7) % 6 end,
              ${pick(FIRST, 'n * 3')} || ' ' || ${pick(LAST, 'n * 5 + 1')},
              'books/bench-' || n || '.pdf', '/uploads/books/bench-' || n || '.pdf', 40000 + (n * 37) % 400000, 4 + n % 300,
              null, null, false,
              now() - (n % 730) * interval '1 day' - (n % 1440) * interval '1 minute', now()
       from generate_series(0, ${BOOKS - 1}) n`,
    ],
  ];
}

/**
 * Each user is connected to the users at fixed offsets after them (wrapping), so every user has about
 * 2 * CONNECTIONS / USERS connections and neighbours n, n+1 are always connected (the message benchmark
 * pairs heavy users 2k and 2k+1). Offsets stay under USERS / 2, so no pair appears twice.
 */
const CONNECTION_OFFSETS = [1, 7, 31, 101, 331, 1009, 3001, 10007, 30011, 49999, 3, 13, 61, 211, 661, 2003, 6007, 20011, 40009, 47, 97];

/** The offsets in use: user n is connected to n + offset (wrapping) for each. */
const connectionOffsets = () =>
  CONNECTION_OFFSETS.filter((offset) => offset < USERS / 2).slice(0, Math.max(1, Math.round(CONNECTIONS / USERS)));

function networkStatements() {
  const offsets = connectionOffsets();
  const perUserNotifications = Math.max(1, Math.round(NOTIFICATIONS / USERS));
  const types = [
    ['connection_request', 'sent you a connection request', "'/AfterConnecting/' || s.id"],
    ['connection_accepted', 'accepted your connection request', "'/AfterConnecting/' || s.id"],
    ['collaboration_request', 'invited you to collaborate', "'/collabs'"],
    ['message', 'sent you a message', "'/MessageMobileInbox'"],
    ['application_status', 'Your application moved to reviewed', "'/CareerZoneApplications'"],
  ];
  return [
    [
      `${USERS * offsets.length} connections`,
      `insert into connections (user_id1, user_id2, created_at, collaborating_since)
       select a.id, b.id, now() - ((a.n * 13 + o.k * 7) % 8760) * interval '1 hour',
              case when (a.n + o.k) % 5 = 0 then now() - ((a.n + o.k) % 2000) * interval '1 hour' end
       from scale_users a
       cross join unnest(array[${offsets.join(',')}]) with ordinality as o(off, k)
       join scale_users b on b.n = (a.n + o.off) % ${USERS}
       on conflict do nothing`,
    ],
    [
      `${Math.floor(USERS / 2)} pending requests`,
      `insert into connection_requests (sender_id, receiver_id, kind, status, created_at)
       select a.id, b.id, 'connection', 'pending', now() - (a.n % 600) * interval '1 hour'
       from scale_users a join scale_users b on b.n = (a.n + 3 * ${USERS} / 7 + 1) % ${USERS}
       where a.n % 2 = 0 and a.n <> b.n
       on conflict do nothing`,
    ],
    [
      `${USERS * perUserNotifications} notifications`,
      `insert into notifications (user_id, sender_id, sender_name, type, message, link, read_at, created_at)
       select u.id, s.id, 'scale_' || s.n, (${arr(types.map((t) => t[0]))})[1 + k % ${types.length}],
              (case when k % ${types.length} = 4 then '' else 'scale_' || s.n || ' ' end) || (${arr(types.map((t) => t[1]))})[1 + k % ${types.length}],
              case k % ${types.length} ${types.map((t, i) => `when ${i} then ${t[2]}`).join(' ')} end,
              case when k % 3 <> 0 then now() - (k * 29) * interval '1 minute' end,
              now() - ((k * 47 + u.n) % 60000) * interval '1 minute'
       from scale_users u
       cross join generate_series(0, ${perUserNotifications - 1}) k
       join scale_users s on s.n = (u.n + k + 1) % ${USERS}`,
    ],
  ];
}

/** Blog topics: how a title names it, and its tag (lower case, as the API stores tags). */
const BLOG_TOPICS = [
  ['Kubernetes', 'kubernetes'],
  ['React', 'react'],
  ['System Design', 'system-design'],
  ['Machine Learning', 'machine-learning'],
  ['Data Structures', 'dsa'],
  ['Placements', 'placements'],
  ['Internships', 'internships'],
  ['Resume Writing', 'resume'],
  ['Open Source', 'open-source'],
  ['Competitive Programming', 'competitive-programming'],
  ['PostgreSQL', 'postgresql'],
  ['TypeScript', 'typescript'],
  ['Product Management', 'product'],
  ['UI Design', 'design'],
  ['Startups', 'startups'],
  ['Hackathons', 'hackathons'],
  ['Higher Studies Abroad', 'higher-studies'],
  ['GATE Preparation', 'gate'],
  ['Cloud Computing', 'cloud'],
  ['Cyber Security', 'security'],
  ['Public Speaking', 'public-speaking'],
  ['Personal Finance', 'finance'],
  ['Data Analysis', 'data-analysis'],
  ['Android Development', 'android'],
  ['Docker', 'docker'],
  ['Linux', 'linux'],
  ['Git', 'git'],
  ['Interview Preparation', 'interviews'],
  ['Freelancing', 'freelancing'],
  ['Campus Life', 'campus-life'],
  ['Mental Health', 'wellbeing'],
  ['Time Management', 'productivity'],
  ['Python', 'python'],
  ['Java', 'java'],
  ['Deep Learning', 'deep-learning'],
  ['Blockchain', 'blockchain'],
  ['Digital Marketing', 'marketing'],
  ['Robotics', 'robotics'],
  ['Research Papers', 'research'],
  ['Final Year Projects', 'projects'],
];
const BLOG_OPENERS = [
  'How I learned',
  'A beginner’s guide to',
  'What nobody tells you about',
  'Lessons from a semester of',
  'My first month with',
  'Mistakes I made with',
  'Getting started with',
  'Why I stopped fearing',
  'A practical roadmap for',
  'Notes from a workshop on',
  'Cracking',
  'Everything I know about',
];
const BLOG_ENDINGS = ['', ' as a student', ' in college', ' before placements', ' on a budget', ' in thirty days'];
const BLOG_SENTENCES = [
  'I started with no plan and a lot of curiosity, and the first week was mostly reading documentation late at night.',
  'What helped most was a small project that I could finish, show to friends and improve every weekend.',
  'My seniors pointed me to a few good resources, and I wrote down everything I did not understand.',
  'The hardest part was not the material but staying consistent between exams, labs and assignments.',
  'I kept a notebook of mistakes, and reading it before interviews saved me more than once.',
  'Pair up with a friend: explaining an idea out loud is the fastest way to find the gaps in it.',
  'Do not wait to feel ready. Apply, build, share your work and ask for feedback early.',
  'Our college club ran weekly sessions, and teaching juniors made me understand the basics properly.',
  'A mentor on Campus reviewed my plan and told me to cut half of it, which was the best advice I got.',
  'If I started again today, I would spend less time collecting courses and more time finishing one.',
];
const BLOG_COMMENT_BODIES = [
  'Thanks for writing this, it is exactly what I needed before my interviews.',
  'Really useful. Could you share the resources you mentioned?',
  'Same experience here, the consistency part is so true.',
  'Bookmarking this for next semester.',
  'Great post! Which project would you suggest for a beginner?',
  'This helped me a lot, thank you senior.',
  'I tried this approach last month and it worked for me too.',
  'Clear and practical, please write a follow-up.',
];

/**
 * Blog posts by the scale users (about two each), created over two years: 82% public, 12% friends only,
 * 6% private, of every visibility 4% drafts, one in a thousand held by the checks. Titles, descriptions, tags and content come
 * from the lists above, and search_text is built exactly as the service builds it (title, description, tags,
 * author name, lower-cased), so the typo-tolerant search matches real words. Likes and comments go to
 * published posts their writer may see: public posts from anyone, friends-only posts from the author's
 * connections (the fixed connection offsets); private posts and drafts get none. like_count and
 * comment_count are then set from the rows (visible comments only), as the service keeps them.
 * The benchmark's student (scale.user.0) is also given about STUDENT_CONNECTIONS connections, so the
 * feed's friends-only check runs against a real network.
 */
function blogStatements(offsets) {
  const topicTitles = BLOG_TOPICS.map((topic) => topic[0]);
  const topicTags = BLOG_TOPICS.map((topic) => topic[1]);
  const topic = 'n % 40';
  const topic2 = `(n % 40 + 1 + (n / 40) % 39) % 40`;
  const sentence = (k) => pick(BLOG_SENTENCES, `n * ${k} + ${k * 3}`);
  const published = 'p.m'; // position among the posts that take likes and comments
  const friendsOffsets = `(array[${offsets.join(',')}])`;
  const reader = (k) =>
    `case when p.visibility = 'friends'
            then (p.author_n + ${USERS} + (1 - 2 * ((${k} / ${offsets.length}) % 2)) * ${friendsOffsets}[1 + ${k} % ${offsets.length}]) % ${USERS}
          else (${published} * 31 + ${k} * 9973 + 1) % ${USERS} end`;
  return [
    ['fast bulk load', `set local session_replication_role = replica`],
    [
      'ids',
      `create temp table scale_users on commit drop as
       select substring(email from '^scale\\.user\\.([0-9]+)@')::int as n, id from users where email like 'scale.user.%@bench.local'`,
    ],
    ['ids', `create unique index on scale_users (n)`],
    [
      `the student's connections (up to ${STUDENT_CONNECTIONS})`,
      `insert into connections (user_id1, user_id2, created_at)
       select s.id, b.id, now() - (k % 700) * interval '1 day'
       from scale_users s
       cross join generate_series(1, ${STUDENT_CONNECTIONS * 2}) k
       join scale_users b on b.n = (k * 97 + 5) % ${USERS}
       where s.n = 0 and b.n <> 0
         and not exists (select 1 from connections c where least(c.user_id1, c.user_id2) = least(s.id, b.id)
                                                       and greatest(c.user_id1, c.user_id2) = greatest(s.id, b.id))
       order by k
       limit greatest(0, ${STUDENT_CONNECTIONS} - (select count(*) from connections c, scale_users s
                                                   where s.n = 0 and s.id in (c.user_id1, c.user_id2)))
       on conflict do nothing`,
    ],
    [
      'ids',
      `create temp table scale_posts on commit drop as
       select n, gen_random_uuid() as id, n % ${USERS} as author_n,
              (case when n % 100 between 78 and 89 then 'friends' when n % 100 between 90 and 95 then 'private' else 'public' end)::blog_visibility
                as visibility,
              (case when (n / 100) % 25 = 7 then 'draft' else 'published' end)::blog_status as status,
              (case when n % 1000 = 500 then 'held' else 'visible' end)::blog_moderation as moderation,
              now() - ((n::bigint * 104729) % 1051200) * interval '1 minute' as created_at
       from generate_series(0, ${BLOGS - 1}) n`,
    ],
    [
      `${BLOGS} blog posts`,
      `insert into blog_posts (id, author_id, title, description, content, tags, visibility, status, moderation, moderation_reason,
                               reading_minutes, search_text, created_at, updated_at)
       select id, author_id, title, description, content, tags, visibility, status, moderation,
              case when moderation = 'held' then 'It has more than 10 links.' end,
              greatest(1, round(array_length(regexp_split_to_array(content, '\\s+'), 1) / 200.0))::int,
              lower(concat_ws(' ', title, description, array_to_string(tags, ' '), 'scale_' || author_n)),
              created_at, created_at + (n % 3) * interval '1 hour'
       from (
         select p.*, u.user_id as author_id,
                ${pick(BLOG_OPENERS, 'n / 40')} || ' ' || ${pick(topicTitles, topic)} || ${pick(BLOG_ENDINGS, 'n / 480')} as title,
                'A student’s notes on ' || lower(${pick(topicTitles, topic)}) || ' and ' || lower(${pick(topicTitles, topic2)}) ||
                  ': what worked, what did not, and where to start.' as description,
                '<p>' || ${sentence(1)} || ' ' || ${sentence(3)} || '</p><h2>Where to start with ' || ${pick(topicTitles, topic)} ||
                  '</h2><p>' || ${sentence(5)} || ' ' || ${sentence(7)} || ' ' || ${sentence(11)} ||
                  '</p><ul><li>Pick one resource on ' || lower(${pick(topicTitles, topic)}) || ' and finish it</li><li>Build something small with ' ||
                  lower(${pick(topicTitles, topic2)}) || '</li><li>Share it and ask for feedback</li></ul><p>' || ${sentence(13)} || '</p>' as content,
                array[${pick(topicTags, topic)}, ${pick(topicTags, topic2)}] as tags
         from scale_posts p join (select n as user_n, id as user_id from scale_users) u on u.user_n = p.author_n
       ) b`,
    ],
    [
      'ids',
      `create temp table scale_readable on commit drop as
       select row_number() over (order by n) - 1 as m, id, author_n, visibility, created_at
       from scale_posts where status = 'published' and moderation = 'visible' and visibility <> 'private'`,
    ],
    ['ids', `create unique index on scale_readable (m)`],
    [
      `${BLOG_LIKES} blog likes`,
      `insert into blog_likes (post_id, user_id, created_at)
       select p.id, u.id, least(now(), p.created_at + (i % 4000) * interval '1 minute')
       from generate_series(0, ${BLOG_LIKES - 1}) i
       cross join lateral (select (select count(*) from scale_readable) as total) t
       join scale_readable p on p.m = i % t.total
       join scale_users u on u.n = (${reader('(i / t.total)')})
       on conflict do nothing`,
    ],
    [
      `${BLOG_COMMENTS} blog comments`,
      `insert into blog_comments (post_id, author_id, body, moderation, created_at, updated_at)
       select p.id, u.id, ${pick(BLOG_COMMENT_BODIES, 'i')},
              (case when i % 500 = 499 then 'hidden' else 'visible' end)::blog_moderation,
              least(now(), p.created_at + (i % 6000) * interval '1 minute'), least(now(), p.created_at + (i % 6000) * interval '1 minute')
       from generate_series(0, ${BLOG_COMMENTS - 1}) i
       cross join lateral (select (select count(*) from scale_readable) as total) t
       join scale_readable p on p.m = (i * 7) % t.total
       join scale_users u on u.n = (${reader('(i / t.total + 3)')})`,
    ],
    [
      'blog like and comment counts',
      `update blog_posts b set like_count = coalesce(l.n, 0), comment_count = coalesce(c.n, 0)
       from scale_readable p
       left join (select post_id, count(*)::int as n from blog_likes group by post_id) l on l.post_id = p.id
       left join (select post_id, count(*)::int as n from blog_comments where moderation = 'visible' group by post_id) c on c.post_id = p.id
       where b.id = p.id`,
    ],
    searchWords('blogs', 'blog_posts'),
  ];
}

const started = performance.now();
const databaseUrl = process.env.DATABASE_URL || undefined;
const pgliteDir = path.join(path.resolve(process.env.DATA_DIR ?? './data'), 'pgdata');
// A bulk load of millions of rows: the request path's statement time limit (5 s by default) would cancel it.
const database = await openDatabase({ databaseUrl, pgliteDir, poolSize: 2, statementTimeoutMs: 3_600_000 });
const rowsOf = (result) => result.rows ?? result;
try {
  await database.migrate();
  const [seeded] = rowsOf(
    await database.db.execute(sql.raw(`select count(*)::int as n from users where email = 'scale.user.0@bench.local'`)),
  );
  const run = async (list) =>
    database.db.transaction(async (tx) => {
      for (const [label, text] of list) {
        const t0 = performance.now();
        await tx.execute(sql.raw(text));
        if (label !== 'ids' && label !== 'fast bulk load') console.log(`  ${label}: ${Math.round(performance.now() - t0)} ms`);
      }
    });
  let changed = false;
  if (seeded.n > 0) {
    console.log('scale data already present');
  } else {
    console.log(
      `seeding ${database.kind}: ${USERS} users, ${JOBS} jobs, ${APPLICATIONS} applications, ${CONNECTIONS} connections, ` +
        `${NOTIFICATIONS} notifications, ${MENTORS} mentors, ${BOOKINGS} bookings, ${BOOKS} books`,
    );
    await run(statements(await hashPassword(PASSWORD)));
    changed = true;
  }
  const [blogged] = rowsOf(
    await database.db.execute(
      sql.raw(`select count(*)::int as n from blog_posts p join users u on u.id = p.author_id where u.email = 'scale.user.0@bench.local'`),
    ),
  );
  if (blogged.n > 0) {
    console.log('scale blog posts already present');
  } else {
    console.log(`seeding ${database.kind}: ${BLOGS} blog posts, ${BLOG_LIKES} likes, ${BLOG_COMMENTS} comments`);
    await run(blogStatements(connectionOffsets()));
    changed = true;
  }
  if (changed) {
    const t0 = performance.now();
    // Fresh statistics for the planner and an up-to-date visibility map for index-only counts.
    await database.db.execute(sql.raw('vacuum analyze'));
    console.log(`  vacuum analyze: ${Math.round(performance.now() - t0)} ms`);
  }
  const [counts] = rowsOf(
    await database.db.execute(
      sql.raw(
        `select (select count(*) from users)::int as users, (select count(*) from profiles)::int as profiles,
                (select count(*) from profile_education)::int as education, (select count(*) from jobs)::int as jobs,
                (select count(*) from job_applications)::int as applications,
                (select count(*) from connections)::int as connections, (select count(*) from notifications)::int as notifications,
                (select count(*) from mentor_profiles)::int as mentors, (select count(*) from bookings)::int as bookings,
                (select count(*) from books)::int as books, (select count(*) from blog_posts)::int as "blogPosts",
                (select count(*) from blog_likes)::int as "blogLikes", (select count(*) from blog_comments)::int as "blogComments"`,
      ),
    ),
  );
  console.log(`database now holds ${JSON.stringify(counts)}; ${Math.round((performance.now() - started) / 1000)} s`);
  if (process.env.SCALE_SAMPLE_FILE) {
    // Ids for benchmarks that read one row by id: spread over the tables, so they are not all in one page.
    const step = Math.max(1, Math.floor(USERS / 500));
    const emails = Array.from({ length: Math.min(500, USERS) }, (_, k) => `scale.user.${k * step}@bench.local`);
    const profileIds = rowsOf(await database.db.execute(sql.raw(`select id from users where lower(email) = any(${arr(emails)})`))).map(
      (row) => row.id,
    );
    const jobIds = rowsOf(await database.db.execute(sql.raw(`select id from jobs order by md5(id::text) limit 500`))).map((row) => row.id);
    const mentorIds = rowsOf(
      await database.db.execute(sql.raw(`select user_id as id from mentor_profiles order by md5(user_id::text) limit 500`)),
    ).map((row) => row.id);
    // Posts the student may see: mostly public ones, and some friends-only posts of their connections.
    const blogIds = rowsOf(
      await database.db.execute(
        sql.raw(
          `with s as (select id from users where email = 'scale.user.0@bench.local'),
                friends as (select case when c.user_id1 = s.id then c.user_id2 else c.user_id1 end as id
                            from connections c, s where s.id in (c.user_id1, c.user_id2))
           (select p.id from blog_posts p
            where p.status = 'published' and p.moderation = 'visible' and p.visibility = 'public'
            order by md5(p.id::text) limit 450)
           union all
           (select p.id from blog_posts p join friends f on f.id = p.author_id
            where p.status = 'published' and p.moderation = 'visible' and p.visibility = 'friends'
            order by md5(p.id::text) limit 50)`,
        ),
      ),
    ).map((row) => row.id);
    const sample = { student: { email: 'scale.user.0@bench.local', password: PASSWORD }, profileIds, jobIds, mentorIds, blogIds };
    writeFileSync(process.env.SCALE_SAMPLE_FILE, JSON.stringify(sample));
  }
} finally {
  await database.close();
}
