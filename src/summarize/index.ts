// The summarize module's public entry (STYLE.md §1): Document in, Summary out, behind one provider interface.
export {
  createSummaryProvider,
  type SummaryLogger,
  type SummaryProviderSettings,
} from './create-summary-provider'
export { createLocalProvider } from './local'
export { readDeckStructure } from './local/read-deck-structure'
export { checkFaithfulness } from './check-faithfulness'
export type { SummarizeOptions, SummaryProgress, SummaryProvider } from './summary-provider'
// For `npm run ai:check`: the same model the summariser would call, from the same settings.
export { createLanguageModel, DEFAULT_MODELS, type LlmProviderName } from './llm/create-language-model'
export { canonicalFigure } from './figures'
export { isStopWord } from './text/tokenize'
// For the ask module (issue 26): notes split as the summariser splits them, and its figure checks.
export { splitSentences } from './text/split-sentences'
export { findUnsupportedFigures } from './check-faithfulness'
export { extractFigures } from './figures'
// For the deck checks (ARCHITECTURE.md arrows: checks may import summarize, not the reverse): figures read with
// their label, unit and period, which the summariser's cross-slide insights match too (decision 053).
export { labelWords, readMeasures, unifyAcronyms, type Measure } from './measures/read-measures'
export { isSameAmount, parseQuantity, parseUnitHint, type Quantity } from './measures/parse-quantity'
export { cueWords, hasCue } from './measures/check-cues'
// For the deck checks: each genre's checklist, which the summariser's questions also read (what a pitch without a
// competition slide leaves a reader asking); one copy of the data, here, since summarize may not import checks.
export { checkCompleteness } from './checklists/check-completeness'
