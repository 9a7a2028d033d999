import { ShieldCheck } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import type { TwoFactorSetupResponse } from '../../../../shared/contracts/account.js';
import { ACCOUNT_MESSAGES, SERVER_MESSAGES } from '../../../../shared/messages.js';
import { Button, Field, FormAlert, Input, PasswordInput, Skeleton, toast } from '../../../components/ui';
import { messageFrom } from '../../../lib/errors';
import {
  TWO_FACTOR_SETTINGS_ANCHOR,
  useDisableTwoFactor,
  useEnableTwoFactor,
  useSetupTwoFactor,
  useTwoFactorStatus,
} from '../api/twoFactor';
import { SettingsCard } from './SettingsCard';

function CodeInput({
  id,
  value,
  onChange,
  error,
  label,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  label: string;
}) {
  return (
    <Field id={id} label={label} error={error}>
      {(control) => (
        <Input
          {...control}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={32}
          placeholder="123456"
        />
      )}
    </Field>
  );
}

/** Scan (or type) the secret, then confirm with the app's first code. */
function SetupForm({ setup, onDone }: { setup: TwoFactorSetupResponse; onDone: (codes: string[]) => void }) {
  const id = useId();
  const enable = useEnableTwoFactor();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      const answer = await enable.mutateAsync({ code: code.trim() });
      toast({ title: 'Two-step sign-in is on', description: answer.message, tone: 'success' });
      onDone(answer.recoveryCodes);
    } catch (failure) {
      setError(messageFrom(failure, ACCOUNT_MESSAGES.twoFactorCodeWrong));
    }
  }
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
      <ol className="flex list-decimal flex-col gap-2 pl-5 text-sm text-ink-700">
        <li>Open an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password, Aegis...).</li>
        <li>Scan this QR code, or type the key below into the app.</li>
        <li>Type the 6-digit code the app shows.</li>
      </ol>
      <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
        <img
          src={setup.qrCode}
          alt="QR code to scan with your authenticator app"
          width={176}
          height={176}
          className="size-44 rounded-lg bg-white ring-1 ring-ink-200"
        />
        <div className="flex min-w-0 flex-col gap-1">
          <p className="text-sm font-semibold text-ink-800">Key</p>
          <code data-testid="totp-secret" className="rounded-md bg-ink-50 px-2 py-1 font-mono text-sm break-all text-ink-900">
            {setup.secret}
          </code>
        </div>
      </div>
      <CodeInput id={`${id}-code`} label="Code from the app" value={code} onChange={setCode} error={error ?? undefined} />
      <div className="flex justify-end">
        <Button type="submit" loading={enable.isPending} className="w-full sm:w-auto">
          {enable.isPending ? 'Turning on...' : 'Turn on'}
        </Button>
      </div>
    </form>
  );
}

function RecoveryCodes({ codes, onSaved }: { codes: string[]; onSaved: () => void }) {
  return (
    <div className="flex flex-col gap-4">
      <FormAlert tone="success">
        Save these recovery codes somewhere safe. Each works once, instead of a code from the app, if you lose your phone. They are shown
        only now.
      </FormAlert>
      <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-2 font-mono text-sm text-ink-900 sm:grid-cols-5">
        {codes.map((code) => (
          <li key={code} className="rounded-md bg-ink-50 px-2 py-1 text-center">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex justify-end">
        <Button type="button" onClick={onSaved} className="w-full sm:w-auto">
          I have saved them
        </Button>
      </div>
    </div>
  );
}

function TurnOffForm() {
  const id = useId();
  const disable = useDisableTwoFactor();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ password?: string; code?: string; form?: string }>({});
  async function submit(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    try {
      const answer = await disable.mutateAsync({ password, code: code.trim() });
      toast({ title: 'Two-step sign-in is off', description: answer.message, tone: 'success' });
    } catch (failure) {
      const fields = (failure as { fields?: Record<string, string[]> }).fields;
      if (fields?.password?.[0] || fields?.code?.[0]) setErrors({ password: fields.password?.[0], code: fields.code?.[0] });
      else setErrors({ form: messageFrom(failure, 'Two-step sign-in could not be turned off. Please try again.') });
    }
  }
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
      {errors.form ? <FormAlert>{errors.form}</FormAlert> : null}
      <p className="text-sm text-ink-600">To turn it off, type your password and a code from the app (or a recovery code).</p>
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <Field id={`${id}-password`} label="Password" error={errors.password}>
          {(control) => (
            <PasswordInput
              {...control}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              autoComplete="current-password"
            />
          )}
        </Field>
        <CodeInput id={`${id}-code`} label="Code" value={code} onChange={setCode} error={errors.code} />
      </div>
      <div className="flex justify-end">
        <Button type="submit" variant="outline" loading={disable.isPending} className="w-full sm:w-auto">
          {disable.isPending ? 'Turning off...' : 'Turn off two-step sign-in'}
        </Button>
      </div>
    </form>
  );
}

/** Settings: two-step sign-in with an authenticator app (required for operators). */
export function TwoFactorCard() {
  const id = useId();
  const status = useTwoFactorStatus();
  const start = useSetupTwoFactor();
  const [setup, setSetup] = useState<TwoFactorSetupResponse | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function begin() {
    setError(null);
    try {
      setSetup(await start.mutateAsync());
    } catch (failure) {
      setError(messageFrom(failure, 'Two-step sign-in could not be set up. Please try again.'));
    }
  }

  const enabled = status.data?.enabled ?? false;
  let body;
  if (status.isPending) body = <Skeleton className="h-10 w-48" />;
  else if (codes) body = <RecoveryCodes codes={codes} onSaved={() => setCodes(null)} />;
  else if (enabled) body = <TurnOffForm />;
  else if (setup)
    body = (
      <SetupForm
        setup={setup}
        onDone={(recovery) => {
          setSetup(null);
          setCodes(recovery);
        }}
      />
    );
  else
    body = (
      <div className="flex flex-col gap-4">
        {status.data?.required ? <FormAlert>{SERVER_MESSAGES.twoFactorRequired}</FormAlert> : null}
        {error ? <FormAlert>{error}</FormAlert> : null}
        <div className="flex justify-end">
          <Button type="button" onClick={() => void begin()} loading={start.isPending} className="w-full sm:w-auto">
            Set up two-step sign-in
          </Button>
        </div>
      </div>
    );

  return (
    <div id={TWO_FACTOR_SETTINGS_ANCHOR} className="scroll-mt-24">
      <SettingsCard
        labelId={`${id}-title`}
        title="Two-step sign-in"
        description={
          enabled
            ? `On: signing in asks for a code from your authenticator app. ${status.data?.recoveryCodesLeft ?? 0} recovery codes left.`
            : 'Off: after your password, also ask for a code from an authenticator app on your phone.'
        }
        icon={<ShieldCheck className="size-5" aria-hidden="true" />}
      >
        {body}
      </SettingsCard>
    </div>
  );
}
