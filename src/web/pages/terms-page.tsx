import { PageLayout } from '../components/page-layout';
import { PageTitle } from '../components/page-title';
import { LegalDocument } from '../features/legal/components/legal-document';
import { LEGAL_LAST_UPDATED } from '../features/legal/legal-updated';
import { TERMS_INTRO, TERMS_SECTIONS } from '../features/legal/terms-sections';

export function TermsPage() {
  return (
    <PageLayout>
      <PageTitle>Terms of Service</PageTitle>
      <LegalDocument title="Terms of Service" lastUpdated={LEGAL_LAST_UPDATED} intro={TERMS_INTRO} sections={TERMS_SECTIONS} />
    </PageLayout>
  );
}
