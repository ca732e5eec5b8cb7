export { fetchPdf, type FetchPdfOptions } from './fetch-pdf'
export { isBlockedAddress, type AddressPolicy } from './is-blocked-address'
export { parsePdfUrl, type PdfUrl } from './parse-pdf-url'
export {
  lookupAddresses,
  resolveAllowedAddress,
  type LookupAddresses,
  type ResolvedAddress,
} from './resolve-allowed-address'
