import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { ContactLink } from './components/contact-link';
import type { LegalSection } from './legal-section';

const linkStyles =
  'font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900 dark:text-indigo-300 dark:hover:text-indigo-200';

export const TERMS_INTRO = (
  <p>
    These terms govern your use of Inkwell, an AI content studio for creators (&ldquo;Inkwell&rdquo;, &ldquo;we&rdquo;,
    &ldquo;us&rdquo;). By creating an account or using the service you agree to them. Please read them carefully.
  </p>
);

export const TERMS_SECTIONS: LegalSection[] = [
  {
    id: 'the-service',
    title: 'The service',
    body: (
      <p>
        Inkwell helps you generate video scripts, blog posts, social media posts and newsletters, summarize text, web
        pages and files, rewrite text so it reads naturally, publish to connected social platforms and review analytics.
        Features and monthly limits depend on your plan, as shown on our{' '}
        <Link to={paths.pricing} className={linkStyles}>
          pricing page
        </Link>
        .
      </p>
    ),
  },
  {
    id: 'accounts',
    title: 'Your account',
    body: (
      <ul>
        <li>You must give accurate information and be at least 16 years old.</li>
        <li>You are responsible for keeping your password safe and for everything done with your account.</li>
        <li>Tell us promptly if you believe someone else has accessed your account.</li>
      </ul>
    ),
  },
  {
    id: 'subscriptions-and-billing',
    title: 'Subscriptions and billing',
    body: (
      <>
        <ul>
          <li>Paid plans are billed in advance, monthly or annually, in US dollars, and renew automatically.</li>
          <li>
            You can cancel at any time. Cancellation takes effect at the end of the current billing period; until then you
            keep the features of your plan.
          </li>
          <li>
            Payments are non-refundable, including for partly used periods and unused monthly allowances, except where
            the law requires otherwise.
          </li>
          <li>Monthly usage limits reset at the start of each calendar month and do not carry over.</li>
          <li>We may change prices with at least 30 days&apos; notice; the new price applies from your next billing period.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    body: (
      <>
        <p>You agree not to use Inkwell to:</p>
        <ul>
          <li>create or publish content that is unlawful, deceptive, hateful, harassing or infringes others&apos; rights;</li>
          <li>send spam or break the rules of the platforms you publish to;</li>
          <li>attempt to get around plan limits, probe or disrupt the service, or access other users&apos; data;</li>
          <li>resell the service without our written permission.</li>
        </ul>
        <p>We may suspend accounts that break these rules.</p>
      </>
    ),
  },
  {
    id: 'your-content',
    title: 'Your content and AI output',
    body: (
      <>
        <p>
          You keep all rights to what you submit and, as between you and Inkwell, to the content generated for you. You
          give us the limited permission we need to process it to provide the service.
        </p>
        <p>
          AI output can be inaccurate, incomplete or similar to content produced for others. Review it before you publish;
          you are responsible for what you publish.
        </p>
      </>
    ),
  },
  {
    id: 'third-party-platforms',
    title: 'Third-party platforms',
    body: (
      <p>
        When you connect YouTube, TikTok, Instagram, X, LinkedIn or Facebook, your use of those platforms stays subject to
        their own terms. We are not responsible for their availability or for changes to their services that affect
        publishing.
      </p>
    ),
  },
  {
    id: 'availability',
    title: 'Availability',
    body: (
      <p>
        We aim for 99.9% uptime, but we do not guarantee that the service will be uninterrupted or error-free. We may carry
        out maintenance, preferably announced in advance, and we may change or retire features.
      </p>
    ),
  },
  {
    id: 'termination',
    title: 'Termination',
    body: (
      <p>
        You may stop using Inkwell and close your account at any time. We may suspend or close accounts that break these
        terms. After cancellation or closure we keep your data for 30 days and then delete it, as described in our{' '}
        <Link to={paths.privacy} className={linkStyles}>
          privacy policy
        </Link>
        .
      </p>
    ),
  },
  {
    id: 'disclaimers',
    title: 'Disclaimers and liability',
    body: (
      <>
        <p>
          The service is provided &ldquo;as is&rdquo;. To the extent the law allows, we disclaim implied warranties of
          merchantability, fitness for a particular purpose and non-infringement.
        </p>
        <p>
          To the extent the law allows, Inkwell is not liable for indirect or consequential losses, and our total
          liability is limited to the amount you paid us in the 12 months before the claim.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    body: (
      <p>
        We will notify you of material changes at least 30 days before they take effect, by e-mail or in the app. If you
        keep using Inkwell after that date, the new terms apply; if you do not agree, you can cancel before then.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        Questions about these terms? Reach us through the <ContactLink />.
      </p>
    ),
  },
];
