import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { applicationStatusMessage, type ApplicationStatus, type JobType } from '../../../shared/contracts/careers.js';
import { sanitizeRichText } from '../../platform/rich-text.js';
import { createNotification } from '../notifications/index.js';
import { jobApplications, jobs, savedJobs, users } from '../../db/schema/index.js';
import { refreshAllCompanies } from './careers.responsiveness.js';
import { seedEmployerReplies } from './careers.seed-replies.js';

/** Demo companies: invented, Indian and global, each with a short "about" and a recruiter. */
interface Company {
  name: string;
  about: string;
  hr: { name: string; position: string };
}

const companies = {
  nimbus: {
    name: 'Nimbus Cloudworks',
    about:
      'Nimbus Cloudworks builds managed Kubernetes and observability tools used by more than 2,000 engineering teams across India and South-East Asia. Founded in Bengaluru in 2016, the team of 450 ships from offices in Bengaluru and Pune.',
    hr: { name: 'Ananya Iyer', position: 'Talent Acquisition Lead' },
  },
  kaveri: {
    name: 'Kaveri Analytics',
    about:
      'Kaveri Analytics helps retailers and banks turn their data into decisions, with forecasting and customer analytics products built on a modern data stack. It works with 60+ enterprise clients from its Bengaluru and Chennai centres.',
    hr: { name: 'Karthik Subramanian', position: 'Campus Recruitment Manager' },
  },
  saffron: {
    name: 'Saffron Pay',
    about:
      'Saffron Pay is a Mumbai-based payments company processing UPI, card and net-banking payments for over 80,000 small businesses. It is licensed as a payment aggregator and backed by leading fintech investors.',
    hr: { name: 'Rohit Mehra', position: 'HR Business Partner' },
  },
  tandem: {
    name: 'Tandem Health',
    about:
      'Tandem Health runs a connected-care platform linking 1,200 clinics, diagnostic labs and pharmacies, so patients in tier-2 and tier-3 cities get follow-ups without travelling. Headquartered in Hyderabad.',
    hr: { name: 'Divya Menon', position: 'Senior Recruiter' },
  },
  dakshin: {
    name: 'Dakshin Freight Systems',
    about:
      'Dakshin Freight Systems moves containers and part-truck loads along the southern corridor, with route-planning software built in-house. Its Chennai technology hub serves a fleet network of 9,000 trucks.',
    hr: { name: 'Lakshmi Venkatesh', position: 'People Operations Manager' },
  },
  zenith: {
    name: 'Zenith Motors India',
    about:
      'Zenith Motors India designs and assembles electric two-wheelers at its plant in Chakan, near Pune, and runs an R&D centre for battery management and connected vehicles.',
    hr: { name: 'Nikhil Desai', position: 'Talent Acquisition Specialist' },
  },
  brightleaf: {
    name: 'Brightleaf EdTech',
    about:
      'Brightleaf EdTech makes live and recorded courses for board exams and competitive tests in eight Indian languages, reaching 3 million learners a month from its Noida studio.',
    hr: { name: 'Aditi Banerjee', position: 'HR Manager' },
  },
  monsoon: {
    name: 'Monsoon Games',
    about:
      'Monsoon Games is an independent studio in Pune making casual and mid-core mobile games with 40 million downloads worldwide. Small teams own a game end to end.',
    hr: { name: 'Tanvi Shah', position: 'Studio Recruiter' },
  },
  indus: {
    name: 'Indus Insight Research',
    about:
      'Indus Insight Research is a market-research and strategy firm in Gurugram advising consumer brands, state governments and development organisations across India.',
    hr: { name: 'Harpreet Kaur', position: 'Recruitment Lead' },
  },
  lotus: {
    name: 'Lotus Retail Tech',
    about:
      'Lotus Retail Tech runs a fashion and home marketplace with 25,000 sellers and its own same-day delivery network in six metros. Its engineering and category teams sit in Mumbai.',
    hr: { name: 'Farah Khan', position: 'Talent Partner' },
  },
  hooghly: {
    name: 'Hooghly Fintech',
    about:
      'Hooghly Fintech offers small-ticket credit and savings products to micro-entrepreneurs in eastern India through a network of field partners and a vernacular app. Based in Kolkata.',
    hr: { name: 'Rahul Chatterjee', position: 'HR Business Partner' },
  },
  sabarmati: {
    name: 'Sabarmati Digital Textiles',
    about:
      'Sabarmati Digital Textiles brings design-to-delivery software and digital printing to Ahmedabad’s textile manufacturers, exporting to 30 countries.',
    hr: { name: 'Nidhi Patel', position: 'HR Executive' },
  },
  northstar: {
    name: 'Northstar Global Services',
    about:
      'Northstar Global Services is an IT services and consulting company with 40,000 people in 18 countries. Its Indian delivery centres in Hyderabad, Chennai and Pune build and run systems for banks, insurers and airlines.',
    hr: { name: 'Siddharth Rao', position: 'University Relations Manager' },
  },
  helix: {
    name: 'Helix Bioinformatics',
    about:
      'Helix Bioinformatics analyses genomic and clinical-trial data for pharmaceutical companies, combining wet-lab partners in Hyderabad’s Genome Valley with a cloud analysis platform.',
    hr: { name: 'Sana Qureshi', position: 'Talent Acquisition Manager' },
  },
  quantumLeaf: {
    name: 'Quantum Leaf Software',
    about:
      'Quantum Leaf Software builds HR and payroll software for mid-sized Indian companies, used to pay 1.5 million employees every month. Engineering is in Noida.',
    hr: { name: 'Imran Siddiqui', position: 'Technical Recruiter' },
  },
  arcadia: {
    name: 'Arcadia Design Studio',
    about:
      'Arcadia Design Studio is a product-design consultancy in Bengaluru that has shaped apps and services for banks, hospitals and start-ups in India, the UK and Singapore.',
    hr: { name: 'Meera Joshi', position: 'Studio Manager' },
  },
  orbit: {
    name: 'Orbit Mobility',
    about:
      'Orbit Mobility runs shared electric scooters and battery-swap stations in Bengaluru, Hyderabad and Delhi NCR, with fleet software written in-house.',
    hr: { name: 'Arjun Reddy', position: 'Senior Talent Partner' },
  },
  pinecrest: {
    name: 'Pinecrest Capital',
    about:
      'Pinecrest Capital is a global investment bank whose Mumbai and Bengaluru capability centres run risk, trading technology and operations for its offices in London, New York and Hong Kong.',
    hr: { name: 'Kavya Krishnan', position: 'Campus Hiring Lead' },
  },
  greenfield: {
    name: 'Greenfield AgriTech',
    about:
      'Greenfield AgriTech gives 300,000 farmers in Maharashtra and Karnataka crop advice, soil testing and market prices through an app and a network of village agents. Based in Pune.',
    hr: { name: 'Omkar Jadhav', position: 'HR Manager' },
  },
  silverline: {
    name: 'Silverline Media',
    about:
      'Silverline Media produces podcasts, short documentaries and branded video for streaming platforms and brands, from studios in Mumbai’s Andheri.',
    hr: { name: 'Rhea D’Souza', position: 'Talent & Culture Lead' },
  },
  cobalt: {
    name: 'Cobalt Security Labs',
    about:
      'Cobalt Security Labs provides penetration testing, a managed security operations centre and compliance tooling to 400 companies from its Gurugram base.',
    hr: { name: 'Vikram Nair', position: 'Senior Recruiter' },
  },
  meridian: {
    name: 'Meridian Consulting Group',
    about:
      'Meridian Consulting Group is a global management consultancy; its Gurugram and Mumbai offices serve clients in consumer goods, energy and the public sector.',
    hr: { name: 'Neha Agarwal', position: 'Recruiting Coordinator' },
  },
  harbor: {
    name: 'Harbor & Finch',
    about:
      'Harbor & Finch is a remote-first company selling home goods online in the US and Europe. Its 120 people work from 14 countries, with a large product and support team in India.',
    hr: { name: 'Zoya Mirza', position: 'People Partner, APAC' },
  },
  jugaad: {
    name: 'Jugaad Labs',
    about:
      'Jugaad Labs is a fully remote start-up building low-code workflow tools for Indian small businesses, from invoices on WhatsApp to stock registers.',
    hr: { name: 'Pranav Kulkarni', position: 'Co-founder & Hiring Lead' },
  },
  solace: {
    name: 'Solace Energy',
    about:
      'Solace Energy designs and installs rooftop solar for homes and factories in Gujarat and Rajasthan, with 180 MW installed so far. Headquartered in Ahmedabad.',
    hr: { name: 'Hetal Shah', position: 'HR Business Partner' },
  },
  eastwind: {
    name: 'Eastwind Knowledge Works',
    about:
      'Eastwind Knowledge Works creates learning content, assessments and localisation for publishers and universities, from its Kolkata content centre.',
    hr: { name: 'Pooja Bhattacharya', position: 'HR Lead' },
  },
  redwood: {
    name: 'Redwood Systems India',
    about:
      'Redwood Systems India is the Chennai engineering centre of a US enterprise-software company whose customer-support platform is used by 9,000 businesses.',
    hr: { name: 'Sneha Raghavan', position: 'Campus Recruiter' },
  },
} satisfies Record<string, Company>;

type CompanyKey = keyof typeof companies;

/** Role families: what the job is about, what the person will do, what they bring. */
interface Role {
  intro: string;
  tasks: string[];
  needs: string[];
}

const roles = {
  frontend: {
    intro: 'You will build the screens our users see every day, working closely with designers and backend engineers.',
    tasks: [
      'Build responsive pages and reusable components',
      'Turn designs into accessible, fast interfaces',
      'Write tests and review pull requests',
      'Measure and improve page performance',
    ],
    needs: [
      'Good grasp of HTML, CSS and JavaScript',
      'Experience with React or a similar library',
      'An eye for detail and for accessibility',
    ],
  },
  backend: {
    intro: 'You will design and run the services and APIs behind our product, with a focus on reliability.',
    tasks: [
      'Design REST APIs and database schemas',
      'Write well-tested services',
      'Monitor production and fix what breaks',
      'Improve query performance',
    ],
    needs: ['Sound programming fundamentals', 'Comfort with SQL databases', 'Curiosity about how systems behave under load'],
  },
  fullstack: {
    intro: 'You will ship features end to end, from the database to the browser, in a small product team.',
    tasks: [
      'Build features across API and web app',
      'Write tests and documentation',
      'Pair with designers on user flows',
      'Take part in on-call once you are settled',
    ],
    needs: ['Experience with JavaScript or TypeScript', 'Basics of databases and HTTP', 'Willingness to own a feature end to end'],
  },
  mobile: {
    intro: 'You will build our Android and iOS apps used by millions of people on low-cost phones and patchy networks.',
    tasks: [
      'Build app screens and offline flows',
      'Keep the app small and fast',
      'Fix crashes reported from the field',
      'Work with designers on interactions',
    ],
    needs: ['Experience with Kotlin, Swift or Flutter', 'Understanding of app lifecycles', 'Care for performance on budget devices'],
  },
  data: {
    intro: 'You will help teams make decisions with data: clean it, analyse it and present it clearly.',
    tasks: [
      'Write SQL to answer business questions',
      'Build dashboards and recurring reports',
      'Run and analyse experiments',
      'Present findings to product and business teams',
    ],
    needs: ['Strong SQL and spreadsheet skills', 'Python or R for analysis', 'Clear written and spoken communication'],
  },
  ml: {
    intro: 'You will build and ship machine-learning models that run in production, not just in notebooks.',
    tasks: [
      'Prepare datasets and features',
      'Train, evaluate and tune models',
      'Deploy models behind APIs and monitor drift',
      'Read papers and try ideas quickly',
    ],
    needs: [
      'Python and libraries such as pandas, scikit-learn and PyTorch',
      'Solid statistics and linear algebra',
      'Experience with at least one end-to-end ML project',
    ],
  },
  devops: {
    intro: 'You will keep our platform fast, secure and cheap to run, and make deploys boring.',
    tasks: [
      'Automate infrastructure with code',
      'Run CI/CD pipelines',
      'Set up monitoring and alerting',
      'Respond to and learn from incidents',
    ],
    needs: ['Linux and networking basics', 'Experience with Docker and a cloud provider', 'Scripting in Bash or Python'],
  },
  qa: {
    intro: 'You will make sure what we ship works, by testing it thoroughly and automating the repetitive parts.',
    tasks: [
      'Write test plans and test cases',
      'Automate regression tests',
      'Report and track bugs clearly',
      'Test on real devices and browsers',
    ],
    needs: ['An eye for edge cases', 'Basics of a programming language', 'Familiarity with Selenium, Playwright or Appium'],
  },
  security: {
    intro: 'You will help protect our clients by finding weaknesses before attackers do.',
    tasks: [
      'Assist in web and network penetration tests',
      'Triage alerts in the security operations centre',
      'Write clear findings reports',
      'Keep up with new vulnerabilities',
    ],
    needs: ['Networking and Linux fundamentals', 'Familiarity with Burp Suite, Nmap or Wireshark', 'An ethical, careful mindset'],
  },
  design: {
    intro: 'You will research, sketch and design experiences that are simple for first-time users.',
    tasks: [
      'Run user interviews and usability tests',
      'Create wireframes, prototypes and final designs',
      'Contribute to our design system',
      'Work closely with engineers during build',
    ],
    needs: ['A portfolio showing your process', 'Skill with Figma', 'Empathy for users and clear communication'],
  },
  product: {
    intro: 'You will work with engineering, design and business teams to decide what we build next and why.',
    tasks: [
      'Talk to users and analyse usage data',
      'Write clear product requirement documents',
      'Prioritise the backlog with the team',
      'Track launches and their impact',
    ],
    needs: ['Structured thinking and clear writing', 'Comfort with data and SQL basics', 'Curiosity about users and technology'],
  },
  marketing: {
    intro: 'You will plan and run campaigns that bring new users to our product and keep them engaged.',
    tasks: [
      'Plan social media and email campaigns',
      'Write and edit marketing copy',
      'Track campaign performance',
      'Coordinate with designers and agencies',
    ],
    needs: [
      'Strong written English (and ideally one more Indian language)',
      'Familiarity with social platforms and analytics tools',
      'Creativity and organisation',
    ],
  },
  content: {
    intro: 'You will write and edit content that explains complex topics simply to our readers and learners.',
    tasks: [
      'Research and write articles, scripts and guides',
      'Edit for clarity, accuracy and tone',
      'Work with subject experts',
      'Optimise content for search',
    ],
    needs: ['Excellent writing and editing', 'Research skills and attention to detail', 'Ability to meet deadlines'],
  },
  sales: {
    intro: 'You will meet business owners, understand their needs and help them succeed with our product.',
    tasks: [
      'Reach out to and meet prospective customers',
      'Run product demos',
      'Manage leads in our CRM',
      'Share customer feedback with the product team',
    ],
    needs: [
      'Confident communication in English and Hindi or a regional language',
      'Willingness to travel within the city',
      'Persistence and a positive attitude',
    ],
  },
  hr: {
    intro: 'You will help us hire great people and look after them once they join.',
    tasks: [
      'Screen candidates and schedule interviews',
      'Coordinate onboarding',
      'Maintain employee records',
      'Help plan engagement activities',
    ],
    needs: ['Good communication and organisation', 'Comfort with spreadsheets', 'Discretion with confidential information'],
  },
  finance: {
    intro: 'You will support our finance team with analysis, reporting and the numbers behind decisions.',
    tasks: [
      'Build financial models in Excel',
      'Prepare monthly reports',
      'Analyse costs and revenue trends',
      'Help with audits and compliance',
    ],
    needs: ['Background in commerce, finance or economics', 'Strong Excel skills', 'Accuracy and integrity'],
  },
  consulting: {
    intro: 'You will work on client projects, researching markets and building the analysis behind recommendations.',
    tasks: [
      'Research industries and competitors',
      'Analyse survey and market data',
      'Build slides that tell a clear story',
      'Join client workshops',
    ],
    needs: ['Structured problem solving', 'Excel and PowerPoint', 'Clear writing and presentation'],
  },
  operations: {
    intro: 'You will keep our operations running smoothly and find ways to make them faster and cheaper.',
    tasks: [
      'Track daily operations metrics',
      'Coordinate with vendors and field teams',
      'Find and fix process bottlenecks',
      'Prepare weekly reviews',
    ],
    needs: ['Comfort with Excel or Google Sheets', 'Problem-solving on the ground', 'Good coordination skills'],
  },
  engineering: {
    intro: 'You will work on hardware and manufacturing engineering problems with our R&D and plant teams.',
    tasks: [
      'Support design and testing of components',
      'Analyse test data',
      'Document processes and changes',
      'Work with suppliers on quality',
    ],
    needs: ['Degree or final year in a core engineering branch', 'Familiarity with CAD or MATLAB', 'Hands-on attitude'],
  },
  support: {
    intro: 'You will help our customers succeed, answering their questions and turning their feedback into improvements.',
    tasks: [
      'Answer customer queries by chat and email',
      'Write help-centre articles',
      'Escalate and track bugs',
      'Spot trends in customer feedback',
    ],
    needs: ['Excellent written English', 'Patience and empathy', 'Comfort learning software products'],
  },
} satisfies Record<string, Role>;

type RoleKey = keyof typeof roles;

interface SeedJob {
  title: string;
  company: CompanyKey;
  role: RoleKey;
  type: JobType;
  location: string;
  remote?: boolean;
  /** Monthly stipend (internships) or annual salary range in lakhs per annum. */
  stipend?: number;
  lpa?: [number, number];
  months?: number;
  skills: string[];
  daysAgo: number;
  /** Days from now to the closing date; negative means it has passed. Absent: open-ended. */
  closesIn?: number;
  closed?: boolean;
}

const seedJobs: SeedJob[] = [
  {
    title: 'Frontend Developer Intern',
    company: 'nimbus',
    role: 'frontend',
    type: 'internship',
    location: 'Bengaluru',
    stipend: 30000,
    months: 6,
    skills: ['React', 'TypeScript', 'CSS'],
    daysAgo: 0,
    closesIn: 30,
  },
  {
    title: 'Software Engineer - Backend',
    company: 'nimbus',
    role: 'backend',
    type: 'full-time',
    location: 'Bengaluru',
    lpa: [12, 18],
    skills: ['Go', 'PostgreSQL', 'Kubernetes'],
    daysAgo: 3,
    closesIn: 40,
  },
  {
    title: 'Site Reliability Engineer',
    company: 'nimbus',
    role: 'devops',
    type: 'full-time',
    location: 'Pune',
    lpa: [14, 22],
    skills: ['Linux', 'Terraform', 'AWS', 'Prometheus'],
    daysAgo: 9,
    closesIn: 21,
  },
  {
    title: 'Data Analyst Intern',
    company: 'kaveri',
    role: 'data',
    type: 'internship',
    location: 'Bengaluru',
    stipend: 25000,
    months: 3,
    skills: ['SQL', 'Excel', 'Power BI'],
    daysAgo: 1,
    closesIn: 2,
  },
  {
    title: 'Junior Data Scientist',
    company: 'kaveri',
    role: 'ml',
    type: 'full-time',
    location: 'Chennai',
    lpa: [8, 12],
    skills: ['Python', 'scikit-learn', 'SQL', 'Statistics'],
    daysAgo: 6,
    closesIn: 25,
  },
  {
    title: 'Analytics Engineer',
    company: 'kaveri',
    role: 'data',
    type: 'full-time',
    location: 'Remote',
    remote: true,
    lpa: [10, 15],
    skills: ['dbt', 'SQL', 'Airflow', 'Python'],
    daysAgo: 14,
    closesIn: 20,
  },
  {
    title: 'Backend Engineer Intern',
    company: 'saffron',
    role: 'backend',
    type: 'internship',
    location: 'Mumbai',
    stipend: 40000,
    months: 6,
    skills: ['Java', 'Spring Boot', 'MySQL'],
    daysAgo: 2,
    closesIn: 18,
  },
  {
    title: 'Risk Analyst',
    company: 'saffron',
    role: 'finance',
    type: 'full-time',
    location: 'Mumbai',
    lpa: [7, 10],
    skills: ['Excel', 'SQL', 'Fraud Analytics'],
    daysAgo: 12,
    closesIn: 10,
  },
  {
    title: 'Android Developer',
    company: 'saffron',
    role: 'mobile',
    type: 'full-time',
    location: 'Mumbai',
    lpa: [10, 16],
    skills: ['Kotlin', 'Jetpack Compose', 'REST APIs'],
    daysAgo: 20,
    closed: true,
  },
  {
    title: 'Product Management Intern',
    company: 'tandem',
    role: 'product',
    type: 'internship',
    location: 'Hyderabad',
    stipend: 35000,
    months: 6,
    skills: ['Product Thinking', 'SQL', 'User Research'],
    daysAgo: 4,
    closesIn: 15,
  },
  {
    title: 'Full Stack Developer',
    company: 'tandem',
    role: 'fullstack',
    type: 'full-time',
    location: 'Hyderabad',
    lpa: [9, 14],
    skills: ['Node.js', 'React', 'PostgreSQL'],
    daysAgo: 8,
    closesIn: 28,
  },
  {
    title: 'Healthcare Operations Associate',
    company: 'tandem',
    role: 'operations',
    type: 'full-time',
    location: 'Hyderabad',
    lpa: [4, 5.5],
    skills: ['Excel', 'Coordination', 'Telugu'],
    daysAgo: 16,
    closesIn: 12,
  },
  {
    title: 'Logistics Operations Intern',
    company: 'dakshin',
    role: 'operations',
    type: 'internship',
    location: 'Chennai',
    stipend: 15000,
    months: 3,
    skills: ['Excel', 'Supply Chain', 'Tamil'],
    daysAgo: 5,
    closesIn: 3,
  },
  {
    title: 'Route Optimisation Engineer',
    company: 'dakshin',
    role: 'ml',
    type: 'full-time',
    location: 'Chennai',
    lpa: [11, 17],
    skills: ['Python', 'Operations Research', 'OR-Tools'],
    daysAgo: 18,
    closesIn: 30,
  },
  {
    title: 'QA Automation Engineer',
    company: 'dakshin',
    role: 'qa',
    type: 'contract',
    location: 'Chennai',
    lpa: [6, 8],
    months: 12,
    skills: ['Selenium', 'Java', 'API Testing'],
    daysAgo: 25,
    closed: true,
  },
  {
    title: 'Embedded Systems Intern',
    company: 'zenith',
    role: 'engineering',
    type: 'internship',
    location: 'Pune',
    stipend: 20000,
    months: 6,
    skills: ['Embedded C', 'CAN', 'MATLAB'],
    daysAgo: 7,
    closesIn: 20,
  },
  {
    title: 'Battery Test Engineer',
    company: 'zenith',
    role: 'engineering',
    type: 'full-time',
    location: 'Pune',
    lpa: [5.5, 8],
    skills: ['Battery Management Systems', 'LabVIEW', 'Data Analysis'],
    daysAgo: 11,
    closesIn: 16,
  },
  {
    title: 'Mechanical Design Engineer',
    company: 'zenith',
    role: 'engineering',
    type: 'full-time',
    location: 'Pune',
    lpa: [6, 9],
    skills: ['SolidWorks', 'GD&T', 'DFMEA'],
    daysAgo: 30,
    closesIn: -2,
  },
  {
    title: 'Content Writer (Hindi and English)',
    company: 'brightleaf',
    role: 'content',
    type: 'part-time',
    location: 'Noida',
    stipend: 18000,
    months: 4,
    skills: ['Hindi', 'Content Writing', 'Research'],
    daysAgo: 3,
    closesIn: 14,
  },
  {
    title: 'Academic Content Intern - Physics',
    company: 'brightleaf',
    role: 'content',
    type: 'internship',
    location: 'Remote',
    remote: true,
    stipend: 10000,
    months: 2,
    skills: ['Physics', 'Content Writing', 'LaTeX'],
    daysAgo: 2,
    closesIn: 1,
  },
  {
    title: 'Video Editor',
    company: 'brightleaf',
    role: 'content',
    type: 'full-time',
    location: 'Noida',
    lpa: [3.5, 5],
    skills: ['Premiere Pro', 'After Effects', 'Storytelling'],
    daysAgo: 22,
    closesIn: 8,
  },
  {
    title: 'Game Developer Intern (Unity)',
    company: 'monsoon',
    role: 'mobile',
    type: 'internship',
    location: 'Pune',
    stipend: 25000,
    months: 6,
    skills: ['Unity', 'C#', 'Game Design'],
    daysAgo: 6,
    closesIn: 24,
  },
  {
    title: 'Game Artist',
    company: 'monsoon',
    role: 'design',
    type: 'contract',
    location: 'Pune',
    lpa: [6, 9],
    months: 12,
    skills: ['Illustration', 'Photoshop', 'Spine'],
    daysAgo: 15,
    closesIn: 30,
  },
  {
    title: 'Research Analyst Intern',
    company: 'indus',
    role: 'consulting',
    type: 'internship',
    location: 'Gurugram',
    stipend: 20000,
    months: 3,
    skills: ['Excel', 'Market Research', 'PowerPoint'],
    daysAgo: 1,
    closesIn: 12,
  },
  {
    title: 'Associate Consultant - Public Policy',
    company: 'indus',
    role: 'consulting',
    type: 'full-time',
    location: 'Gurugram',
    lpa: [9, 12],
    skills: ['Policy Research', 'Stata', 'Report Writing'],
    daysAgo: 19,
    closesIn: 9,
  },
  {
    title: 'Category Management Intern',
    company: 'lotus',
    role: 'operations',
    type: 'internship',
    location: 'Mumbai',
    stipend: 22000,
    months: 3,
    skills: ['Excel', 'Negotiation', 'Retail'],
    daysAgo: 4,
    closesIn: 10,
  },
  {
    title: 'iOS Developer',
    company: 'lotus',
    role: 'mobile',
    type: 'full-time',
    location: 'Mumbai',
    lpa: [14, 20],
    skills: ['Swift', 'SwiftUI', 'Combine'],
    daysAgo: 10,
    closesIn: 35,
  },
  {
    title: 'Performance Marketing Executive',
    company: 'lotus',
    role: 'marketing',
    type: 'full-time',
    location: 'Mumbai',
    lpa: [5, 7],
    skills: ['Google Ads', 'Meta Ads', 'Google Analytics'],
    daysAgo: 13,
    closesIn: 17,
  },
  {
    title: 'Field Sales Intern',
    company: 'hooghly',
    role: 'sales',
    type: 'internship',
    location: 'Kolkata',
    stipend: 12000,
    months: 2,
    skills: ['Bengali', 'Sales', 'Communication'],
    daysAgo: 2,
    closesIn: 20,
  },
  {
    title: 'Credit Analyst',
    company: 'hooghly',
    role: 'finance',
    type: 'full-time',
    location: 'Kolkata',
    lpa: [4.5, 6.5],
    skills: ['Credit Appraisal', 'Excel', 'Financial Statements'],
    daysAgo: 9,
    closesIn: 21,
  },
  {
    title: 'Flutter Developer',
    company: 'hooghly',
    role: 'mobile',
    type: 'full-time',
    location: 'Kolkata',
    lpa: [6, 10],
    skills: ['Flutter', 'Dart', 'Firebase'],
    daysAgo: 27,
    closesIn: 6,
  },
  {
    title: 'Textile Design Intern',
    company: 'sabarmati',
    role: 'design',
    type: 'internship',
    location: 'Ahmedabad',
    stipend: 8000,
    months: 3,
    skills: ['CorelDRAW', 'Textile Design', 'Colour Theory'],
    daysAgo: 5,
    closesIn: 15,
  },
  {
    title: 'ERP Implementation Executive',
    company: 'sabarmati',
    role: 'operations',
    type: 'full-time',
    location: 'Ahmedabad',
    lpa: [3.6, 5],
    skills: ['ERP', 'Gujarati', 'Excel'],
    daysAgo: 21,
    closesIn: 11,
  },
  {
    title: 'Graduate Engineer Trainee',
    company: 'northstar',
    role: 'fullstack',
    type: 'full-time',
    location: 'Hyderabad',
    lpa: [3.6, 4.5],
    skills: ['Java', 'SQL', 'Problem Solving'],
    daysAgo: 0,
    closesIn: 45,
  },
  {
    title: 'Cloud Engineer (Azure)',
    company: 'northstar',
    role: 'devops',
    type: 'full-time',
    location: 'Chennai',
    lpa: [8, 13],
    skills: ['Azure', 'PowerShell', 'Networking'],
    daysAgo: 7,
    closesIn: 30,
  },
  {
    title: 'Mainframe Developer',
    company: 'northstar',
    role: 'backend',
    type: 'contract',
    location: 'Pune',
    lpa: [9, 12],
    months: 12,
    skills: ['COBOL', 'JCL', 'DB2'],
    daysAgo: 35,
    closed: true,
  },
  {
    title: 'Bioinformatics Intern',
    company: 'helix',
    role: 'ml',
    type: 'internship',
    location: 'Hyderabad',
    stipend: 28000,
    months: 6,
    skills: ['Python', 'R', 'Genomics'],
    daysAgo: 3,
    closesIn: 19,
  },
  {
    title: 'Clinical Data Analyst',
    company: 'helix',
    role: 'data',
    type: 'full-time',
    location: 'Hyderabad',
    lpa: [6, 9],
    skills: ['SAS', 'SQL', 'Clinical Trials'],
    daysAgo: 17,
    closesIn: 13,
  },
  {
    title: 'Software Development Engineer I',
    company: 'quantumLeaf',
    role: 'backend',
    type: 'full-time',
    location: 'Noida',
    lpa: [10, 14],
    skills: ['C#', '.NET', 'SQL Server'],
    daysAgo: 5,
    closesIn: 25,
  },
  {
    title: 'Payroll Operations Intern',
    company: 'quantumLeaf',
    role: 'hr',
    type: 'internship',
    location: 'Noida',
    stipend: 12000,
    months: 3,
    skills: ['Excel', 'Payroll', 'Labour Law Basics'],
    daysAgo: 8,
    closesIn: 2,
  },
  {
    title: 'UX Design Intern',
    company: 'arcadia',
    role: 'design',
    type: 'internship',
    location: 'Bengaluru',
    stipend: 20000,
    months: 6,
    skills: ['Figma', 'User Research', 'Prototyping'],
    daysAgo: 1,
    closesIn: 21,
  },
  {
    title: 'Product Designer',
    company: 'arcadia',
    role: 'design',
    type: 'full-time',
    location: 'Bengaluru',
    lpa: [12, 18],
    skills: ['Figma', 'Design Systems', 'Interaction Design'],
    daysAgo: 12,
    closesIn: 18,
  },
  {
    title: 'Fleet Operations Associate',
    company: 'orbit',
    role: 'operations',
    type: 'full-time',
    location: 'Bengaluru',
    lpa: [3.5, 4.5],
    skills: ['Kannada', 'Excel', 'Field Operations'],
    daysAgo: 6,
    closesIn: 10,
  },
  {
    title: 'IoT Firmware Engineer',
    company: 'orbit',
    role: 'engineering',
    type: 'full-time',
    location: 'Bengaluru',
    lpa: [10, 15],
    skills: ['Embedded C', 'RTOS', 'BLE'],
    daysAgo: 24,
    closesIn: 12,
  },
  {
    title: 'Backend Developer Intern (Node.js)',
    company: 'orbit',
    role: 'backend',
    type: 'internship',
    location: 'Hyderabad',
    stipend: 30000,
    months: 6,
    skills: ['Node.js', 'MongoDB', 'Redis'],
    daysAgo: 9,
    closed: true,
  },
  {
    title: 'Technology Analyst',
    company: 'pinecrest',
    role: 'backend',
    type: 'full-time',
    location: 'Mumbai',
    lpa: [18, 26],
    skills: ['Java', 'Python', 'Data Structures'],
    daysAgo: 2,
    closesIn: 30,
  },
  {
    title: 'Quantitative Research Intern',
    company: 'pinecrest',
    role: 'finance',
    type: 'internship',
    location: 'Mumbai',
    stipend: 60000,
    months: 2,
    skills: ['Python', 'Probability', 'Statistics'],
    daysAgo: 10,
    closesIn: 3,
  },
  {
    title: 'Operations Analyst - Trade Support',
    company: 'pinecrest',
    role: 'finance',
    type: 'full-time',
    location: 'Bengaluru',
    lpa: [6, 8],
    skills: ['Excel', 'Capital Markets', 'Communication'],
    daysAgo: 28,
    closesIn: 4,
  },
  {
    title: 'Agronomy Field Intern',
    company: 'greenfield',
    role: 'operations',
    type: 'internship',
    location: 'Pune',
    stipend: 10000,
    months: 3,
    skills: ['Agronomy', 'Marathi', 'Field Surveys'],
    daysAgo: 4,
    closesIn: 26,
  },
  {
    title: 'Data Engineer',
    company: 'greenfield',
    role: 'data',
    type: 'full-time',
    location: 'Pune',
    lpa: [9, 13],
    skills: ['Python', 'Spark', 'AWS'],
    daysAgo: 14,
    closesIn: 20,
  },
  {
    title: 'Podcast Production Intern',
    company: 'silverline',
    role: 'content',
    type: 'internship',
    location: 'Mumbai',
    stipend: 10000,
    months: 3,
    skills: ['Audacity', 'Scriptwriting', 'Research'],
    daysAgo: 3,
    closesIn: 12,
  },
  {
    title: 'Social Media Manager',
    company: 'silverline',
    role: 'marketing',
    type: 'full-time',
    location: 'Mumbai',
    lpa: [5, 7.5],
    skills: ['Instagram', 'YouTube', 'Copywriting'],
    daysAgo: 16,
    closesIn: 15,
  },
  {
    title: 'Security Analyst Intern',
    company: 'cobalt',
    role: 'security',
    type: 'internship',
    location: 'Gurugram',
    stipend: 25000,
    months: 6,
    skills: ['Burp Suite', 'OWASP Top 10', 'Linux'],
    daysAgo: 2,
    closesIn: 22,
  },
  {
    title: 'SOC Analyst (L1)',
    company: 'cobalt',
    role: 'security',
    type: 'full-time',
    location: 'Gurugram',
    lpa: [5, 7],
    skills: ['SIEM', 'Incident Response', 'Networking'],
    daysAgo: 11,
    closesIn: 14,
  },
  {
    title: 'Business Analyst',
    company: 'meridian',
    role: 'consulting',
    type: 'full-time',
    location: 'Gurugram',
    lpa: [14, 20],
    skills: ['Excel', 'Problem Solving', 'PowerPoint'],
    daysAgo: 5,
    closesIn: 20,
  },
  {
    title: 'Summer Associate Intern',
    company: 'meridian',
    role: 'consulting',
    type: 'internship',
    location: 'Mumbai',
    stipend: 50000,
    months: 2,
    skills: ['Case Interviews', 'Excel', 'Communication'],
    daysAgo: 38,
    closed: true,
  },
  {
    title: 'Customer Support Specialist',
    company: 'harbor',
    role: 'support',
    type: 'full-time',
    location: 'Remote',
    remote: true,
    lpa: [4, 6],
    skills: ['Zendesk', 'Written English', 'E-commerce'],
    daysAgo: 1,
    closesIn: 30,
  },
  {
    title: 'Senior Frontend Engineer',
    company: 'harbor',
    role: 'frontend',
    type: 'full-time',
    location: 'Remote',
    remote: true,
    lpa: [24, 30],
    skills: ['React', 'TypeScript', 'Next.js', 'GraphQL'],
    daysAgo: 7,
    closesIn: 28,
  },
  {
    title: 'Growth Marketing Intern',
    company: 'harbor',
    role: 'marketing',
    type: 'internship',
    location: 'Remote',
    remote: true,
    stipend: 20000,
    months: 3,
    skills: ['SEO', 'Email Marketing', 'Google Analytics'],
    daysAgo: 13,
    closesIn: 9,
  },
  {
    title: 'Full Stack Intern',
    company: 'jugaad',
    role: 'fullstack',
    type: 'internship',
    location: 'Remote',
    remote: true,
    stipend: 15000,
    months: 3,
    skills: ['JavaScript', 'React', 'Node.js'],
    daysAgo: 0,
    closesIn: 14,
  },
  {
    title: 'Part-time Python Developer',
    company: 'jugaad',
    role: 'backend',
    type: 'part-time',
    location: 'Remote',
    remote: true,
    lpa: [4, 6],
    skills: ['Python', 'Django', 'REST APIs'],
    daysAgo: 6,
    closesIn: 20,
  },
  {
    title: 'Solar Design Engineer',
    company: 'solace',
    role: 'engineering',
    type: 'full-time',
    location: 'Ahmedabad',
    lpa: [4.5, 6.5],
    skills: ['AutoCAD', 'PVsyst', 'Electrical Design'],
    daysAgo: 8,
    closesIn: 18,
  },
  {
    title: 'Sales Executive - Rooftop Solar',
    company: 'solace',
    role: 'sales',
    type: 'full-time',
    location: 'Ahmedabad',
    lpa: [3.5, 5],
    skills: ['Gujarati', 'Sales', 'Negotiation'],
    daysAgo: 18,
    closesIn: 7,
  },
  {
    title: 'Instructional Design Intern',
    company: 'eastwind',
    role: 'content',
    type: 'internship',
    location: 'Kolkata',
    stipend: 9000,
    months: 3,
    skills: ['Instructional Design', 'Articulate Storyline', 'Writing'],
    daysAgo: 5,
    closesIn: 16,
  },
  {
    title: 'Assessment Editor',
    company: 'eastwind',
    role: 'content',
    type: 'contract',
    location: 'Kolkata',
    lpa: [4, 5],
    months: 6,
    skills: ['Editing', 'Mathematics', 'Bloom’s Taxonomy'],
    daysAgo: 23,
    closesIn: 10,
  },
  {
    title: 'Associate Software Engineer',
    company: 'redwood',
    role: 'fullstack',
    type: 'full-time',
    location: 'Chennai',
    lpa: [8, 11],
    skills: ['Ruby on Rails', 'React', 'PostgreSQL'],
    daysAgo: 3,
    closesIn: 27,
  },
  {
    title: 'Technical Support Engineer',
    company: 'redwood',
    role: 'support',
    type: 'full-time',
    location: 'Chennai',
    lpa: [5, 7],
    skills: ['SQL', 'APIs', 'Troubleshooting'],
    daysAgo: 15,
    closesIn: 13,
  },
  {
    title: 'QA Intern',
    company: 'redwood',
    role: 'qa',
    type: 'internship',
    location: 'Chennai',
    stipend: 18000,
    months: 6,
    skills: ['Manual Testing', 'Playwright', 'JavaScript'],
    daysAgo: 10,
    closesIn: 19,
  },
  {
    title: 'HR Generalist',
    company: 'quantumLeaf',
    role: 'hr',
    type: 'full-time',
    location: 'Noida',
    lpa: [4, 5.5],
    skills: ['Recruitment', 'HRMS', 'Employee Engagement'],
    daysAgo: 26,
    closesIn: 5,
  },
  {
    title: 'Machine Learning Intern',
    company: 'nimbus',
    role: 'ml',
    type: 'internship',
    location: 'Bengaluru',
    stipend: 45000,
    months: 6,
    skills: ['Python', 'PyTorch', 'NLP'],
    daysAgo: 1,
    closesIn: 25,
  },
];

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char] ?? char);

function perks(job: SeedJob): string[] {
  if (job.type === 'internship')
    return [
      'Certificate and letter of recommendation',
      'Mentorship from a senior team member',
      'Chance of a pre-placement offer',
      'Flexible hours during exams',
    ];
  if (job.type === 'contract') return ['Fixed monthly payout', 'Possibility of extension or conversion', 'Laptop provided'];
  if (job.type === 'part-time') return ['Flexible schedule around classes', 'Work from home on most days', 'Monthly payout'];
  return [
    'Health insurance for you and your family',
    'Learning budget of ₹30,000 a year',
    'Hybrid work and flexible hours',
    'Relocation support',
  ];
}

function descriptionOf(job: SeedJob): string {
  const role = roles[job.role];
  const company = companies[job.company];
  const where = job.remote ? 'fully remote, anywhere in India' : `based in ${job.location}`;
  const list = (items: string[]) => `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
  return sanitizeRichText(
    `<p><strong>${escapeHtml(company.name)}</strong> is hiring a <strong>${escapeHtml(job.title)}</strong>, ${where}. ${escapeHtml(role.intro)}</p>` +
      `<h3>What you will do</h3>${list(role.tasks)}` +
      `<h3>What we are looking for</h3>${list([...role.needs, `Skills: ${job.skills.join(', ')}`])}` +
      `<h3>Perks</h3>${list(perks(job))}` +
      `<p>Questions? Write to our recruiter, ${escapeHtml(company.hr.name)}, through the Campus platform.</p>`,
  );
}

const DAY = 24 * 3600 * 1000;

/** Jobs and internships for the demo, with the demo student's applications. Only into an empty jobs table. */
export async function seedCareers(app: FastifyInstance): Promise<void> {
  const { db, config, log } = app;
  if (!config.seedDemo) return;
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(jobs);
  if ((existing?.n ?? 0) > 0) return;

  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = 'demo.admin@example.com'`)
    .limit(1);
  const now = Date.now();
  const rows = seedJobs.map((job, index) => {
    const company = companies[job.company];
    // Spread within the day too, so "newest first" has no ties.
    const createdAt = new Date(now - job.daysAgo * DAY - (index % 12) * 3600 * 1000 - index * 60_000);
    return {
      title: job.title,
      companyName: company.name,
      logoUrl: null,
      jobType: job.type,
      location: job.location,
      isRemote: job.remote ?? false,
      salaryMin: job.lpa ? Math.round(job.lpa[0] * 100_000) : null,
      salaryMax: job.lpa ? Math.round(job.lpa[1] * 100_000) : null,
      stipendAmount: job.stipend ?? null,
      durationMonths: job.months ?? null,
      description: descriptionOf(job),
      companyAbout: sanitizeRichText(`<p>${escapeHtml(company.about)}</p>`),
      jobRequirements: `${job.skills.join(', ')}. ${roles[job.role].needs[0]}.`,
      skills: job.skills,
      hrName: company.hr.name,
      hrPosition: company.hr.position,
      status: job.closed ? ('closed' as const) : ('open' as const),
      // "Closing soon" jobs close a few hours before the day count, so a 1-day one is inside 24 hours.
      closesAt: job.closesIn === undefined ? null : new Date(now + job.closesIn * DAY - 5 * 3600 * 1000),
      createdBy: admin?.id ?? null,
      createdAt,
      updatedAt: createdAt,
    };
  });
  const inserted = await db.insert(jobs).values(rows).returning({ id: jobs.id, title: jobs.title, companyName: jobs.companyName });

  const [student] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = 'demo.student@example.com'`)
    .limit(1);
  let applied = 0;
  if (student) {
    const picks: { title: string; status: ApplicationStatus; daysAgo: number }[] = [
      { title: 'Frontend Developer Intern', status: 'pending', daysAgo: 0 },
      { title: 'UX Design Intern', status: 'reviewed', daysAgo: 1 },
      { title: 'Data Analyst Intern', status: 'shortlisted', daysAgo: 1 },
      { title: 'Summer Associate Intern', status: 'rejected', daysAgo: 30 },
      { title: 'Backend Developer Intern (Node.js)', status: 'hired', daysAgo: 8 },
      { title: 'Full Stack Intern', status: 'pending', daysAgo: 0 },
      // Waiting over 21 days at a company that never answers: "No reply yet", which the student may withdraw.
      { title: 'Logistics Operations Intern', status: 'pending', daysAgo: 24 },
      { title: 'Route Optimisation Engineer', status: 'pending', daysAgo: 23 },
    ];
    const byTitle = new Map(inserted.map((job) => [job.title, job]));
    const applications = picks.flatMap((pick) => {
      const job = byTitle.get(pick.title);
      if (!job) return [];
      const appliedAt = new Date(now - pick.daysAgo * DAY - 2 * 3600 * 1000);
      const updatedAt = pick.status === 'pending' ? appliedAt : new Date(Math.min(now, appliedAt.getTime() + DAY));
      const statusChangeAt = pick.status === 'pending' ? null : updatedAt;
      return [
        {
          job,
          pick,
          values: {
            jobId: job.id,
            userId: student.id,
            status: pick.status,
            appliedAt,
            updatedAt,
            firstStatusChangeAt: statusChangeAt,
            lastStatusChangeAt: statusChangeAt,
          },
        },
      ];
    });
    await db.transaction(async (tx) => {
      await tx.insert(jobApplications).values(applications.map((entry) => entry.values));
      for (const { job, pick } of applications) {
        if (pick.status === 'pending') continue;
        await createNotification(tx, {
          userId: student.id,
          senderId: admin?.id ?? null,
          senderName: 'Career Zone',
          type: 'application_status',
          message: applicationStatusMessage(job.title, job.companyName, pick.status),
          link: `/CareerZoneDetails/${job.id}`,
        });
      }
      const saved = ['Machine Learning Intern', 'Technology Analyst', 'Senior Frontend Engineer']
        .map((title) => byTitle.get(title))
        .filter((job) => job !== undefined);
      if (saved.length > 0) await tx.insert(savedJobs).values(saved.map((job) => ({ userId: student.id, jobId: job.id })));
    });
    applied = applications.length;
  }
  // The other demo students' applications give the companies their spread of reply figures.
  const others = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`${users.role} = 'student' and lower(${users.email}) like 'student.%@example.com'`)
    .orderBy(users.email);
  const jobsByCompany = new Map<string, string[]>();
  for (const job of inserted) jobsByCompany.set(job.companyName, [...(jobsByCompany.get(job.companyName) ?? []), job.id]);
  await db.transaction(async (tx) => {
    applied += await seedEmployerReplies(tx, { jobsByCompany, studentIds: others.map((row) => row.id), now });
    await refreshAllCompanies(tx);
  });
  log.info({ jobs: inserted.length, applications: applied }, 'seeded demo jobs and internships');
}
