import { GraduationCap, Handshake } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui';
import { cn } from '../../../lib/cn';

/** /Guiednest: mentors who guide, and referrals to the companies they know. */
export default function GuiednestPage() {
  return (
    <div className="flex flex-col gap-8">
      <title>Guiednest · Campus</title>
      <header>
        <h1 className="text-title text-ink-900">Guiednest</h1>
        <p className="mt-1 text-ink-600">Advice from those who have faced it</p>
      </header>
      <ul className="grid gap-4 md:grid-cols-2">
        <li className="flex flex-col gap-3 rounded-card bg-surface p-6 shadow-soft ring-1 ring-ink-200">
          <GraduationCap className="size-8 text-brand-600" aria-hidden="true" />
          <h2 className="text-heading text-ink-900">Mentors</h2>
          <p className="text-ink-700">
            Book a one-to-one session with a mentor who has walked your path: career choices, interviews, projects.
          </p>
          <Link to="/MentorSection" className={cn(buttonClasses(), 'self-start')}>
            Find a mentor
          </Link>
        </li>
        <li className="flex flex-col gap-3 rounded-card bg-surface p-6 shadow-soft ring-1 ring-ink-200">
          <Handshake className="size-8 text-brand-600" aria-hidden="true" />
          <h2 className="text-heading text-ink-900">Referrals</h2>
          <p className="text-ink-700">Mentors at top companies refer skilled students. Take a short assessment and request a referral.</p>
          <Link to="/GetRfereral" className={cn(buttonClasses(), 'self-start')}>
            Get a referral
          </Link>
        </li>
      </ul>
    </div>
  );
}
