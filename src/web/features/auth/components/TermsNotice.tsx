import { Link } from 'react-router';

const linkClass = 'font-medium text-brand-700 underline decoration-brand-300 underline-offset-2 hover:decoration-brand-700';

export function TermsNotice() {
  return (
    <p className="text-caption text-ink-500">
      By continuing, you agree to our{' '}
      <Link to="/Terms" className={linkClass}>
        Terms &amp; Conditions
      </Link>{' '}
      and{' '}
      <Link to="/PrivacyPolicy" className={linkClass}>
        Privacy Policy
      </Link>
      , and confirm that you are an enrolled college student aged 18 or over.
    </p>
  );
}
