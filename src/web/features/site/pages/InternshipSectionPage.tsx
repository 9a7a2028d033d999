import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClasses, inputClasses } from '../../../components/ui';
import { cn } from '../../../lib/cn';

/** The spec's fixed counts (community §2.4). */
const CHIPS = [
  { label: 'Latest', count: '1.2k', query: '' },
  { label: 'Frontend', count: '451', query: 'Frontend' },
  { label: 'UI/UX', count: '219', query: 'UI/UX' },
  { label: 'Backend', count: '999', query: 'Backend' },
] as const;

const internshipsMatching = (query: string) => `/CarrerZone?type=internship${query ? `&q=${encodeURIComponent(query)}` : ''}`;

/** /InternshipSection: searching, a chip or Explore leads to the career zone's internships. */
export default function InternshipSectionPage() {
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    void navigate(internshipsMatching(search.trim()));
  };
  return (
    <div className="flex flex-col gap-8">
      <title>Internships · Campus</title>
      <section className="grid items-center gap-8 rounded-card bg-surface p-5 shadow-soft ring-1 ring-ink-200 md:grid-cols-2 md:p-10">
        <div className="flex flex-col gap-4">
          <h1 className="text-3xl font-extrabold text-ink-900 md:text-4xl">Find the internship that starts your career</h1>
          <p className="text-ink-600">Internships in frontend, UI/UX and backend from startups and companies across India.</p>
          <form onSubmit={onSearch} role="search" className="flex flex-col gap-2 sm:flex-row">
            <label className="relative flex-1">
              <span className="sr-only">Search internships</span>
              <Search className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-ink-400" aria-hidden="true" />
              <input
                type="search"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
                placeholder="Search for any service"
                className={cn(inputClasses, 'hidden pl-10 md:block')}
              />
              <input
                type="search"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
                placeholder="Search Internship"
                className={cn(inputClasses, 'pl-10 md:hidden')}
              />
            </label>
            <Button type="submit">Search</Button>
          </form>
          <Link to="/CareerZoneInternshipviewAll" className={cn(buttonClasses({ variant: 'secondary' }), 'self-start')}>
            Explore
          </Link>
        </div>
        <ul className="grid grid-cols-2 gap-3" aria-label="Internship categories">
          {CHIPS.map((chip) => (
            <li key={chip.label}>
              <Link
                to={internshipsMatching(chip.query)}
                className="flex flex-col items-center gap-1 rounded-card bg-brand-50 p-5 text-center ring-1 ring-brand-100 hover:bg-brand-100"
              >
                <span className="text-2xl font-extrabold text-brand-800">{chip.count}</span>
                <span className="font-semibold text-ink-800">{chip.label}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
