import { isIngestError, parsePdfUrl } from '../../../../ingest'
import { AppError } from '../../../../shared'

/**
 * A webhook address as given with a submission: https, no credentials, no metadata or blocked IP literal
 * (the PDF-link rules). Names are resolved and checked again at each delivery. Plain http is accepted only
 * where private addresses are (ALLOW_PRIVATE_URLS: a self-hosted intranet, or the tests' loopback receiver).
 */
export function parseWebhookUrl(input: string, allowPrivateAddresses: boolean): string {
  let url: URL
  try {
    url = parsePdfUrl(input, { allowPrivateAddresses }).url
  } catch (error) {
    if (isIngestError(error)) {
      throw new AppError('bad_request', `webhookUrl is not accepted: ${error.message}`)
    }
    throw error
  }
  if (url.protocol !== 'https:' && !allowPrivateAddresses) {
    throw new AppError('bad_request', 'webhookUrl must be an https address.')
  }
  return url.toString()
}
