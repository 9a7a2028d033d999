import { UserMinus } from 'lucide-react';
import { useState } from 'react';
import type { Connection } from '../../../../shared/contracts/connections.js';
import { CONNECTION_MESSAGES } from '../../../../shared/contracts/connections.constants.js';
import { formatDateLong } from '../../../../shared/format.js';
import { Button, Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui';
import { useEndCollaboration } from '../api/collaborate';
import { useConnectionsPages } from '../api/connections';
import { useRemoveConnection } from '../api/remove';
import { BackLink } from '../components/BackLink';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { ListError, PeopleSkeleton } from '../components/ListStates';
import { PeopleSearch } from '../components/PeopleSearch';
import { PersonRow, personName } from '../components/PersonRow';
import { confirmationText } from '../lib/confirmations';
import { connectionErrorMessage } from '../lib/messages';
import { useDebounced } from '../lib/useDebounced';
import { useRelationsLive } from '../lib/useRelationsLive';

type Tab = 'connections' | 'collaborates';

const EMPTY: Record<Tab, string> = { connections: 'No connections found.', collaborates: 'No collaborates found.' };

/** /SelfConnectionPage 'Manage Your Connection' (community §2.10): search, two tabs, remove with a confirmation. */
export default function ManageConnectionsPage() {
  useRelationsLive();
  const [text, setText] = useState('');
  const search = useDebounced(text.trim());
  const [tab, setTab] = useState<Tab>('connections');
  const query = useConnectionsPages(search);
  const remove = useRemoveConnection();
  const endCollaboration = useEndCollaboration();
  const [removing, setRemoving] = useState<{ tab: Tab; connection: Connection } | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);

  const pages = query.data?.pages ?? [];
  const lists: Record<Tab, Connection[]> = {
    connections: pages.flatMap((page) => page.connections),
    collaborates: pages.flatMap((page) => page.collaborators),
  };
  const totals: Record<Tab, number> = {
    connections: pages[0]?.totalConnections ?? 0,
    collaborates: pages[0]?.totalCollaborators ?? 0,
  };
  const mutation = removing?.tab === 'collaborates' ? endCollaboration : remove;

  const confirmRemove = () => {
    if (!removing) return;
    mutation.mutate(removing.connection.otherUser.id, {
      onSuccess: () => setRemoving(null),
      onError: (error) => setRemoveError(connectionErrorMessage(error, CONNECTION_MESSAGES.fetchProfileFailed)),
    });
  };

  const renderList = (which: Tab) => {
    if (query.isPending) {
      return (
        <div className="flex flex-col gap-3">
          <p className="text-sm text-ink-500">Loading...</p>
          <PeopleSkeleton label={`Loading ${which}`} />
        </div>
      );
    }
    if (query.isError && pages.length === 0) {
      return <ListError prefix="Error: " query={query} fallback={CONNECTION_MESSAGES.fetchProfileFailed} />;
    }
    const list = lists[which];
    if (list.length === 0)
      return <p className="rounded-card bg-surface px-4 py-8 text-center text-ink-600 ring-1 ring-ink-200">{EMPTY[which]}</p>;
    return (
      <div className="flex flex-col gap-4">
        <ul aria-label={which === 'connections' ? 'Connections' : 'Collaborates'} className="grid grid-cols-1 gap-3 md:grid-cols-2">
          {list.map((connection) => {
            const name = personName(connection.otherUser);
            return (
              <PersonRow
                key={connection.id}
                person={connection.otherUser}
                title="username"
                detail={`Connected since ${formatDateLong(connection.createdAt)}`}
                actions={
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={`Remove ${name}`}
                    icon={<UserMinus className="size-4" aria-hidden="true" />}
                    onClick={() => {
                      setRemoveError(null);
                      setRemoving({ tab: which, connection });
                    }}
                  >
                    Remove
                  </Button>
                }
              />
            );
          })}
        </ul>
        {list.length < totals[which] ? (
          <Button variant="outline" className="self-center" onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
            Load more
          </Button>
        ) : null}
        {query.isFetchNextPageError ? (
          <p role="alert" className="text-center text-sm font-medium text-danger-700">
            Error: {connectionErrorMessage(query.error, CONNECTION_MESSAGES.fetchProfileFailed)}
          </p>
        ) : null}
      </div>
    );
  };

  const confirmText = confirmationText(
    removing?.tab === 'collaborates' ? 'endCollaboration' : 'remove',
    removing ? personName(removing.connection.otherUser) : '',
  );
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-5">
      <title>Manage Your Connection · Campus</title>
      <BackLink fallback="/NetworkPage" />
      <header className="flex flex-col gap-1">
        <h1 className="text-title text-ink-900">Manage Your Connection</h1>
        <p className="text-ink-600">The people you are connected and collaborating with.</p>
      </header>
      <PeopleSearch value={text} onChange={setText} placeholder="Name, username or headline" label="Search connections" />
      <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
        <TabsList aria-label="Connections and collaborates" className="w-full md:w-auto [&>*]:flex-1 md:[&>*]:flex-none">
          <TabsTrigger value="connections">Connections{pages.length > 0 ? ` (${totals.connections})` : ''}</TabsTrigger>
          <TabsTrigger value="collaborates">Collaborates{pages.length > 0 ? ` (${totals.collaborates})` : ''}</TabsTrigger>
        </TabsList>
        <TabsContent value="connections">{renderList('connections')}</TabsContent>
        <TabsContent value="collaborates">{renderList('collaborates')}</TabsContent>
      </Tabs>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={confirmText.title}
        description={confirmText.description}
        confirmLabel={confirmText.label}
        pending={mutation.isPending}
        error={removeError}
        onConfirm={confirmRemove}
      />
    </div>
  );
}
