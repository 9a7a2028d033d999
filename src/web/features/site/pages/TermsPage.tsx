import { Link } from 'react-router';
import { MINIMUM_AGE } from '../../../../shared/constants.js';
import { LegalPage, SupportMailbox } from '../components/LegalPage';

/** /Terms: Terms & Conditions, the User Agreement and the community guidelines the teaser pages link to. */
export default function TermsPage() {
  return (
    <LegalPage title="Terms & Conditions">
      <p className="text-sm text-ink-500">Last updated April 5, 2025</p>
      <p>
        Campus is a platform for college students and mentors: career listings, mentor sessions and referrals, blogs, e-books, the Human
        Library and a network of fellow students. By creating an account or using Campus you accept these terms.
      </p>
      <h2>Who may use Campus</h2>
      <p>
        Campus is for students currently enrolled in a college or university who are aged {MINIMUM_AGE} or over, and for mentors who join to
        guide them. You must give true information about yourself and keep your password to yourself.
      </p>
      <h2>Your content</h2>
      <p>
        You own what you post (profile, blogs, messages). You give Campus the right to show it to the people you choose to share it with. Do
        not post anything unlawful, hateful, or anyone else's personal details.
      </p>
      <h2>Mentor sessions and referrals</h2>
      <p>
        Mentors are independent; Campus does not guarantee an outcome of a session or a referral. Be on time, and cancel early if you cannot
        make it.
      </p>
      <h2>Ending your account</h2>
      <p>You may delete your account at any time from Settings. We may suspend accounts that break these terms.</p>
      <h2 id="guidelines">Community guidelines</h2>
      <ul>
        <li>Be kind: no harassment, bullying or hate.</li>
        <li>Keep personal contact details private, yours and others'.</li>
        <li>Share honest information: no spam, fake listings or misleading posts.</li>
        <li>Report anything that feels wrong through the help form.</li>
      </ul>
      <h2>User Agreement</h2>
      <p className="text-sm text-ink-500">Effective April 5, 2025</p>
      <p>
        This agreement is between you and Campus. You confirm that you are an enrolled student aged {MINIMUM_AGE} or over (or a mentor),
        that you will use Campus according to the terms above and the{' '}
        <Link to="/PrivacyPolicy" className="font-semibold text-brand-700 hover:underline">
          Privacy Policy
        </Link>
        , and that Campus may update these terms with notice on this page.
      </p>
      <h2>Contact</h2>
      <p>
        Questions about these terms: write to <SupportMailbox /> or use the{' '}
        <Link to="/helpform" className="font-semibold text-brand-700 hover:underline">
          help form
        </Link>
        .
      </p>
    </LegalPage>
  );
}
