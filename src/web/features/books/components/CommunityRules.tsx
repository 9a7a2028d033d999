import { Link } from 'react-router';
import { buttonClasses, RulesLists } from '../../../components/ui';

/**
 * The rules text shared by the EDU-VALT and Guiednest rules pages (community §2.7): what is allowed,
 * what is not, and an 'I ACCEPT' link to /HumanLib.
 */
export const ALLOWED_RULES = [
  'Share notes, summaries and question banks you wrote yourself, or that you have the right to share.',
  'Ask for help with a topic, a subject or a semester, and answer others kindly.',
  'Report a book or a note that is wrong, broken or in the wrong semester.',
  'Skip or block anyone who makes you uncomfortable, at any time.',
] as const;

export const NOT_ALLOWED_RULES = [
  'No sharing of personal contact details: phone numbers, email addresses, social media handles or addresses.',
  'No pirated textbooks or paid material shared without permission.',
  'No leaked exam papers, or help to cheat in an exam.',
  'No harassment, hate, bullying or judging others.',
  'No advertising, spam or selling.',
] as const;

export function CommunityRules() {
  return (
    <div className="flex flex-col gap-6">
      <RulesLists allowed={ALLOWED_RULES} notAllowed={NOT_ALLOWED_RULES} />
      <Link to="/HumanLib" className={buttonClasses({ size: 'lg' }) + ' self-center'}>
        I ACCEPT
      </Link>
    </div>
  );
}
