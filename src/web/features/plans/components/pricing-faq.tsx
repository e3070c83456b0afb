const QUESTIONS = [
  {
    question: 'When do my monthly limits reset?',
    answer: 'Usage counts per calendar month (UTC) and starts again at zero on the 1st of every month.',
  },
  {
    question: 'Can I change my plan later?',
    answer: 'Yes. You can upgrade at any time from your subscription page, and the higher limits apply straight away.',
  },
  {
    question: 'What happens if I cancel?',
    answer:
      'You keep your paid features until the end of the billing period you have paid for, then your account moves to the Free plan. Payments are non-refundable.',
  },
  {
    question: 'Do I need a credit card to start?',
    answer: 'No. The Free plan needs only an e-mail address or a Google account.',
  },
];

export function PricingFaq() {
  return (
    <section aria-labelledby="pricing-faq" className="mx-auto mt-24 max-w-3xl">
      <h2 id="pricing-faq" className="text-center text-2xl font-bold tracking-tight text-gray-900 dark:text-white">
        Frequently asked questions
      </h2>
      <div className="mt-8 divide-y divide-gray-200 rounded-2xl border border-gray-200 bg-white dark:divide-gray-800 dark:border-gray-800 dark:bg-gray-900">
        {QUESTIONS.map(({ question, answer }) => (
          <details key={question} className="group px-6 py-5">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded font-medium text-gray-900 dark:text-white [&::-webkit-details-marker]:hidden">
              {question}
              <span aria-hidden="true" className="text-xl leading-none text-indigo-600 transition-transform group-open:rotate-45 dark:text-indigo-400">
                +
              </span>
            </summary>
            <p className="mt-3 text-sm text-gray-600 dark:text-gray-400">{answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
