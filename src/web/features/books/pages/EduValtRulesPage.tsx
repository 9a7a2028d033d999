import { ScrollText } from 'lucide-react';
import { CommunityRules } from '../components/CommunityRules';
import { PageIntro } from '../components/PageIntro';

/** The EDU-VALT rules page (community §2.7): allowed and not-allowed lists, and 'I ACCEPT'. */
export default function EduValtRulesPage() {
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <title>EDU-VALT rules · Campus</title>
      <PageIntro icon={ScrollText} eyebrow="EDU-VALT" title="Rules">
        A few rules keep the vault useful and safe for everyone.
      </PageIntro>
      <CommunityRules />
    </div>
  );
}
