import { PageLayout } from '../components/page-layout';
import { PageTitle } from '../components/page-title';
import { SectionHeading } from '../components/section-heading';
import { useConfig } from '../features/config/api/get-config';
import { ContactForm } from '../features/contact/components/contact-form';
import { ContentTypesSection } from '../features/landing/components/content-types-section';
import { FeatureGrid } from '../features/landing/components/feature-grid';
import { Hero } from '../features/landing/components/hero';
import { PublishingSection } from '../features/landing/components/publishing-section';
import { SummarizerSection } from '../features/landing/components/summarizer-section';
import { PricingTeaser } from '../features/plans/components/pricing-teaser';

export function LandingPage() {
  const config = useConfig();

  return (
    <PageLayout>
      <PageTitle>AI content studio for creators</PageTitle>
      <Hero />
      <FeatureGrid />
      <SummarizerSection />
      <PublishingSection />
      <ContentTypesSection />

      <section id="pricing" aria-labelledby="pricing-heading" className="scroll-mt-20 py-20 sm:py-28">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <SectionHeading
            id="pricing-heading"
            eyebrow="Pricing"
            title="Start free, upgrade when you grow"
            description="Every plan includes all content types. Paid plans raise your monthly limits and unlock the humanizer."
          />
          <div className="mt-14">
            <PricingTeaser />
          </div>
        </div>
      </section>

      <section id="contact" aria-labelledby="contact-heading" className="scroll-mt-20 bg-white py-20 sm:py-28 dark:bg-gray-900/40">
        <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-[2fr_3fr] lg:px-8">
          <SectionHeading
            id="contact-heading"
            align="left"
            eyebrow="Contact"
            title="Questions? We'd love to hear from you"
            description="Tell us about your channel, your team or the feature you are missing. We answer every message."
          />
          <div className="rounded-2xl border border-gray-200 bg-gray-50 p-6 shadow-sm sm:p-8 dark:border-gray-800 dark:bg-gray-950">
            {/* On the prerendered page an island (src/web/islands): live from the visitor's first touch. */}
            <div data-island="contact-form">
              <ContactForm formUrl={config.data?.contact_form_url} />
            </div>
          </div>
        </div>
      </section>
    </PageLayout>
  );
}
