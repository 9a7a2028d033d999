import { ChevronLeft, ChevronRight, Search, SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses, inputClasses } from '../../../components/ui';
import { cn } from '../../../lib/cn';

const CATEGORIES = ['UI/UX Designer', 'Front End', 'Back End', 'Graphic Designer'] as const;
type Category = (typeof CATEGORIES)[number];
/** Projects per carousel page (community §9). */
const PER_PAGE = 5;

/** Sample projects (the spec's page shows hard-coded data until freelancing launches). */
const PROJECTS: { title: string; client: string; budget: string; category: Category }[] = [
  { title: 'Landing page redesign for a D2C tea brand', client: 'Chai Point Co.', budget: '₹12,000', category: 'UI/UX Designer' },
  { title: 'React dashboard for a clinic chain', client: 'Tandem Health', budget: '₹25,000', category: 'Front End' },
  { title: 'REST API for a college fest app', client: 'Technovanza', budget: '₹18,000', category: 'Back End' },
  { title: 'Logo and brand kit for a startup', client: 'Kite Labs', budget: '₹8,000', category: 'Graphic Designer' },
  { title: 'Mobile app onboarding flow', client: 'Saffron Pay', budget: '₹15,000', category: 'UI/UX Designer' },
  { title: 'Next.js blog with search', client: 'Campus Writers Club', budget: '₹10,000', category: 'Front End' },
  { title: 'Payment webhook service in Node.js', client: 'Dakshin Retail', budget: '₹22,000', category: 'Back End' },
  { title: 'Instagram post series for a fest', client: 'Mood Indigo', budget: '₹6,000', category: 'Graphic Designer' },
  { title: 'Design system audit', client: 'Kaveri Analytics', budget: '₹20,000', category: 'UI/UX Designer' },
  { title: 'Accessibility fixes for a portal', client: 'Nimbus Cloudworks', budget: '₹14,000', category: 'Front End' },
  { title: 'PostgreSQL reporting queries', client: 'Kaveri Analytics', budget: '₹16,000', category: 'Back End' },
  { title: 'Event poster and banners', client: 'COEP Robotics Club', budget: '₹5,000', category: 'Graphic Designer' },
];

function ProjectCard({ project }: { project: (typeof PROJECTS)[number] }) {
  return (
    <article className="flex h-full flex-col gap-2 rounded-card bg-surface p-4 shadow-soft ring-1 ring-ink-200">
      <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{project.category}</p>
      <h3 className="font-semibold text-ink-900">{project.title}</h3>
      <p className="text-sm text-ink-600">{project.client}</p>
      <p className="mt-auto font-semibold text-ink-900">{project.budget}</p>
      <Link to="/NewFreelancing" className={buttonClasses({ size: 'sm', variant: 'secondary' })} aria-label={`Visit ${project.title}`}>
        Visit
      </Link>
    </article>
  );
}

/** /FreelancingSection: the freelancing preview; search and categories filter, Visit leads to the waitlist. */
export default function FreelancingSectionPage() {
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<Category | null>(null);
  const [page, setPage] = useState(0);
  const words = search.trim().toLowerCase();
  const shown = PROJECTS.filter(
    (project) =>
      (!category || project.category === category) && (!words || `${project.title} ${project.client}`.toLowerCase().includes(words)),
  );
  const pages = Math.max(1, Math.ceil(shown.length / PER_PAGE));
  const current = Math.min(page, pages - 1);
  const update = (next: () => void) => {
    next();
    setPage(0);
  };
  return (
    <div className="flex flex-col gap-8">
      <title>Freelancing · Campus</title>
      <nav aria-label="Freelancing" className="flex flex-wrap gap-2">
        <a href="#projects" className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
          Find Gigs
        </a>
        <Link to="/NewFreelancing" className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
          Post Gigs
        </Link>
        <a href="#about" className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
          About
        </a>
      </nav>
      <section className="rounded-card bg-gradient-to-br from-brand-700 to-accent-600 px-5 py-10 text-white md:px-12">
        <h1 className="text-3xl font-extrabold md:text-4xl">Earn on projects, with no middlemen</h1>
        <p className="mt-2 max-w-xl text-white/90">Find gigs that fit your skills, build your portfolio and get paid while you study.</p>
        <div className="mt-6 flex max-w-2xl flex-col gap-2 sm:flex-row">
          <label className="relative flex-1">
            <span className="sr-only">Search</span>
            <Search className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-ink-400" aria-hidden="true" />
            <input
              type="search"
              value={search}
              onChange={(event) => update(() => setSearch(event.target.value))}
              placeholder="Search for any service"
              className={cn(inputClasses, 'hidden pl-10 md:block')}
            />
            <input
              type="search"
              value={search}
              onChange={(event) => update(() => setSearch(event.target.value))}
              placeholder="Search Mentor"
              className={cn(inputClasses, 'pl-10 md:hidden')}
            />
          </label>
          <Button variant="light" onClick={() => update(() => (setCategory(null), setSearch('')))}>
            <SlidersHorizontal className="size-4" aria-hidden="true" /> All Filter
          </Button>
        </div>
        <ul className="mt-4 flex flex-wrap gap-2" aria-label="Categories">
          {CATEGORIES.map((name) => (
            <li key={name}>
              <button
                type="button"
                aria-pressed={category === name}
                onClick={() => update(() => setCategory(category === name ? null : name))}
                className={cn(
                  'rounded-full px-4 py-1.5 text-sm font-semibold ring-1 ring-white/60',
                  category === name ? 'bg-white text-brand-800' : 'text-white hover:bg-white/10',
                )}
              >
                {name}
              </button>
            </li>
          ))}
        </ul>
      </section>
      <section id="projects" aria-labelledby="top-projects" className="flex flex-col gap-4">
        <div className="flex items-center justify-between gap-3">
          <h2 id="top-projects" className="text-heading text-ink-900">
            Top Projects
          </h2>
          <div className="hidden gap-2 md:flex">
            <Button
              size="sm"
              variant="outline"
              aria-label="Previous projects"
              disabled={current === 0}
              onClick={() => setPage(current - 1)}
            >
              <ChevronLeft className="size-4" aria-hidden="true" />
            </Button>
            <Button
              size="sm"
              variant="outline"
              aria-label="Next projects"
              disabled={current >= pages - 1}
              onClick={() => setPage(current + 1)}
            >
              <ChevronRight className="size-4" aria-hidden="true" />
            </Button>
          </div>
        </div>
        {shown.length === 0 ? (
          <p className="rounded-card bg-surface p-6 text-ink-600 ring-1 ring-ink-200">No projects match. Try another search.</p>
        ) : null}
        <ul className="hidden gap-4 md:grid md:grid-cols-3 lg:grid-cols-5">
          {shown.slice(current * PER_PAGE, current * PER_PAGE + PER_PAGE).map((project) => (
            <li key={project.title}>
              <ProjectCard project={project} />
            </li>
          ))}
        </ul>
        <ul className="grid gap-3 md:hidden">
          {shown.map((project) => (
            <li key={project.title}>
              <ProjectCard project={project} />
            </li>
          ))}
        </ul>
      </section>
      <section id="about" className="rounded-card bg-surface p-5 shadow-soft ring-1 ring-ink-200 md:p-8">
        <h2 className="text-heading text-ink-900">About freelancing on Campus</h2>
        <p className="mt-2 text-ink-700">
          Clients post projects, students apply, and payment goes straight to you. Freelancing opens soon:{' '}
          <Link to="/NewFreelancing" className="font-semibold text-brand-700 hover:underline">
            join the waitlist
          </Link>{' '}
          to hear first.
        </p>
      </section>
    </div>
  );
}
