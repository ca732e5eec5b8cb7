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
// The summariser's model configuration (AI_PROVIDER, AI_MODEL, AI_BASE_URL, AI_API_KEY), for answers too.
export { createLanguageModel, DEFAULT_MODELS, type LlmProviderName } from './llm/create-language-model'
