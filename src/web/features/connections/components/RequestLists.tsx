import { Check, Inbox, Send } from 'lucide-react';
import type { ConnectionRequest, RequestKind } from '../../../../shared/contracts/connections.js';
import { CONNECTION_MESSAGES } from '../../../../shared/contracts/connections.constants.js';
import { relativeTime } from '../../../../shared/format.js';
import { Button, toast } from '../../../components/ui';
import { useRevoke } from '../api/connect';
import { usePendingRequests, useSentRequests } from '../api/requests';
import { useAnswerRequest, type RequestAnswer } from '../api/respond';
import { connectionErrorMessage } from '../lib/messages';
import { EmptyState, ListError, PeopleSkeleton } from './ListStates';
import { PersonRow, personName } from './PersonRow';

const ASKS: Record<RequestKind, string> = { connection: 'Wants to connect', collaboration: 'Wants to collaborate' };
const ASKED: Record<RequestKind, string> = { connection: 'Connection requested', collaboration: 'Collaboration requested' };

/** Requests waiting for the signed-in user's answer, with Accept and Decline. */
export function IncomingRequests({ ownId, kind = 'all' }: { ownId: string; kind?: RequestKind | 'all' }) {
  const query = usePendingRequests(ownId, kind);
  const answer = useAnswerRequest();
  const respond = (request: ConnectionRequest, choice: RequestAnswer) =>
    answer.mutate(
      { requestId: request.id, answer: choice, otherUserId: request.otherUser.id },
      {
        onSuccess: (result) => toast({ title: result.message, tone: 'success' }),
        onError: (error) => toast({ title: connectionErrorMessage(error, CONNECTION_MESSAGES.statusFailed), tone: 'error' }),
      },
    );
  if (query.isPending) return <PeopleSkeleton rows={2} label="Loading requests" />;
  if (query.isError) {
    return <ListError query={query} fallback={CONNECTION_MESSAGES.statusFailed} />;
  }
  if (query.data.length === 0) {
    return (
      <EmptyState icon={Inbox} title="No requests waiting">
        When someone asks to connect or collaborate, it shows up here.
      </EmptyState>
    );
  }
  return (
    <ul aria-label="Requests for you" className="grid grid-cols-1 gap-3 md:grid-cols-2">
      {query.data.map((request) => {
        const busy = answer.isPending && answer.variables.requestId === request.id ? answer.variables.answer : null;
        return (
          <PersonRow
            key={request.id}
            person={request.otherUser}
            detail={`${ASKS[request.kind]} · ${relativeTime(request.createdAt)}`}
            actions={
              <>
                <Button
                  size="sm"
                  onClick={() => respond(request, 'accept')}
                  loading={busy === 'accept'}
                  disabled={busy !== null}
                  aria-label={`Accept ${personName(request.otherUser)}`}
                  icon={<Check className="size-4" aria-hidden="true" />}
                >
                  Accept
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => respond(request, 'decline')}
                  loading={busy === 'decline'}
                  disabled={busy !== null}
                  aria-label={`Decline ${personName(request.otherUser)}`}
                >
                  Decline
                </Button>
              </>
            }
          />
        );
      })}
    </ul>
  );
}

/** Requests the signed-in user sent that are still pending, each of which can be taken back. */
export function SentRequests({ ownId, kind = 'all' }: { ownId: string; kind?: RequestKind | 'all' }) {
  const query = useSentRequests(ownId, kind);
  const revoke = useRevoke(ownId);
  const cancel = (request: ConnectionRequest) =>
    revoke.mutate(
      { userId: request.receiverId, kind: request.kind },
      {
        onSuccess: (result) =>
          toast({ title: request.kind === 'connection' ? CONNECTION_MESSAGES.canceled : result.message, tone: 'success' }),
        onError: (error) => toast({ title: connectionErrorMessage(error, CONNECTION_MESSAGES.cancelFailed), tone: 'error' }),
      },
    );
  if (query.isPending) return <PeopleSkeleton rows={2} label="Loading sent requests" />;
  if (query.isError) {
    return <ListError query={query} fallback={CONNECTION_MESSAGES.statusFailed} />;
  }
  if (query.data.length === 0) {
    return (
      <EmptyState icon={Send} title="No requests sent">
        Requests you send stay here until they are answered.
      </EmptyState>
    );
  }
  return (
    <ul aria-label="Requests you sent" className="grid grid-cols-1 gap-3 md:grid-cols-2">
      {query.data.map((request) => (
        <PersonRow
          key={request.id}
          person={request.otherUser}
          detail={`${ASKED[request.kind]} · ${relativeTime(request.createdAt)}`}
          actions={
            <Button
              size="sm"
              variant="outline"
              onClick={() => cancel(request)}
              loading={revoke.isPending && revoke.variables.userId === request.receiverId && revoke.variables.kind === request.kind}
              aria-label={`Cancel the request to ${personName(request.otherUser)}`}
            >
              Cancel
            </Button>
          }
        />
      ))}
    </ul>
  );
}
