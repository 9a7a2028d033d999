import { Link } from 'react-router';
import { MessagesWidget } from '../components/MessagesWidget';
import { MESSAGES_PATHS } from '../lib/paths';

/** /messages-widget: the desktop widget, shown expanded. */
export default function WidgetPage() {
  return (
    <div className="mx-auto w-full max-w-2xl">
      <title>Messages · Campus</title>
      <h1 className="text-title text-ink-900">Messages</h1>
      <p className="mt-2 text-ink-600">
        Your chats live in the widget at the bottom right. Prefer a full page?{' '}
        <Link to={MESSAGES_PATHS.inbox} className="font-semibold text-brand-700 hover:underline">
          Open the inbox
        </Link>
        .
      </p>
      <MessagesWidget defaultExpanded className="max-md:bottom-20" />
    </div>
  );
}
