// The evaluation of issue 5: planted facts kept, invented figures, coverage, language and length, with baselines.
import path from 'node:path'
import { franc } from 'franc'
import { ingestFile, LANGUAGE_BY_FRANC_CODE } from '../../src/ingest'
import { type Document, type Language, type Summary, DOCUMENT_VERSION, slideFromText } from '../../src/shared'
import { findUnsupportedFigures } from '../../src/summarize/check-faithfulness'
import { createLocalProvider } from '../../src/summarize/local'
import { rankByCentrality, vectorize } from '../../src/summarize/local/rank-by-centrality'
import { tokenize } from '../../src/summarize/text/tokenize'
import { EVAL_DECKS, plantedText, type EvalDeck, type PlantedFact } from './eval-decks'
import { writeEvalDecks } from './write-eval-decks'

export interface DeckResult {
  name: string
  /** 'ingest' when the generated file was read by the real ingest; 'planted' when it failed and the planted text stood in. */
  source: 'ingest' | 'planted'
  factsFound: number
  factsTotal: number
  actionsFound: number
  actionsTotal: number
  inventedFigures: number
  unverifiedFigures: number
  slidesWithText: number
  slidesSummarised: number
  language: Language
  outputLanguage: string
  lengthShare: number
  /** The slide-by-slide part alone (titles and summaries), as a share of the source. */
  slidesShare: number
  baselines: { leadK: number; textRank: number }
}

export async function runEvaluation(dir = path.resolve('.tmp', 'eval')): Promise<DeckResult[]> {
  const files = await writeEvalDecks(dir)
  const provider = createLocalProvider()
  const results: DeckResult[] = []
  for (const deck of EVAL_DECKS) {
    let document: Document
    let source: DeckResult['source'] = 'ingest'
    try {
      document = await ingestFile(files.get(deck.name)!)
    } catch {
      document = plantedDocument(deck)
      source = 'planted'
    }
    const summary = await provider.summarize(document, { documentType: deck.documentType })
    const lines = summaryLines(summary, document)
    // Each title counted once, as the summary view shows it, then every summary line and overall item.
    const summaryLength =
      summary.slideBySlide.reduce((sum, item) => sum + item.title.length + item.summary.length, 0) +
      Object.values(summary.overallSummary)
        .flat()
        .reduce((sum, item) => sum + item.length, 0)
    const sourceLength = document.slides.reduce(
      (sum, s) => sum + s.title.length + s.text.length + s.notes.length,
      0,
    )
    const allText = lines.join('\n')
    // A PDF carries no speaker notes: a fact planted in notes is not in its source and is not counted.
    const sourceText = document.slides.map((s) => `${s.title}\n${s.text}\n${s.notes}`).join('\n')
    const facts = inSource(deck.facts, sourceText)
    const actions = inSource(deck.actions, sourceText)
    const withText = document.slides.filter((s) => `${s.title}${s.text}${s.notes}`.trim() !== '')
    const covered = new Set(
      summary.slideBySlide.flatMap((item) => (item.summary.trim() ? (item.pages ?? [item.slideNumber]) : [])),
    )
    const detected = franc(summary.overallSummary.keyQuestions.join(' ') + ' ' + allText, {
      only: Object.keys(LANGUAGE_BY_FRANC_CODE),
    })
    results.push({
      name: deck.name,
      source,
      factsFound: countFound(facts, lines),
      factsTotal: facts.length,
      actionsFound: countFound(actions, lines),
      actionsTotal: actions.length,
      inventedFigures: findUnsupportedFigures(allText, 'anywhere', document).length,
      unverifiedFigures: summary.faithfulness.unverified.length,
      slidesWithText: withText.length,
      slidesSummarised: withText.filter((s) => covered.has(s.number)).length,
      language: document.language,
      outputLanguage: LANGUAGE_BY_FRANC_CODE[detected] ?? detected,
      lengthShare: summaryLength / sourceLength,
      slidesShare:
        summary.slideBySlide.reduce((sum, item) => sum + item.title.length + item.summary.length, 0) /
        sourceLength,
      baselines: {
        leadK: countFound([...facts, ...actions], leadK(document, summaryLength)),
        textRank: countFound([...facts, ...actions], textRankLines(document, summaryLength)),
      },
    })
  }
  return results
}

function plantedDocument(deck: EvalDeck): Document {
  return {
    version: DOCUMENT_VERSION,
    sections: [],
    format: deck.format,
    pageCount: deck.slides.length,
    language: deck.language,
    warnings: [],
    slides: deck.slides
      .map((slide, index) => ({
        number: index + 1,
        title: slide.title,
        text: plantedText(slide),
        notes: slide.notes ?? '',
        hidden: false,
      }))
      .map(slideFromText),
  }
}

/** What a reader sees, line by line: each summary line under its slide's title, then each overall item. */
function summaryLines(summary: Summary, document: Document): string[] {
  void document
  return [
    ...summary.slideBySlide.flatMap((item) =>
      item.summary.split('\n').map((line) => `${item.title} ${line}`),
    ),
    ...Object.values(summary.overallSummary).flat(),
  ]
}

/** A fact counts when one line holds all its parts: a figure separated from what it measures is not kept. */
function countFound(facts: PlantedFact[], lines: string[]): number {
  const lower = lines.map((line) => line.toLowerCase())
  return facts.filter((fact) =>
    lower.some((line) => fact.parts.every((part) => line.includes(part.toLowerCase()))),
  ).length
}

function inSource(facts: PlantedFact[], sourceText: string): PlantedFact[] {
  const lower = sourceText.toLowerCase()
  return facts.filter((fact) => fact.parts.every((part) => lower.includes(part.toLowerCase())))
}

interface SourceLine {
  slide: number
  order: number
  text: string
}

function sourceLines(document: Document): SourceLine[] {
  return document.slides.flatMap((slide) =>
    `${slide.text}\n${slide.notes}`
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '')
      .map((text, order) => ({ slide: slide.number, order, text: `${slide.title} ${text}` })),
  )
}

/** Baseline: the first lines of every slide, round-robin, until the local summary's length is reached. */
function leadK(document: Document, budget: number): string[] {
  const lines = sourceLines(document).sort((a, b) => a.order - b.order || a.slide - b.slide)
  return takeWithin(lines, budget)
}

/** Baseline: plain TextRank over the deck's lines (no priors, no figure joining), best first, same budget. */
function textRankLines(document: Document, budget: number): string[] {
  const lines = sourceLines(document)
  const scores = rankByCentrality(
    vectorize(lines.map((line) => tokenize(line.text, document.language))),
    lines.map(() => 1),
  )
  const ranked = lines
    .map((line, index) => ({ line, score: scores[index]! }))
    .sort((a, b) => b.score - a.score)
  return takeWithin(
    ranked.map(({ line }) => line),
    budget,
  )
}

function takeWithin(lines: SourceLine[], budget: number): string[] {
  const picked: string[] = []
  let used = 0
  for (const line of lines) {
    if (used + line.text.length > budget) continue
    picked.push(line.text)
    used += line.text.length
  }
  return picked
}
