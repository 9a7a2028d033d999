import { Check, X } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui';

/**
 * The rules text shared by the EDU-VALT and Guiednest rules pages (community §2.7): what is allowed,
 * what is not, and an 'I ACCEPT' link to /HumanLib.
 */
export const ALLOWED_RULES = [
  'Share notes, summaries and question banks you wrote yourself, or that you have the right to share.',
  'Ask for help with a topic, a subject or a semester, and answer others kindly.',
  'Report a book or a note that is wrong, broken or in the wrong semester.',
  'Skip or block anyone who makes you uncomfortable, at any time.',
] as const;

export const NOT_ALLOWED_RULES = [
  'No sharing of personal contact details: phone numbers, email addresses, social media handles or addresses.',
  'No pirated textbooks or paid material shared without permission.',
  'No leaked exam papers, or help to cheat in an exam.',
  'No harassment, hate, bullying or judging others.',
  'No advertising, spam or selling.',
] as const;

export function CommunityRules() {
  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-4 md:grid-cols-2">
        <section aria-labelledby="rules-allowed" className="rounded-panel bg-surface p-5 shadow-card ring-1 ring-ink-200 md:p-6">
          <h2 id="rules-allowed" className="mb-3 text-heading text-success-700">
            Allowed
          </h2>
          <ul className="flex flex-col gap-3">
            {ALLOWED_RULES.map((rule) => (
              <li key={rule} className="flex gap-3 text-ink-700">
                <Check className="mt-0.5 size-5 shrink-0 text-success-600" aria-hidden="true" />
                {rule}
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="rules-not-allowed" className="rounded-panel bg-surface p-5 shadow-card ring-1 ring-ink-200 md:p-6">
          <h2 id="rules-not-allowed" className="mb-3 text-heading text-danger-700">
            Not allowed
          </h2>
          <ul className="flex flex-col gap-3">
            {NOT_ALLOWED_RULES.map((rule) => (
              <li key={rule} className="flex gap-3 text-ink-700">
                <X className="mt-0.5 size-5 shrink-0 text-danger-600" aria-hidden="true" />
                {rule}
              </li>
            ))}
          </ul>
        </section>
      </div>
      <Link to="/HumanLib" className={buttonClasses({ size: 'lg' }) + ' self-center'}>
        I ACCEPT
      </Link>
    </div>
  );
}
