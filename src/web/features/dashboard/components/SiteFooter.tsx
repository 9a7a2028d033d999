import { Link } from 'react-router';

const LINKS = [
  { to: '/helpform', label: 'Help' },
  { to: '/Terms', label: 'Terms & Conditions' },
  { to: '/PrivacyPolicy', label: 'Privacy Policy' },
  { to: '/coming-soon', label: 'Coming soon' },
] as const;

/** Help and legal links at the foot of every framed page. */
export function SiteFooter() {
  return (
    <footer className="mx-auto w-full max-w-6xl px-4 pb-6 md:px-8">
      <nav aria-label="Help and legal">
        <ul className="flex flex-wrap gap-x-5 gap-y-2 border-t border-ink-200 pt-4 text-sm text-ink-600">
          {LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className="hover:text-brand-700 hover:underline">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </footer>
  );
}
