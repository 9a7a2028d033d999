import { INTEREST_SUGGESTIONS, SKILL_SUGGESTIONS } from '../../../../shared/suggestions/index.js';

/** Search in a suggestion list: starts-with matches first, then contains; chosen items left out. */
export function filterSuggestions(list: readonly string[], query: string, exclude: readonly string[] = [], limit = 8): string[] {
  const q = query.trim().toLowerCase();
  const taken = new Set(exclude.map((item) => item.trim().toLowerCase()));
  const open = list.filter((item) => !taken.has(item.toLowerCase()));
  if (!q) return open.slice(0, limit);
  const starts = open.filter((item) => item.toLowerCase().startsWith(q));
  const words = open.filter(
    (item) =>
      !starts.includes(item) &&
      item
        .toLowerCase()
        .split(/[\s(/&+-]+/)
        .some((word) => word.startsWith(q)),
  );
  const contains = open.filter((item) => !starts.includes(item) && !words.includes(item) && item.toLowerCase().includes(q));
  return [...starts, ...words, ...contains].slice(0, limit);
}

interface Track {
  pattern: RegExp;
  skills: string[];
  interests: string[];
}

/** Quick picks by course family: choosing a course changes them (and clears what was chosen). */
const TRACKS: Track[] = [
  {
    pattern: /\b(cse|computer|bca|mca|information (technology|science)|it\b|data|artificial|ai\b|cyber|cloud)/i,
    skills: ['Python', 'Java', 'Data Structures and Algorithms', 'React', 'SQL', 'Git', 'Machine Learning', 'Node.js'],
    interests: ['Artificial Intelligence', 'Web Development', 'Competitive Programming', 'Hackathons', 'Open Source', 'Startups'],
  },
  {
    pattern: /\b(ece|eee|electr|vlsi|instrumentation|embedded|robotic|mechatronic)/i,
    skills: ['Embedded C', 'Verilog', 'Arduino', 'MATLAB', 'Circuit Design', 'PCB Design', 'IoT', 'Python'],
    interests: ['Embedded Systems', 'Semiconductors', 'Robotics', 'Internet of Things', 'Electric Vehicles', 'GATE Preparation'],
  },
  {
    pattern: /\b(mech|auto|aero|aeronaut|production|industrial|metallurg|marine|petroleum|mining)/i,
    skills: ['AutoCAD', 'SolidWorks', 'ANSYS', 'CATIA', 'MATLAB', 'Fusion 360', '3D Modelling', 'Project Management'],
    interests: ['Automobiles', 'Aerospace', 'Electric Vehicles', '3D Printing', 'Formula 1', 'GATE Preparation'],
  },
  {
    pattern: /\b(civil|arch|planning|structural|construction)/i,
    skills: ['AutoCAD', 'Revit', 'STAAD.Pro', 'ETABS', 'Surveying', '3D Modelling', 'Project Management', 'Excel'],
    interests: ['Architecture', 'Urban Planning', 'Green Buildings', 'Sustainability', 'Civil Engineering', 'Interior Design'],
  },
  {
    pattern: /\b(bba|mba|b\.?com|m\.?com|bms|bbm|pgdm|ca\b|cs\b|cma|commerce|finance|account|econom|management|business)/i,
    skills: [
      'Excel',
      'Financial Analysis',
      'Tally ERP',
      'Market Research',
      'Digital Marketing',
      'Power BI',
      'Public Speaking',
      'Negotiation',
    ],
    interests: ['Finance', 'Stock Market', 'Entrepreneurship', 'Marketing', 'Consulting', 'Case Competitions'],
  },
  {
    pattern:
      /\b(mbbs|bds|bams|bhms|bums|pharm|nursing|bpt|physio|medical|radiology|optometry|public health|md\b|mds|veterinary|dietetic|nutrition)/i,
    skills: [
      'Clinical Research',
      'Communication',
      'Critical Thinking',
      'Time Management',
      'Research',
      'Excel',
      'Public Speaking',
      'Teaching',
    ].filter((skill) => SKILL_SUGGESTIONS.includes(skill)),
    interests: ['Medicine', 'Public Health', 'Healthcare', 'Neuroscience', 'Mental Health', 'NEET PG'],
  },
  {
    pattern: /\b(llb|llm|law)\b/i,
    skills: ['Legal Research', 'Legal Drafting', 'Negotiation', 'Public Speaking', 'Critical Thinking', 'Content Writing'],
    interests: ['Law', 'Constitutional Law', 'Human Rights', 'Public Policy', 'Debating', 'Model United Nations'],
  },
  {
    pattern: /\b(des|design|fashion|animation|film|fine arts|bfa|visual|interior|vfx)/i,
    skills: ['Figma', 'Adobe Photoshop', 'Adobe Illustrator', 'Canva', 'Blender', 'UI Design', 'Illustration', 'Video Editing'],
    interests: ['UI/UX Design', 'Graphic Design', 'Fashion Design', 'Animation', 'Photography', 'Filmmaking'],
  },
  {
    pattern:
      /\b(b\.?sc|m\.?sc|bs-ms|physics|chemistry|mathematics|statistics|biology|bio|botany|zoology|micro|geology|environment|agri|horti|forest|food)/i,
    skills: ['Python', 'Statistics', 'Data Analysis', 'Excel', 'R', 'MATLAB', 'Research', 'Technical Writing'].filter((skill) =>
      SKILL_SUGGESTIONS.includes(skill),
    ),
    interests: ['Research', 'Physics', 'Biotechnology', 'Environmental Science', 'Data Science', 'Higher Studies'],
  },
  {
    pattern: /\b(ba\b|ma\b|journalism|mass comm|bjmc|english|history|political|psychology|sociology|philosophy|liberal|social work|msw)/i,
    skills: [
      'Content Writing',
      'Copywriting',
      'Public Speaking',
      'Social Media Marketing',
      'Video Editing',
      'Research',
      'Translation',
    ].filter((skill) => SKILL_SUGGESTIONS.includes(skill)),
    interests: ['Journalism', 'Creative Writing', 'Psychology', 'Public Policy', 'UPSC Civil Services', 'Debating'],
  },
];

const GENERAL = {
  skills: ['Communication', 'Excel', 'Problem Solving', 'Public Speaking', 'Leadership', 'Time Management'],
  interests: ['Career Development', 'Entrepreneurship', 'Reading', 'Travel', 'Music', 'Fitness'],
};

/** Suggested quick picks for a course. */
export function suggestedFor(course: string, kind: 'skills' | 'interests'): string[] {
  const track = TRACKS.find((candidate) => candidate.pattern.test(course));
  const picks = track ? track[kind] : GENERAL[kind];
  const list: readonly string[] = kind === 'skills' ? SKILL_SUGGESTIONS : INTEREST_SUGGESTIONS;
  return picks.filter((item) => list.includes(item));
}
