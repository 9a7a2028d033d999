import { useNavigate, useParams } from 'react-router';
import { ConversationView } from '../components/ConversationView';
import { MESSAGES_PATHS } from '../lib/paths';

/** /MessageFinalClass2/{messageId}: the parameter is the conversation's id (platform-core §2.1). */
export default function ConversationPage() {
  const { messageId = '' } = useParams();
  const navigate = useNavigate();
  return (
    <div className="mx-auto h-[calc(100dvh-12.5rem)] min-h-96 w-full max-w-2xl overflow-hidden rounded-card shadow-card ring-1 ring-ink-200 md:h-[calc(100dvh-9rem)]">
      <title>Conversation · Campus</title>
      <ConversationView key={messageId} conversationId={messageId} onBack={() => void navigate(MESSAGES_PATHS.inbox)} />
    </div>
  );
}
