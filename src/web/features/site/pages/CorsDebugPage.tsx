import { Activity } from 'lucide-react';
import { useState } from 'react';
import { Button, FormAlert, Skeleton, StatusPanel } from '../../../components/ui';
import { api } from '../../../lib/api';
import { useAuth } from '../../../lib/auth';
import { messageFrom } from '../../../lib/errors';
import { usePublicConfig } from '../../../lib/publicConfig';

interface Result {
  ok: boolean;
  summary: string;
  details: string[];
  hint?: string;
}

function ResultCard({ title, result }: { title: string; result: Result | null }) {
  if (!result) return null;
  return (
    <section aria-label={`${title} result`} className="flex flex-col gap-2">
      <FormAlert tone={result.ok ? 'success' : 'error'}>{result.summary}</FormAlert>
      <ul className="rounded-lg bg-ink-50 p-3 font-mono text-xs break-all text-ink-800">
        {result.details.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {result.hint ? <p className="text-sm text-ink-600">Hint: {result.hint}</p> : null}
    </section>
  );
}

/** /cors-debug: checks the browser's connection to the API. Operators in production, everyone in development. */
export default function CorsDebugPage() {
  const config = usePublicConfig();
  const { user, status } = useAuth();
  const [diagnostic, setDiagnostic] = useState<Result | null>(null);
  const [apiCall, setApiCall] = useState<Result | null>(null);
  const [preflight, setPreflight] = useState<Result | null>(null);

  if (config.isPending) return <Skeleton className="h-64 w-full" />;
  if (config.isError) return <FormAlert>{messageFrom(config.error, 'Could not read the server configuration.')}</FormAlert>;
  if (config.data.mode === 'production' && user?.role !== 'admin') {
    return (
      <StatusPanel title="Connection check">
        <p>This diagnostic page is for operators. If something does not load, please use the help form.</p>
      </StatusPanel>
    );
  }
  const origin = window.location.origin;
  const allowed = config.data.allowedOrigins;

  const runDiagnostic = () => {
    const ok = allowed.includes(origin);
    setDiagnostic({
      ok,
      summary: ok ? 'This page’s origin is allowed by the API.' : 'This page’s origin is NOT in the API’s allowed origins.',
      details: [`Page origin: ${origin}`, `Allowed origins: ${allowed.join(', ')}`, `Server mode: ${config.data.mode}`],
      ...(ok ? {} : { hint: `Set PUBLIC_URL=${origin} on the server (it decides the allowed origin), then restart it.` }),
    });
  };

  const testApiCall = async () => {
    const started = performance.now();
    try {
      const profile = await api<Record<string, unknown>>('/users/profile');
      setApiCall({
        ok: true,
        summary: 'The API answered your profile.',
        details: [
          `GET /api/users/profile → 200 in ${Math.round(performance.now() - started)} ms`,
          `Fields: ${Object.keys(profile).slice(0, 8).join(', ')}`,
        ],
      });
    } catch (error) {
      setApiCall({
        ok: false,
        summary: messageFrom(error, 'The call failed.'),
        details: [`GET /api/users/profile failed after ${Math.round(performance.now() - started)} ms`],
        hint:
          status === 'authed'
            ? 'Check that the server is running and reachable from this page.'
            : 'Sign in first: this call reads your own profile.',
      });
    }
  };

  const testPreflight = async () => {
    try {
      const response = await fetch('/api/users/profile', {
        method: 'OPTIONS',
        headers: { 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'authorization' },
      });
      const allowOrigin = response.headers.get('access-control-allow-origin');
      const allowMethods = response.headers.get('access-control-allow-methods');
      const ok = response.status < 400;
      setPreflight({
        ok,
        summary: ok ? 'The preflight request was accepted.' : `The preflight request was refused (${response.status}).`,
        details: [
          `OPTIONS /api/users/profile → ${response.status}`,
          `Access-Control-Allow-Origin: ${allowOrigin ?? '(none: same-origin calls need none)'}`,
          `Access-Control-Allow-Methods: ${allowMethods ?? '(none)'}`,
        ],
        ...(ok ? {} : { hint: 'The server’s CORS settings come from PUBLIC_URL; make it this page’s origin.' }),
      });
    } catch (error) {
      setPreflight({
        ok: false,
        summary: messageFrom(error, 'The preflight request could not be sent.'),
        details: [],
        hint: 'The server may be down.',
      });
    }
  };

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <title>Connection check · Campus</title>
      <header className="flex items-start gap-3">
        <Activity className="mt-1 size-8 shrink-0 text-brand-600" aria-hidden="true" />
        <div>
          <h1 className="text-title text-ink-900">Connection check</h1>
          <p className="mt-1 text-ink-600">Diagnostics for the connection between this page and the server.</p>
        </div>
      </header>
      <div className="flex flex-col gap-4 rounded-card bg-surface p-5 shadow-soft ring-1 ring-ink-200">
        <Button onClick={runDiagnostic}>Run CORS Diagnostic</Button>
        <ResultCard title="CORS diagnostic" result={diagnostic} />
        <Button variant="outline" onClick={() => void testApiCall()}>
          Test API Call
        </Button>
        <ResultCard title="API call" result={apiCall} />
        <Button variant="outline" onClick={() => void testPreflight()}>
          Test Backend CORS Fix
        </Button>
        <ResultCard title="Preflight" result={preflight} />
      </div>
    </div>
  );
}
