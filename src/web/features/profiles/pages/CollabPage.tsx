import { ArrowRight, Handshake, Lightbulb, MessagesSquare, UsersRound } from 'lucide-react';
import { Link } from 'react-router';
import type { UserProfile } from '../../../../shared/contracts/profiles.js';
import { buttonClasses } from '../../../components/ui';
import { EditorPage, Panel } from '../components/EditorPage';

const STEPS = [
  {
    icon: UsersRound,
    title: 'Connect first',
    text: 'Send a connection request to a classmate from the Network page.',
  },
  {
    icon: Handshake,
    title: 'Invite to collaborate',
    text: 'Once connected, invite them to work with you on a project, a hackathon or a study group.',
  },
  {
    icon: MessagesSquare,
    title: 'Build together',
    text: 'Collaborators appear here and on your profile as your Collabs count.',
  },
];

function Collaborators({ profile }: { profile: UserProfile }) {
  const count = profile._count.connections2;
  return (
    <div className="flex flex-col gap-6">
      <section className="relative overflow-hidden rounded-panel bg-gradient-to-br from-brand-600 via-brand-700 to-[#6d28d9] p-6 text-white shadow-lifted md:p-8">
        <div className="pointer-events-none absolute -top-16 -right-12 size-52 rounded-full bg-white/10" aria-hidden="true" />
        <div className="relative flex flex-col gap-3 md:max-w-xl">
          <span className="flex size-12 items-center justify-center rounded-2xl bg-white/15">
            <Lightbulb className="size-6" aria-hidden="true" />
          </span>
          <h2 className="text-heading">What is a collaborator?</h2>
          <p className="text-brand-50">
            A collaborator is a connection you are building something with: a project, a hackathon team, a paper or a startup idea. Your
            collaborators show others what you are working on, and with whom.
          </p>
        </div>
      </section>

      <ol className="grid gap-4 md:grid-cols-3" aria-label="How collaborating works">
        {STEPS.map((step, index) => (
          <li key={step.title} className="rounded-card bg-surface p-5 shadow-card ring-1 ring-ink-200">
            <span className="flex items-center gap-2 text-caption font-semibold text-brand-700">
              <span className="flex size-6 items-center justify-center rounded-full bg-brand-50">{index + 1}</span>
              Step {index + 1}
            </span>
            <p className="mt-3 flex items-center gap-2 font-semibold text-ink-900">
              <step.icon className="size-4 text-ink-500" aria-hidden="true" />
              {step.title}
            </p>
            <p className="mt-1 text-sm text-ink-600">{step.text}</p>
          </li>
        ))}
      </ol>

      <Panel labelledBy="collab-list-title">
        <div className="flex items-center justify-between gap-3">
          <h2 id="collab-list-title" className="text-heading text-ink-900">
            Your collaborators
          </h2>
          <span className="rounded-full bg-ink-100 px-2.5 py-0.5 text-sm font-semibold text-ink-700">{count}</span>
        </div>
        <div className="mt-5 flex flex-col items-center gap-3 rounded-card border border-dashed border-ink-300 px-4 py-10 text-center">
          <span className="flex size-12 items-center justify-center rounded-2xl bg-ink-100 text-ink-500">
            <Handshake className="size-6" aria-hidden="true" />
          </span>
          <p className="font-semibold text-ink-900">
            {count === 0 ? 'No collaborators yet' : `${count} ${count === 1 ? 'collaborator' : 'collaborators'}`}
          </p>
          <p className="max-w-sm text-sm text-ink-600">
            {count === 0
              ? 'Connections and collaboration invites open with the Network. Find classmates there to get started.'
              : 'Your collaborators are listed on the Network page.'}
          </p>
          <Link to="/NetworkPage" className={buttonClasses()}>
            Go to Network <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </div>
      </Panel>
    </div>
  );
}

/** /collab/{userId}: what collaborators are, and the owner's list (empty until the network feature lands). */
export default function CollabPage() {
  return (
    <EditorPage
      title="Collaborators"
      description="The people you build things with."
      pathFor={(id) => `/collab/${id}`}
      skeletonRows={3}
      wide
    >
      {(profile) => <Collaborators profile={profile} />}
    </EditorPage>
  );
}
