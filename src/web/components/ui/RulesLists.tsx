import { Check, X } from 'lucide-react';
import { useId } from 'react';

/** A community's rules side by side: what is allowed and what is not, each a list with its heading. */
export function RulesLists({ allowed, notAllowed }: { allowed: readonly string[]; notAllowed: readonly string[] }) {
  const id = useId();
  const groups = [
    { key: 'allowed', title: 'Allowed', rules: allowed, Icon: Check, tone: 'text-success-700', iconTone: 'text-success-600' },
    { key: 'not-allowed', title: 'Not allowed', rules: notAllowed, Icon: X, tone: 'text-danger-700', iconTone: 'text-danger-600' },
  ] as const;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {groups.map(({ key, title, rules, Icon, tone, iconTone }) => (
        <section key={key} aria-labelledby={`${id}-${key}`} className="rounded-panel bg-surface p-5 shadow-card ring-1 ring-ink-200 md:p-6">
          <h2 id={`${id}-${key}`} className={`mb-3 text-heading ${tone}`}>
            {title}
          </h2>
          <ul className="flex flex-col gap-3">
            {rules.map((rule) => (
              <li key={rule} className="flex gap-3 text-ink-700">
                <Icon className={`mt-0.5 size-5 shrink-0 ${iconTone}`} aria-hidden="true" />
                {rule}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
