import type { ReactNode } from 'react'
import { PageMeta } from '../../../components/layouts/page-meta'

export interface LegalSection {
  heading: string
  body: ReactNode
}

type LegalDocumentProps = {
  title: string
  description: string
  /** e.g. 'Effective June 19, 2025' */
  effective: string
  intro: ReactNode
  sections: LegalSection[]
}

/** A policy page: one h1, its date, then numbered sections a reader can jump through by heading. */
export function LegalDocument({ title, description, effective, intro, sections }: LegalDocumentProps) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-16 break-words sm:px-6">
      <PageMeta title={`${title} | Slidebrief`} description={description} />
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      <p className="mt-2 text-sm font-medium text-slate-500">{effective}</p>
      <div className="mt-6 space-y-4 text-slate-700">{intro}</div>
      {sections.map((section, index) => (
        <section key={section.heading} className="mt-10" aria-labelledby={`section-${index + 1}`}>
          <h2 id={`section-${index + 1}`} className="text-xl font-semibold text-slate-900">
            {index + 1}. {section.heading}
          </h2>
          <div className="mt-3 space-y-3 leading-relaxed text-slate-700">{section.body}</div>
        </section>
      ))}
    </article>
  )
}
