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
