import { DATA_DELETION_ID } from '../../lib/paths';
import { ContactLink } from './components/contact-link';
import type { LegalSection } from './legal-section';

export const PRIVACY_INTRO = (
  <p>
    Inkwell (&ldquo;Inkwell&rdquo;, &ldquo;we&rdquo;, &ldquo;us&rdquo;) provides an AI content studio for creators. This
    policy explains what personal data we collect when you use the Inkwell website and service, why we collect it, how
    long we keep it, and the choices you have, including how to delete your data.
  </p>
);

export const PRIVACY_SECTIONS: LegalSection[] = [
  {
    id: 'information-we-collect',
    title: 'Information we collect',
    body: (
      <>
        <p>We collect only what we need to run the service:</p>
        <ul>
          <li>
            <strong>Account data:</strong> your name, e-mail address and a securely hashed password. If you sign in with
            Google, we receive your name, e-mail address and a Google account identifier instead of a password.
          </li>
          <li>
            <strong>Content you create:</strong> the topics, settings and text you submit, files or links you ask us to
            summarize, and the content we generate for you.
          </li>
          <li>
            <strong>Connected accounts:</strong> when you connect a social platform, your username on that platform and
            the access tokens it issues so we can publish on your behalf.
          </li>
          <li>
            <strong>Subscription data:</strong> your plan, billing status and usage counts. Card details are entered
            directly with our payment provider and never reach our servers.
          </li>
          <li>
            <strong>Technical data:</strong> basic request logs (such as IP address, browser type and timestamps) used to
            keep the service secure and reliable.
          </li>
          <li>
            <strong>Messages:</strong> what you send us through the contact form.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'how-we-use-information',
    title: 'How we use your information',
    body: (
      <>
        <p>We use your information to:</p>
        <ul>
          <li>create and secure your account and keep you signed in;</li>
          <li>generate, summarize, rewrite and publish content at your request;</li>
          <li>apply the limits of your plan and process your subscription;</li>
          <li>answer your messages and send essential service e-mails, such as password reset links;</li>
          <li>detect abuse, fix problems and improve the service.</li>
        </ul>
        <p>We do not sell your personal data and we do not use your content to advertise to you.</p>
      </>
    ),
  },
  {
    id: 'ai-processing',
    title: 'AI processing',
    body: (
      <p>
        To generate or summarize content, we send the text and settings of your request to the AI model provider that
        powers the service. Providers process this data only to return a result to us, under terms that forbid using it
        for any other purpose. Please do not submit information you are not allowed to share, such as other people&apos;s
        sensitive personal data.
      </p>
    ),
  },
  {
    id: 'sharing',
    title: 'How we share information',
    body: (
      <>
        <p>We share personal data only with:</p>
        <ul>
          <li>service providers that host the service, process payments, deliver e-mail or run AI models for us;</li>
          <li>the social platforms you connect, and only the content you choose to publish there;</li>
          <li>authorities, when the law requires it.</li>
        </ul>
        <p>Each provider receives only the data it needs and must protect it.</p>
      </>
    ),
  },
  {
    id: 'cookies-and-storage',
    title: 'Cookies and local storage',
    body: (
      <p>
        Inkwell keeps your session token in your browser&apos;s local storage so you stay signed in. We do not use
        advertising cookies. If you use Google sign-in, Google may set its own cookies, governed by Google&apos;s privacy
        policy.
      </p>
    ),
  },
  {
    id: 'security',
    title: 'Security',
    body: (
      <p>
        Passwords are stored only as salted hashes. Session tokens are stored only as hashes on our side and expire after a
        period of inactivity. Access tokens for connected platforms are encrypted at rest. All traffic to the service is
        encrypted in transit. No system is perfectly secure, but we work to protect your data and will notify you of any
        breach as the law requires.
      </p>
    ),
  },
  {
    id: 'data-retention',
    title: 'Data retention',
    body: (
      <p>
        We keep your data for as long as your account is active. If you cancel your subscription or close your account,
        we retain your data for 30 days, so you can change your mind or take a copy of your content, and then delete it.
        We may keep limited records longer where the law requires it, for example invoices.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    body: (
      <p>
        Depending on where you live, you may have the right to access, correct, export or delete your personal data, and
        to object to or restrict how we process it. You can change your password in the app at any time. For any other
        request, use our <ContactLink />; we will answer within 30 days.
      </p>
    ),
  },
  {
    id: DATA_DELETION_ID,
    title: 'Data deletion',
    body: (
      <>
        <p>You can ask us to delete your data at any time. To do so:</p>
        <ul>
          <li>
            <strong>Disconnect your social accounts</strong> on the Social Accounts page (Disconnect on each account). This removes the
            stored access tokens for that platform straight away.
          </li>
          <li>
            <strong>Request deletion of your account</strong> through our <ContactLink />, using the e-mail address of
            your Inkwell account and mentioning &ldquo;Data deletion&rdquo;. We will confirm the request and delete your
            account, your generated content, your connected accounts and your usage history within 30 days.
          </li>
          <li>
            <strong>Remove Inkwell from a platform</strong> in that platform&apos;s settings (for example, Facebook:
            Settings &amp; Privacy, then Apps and Websites). This stops our access at once; ask us as above to also delete
            the data we received from it.
          </li>
        </ul>
        <p>
          Cancelling a subscription alone does not delete your account. Deleted data cannot be recovered, so copy any
          content you want to keep first.
        </p>
      </>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: <p>Inkwell is not intended for children under 16, and we do not knowingly collect their data.</p>,
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        If we make material changes to this policy, we will notify you by e-mail or in the app at least 30 days before
        they take effect. The date at the top of this page shows when it last changed.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <p>
        Questions about this policy or your data? Reach us through the <ContactLink />.
      </p>
    ),
  },
];
