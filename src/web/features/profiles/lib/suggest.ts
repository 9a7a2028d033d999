import { INTEREST_SUGGESTIONS, SKILL_SUGGESTIONS } from '../../../../shared/suggestions/index.js';

/**
 * Course and degree short forms and what they stand for: "B.Tech Comp" finds "B.Tech CSE", "btech it" finds
 * "B.Tech Information Technology". Matched as whole words, either way round.
 */
const SHORT_FORMS: readonly [string, string][] = [
  ['cse', 'computer science engineering'],
  ['cs', 'computer science'],
  ['it', 'information technology'],
  ['ece', 'electronics communication engineering'],
  ['eee', 'electrical electronics engineering'],
  ['ai', 'artificial intelligence'],
  ['ml', 'machine learning'],
  ['ds', 'data science'],
  ['mech', 'mechanical'],
  ['be', 'bachelor of engineering'],
  ['btech', 'bachelor of technology'],
  ['mtech', 'master of technology'],
];

/** Lower case, dots dropped (B.Tech → btech), every other mark a space, "and" left out, spaces single. */
function words(text: string): string {
  return text
    .toLowerCase()
    .replace(/\./g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .replace(/\b(and|of|in)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** An item as it may be searched: its own words, and with each short form spelled out or each long form shortened. */
const spellingCache = new Map<string, string[]>();
function spellings(item: string): string[] {
  const known = spellingCache.get(item);
  if (known) return known;
  const base = words(item);
  const variants = new Set([base]);
  for (const [short, long] of SHORT_FORMS) {
    const spelledLong = words(long);
    for (const variant of [...variants]) {
      variants.add(variant.replace(new RegExp(`\\b${short}\\b`, 'g'), spelledLong));
      variants.add(variant.replace(new RegExp(`\\b${spelledLong}\\b`, 'g'), short));
    }
  }
  const found = [...variants];
  spellingCache.set(item, found);
  return found;
}

const squash = (text: string) => text.replace(/ /g, '');

/**
 * Search in a suggestion list: starts-with matches first, then a word's start, then contains; chosen items left out.
 * Punctuation, spacing and common short forms do not matter: "btech", "b tech" and "B.Tech Comp" all find "B.Tech CSE".
 */
export function filterSuggestions(list: readonly string[], query: string, exclude: readonly string[] = [], limit = 8): string[] {
  const q = squash(words(query));
  const taken = new Set(exclude.map((item) => item.trim().toLowerCase()));
  const open = list.filter((item) => !taken.has(item.toLowerCase()));
  if (!q) return open.slice(0, limit);
  const forms = new Map(open.map((item) => [item, spellings(item)]));
  const tier = (item: string): number => {
    const variants = forms.get(item)!;
    if (variants.some((variant) => squash(variant).startsWith(q))) return 0;
    // From the start of any word: "cse" finds "B.Tech CSE", "data" finds "Big Data".
    if (variants.some((variant) => variant.split(' ').some((_, index, all) => squash(all.slice(index).join(' ')).startsWith(q)))) return 1;
    if (variants.some((variant) => squash(variant).includes(q))) return 2;
    return 3;
  };
  const ranked = open.map((item) => ({ item, rank: tier(item) })).filter((entry) => entry.rank < 3);
  return [0, 1, 2].flatMap((rank) => ranked.filter((entry) => entry.rank === rank).map((entry) => entry.item)).slice(0, limit);
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
