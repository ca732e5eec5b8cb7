// Issue 27's figure: the deck checks on a 50-slide deck (goal < 200 ms), against the time to ingest the
// same slides from their files, measured in the same run.
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { diffDecks, runDeckChecks } from '../src/checks'
import { ingestFile } from '../src/ingest'
import type { Document } from '../src/shared'
import { readDeckStructure } from '../src/summarize'
import { median } from './percentile'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const decks = path.resolve(repoRoot, '..', 'shared', 'eval', 'decks')
// Four evaluation decks rich in stats, tables and charts: 15 + 15 + 13 + 13 slides, cut to 50.
const SOURCES = [
  'en-series-a-pitch-vetlark.pptx',
  'en-board-update-pebblestack.pptx',
  'en-monthly-ops-review-wrenfield.pptx',
  'nb-project-update-solvik-skole.pptx',
]
const RUNS = 15

async function timed<T>(work: () => T | Promise<T>): Promise<{ ms: number; result: T }> {
  const start = performance.now()
  const result = await work()
  return { ms: performance.now() - start, result }
}

/** One English deck of `count` slides made of the sources' slides in turn, renumbered. */
function joinDecks(documents: Document[], count: number): Document {
  const slides = documents.flatMap((document) => document.slides).slice(0, count)
  const [first] = documents
  if (!first) throw new Error('no source deck')
  return {
    ...first,
    pageCount: slides.length,
    sections: [],
    slides: slides.map((slide, index) => ({ ...slide, number: index + 1 })),
  }
}

export default async function (): Promise<void> {
  const ingestTimes: number[] = []
  let documents: Document[] = []
  for (let run = 0; run < 5; run++) {
    const { ms, result } = await timed(() =>
      Promise.all(SOURCES.map((name) => ingestFile(path.join(decks, name)))),
    )
    ingestTimes.push(ms)
    documents = result
  }
  const deck = joinDecks(documents, 50)
  // The next version: the second half first, so every slide moves, and figures as they were.
  const reordered = {
    ...deck,
    slides: [...deck.slides.slice(25), ...deck.slides.slice(0, 25)].map((slide, i) => ({
      ...slide,
      number: i + 1,
    })),
  }

  const checkTimes: number[] = []
  const diffTimes: number[] = []
  let findings = 0
  for (let run = 0; run < RUNS; run++) {
    const checks = await timed(() => runDeckChecks(deck, readDeckStructure(deck)))
    checkTimes.push(checks.ms)
    findings = checks.result.consistency.length
    diffTimes.push((await timed(() => diffDecks(deck, reordered))).ms)
  }
  const ingest = median(ingestTimes)
  const checks = median(checkTimes)
  const diff = median(diffTimes)
  console.log(`deck checks on a ${deck.slides.length}-slide deck (median of ${RUNS}; goal < 200 ms):`)
  console.log(`  ingest of the same slides from their 4 PPTX files (reference): ${ingest.toFixed(1)} ms`)
  console.log(
    `  consistency + completeness (genre read included): ${checks.toFixed(1)} ms = ${(checks / ingest).toFixed(2)}× the ingest; ${findings} findings`,
  )
  console.log(
    `  diff against a reordered version: ${diff.toFixed(1)} ms = ${(diff / ingest).toFixed(2)}× the ingest`,
  )
}
