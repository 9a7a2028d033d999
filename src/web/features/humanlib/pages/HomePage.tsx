import { ArrowLeft, EyeOff, HeartHandshake, MessageCircleHeart, ShieldCheck, Users } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { Navigate } from 'react-router';
import { nicknameSchema, type OnlineUser } from '../../../../shared/contracts/humanlib.js';
import { HUMANLIB_LIMITS, HUMANLIB_MESSAGES } from '../../../../shared/contracts/humanlib.constants.js';
import { Button, Field, FormAlert, Input, PageLoader, Skeleton, StatusPanel } from '../../../components/ui';
import { messageFrom } from '../../../lib/errors';
import { getOnlineUsers } from '../api/onlineUsers';
import { useHumanlibStatus } from '../api/status';
import { ChatRoom } from '../components/ChatRoom';
import { useHumanlibChat } from '../lib/useHumanlibChat';

const FEATURES = [
  { icon: EyeOff, title: 'Private Privacy', text: 'Only your nickname is shown. Contact details are hidden before they reach anyone.' },
  { icon: ShieldCheck, title: 'No Judgment', text: 'Talk to a fellow student who listens. Skip or block anyone, any time.' },
  { icon: MessageCircleHeart, title: 'Open up yourself', text: 'Say what is on your mind, by text or by an audio call you both agree to.' },
];

type Online = { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready'; users: OnlineUser[] };

/** /HumanLibhomepage: phase 1 nickname, phase 2 who is online, phase 3 the chat room (community §2.7). */
export default function HomePage() {
  const status = useHumanlibStatus();
  const chat = useHumanlibChat();
  const [phase, setPhase] = useState<1 | 2 | 3>(1);
  const [nickname, setNickname] = useState('');
  const [nicknameError, setNicknameError] = useState<string | null>(null);
  const [online, setOnline] = useState<Online>({ state: 'loading' });
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [starting, setStarting] = useState(false);
  const liveSocket = chat.socket;

  // While the list is on screen, the socket says when someone arrives or leaves, and the list is read again
  // (the server leaves out anyone blocked either way); "Not enough users online" goes once someone is here.
  useEffect(() => {
    if (!liveSocket || phase !== 2) return;
    const onChanged = () => {
      getOnlineUsers()
        .then((users) => {
          setOnline({ state: 'ready', users });
          setNotice((current) => (users.length > 0 && current?.text === HUMANLIB_MESSAGES.notEnoughUsers ? null : current));
        })
        .catch(() => undefined);
    };
    liveSocket.on('online-changed', onChanged);
    return () => {
      liveSocket.off('online-changed', onChanged);
    };
  }, [liveSocket, phase]);

  if (status.isPending) return <PageLoader />;
  if (status.isError) {
    return (
      <StatusPanel title="Human Library" actions={<Button onClick={() => void status.refetch()}>Try again</Button>}>
        {messageFrom(status.error, 'Could not load the Human Library. Please try again.')}
      </StatusPanel>
    );
  }
  if (!status.data.accepted || status.data.refusal === 'RULES_NOT_ACCEPTED') return <Navigate to="/HumanLib" replace />;
  if (!status.data.canEnter) {
    return (
      <StatusPanel title="Human Library" eyebrow="Not available">
        {status.data.message}
      </StatusPanel>
    );
  }

  const refreshOnline = async (): Promise<OnlineUser[] | null> => {
    setOnline({ state: 'loading' });
    try {
      const users = await getOnlineUsers();
      setOnline({ state: 'ready', users });
      setNotice(
        users.length === 0
          ? { tone: 'error', text: HUMANLIB_MESSAGES.notEnoughUsers }
          : { tone: 'success', text: HUMANLIB_MESSAGES.fetchedOnline },
      );
      return users;
    } catch {
      setOnline({ state: 'error', message: HUMANLIB_MESSAGES.fetchOnlineFailed });
      setNotice({ tone: 'error', text: HUMANLIB_MESSAGES.fetchOnlineFailed });
      return null;
    }
  };

  const onStartSearch = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = nicknameSchema.safeParse(nickname);
    if (!parsed.success) {
      setNicknameError(parsed.error.issues[0]?.message ?? HUMANLIB_MESSAGES.nicknameRequired);
      return;
    }
    setNicknameError(null);
    setStarting(true);
    const refusal = await chat.join(parsed.data);
    setStarting(false);
    if (refusal) {
      setNicknameError(refusal);
      return;
    }
    setPhase(2);
    await refreshOnline();
  };

  const onStartChatting = async () => {
    const users = await refreshOnline();
    if (!users || users.length === 0) return;
    const ack = await chat.request('queue');
    if (!ack.ok) {
      setNotice({ tone: 'error', text: ack.message });
      return;
    }
    setPhase(3);
  };

  const backToStart = () => {
    chat.disconnect();
    setNotice(null);
    setPhase(1);
  };

  if (phase === 3) return <ChatRoom chat={chat} iceServers={status.data.iceServers} onExit={backToStart} />;

  if (phase === 2) {
    return (
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-5">
        <title>Human Library · Campus</title>
        <div>
          <Button variant="ghost" size="sm" icon={<ArrowLeft className="size-4" aria-hidden="true" />} onClick={backToStart}>
            Back
          </Button>
        </div>
        <h1 className="text-title text-ink-900">{HUMANLIB_MESSAGES.connectingTitle}</h1>
        <article className="rounded-card border border-ink-200 bg-surface p-5 shadow-soft" aria-label="A sample post">
          <p className="text-sm font-semibold text-brand-700">Sunflower · 2nd year</p>
          <p className="mt-2 text-ink-700">
            “I was nervous before my first chat here. Someone just listened to me talk about my exams for twenty minutes, and it helped more
            than I expected.”
          </p>
        </article>
        {notice ? <FormAlert tone={notice.tone}>{notice.text}</FormAlert> : null}
        <section aria-labelledby="online-title" className="rounded-card border border-ink-200 bg-surface p-5 shadow-soft">
          <div className="flex items-center justify-between gap-3">
            <h2 id="online-title" className="inline-flex items-center gap-2 text-lg font-semibold text-ink-900">
              <Users className="size-5 text-brand-600" aria-hidden="true" /> Online now
            </h2>
            <Button variant="outline" size="sm" onClick={() => void refreshOnline()}>
              Refresh
            </Button>
          </div>
          {online.state === 'loading' ? (
            <ul className="mt-4 flex flex-col gap-2" aria-label="Loading online users">
              {[0, 1, 2].map((index) => (
                <li key={index}>
                  <Skeleton className="h-10 w-full" />
                </li>
              ))}
            </ul>
          ) : online.state === 'error' ? (
            <p className="mt-4 text-sm text-danger-700">{online.message}</p>
          ) : online.users.length === 0 ? (
            <p className="mt-4 text-sm text-ink-600">Nobody else is here yet. Try again in a moment.</p>
          ) : (
            <ul className="mt-4 flex flex-wrap gap-2" aria-label="Online users">
              {online.users.map((user) => (
                <li
                  key={user.userId}
                  className="inline-flex items-center gap-2 rounded-full bg-brand-50 px-3 py-1.5 text-sm font-medium text-brand-800"
                >
                  <span className="size-2 rounded-full bg-success-600" aria-hidden="true" />
                  {user.nickname.trim() || HUMANLIB_MESSAGES.anonymous}
                </li>
              ))}
            </ul>
          )}
        </section>
        <div>
          <Button size="lg" onClick={() => void onStartChatting()}>
            {HUMANLIB_MESSAGES.startChatting}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <title>Human Library · Campus</title>
      <section className="rounded-card bg-gradient-to-br from-brand-600 to-brand-800 p-6 text-white shadow-soft md:p-10">
        <p className="inline-flex items-center gap-2 text-xs font-semibold tracking-wider text-brand-100 uppercase">
          <HeartHandshake className="size-4" aria-hidden="true" /> Human Library
        </p>
        <h1 className="mt-2 text-title md:text-4xl">{HUMANLIB_MESSAGES.homeTitle}</h1>
        <form
          onSubmit={(event) => void onStartSearch(event)}
          noValidate
          className="mt-6 flex max-w-lg flex-col gap-3 rounded-card bg-white p-4 text-ink-900"
        >
          <Field id="hl-nickname" label={HUMANLIB_MESSAGES.nicknameLabel} error={nicknameError ?? undefined}>
            {(control) => (
              <Input
                {...control}
                value={nickname}
                maxLength={HUMANLIB_LIMITS.nicknameMaxLength}
                autoComplete="off"
                placeholder="e.g. Sunflower"
                onChange={(event) => setNickname(event.target.value)}
              />
            )}
          </Field>
          <Button type="submit" loading={starting}>
            {HUMANLIB_MESSAGES.startSearch}
          </Button>
        </form>
        <p className="mt-4 max-w-lg text-sm text-brand-50">
          Your privacy comes first: your partner sees only your nickname, never your name, profile or account. Phone numbers, emails, links
          and social handles are hidden before they are delivered.
        </p>
      </section>
      <ul className="grid gap-4 md:grid-cols-3">
        {FEATURES.map((feature) => (
          <li key={feature.title} className="rounded-card border border-ink-200 bg-surface p-5 shadow-soft">
            <feature.icon className="size-6 text-brand-600" aria-hidden="true" />
            <h2 className="mt-3 text-lg font-semibold text-ink-900">{feature.title}</h2>
            <p className="mt-1 text-sm text-ink-600">{feature.text}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
