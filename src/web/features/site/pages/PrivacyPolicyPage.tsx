import { Link } from 'react-router';
import { LegalPage, SupportMailbox } from '../components/LegalPage';

/** /PrivacyPolicy: what this product actually stores, and why. */
export default function PrivacyPolicyPage() {
  return (
    <LegalPage title="Privacy Policy">
      <p className="text-sm text-ink-500">Last updated April 5, 2025</p>
      <p>This page lists what Campus stores about you, why, and who can see it. We do not sell your data or show third-party ads.</p>
      <h2>What we store</h2>
      <ul>
        <li>Account: your email, a one-way hash of your password (never the password itself), your role, and when you signed up.</li>
        <li>Sessions: a hashed refresh token per signed-in device with its browser name, so you can see and end sessions in Settings.</li>
        <li>Sign-up codes: a hash of each one-time code, deleted after it expires (10 minutes).</li>
        <li>
          Profile: what you enter (name, username, phone, college, course, semester, skills, interests, about, photo, resume, location if
          you choose to share it).
        </li>
        <li>
          Activity: job applications and saved jobs, mentor bookings and referral requests, connections, messages, notifications, event
          RSVPs, blogs and comments.
        </li>
        <li>Waitlists: the email you give for a teaser feature, and whether you unsubscribed.</li>
        <li>Help requests: the email, username and problem you send us, and our answer.</li>
      </ul>
      <h2>Why</h2>
      <p>
        To run the features you use: signing you in, showing your profile to the people you allow, matching jobs to your skills, booking
        sessions, delivering messages and mails you asked for. Server logs keep request paths and errors for a short time to keep the
        service running; they never contain passwords, codes or tokens.
      </p>
      <h2>Who sees it</h2>
      <p>
        Your profile is seen according to your privacy settings. Mentors see what you send with a booking. Operators of Campus can see what
        they need to run the service (job applications to their listings, help requests, waitlist counts).
      </p>
      <h2>Cookies and storage</h2>
      <p>
        One HttpOnly cookie keeps you signed in, and a second one, holding only “1”, tells our server to send you the app rather than the
        ready-drawn page a visitor gets. Your browser stores your user id, name, email and the “Remember Me” choice; never a password or
        token. No analytics or tracking scripts are loaded.
      </p>
      <h2>Your choices</h2>
      <p>
        Edit your profile at any time, end sessions in Settings, delete your account (which removes your data), and leave any waitlist with
        the link in its mails.
      </p>
      <h2>Contact</h2>
      <p>
        Write to <SupportMailbox /> or use the{' '}
        <Link to="/helpform" className="font-semibold text-brand-700 hover:underline">
          help form
        </Link>
        .
      </p>
    </LegalPage>
  );
}
