import {
  formatSummaryText,
  parseRichText,
  type RichText as RichTextRuns,
  type SummaryBlock,
} from '../../../../shared'

export function RichText({ runs }: { runs: RichTextRuns }) {
  return runs.map((run, index) =>
    run.strong ? (
      <strong key={index} className="font-semibold text-slate-900">
        {run.text}
      </strong>
    ) : (
      <span key={index}>{run.text}</span>
    ),
  )
}

/** One overall item ('**Pricing** drives churn'): bold markers only, no block structure. */
export function InlineSummaryText({ text }: { text: string }) {
  return <RichText runs={parseRichText(text)} />
}

function Block({ block }: { block: SummaryBlock }) {
  switch (block.kind) {
    case 'paragraph':
      return (
        <p>
          <RichText runs={block.text} />
        </p>
      )
    case 'list':
      return (
        <ul className="list-disc space-y-1 pl-5 marker:text-brand-500">
          {block.items.map((item, index) => (
            <li key={index}>
              <RichText runs={item} />
            </li>
          ))}
        </ul>
      )
    case 'numbered-list':
      return (
        <ol start={block.start} className="list-decimal space-y-1 pl-5 marker:text-slate-500">
          {block.items.map((item, index) => (
            <li key={index}>
              <RichText runs={item} />
            </li>
          ))}
        </ol>
      )
    case 'section':
      return (
        <section>
          <h4 className="font-semibold text-slate-900">{block.heading}</h4>
          <div className="mt-1 space-y-2">
            {block.blocks.map((child, index) => (
              <Block key={index} block={child} />
            ))}
          </div>
        </section>
      )
  }
}

/**
 * Spec §2 "Summary view": a slide's summary by its format — bullet lines to lists, '**Heading:**' to
 * headed sections, else paragraphs of up to three sentences — through the rules the HTML report uses.
 */
export function SummaryText({ text, language }: { text: string; language: string }) {
  const blocks = formatSummaryText(text, language)
  return (
    <div className="space-y-2 text-sm leading-relaxed text-slate-700">
      {blocks.map((block, index) => (
        <Block key={index} block={block} />
      ))}
    </div>
  )
}
