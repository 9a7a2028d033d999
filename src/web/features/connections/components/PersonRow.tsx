import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { PersonSummary } from '../../../../shared/contracts/connections.js';
import { Avatar } from '../../../components/ui';
import { profilePath } from '../lib/paths';

export const personName = (person: Pick<PersonSummary, 'name' | 'username'>) => person.name || person.username || 'Student';

/** One person in a list: photo, name and a line about them, linking to their profile; actions on the right. */
export function PersonRow({
  person,
  detail,
  actions,
  title = 'name',
}: {
  person: Pick<PersonSummary, 'id' | 'name' | 'username' | 'profilePictureUrl'>;
  detail: ReactNode;
  actions?: ReactNode;
  /** The connections page's cards show the username (community §2.10); other lists the name. */
  title?: 'name' | 'username';
}) {
  const name = personName(person);
  return (
    <li aria-label={name} className="flex flex-wrap items-center gap-3 rounded-card bg-surface p-4 shadow-card ring-1 ring-ink-200">
      <Link to={profilePath(person.id)} className="flex min-w-0 flex-1 basis-52 items-center gap-3 rounded-lg hover:opacity-90">
        <Avatar name={name} src={person.profilePictureUrl} size="lg" />
        <span className="min-w-0 flex-1">
          <span className="block truncate font-semibold text-ink-900">{title === 'username' ? (person.username ?? name) : name}</span>
          <span className="line-clamp-2 text-sm text-ink-500">{detail}</span>
        </span>
      </Link>
      {actions ? <div className="ml-auto flex shrink-0 gap-2">{actions}</div> : null}
    </li>
  );
}
