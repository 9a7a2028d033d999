import { Clock, Star } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui';
import { cn } from '../../../lib/cn';

const COURSES = [
  { title: 'UI/UX Designing', weeks: 3, level: 'Beginner', rating: 4.8 },
  { title: 'Front-End', weeks: 4, level: 'Beginner', rating: 4.7 },
  { title: 'Back-End', weeks: 4, level: 'Intermediate', rating: 4.7 },
  { title: 'UI/UX Designing: Prototyping', weeks: 2, level: 'Intermediate', rating: 4.9 },
  { title: 'Front-End: React in Practice', weeks: 3, level: 'Intermediate', rating: 4.8 },
];

/** /ModernSkills: the Skill Up preview; Explore and each course lead to the Skill Up waitlist. */
export default function ModernSkillsPage() {
  return (
    <div className="flex flex-col gap-8">
      <title>Your Modern Online College Skills · Campus</title>
      <section className="flex flex-col items-start gap-4 rounded-card bg-gradient-to-br from-accent-600 to-brand-700 px-5 py-10 text-white md:px-12">
        <Link to="/NewSkillUp" className="rounded-full bg-white/15 px-3 py-1 text-sm font-semibold hover:bg-white/25">
          Best App for Skill Up
        </Link>
        <h1 className="text-3xl font-extrabold md:text-4xl">Your Modern Online College Skills</h1>
        <p className="max-w-xl text-white/90">Short, practical courses you can finish in under a month.</p>
        <Link to="/NewSkillUp" className={buttonClasses({ variant: 'light' })}>
          Explore
        </Link>
      </section>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5" aria-label="Courses">
        {COURSES.map((course) => (
          <li key={course.title}>
            <Link
              to="/NewSkillUp"
              className={cn('flex h-full flex-col gap-2 rounded-card bg-surface p-4 shadow-soft ring-1 ring-ink-200 hover:ring-brand-300')}
            >
              <span className="font-semibold text-ink-900">{course.title}</span>
              <span className="text-sm text-ink-600">{course.level}</span>
              <span className="mt-auto flex items-center justify-between text-sm text-ink-700">
                <span className="flex items-center gap-1">
                  <Clock className="size-4" aria-hidden="true" /> {course.weeks} weeks
                </span>
                <span className="flex items-center gap-1">
                  <Star className="size-4 text-amber-500" aria-hidden="true" /> {course.rating}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
