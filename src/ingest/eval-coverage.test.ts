import { readFileSync } from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, test } from 'vitest'
import type { Document, DocumentFormat } from '../shared'
import { ingestFile } from './ingest-file'

// The shared evaluation set (../shared/eval/README.md): a fact or action item is on a line of the slide
// model when all its `mustContain` strings stand together on one line of a slide's text or notes.
const evalRoot = path.resolve(import.meta.dirname, '../../../shared/eval')
// Issue 11's goal is 95 % in each format; not reached yet (PPTX and PPT 160/169 = 94.7 %, PDF 167/176 =
// 94.9 %). Every miss left names its subject only in the slide title or across two bullets, which is no
// line defect. These floors are what the slide model reaches today, so that no change loses ground
// unseen; raise them as it improves, up to the goal.
const GOAL_SHARE = 0.95
const MIN_SHARE: Record<DocumentFormat, number> = { pptx: 0.946, ppt: 0.946, pdf: 0.948 }

interface Expectation {
  path: string
  format: DocumentFormat
  expect: 'ok' | 'reject'
  keyFacts: { text: string; mustContain: string[] }[]
  actionItems: { text: string; mustContain: string[] }[]
}

const expectations = (
  JSON.parse(readFileSync(path.join(evalRoot, 'expectations.json'), 'utf8')) as Expectation[]
).filter((entry) => entry.expect === 'ok')
const documents = new Map<string, Document>()

/** The README's normalised comparison: lower case, every run of whitespace (no-break, thin) one space. */
function normalise(text: string): string {
  return text.toLowerCase().replace(/[\s\u00a0\u2007\u2009\u202f]+/gu, ' ')
}

/** Each line of every slide's title, text and notes; `withTitle` prefixes body lines with their slide's title. */
function modelLines(document: Document, withTitle: boolean): string[] {
  return document.slides.flatMap((slide) =>
    [slide.title, ...slide.text.split('\n'), ...slide.notes.split('\n')].map((line) =>
      normalise(withTitle ? `${slide.title} ${line}` : line),
    ),
  )
}

interface Coverage {
  found: number
  /** Found when a line is read under its slide's title: what the summariser sees; printed, not asserted. */
  foundUnderTitle: number
  total: number
  missed: string[]
}

function coverageOf(format: DocumentFormat): Coverage {
  const coverage: Coverage = { found: 0, foundUnderTitle: 0, total: 0, missed: [] }
  for (const entry of expectations.filter((candidate) => candidate.format === format)) {
    const document = documents.get(entry.path)!
    const lines = modelLines(document, false)
    const titled = modelLines(document, true)
    for (const item of [...entry.keyFacts, ...entry.actionItems]) {
      const wanted = item.mustContain.map(normalise)
      const onOneLine = (line: string) => wanted.every((part) => line.includes(part))
      coverage.total += 1
      if (titled.some(onOneLine)) coverage.foundUnderTitle += 1
      if (lines.some(onOneLine)) coverage.found += 1
      else coverage.missed.push(`${entry.path}: ${item.mustContain.join(' + ')}`)
    }
  }
  return coverage
}

// Two at a time: one per core of the machine this runs on.
beforeAll(async () => {
  const queue = [...expectations]
  const next = async (): Promise<void> => {
    const entry = queue.shift()
    if (!entry) return
    documents.set(entry.path, await ingestFile(path.join(evalRoot, entry.path)))
    await next()
  }
  await Promise.all([next(), next()])
}, 120_000)

describe('the evaluation set on the slide model', () => {
  test.each(['pptx', 'ppt', 'pdf'] as const)(
    '%s: key facts and action items stand together on one line, no fewer than today',
    (format) => {
      const { found, foundUnderTitle, total, missed } = coverageOf(format)
      const share = found / total
      const percent = (count: number) => `${((count / total) * 100).toFixed(1)}%`
      console.warn(
        `eval coverage ${format}: ${found}/${total} = ${percent(found)} on one line (goal ${GOAL_SHARE * 100}%)` +
          ` (${foundUnderTitle}/${total} = ${percent(foundUnderTitle)} with the slide title)` +
          (missed.length > 0 ? `\n  missed: ${missed.join('\n  missed: ')}` : ''),
      )
      expect(total).toBeGreaterThan(0)
      expect(share).toBeGreaterThanOrEqual(MIN_SHARE[format])
    },
  )
})
