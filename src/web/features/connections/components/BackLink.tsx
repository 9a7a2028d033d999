import { ArrowLeft } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';

/** Back to the previous screen; a page opened directly goes to `fallback` instead of leaving the app. */
export function BackLink({ fallback }: { fallback: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <button
      type="button"
      onClick={() => void (location.key === 'default' ? navigate(fallback) : navigate(-1))}
      className="inline-flex items-center gap-2 self-start rounded-lg px-2 py-1.5 text-sm font-semibold text-ink-700 hover:bg-ink-100"
    >
      <ArrowLeft className="size-4" aria-hidden="true" /> Back
    </button>
  );
}
