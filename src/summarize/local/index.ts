import type { SummaryProvider } from '../summary-provider'
import { summarizeLocally } from './summarize-locally'

export { candidateFacts, type CandidateFact } from './summarize-locally'

/** The default provider: offline, deterministic, extractive; never states a figure its cited slide lacks. */
export function createLocalProvider(): SummaryProvider {
  return {
    name: 'local',
    summarize: async (document, options) => summarizeLocally(document, options),
  }
}
