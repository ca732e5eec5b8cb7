export { fetchPdf, type FetchPdfOptions } from './fetch-pdf'
export { isBlockedAddress, type AddressPolicy } from './is-blocked-address'
export { parsePdfUrl, type PdfUrl } from './parse-pdf-url'
export type { LookupAddresses } from './resolve-allowed-address'
