import { FileText } from 'lucide-react';
import { toast } from '../../../components/ui';
import { messageFrom } from '../../../lib/errors';
import { openDocument } from '../api/uploadDocuments';

/** Opens a private document of a booking or referral request (sent with the bearer token). */
export function DocumentButton({ url, label }: { url: string | null; label: string }) {
  if (!url) return null;
  return (
    <button
      type="button"
      onClick={() =>
        void openDocument(url).catch((error: unknown) =>
          toast({ title: messageFrom(error, 'Could not open the document.'), tone: 'error' }),
        )
      }
      className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
    >
      <FileText className="size-4" aria-hidden="true" /> {label}
    </button>
  );
}
