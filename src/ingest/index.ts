// The ingest module's only public entry: bytes, a file or a link in, a Document or an IngestError out.
export { ingestBytes, type IngestOptions } from './ingest-bytes'
export { ingestFile } from './ingest-file'
export { ingestUrl, type IngestUrlOptions, type IngestedUrl } from './ingest-url'
export { detectFileType } from './detect-file-type'
export { IngestError, isIngestError, INGEST_ERROR_MESSAGES } from './ingest-error'
export type { DeckReader, ParsedDeck } from './parsed-deck'
export { LANGUAGE_BY_FRANC_CODE, guessLanguage } from './language/detect-language'
// The link checks, for the server's own outbound requests (API webhooks) under the same rules as PDF links.
export { parsePdfUrl, lookupAddresses, resolveAllowedAddress, type LookupAddresses } from './url'
