import { PageLayout } from '../components/page-layout';
import { PageTitle } from '../components/page-title';
import { LegalDocument } from '../features/legal/components/legal-document';
import { LEGAL_LAST_UPDATED } from '../features/legal/legal-updated';
import { PRIVACY_INTRO, PRIVACY_SECTIONS } from '../features/legal/privacy-sections';

export function PrivacyPage() {
  return (
    <PageLayout>
      <PageTitle>Privacy Policy</PageTitle>
      <LegalDocument title="Privacy Policy" lastUpdated={LEGAL_LAST_UPDATED} intro={PRIVACY_INTRO} sections={PRIVACY_SECTIONS} />
    </PageLayout>
  );
}
