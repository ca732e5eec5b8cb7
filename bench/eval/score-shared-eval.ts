// Scores the local summariser on ../shared/eval by the rules of its README (the same rules as its score.mjs,
// run in this process so that `npm run bench` can print them per file without one CLI start per file).
import { spawnSync } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Document, DocumentType, Summary } from '../../src/shared'

export interface EvalEntry {
  path: string
  format: 'pptx' | 'pdf' | 'ppt'
  kind: DocumentType
  language: string
  expect: 'ok' | 'reject'
  slides: number
  keyFacts: { text: string; mustContain: string[]; where?: string }[]
  actionItems: { text: string; mustContain: string[] }[]
  numbersInSource?: string[]
  numbersInNotes?: string[]
  textlessSlides?: number[]
}

export interface FileScore {
  path: string
  facts: number
  factsOneItem: number
  factsOverall: number
  actions: number
  actionsKept: number
  actionsOverall: number
  unsupported: { figure: string; context: string }[]
  slidesCovered: number
  slidesWithText: number
  outputChars: number
  sourceChars: number | undefined
  missedOverall: string[]
  missedActions: string[]
  milliseconds: number
}

const norm = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim()
const NUMBER = /\d+(?:[.,]\d+)*/g

async function readExpectations(evalDir: string): Promise<EvalEntry[]> {
  const all = JSON.parse(await readFile(path.join(evalDir, 'expectations.json'), 'utf8')) as EvalEntry[]
  return all.filter((entry) => entry.expect === 'ok' && entry.format !== 'ppt')
}

function outputItems(summary: Summary): { overall: boolean; text: string }[] {
  const o = summary.overallSummary
  return [
    ...[...o.keyTakeaways, ...o.actionItems, ...o.strategicInsights].map((text) => ({
      overall: true,
      text: norm(text),
    })),
    ...summary.slideBySlide.map((slide) => ({ overall: false, text: norm(slide.summary) })),
  ]
}

function outputStrings(summary: Summary, withTitles: boolean): string[] {
  const o = summary.overallSummary
  return [
    ...summary.slideBySlide.flatMap((slide) => (withTitles ? [slide.title, slide.summary] : [slide.summary])),
    ...o.keyTakeaways,
    ...o.actionItems,
    ...o.strategicInsights,
    ...o.keyQuestions,
  ]
}

function valuesOf(token: string): Set<string> {
  const out = new Set([token])
  const parts = token.split(/[.,]/)
  if (parts.length === 1) return out.add(String(Number(token)))
  if (parts.slice(1).every((part) => part.length === 3)) out.add(String(Number(parts.join(''))))
  if (parts.slice(1, -1).every((part) => part.length === 3)) {
    const decimal = Number(`${parts.slice(0, -1).join('')}.${parts.at(-1)}`)
    if (Number.isFinite(decimal)) out.add(String(decimal))
  }
  return out
}

function unsupported(summary: Summary, entry: EvalEntry): FileScore['unsupported'] {
  const tokens = new Set([
    ...(entry.numbersInSource ?? []),
    ...(entry.format === 'pptx' ? (entry.numbersInNotes ?? []) : []),
  ])
  const values = new Set([...tokens].flatMap((token) => [...valuesOf(token)]))
  const isSupported = (token: string) => {
    if (tokens.has(token) || [...valuesOf(token)].some((value) => values.has(value))) return true
    const parts = token.split(/[.,]/)
    return (
      parts.length > 1 &&
      parts.slice(1).every((part) => part.length === 3) &&
      parts.every((p) => tokens.has(p))
    )
  }
  const found = new Map<string, string>()
  for (const text of outputStrings(summary, true)) {
    for (const match of text.matchAll(NUMBER)) {
      if (isSupported(match[0]) || found.has(match[0])) continue
      const at = match.index ?? 0
      found.set(match[0], text.slice(Math.max(0, at - 40), at + match[0].length + 40).replace(/\s+/g, ' '))
    }
  }
  return [...found].map(([figure, context]) => ({ figure, context }))
}

const sourceLengths = new Map<string, number | undefined>()

/** Characters of `pdftotext` output with whitespace collapsed, as the README measures the source; undefined without pdftotext. */
function sourceLength(pdf: string): number | undefined {
  if (!sourceLengths.has(pdf)) {
    const run = spawnSync('pdftotext', ['-enc', 'UTF-8', pdf, '-'], { encoding: 'utf8', maxBuffer: 1 << 28 })
    sourceLengths.set(pdf, run.status === 0 ? run.stdout.replace(/\s+/g, ' ').trim().length : undefined)
  }
  return sourceLengths.get(pdf)
}

/** One file's score: a fact counts only when all its `mustContain` strings stand in one output item. */
function scoreSummary(summary: Summary, entry: EvalEntry, evalDir: string, milliseconds: number): FileScore {
  const items = outputItems(summary)
  const overall = items.filter((item) => item.overall)
  const kept = (fact: { mustContain: string[] }, among: typeof items) =>
    among.some((item) => fact.mustContain.every((needle) => item.text.includes(norm(needle))))
  const textless = new Set(entry.textlessSlides ?? [])
  const summarised = new Set(
    summary.slideBySlide.filter((slide) => norm(slide.summary) !== '').map((slide) => slide.slideNumber),
  )
  const first = Math.min(...summarised)
  let slidesCovered = 0
  let slidesWithText = 0
  for (let n = 1; n <= entry.slides; n += 1) {
    if (textless.has(n)) continue
    slidesWithText += 1
    if (entry.kind === 'document' ? n >= first : summarised.has(n)) slidesCovered += 1
  }
  return {
    path: entry.path,
    facts: entry.keyFacts.length,
    factsOneItem: entry.keyFacts.filter((fact) => kept(fact, items)).length,
    factsOverall: entry.keyFacts.filter((fact) => kept(fact, overall)).length,
    actions: entry.actionItems.length,
    actionsKept: entry.actionItems.filter((fact) => kept(fact, items)).length,
    actionsOverall: entry.actionItems.filter((fact) => kept(fact, overall)).length,
    unsupported: unsupported(summary, entry),
    slidesCovered,
    slidesWithText,
    outputChars: outputStrings(summary, false)
      .map((text) => text.replace(/\s+/g, ' ').trim())
      .join(' ').length,
    sourceChars: sourceLength(path.join(evalDir, entry.path.replace(/\.(pptx|pdf)$/, '.pdf'))),
    missedOverall: entry.keyFacts.filter((fact) => !kept(fact, overall)).map((fact) => fact.text),
    missedActions: entry.actionItems.filter((fact) => !kept(fact, overall)).map((fact) => fact.text),
    milliseconds,
  }
}

/** Scores of every accepted PPTX and PDF file of the set, summarised by `summarize` from `read`'s slide model. */
export async function scoreSharedEval(
  evalDir: string,
  read: (file: string) => Promise<Document>,
  summarize: (document: Document, kind: DocumentType) => Promise<Summary>,
): Promise<FileScore[]> {
  const scores: FileScore[] = []
  for (const entry of await readExpectations(evalDir)) {
    const document = await read(path.join(evalDir, entry.path))
    const start = performance.now()
    const summary = await summarize(document, entry.kind)
    scores.push(scoreSummary(summary, entry, evalDir, performance.now() - start))
  }
  return scores
}

const pct = (part: number, whole: number) => (whole ? `${Math.round((100 * part) / whole)}%` : '—')

/** The table score.mjs prints, one line per file and a total. */
export function formatScores(scores: FileScore[]): string {
  const sum = (pick: (score: FileScore) => number) => scores.reduce((total, score) => total + pick(score), 0)
  const withSource = scores.filter((score) => score.sourceChars)
  const line = (label: string, s: Omit<FileScore, 'path' | 'missedOverall' | 'missedActions'>) =>
    [
      label,
      `${s.factsOneItem}/${s.facts} ${pct(s.factsOneItem, s.facts)}`,
      `${s.factsOverall}/${s.facts} ${pct(s.factsOverall, s.facts)}`,
      `${s.actionsKept}/${s.actions} ${pct(s.actionsKept, s.actions)}`,
      `${s.actionsOverall}/${s.actions} ${pct(s.actionsOverall, s.actions)}`,
      String(s.unsupported.length),
      `${s.slidesCovered}/${s.slidesWithText}`,
      s.sourceChars ? pct(s.outputChars, s.sourceChars) : '—',
    ].join(' | ')
  const total = line('TOTAL', {
    facts: sum((s) => s.facts),
    factsOneItem: sum((s) => s.factsOneItem),
    factsOverall: sum((s) => s.factsOverall),
    actions: sum((s) => s.actions),
    actionsKept: sum((s) => s.actionsKept),
    actionsOverall: sum((s) => s.actionsOverall),
    unsupported: scores.flatMap((s) => s.unsupported),
    slidesCovered: sum((s) => s.slidesCovered),
    slidesWithText: sum((s) => s.slidesWithText),
    outputChars: withSource.reduce((total, s) => total + s.outputChars, 0),
    sourceChars: withSource.reduce((total, s) => total + (s.sourceChars ?? 0), 0),
    milliseconds: 0,
  })
  return [
    'file | facts in one item | facts in overall | actions kept | actions in overall | unsupp. figures | slides summarised | length',
    ...scores.map((score) => line(score.path, score)),
    total,
  ].join('\n')
}
