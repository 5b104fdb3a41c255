import { LEGAL } from '@untangle/contracts';
import { useEffect } from 'react';
import { useDocumentTitle } from '../../../lib/use-document-title';
import type { LegalDocumentContent } from '../content/legal-types';

/** One legal page: title, effective date and version, then its sections. */
export function LegalDocument({ content }: { content: LegalDocumentContent }) {
  useDocumentTitle(content.title);
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-12">
      <article>
        <h1 className="text-3xl font-bold text-slate-900">{content.title}</h1>
        <p className="mt-2 text-sm text-slate-600">
          Effective {LEGAL.effectiveDate} · Version {LEGAL.version}
        </p>
        <p className="mt-6 text-slate-800">{content.intro}</p>
        {content.sections.map((section) => (
          <section key={section.heading} className="mt-8">
            <h2 className="text-xl font-semibold text-slate-900">{section.heading}</h2>
            {section.paragraphs?.map((paragraph) => (
              <p key={paragraph} className="mt-3 leading-7 text-slate-800">
                {paragraph}
              </p>
            ))}
            {section.items && (
              <ul className="mt-3 list-disc space-y-2 pl-6 leading-7 text-slate-800">
                {section.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </article>
    </main>
  );
}
