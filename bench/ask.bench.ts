// Issue 26's figures: every key fact of ../shared/eval asked as a reader's question (bench/ask/questions.json)
// and answered offline, and the answer time on a 50-slide deck against a plain scan of the same lines.
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { answerOffline, buildQuestionIndex, loadQuestionIndex, NOT_IN_DECK, type Answer } from '../src/ask'
import { ingestFile } from '../src/ingest'
import type { Document } from '../src/shared'
import { percentile } from './percentile'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const evalDir = path.resolve(repoRoot, '..', 'shared', 'eval')

interface Expectation {
  path: string
  expect: string
  keyFacts?: { text: string; mustContain: string[] }[]
}

// As ../shared/eval/score.mjs compares: case and runs of white space ignored.
const norm = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim()

/** The figure a fact turns on: its first mustContain string with a digit in it. */
function figureOf(mustContain: string[]): string {
  return mustContain.find((needle) => /\d/.test(needle)) ?? mustContain[0]!
}

/** Answered: the figure is in the answer and in a citation, so it stands on a cited slide. */
function isAnswered(answer: Answer, figure: string): boolean {
  const needle = norm(figure)
  return norm(answer.answer).includes(needle) && answer.citations.some((c) => norm(c.text).includes(needle))
}

export default async function (): Promise<void> {
  const expectations = JSON.parse(
    await readFile(path.join(evalDir, 'expectations.json'), 'utf8'),
  ) as Expectation[]
  const questions = JSON.parse(
    await readFile(path.join(repoRoot, 'bench', 'ask', 'questions.json'), 'utf8'),
  ) as Record<string, Record<string, string>>
  const only = process.env.ASK_BENCH_FORMATS?.split(',') ?? ['pptx', 'pdf', 'ppt']

  const unanswerable = JSON.parse(
    await readFile(path.join(repoRoot, 'bench', 'ask', 'unanswerable.json'), 'utf8'),
  ) as Record<string, string[]>
  const refusals = { asked: 0, refused: 0, wrong: [] as string[] }
  const totals = new Map<string, { asked: number; answered: number; led: number }>()
  const documents: Document[] = []
  const misses: string[] = []
  for (const entry of expectations) {
    const format = path.extname(entry.path).slice(1)
    if (entry.expect !== 'ok' || !only.includes(format)) continue
    const deckQuestions = questions[entry.path.replace(/\.\w+$/, '')] ?? {}
    const document = await ingestFile(path.join(evalDir, entry.path))
    if (format === 'pptx') documents.push(document)
    const index = loadQuestionIndex(buildQuestionIndex(document))
    for (const question of format === 'pptx' || format === 'pdf'
      ? (unanswerable[document.language] ?? [])
      : []) {
      refusals.asked += 1
      const answer = answerOffline(index, question)
      if (answer.answer === NOT_IN_DECK) refusals.refused += 1
      else refusals.wrong.push(`${entry.path} | ${question} | got: ${answer.answer.split('\n')[0]}`)
    }
    const total = totals.get(format) ?? { asked: 0, answered: 0, led: 0 }
    for (const fact of entry.keyFacts ?? []) {
      const question = deckQuestions[fact.text]
      if (!question) throw new Error(`no question for "${fact.text}" (${entry.path})`)
      const answer = answerOffline(index, question)
      const figure = figureOf(fact.mustContain)
      total.asked += 1
      if (isAnswered(answer, figure)) {
        total.answered += 1
        if (norm(answer.answer.split('\n')[0]!).includes(norm(figure))) total.led += 1
      } else {
        misses.push(`${entry.path} | ${question} | wants ${figure} | got: ${answer.answer.split('\n')[0]}`)
      }
    }
    totals.set(format, total)
  }

  console.log(
    'key facts asked as questions, answered offline with the figure on a cited slide (goal >= 90 %):',
  )
  console.log('format | asked | answered | share | figure in the first line')
  for (const [format, t] of totals) {
    console.log(
      `${format} | ${t.asked} | ${t.answered} | ${pct(t.answered, t.asked)} | ${pct(t.led, t.answered)} of answered`,
    )
  }
  const all = [...totals.values()].reduce(
    (a, t) => ({ asked: a.asked + t.asked, answered: a.answered + t.answered }),
    {
      asked: 0,
      answered: 0,
    },
  )
  console.log(`all | ${all.asked} | ${all.answered} | ${pct(all.answered, all.asked)}`)
  if (process.env.ASK_BENCH_MISSES) for (const miss of misses) console.log(`  miss: ${miss}`)
  else console.log(`(${misses.length} misses; ASK_BENCH_MISSES=1 lists them)`)
  console.log(
    `\nquestions no deck answers (bench/ask/unanswerable.json, PPTX and PDF): "${NOT_IN_DECK}" for ${refusals.refused} of ${refusals.asked} (${pct(refusals.refused, refusals.asked)})`,
  )
  if (process.env.ASK_BENCH_MISSES) for (const wrong of refusals.wrong) console.log(`  answered: ${wrong}`)

  if (documents.length > 0) timeOnFiftySlides(documents, questions)
}

/** Decks of the set joined into one of 50 slides, asked every fixture question in turn. */
function timeOnFiftySlides(documents: Document[], questions: Record<string, Record<string, string>>): void {
  const slides = documents
    .flatMap((document) => document.slides)
    .slice(0, 50)
    .map((slide, i) => ({ ...slide, number: i + 1 }))
  const deck: Document = { ...documents[0]!, language: 'en', slides, pageCount: slides.length, sections: [] }
  const asked = Object.entries(questions)
    .filter(([key]) => key.includes('/en-'))
    .flatMap(([, byFact]) => Object.values(byFact))

  const buildStart = performance.now()
  const stored = buildQuestionIndex(deck)
  const buildMs = performance.now() - buildStart
  const storedBytes = Buffer.byteLength(JSON.stringify(stored))

  // As the database hands the row over: JSON text parsed, then loaded.
  const storedText = JSON.stringify(stored)
  const cold: number[] = []
  const warm: number[] = []
  const scan: number[] = []
  const loaded = loadQuestionIndex(stored)
  for (let round = 0; round < 5; round++) {
    for (const question of asked) {
      let start = performance.now()
      answerOffline(loadQuestionIndex(JSON.parse(storedText) as typeof stored), question)
      cold.push(performance.now() - start)
      start = performance.now()
      answerOffline(loaded, question)
      warm.push(performance.now() - start)
      // Reference: every line of the deck scanned for every word of the question, no index at all.
      start = performance.now()
      const words = question
        .toLowerCase()
        .split(/\W+/)
        .filter((w) => w.length > 2)
      slides
        .flatMap((slide) => slide.lines.map((line) => line.text.toLowerCase()))
        .map((line) => words.filter((w) => line.includes(w)).length)
        .sort((a, b) => b - a)
      scan.push(performance.now() - start)
    }
  }
  const p95 = (values: number[]) => percentile(values, 95)
  console.log(
    `\n50-slide deck (${stored.passages.length} passages; index built in ${buildMs.toFixed(1)} ms, stored ${(storedBytes / 1024).toFixed(0)} KiB)`,
  )
  console.log(
    `answer time p95, index loaded from its stored form each time: ${p95(cold).toFixed(2)} ms (goal < 200 ms)`,
  )
  console.log(`answer time p95, index already loaded: ${p95(warm).toFixed(2)} ms`)
  console.log(
    `reference, a plain scan of every line: p95 ${p95(scan).toFixed(2)} ms; ratio stored-form answer / scan ${(p95(cold) / p95(scan)).toFixed(1)}x`,
  )
}

function pct(part: number, whole: number): string {
  return whole === 0 ? '-' : `${((part / whole) * 100).toFixed(1)} %`
}
