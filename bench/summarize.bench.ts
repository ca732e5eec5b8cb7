// Issue 5's figures: the evaluation set (planted facts, invented figures, coverage, language, length, baselines)
// and the local provider's time on the largest corpus decks.
import path from 'node:path'
import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { ingestFile } from '../src/ingest'
import { createLocalProvider } from '../src/summarize/local'
import type { DocumentType } from '../src/shared'
import { runEvaluation } from './eval/run-evaluation'
import { emptyRubric, formatRubric, rateSummary } from './eval/reader-rubric'
import { formatScores, scoreSharedEval } from './eval/score-shared-eval'
import { buildBook } from './build-book'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const corpus = path.resolve(repoRoot, '..', 'shared', 'corpus')

export default async function (): Promise<void> {
  // Issue 12: the shared evaluation set, scored by its README's rules (as ../shared/eval/score.mjs does).
  const evalDir = path.resolve(repoRoot, '..', 'shared', 'eval')
  const local = createLocalProvider()
  const scores = await scoreSharedEval(
    evalDir,
    (file) => ingestFile(file),
    (document, kind) => local.summarize(document, { documentType: kind }),
  )
  console.log(
    '../shared/eval (local provider; a fact counts when all its mustContain strings stand in one item):',
  )
  console.log(formatScores(scores))
  for (const format of ['.pptx', '.pdf'])
    console.log(
      `\n${format} only:\n${formatScores(scores.filter((score) => score.path.endsWith(format)))
        .split('\n')
        .at(-1)}`,
    )

  const corpusManifest = JSON.parse(await readFile(path.join(corpus, 'manifest.json'), 'utf8')) as {
    path: string
    kind: DocumentType
    expect: string
  }[]
  const decks = corpusManifest.filter((entry) => entry.expect === 'ok' && entry.kind === 'presentation')
  const rubric = emptyRubric()
  for (const entry of decks) {
    const document = await ingestFile(path.join(corpus, entry.path))
    const summary = await local.summarize(document, { documentType: entry.kind })
    rateSummary(summary, document.language, rubric, entry.path)
  }
  console.log(`\n${formatRubric(rubric, decks.length)}\n`)

  const results = await runEvaluation(path.join(repoRoot, '.tmp', 'eval'))
  console.log(
    'deck | read by | facts | actions | invented | unverified | slides summarised | lang in/out | length (slides only) | lead-k | textrank',
  )
  for (const r of results) {
    const planted = r.factsTotal + r.actionsTotal
    console.log(
      [
        r.name,
        r.source,
        `${r.factsFound}/${r.factsTotal}`,
        `${r.actionsFound}/${r.actionsTotal}`,
        r.inventedFigures,
        r.unverifiedFigures,
        `${r.slidesSummarised}/${r.slidesWithText}`,
        `${r.language}/${r.outputLanguage}`,
        `${(r.lengthShare * 100).toFixed(0)}% (${(r.slidesShare * 100).toFixed(0)}%)`,
        `${r.baselines.leadK}/${planted}`,
        `${r.baselines.textRank}/${planted}`,
      ].join(' | '),
    )
  }
  const sum = (pick: (r: (typeof results)[number]) => number) =>
    results.reduce((total, r) => total + pick(r), 0)
  const planted = sum((r) => r.factsTotal + r.actionsTotal)
  console.log(
    `overall: planted facts and actions kept ${sum((r) => r.factsFound + r.actionsFound)}/${planted} ` +
      `(${((sum((r) => r.factsFound + r.actionsFound) / planted) * 100).toFixed(0)}%) at ${((sum((r) => r.lengthShare) / results.length) * 100).toFixed(0)}% of source length on average; ` +
      `baselines at the same length: lead-k ${sum((r) => r.baselines.leadK)}/${planted}, TextRank ${sum((r) => r.baselines.textRank)}/${planted}; ` +
      `invented figures ${sum((r) => r.inventedFigures)}, unverified ${sum((r) => r.unverifiedFigures)}; ` +
      `slides summarised ${sum((r) => r.slidesSummarised)}/${sum((r) => r.slidesWithText)}; ` +
      `language kept on ${results.filter((r) => r.language === r.outputLanguage).length}/${results.length} decks`,
  )

  const manifest = JSON.parse(await readFile(path.join(corpus, 'manifest.json'), 'utf8')) as {
    path: string
    kind: DocumentType
    pages: number | null
    expect: string
  }[]
  const largest = manifest
    .filter((entry) => entry.expect === 'ok')
    .sort((a, b) => (b.pages ?? 0) - (a.pages ?? 0))
    .slice(0, 4)
  const provider = createLocalProvider()
  console.log('\nlocal provider time (median of 5 runs after one warm-up; ingest not counted):')
  for (const entry of largest) {
    const document = await ingestFile(path.join(corpus, entry.path))
    await provider.summarize(document, { documentType: entry.kind })
    const times: number[] = []
    for (let run = 0; run < 5; run += 1) {
      const start = performance.now()
      await provider.summarize(document, { documentType: entry.kind })
      times.push(performance.now() - start)
    }
    times.sort((a, b) => a - b)
    console.log(
      `${entry.path} (${document.slides.length} ${entry.kind === 'document' ? 'pages' : 'slides'}): ${times[2]!.toFixed(0)} ms (goal: well under 2000 ms)`,
    )
  }
  // Issue 24: a 300-page document in under 5 s, timed the same way.
  const book = await buildBook(path.resolve(repoRoot, '..', 'shared'))
  await provider.summarize(book, { documentType: 'document' })
  const bookTimes: number[] = []
  for (let run = 0; run < 5; run += 1) {
    const start = performance.now()
    await provider.summarize(book, { documentType: 'document' })
    bookTimes.push(performance.now() - start)
  }
  bookTimes.sort((a, b) => a - b)
  console.log(
    `a ${book.slides.length}-page document of corpus PDFs (bench/build-book.ts): ${bookTimes[2]!.toFixed(0)} ms (goal: under 5000 ms)`,
  )
}
