// The summarize module's public entry (STYLE.md §1): Document in, Summary out, behind one provider interface.
export {
  createSummaryProvider,
  type SummaryLogger,
  type SummaryProviderSettings,
} from './create-summary-provider'
export { createLocalProvider } from './local'
export { checkFaithfulness } from './check-faithfulness'
export type { SummarizeOptions, SummaryProgress, SummaryProvider } from './summary-provider'
// For the ask module (issue 26): notes split as the summariser splits them, and its figure checks.
export { splitSentences } from './text/split-sentences'
export { findUnsupportedFigures } from './check-faithfulness'
export { extractFigures } from './figures'
