import type { ReactNode } from 'react';
import type { LegalSection } from '../legal-section';

type LegalDocumentProps = {
  title: string;
  lastUpdated: string;
  intro: ReactNode;
  sections: LegalSection[];
};

/** A legal page: title, contents list and numbered sections, each addressable by its id. */
export function LegalDocument({ title, lastUpdated, intro, sections }: LegalDocumentProps) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
      <div className="max-w-3xl">
        <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase dark:text-indigo-300">Legal</p>
        <h1 className="mt-2 text-4xl font-bold tracking-tight text-gray-900 dark:text-white">{title}</h1>
        <p className="mt-3 text-sm text-gray-600 dark:text-gray-400">Last updated: {lastUpdated}</p>
        <div className="mt-6 space-y-4 text-lg text-gray-700 dark:text-gray-300">{intro}</div>
      </div>

      <div className="mt-12 grid gap-12 lg:grid-cols-[16rem_1fr]">
        <nav aria-label="On this page" className="lg:sticky lg:top-24 lg:self-start">
          <h2 className="text-sm font-semibold text-gray-900 dark:text-white">On this page</h2>
          <ol className="mt-3 space-y-2 border-l border-gray-200 text-sm dark:border-gray-800">
            {sections.map((section, index) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="-ml-px block border-l border-transparent py-0.5 pl-4 text-gray-600 hover:border-indigo-500 hover:text-indigo-700 dark:text-gray-400 dark:hover:text-indigo-300"
                >
                  {`${index + 1}. ${section.title}`}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <div className="max-w-3xl space-y-12">
          {sections.map((section, index) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="scroll-mt-24">
              <h2 id={`${section.id}-title`} className="text-xl font-semibold text-gray-900 dark:text-white">
                {`${index + 1}. ${section.title}`}
              </h2>
              <div className="mt-4 space-y-4 leading-relaxed text-gray-700 dark:text-gray-300 [&_li]:pl-1 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6">
                {section.body}
              </div>
            </section>
          ))}
        </div>
      </div>
    </div>
  );
}
