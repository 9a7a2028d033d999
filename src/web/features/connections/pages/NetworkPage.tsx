import { Handshake, UsersRound } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui';
import { useAuth } from '../../../lib/auth';
import { PeopleYouMayKnow } from '../components/PeopleYouMayKnow';
import { IncomingRequests, SentRequests } from '../components/RequestLists';
import { Section } from '../components/Section';
import { useRelationsLive } from '../lib/useRelationsLive';

/** /NetworkPage and /follower-section: requests to answer, requests sent, and people you may know. */
export default function NetworkPage() {
  useRelationsLive();
  const { user } = useAuth();
  const ownId = user?.id ?? '';
  return (
    <div className="flex flex-col gap-8">
      <title>Network · Campus</title>
      <header className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div>
          <h1 className="text-title text-ink-900">Network</h1>
          <p className="mt-1 text-ink-600">Answer requests and meet classmates from your college and course.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to="/SelfConnectionPage" className={buttonClasses({ variant: 'outline', size: 'sm' })}>
            <UsersRound className="size-4" aria-hidden="true" /> My connections
          </Link>
          <Link to="/collabs" className={buttonClasses({ variant: 'outline', size: 'sm' })}>
            <Handshake className="size-4" aria-hidden="true" /> Collaborations
          </Link>
        </div>
      </header>
      <Section id="incoming-title" title="Requests for you">
        <IncomingRequests ownId={ownId} />
      </Section>
      <Section id="sent-title" title="Requests you sent">
        <SentRequests ownId={ownId} />
      </Section>
      <Section id="suggestions-title" title="People you may know">
        <PeopleYouMayKnow ownId={ownId} />
      </Section>
    </div>
  );
}
