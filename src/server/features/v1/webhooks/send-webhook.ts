import { createHmac } from 'node:crypto'
import http from 'node:http'
import https from 'node:https'
import type { LookupFunction } from 'node:net'
import { lookupAddresses, parsePdfUrl, resolveAllowedAddress, type LookupAddresses } from '../../../../ingest'

export const SIGNATURE_HEADER = 'x-slidebrief-signature'

/** `sha256=` and the hex HMAC-SHA256 of the exact body bytes under the key's webhook secret. */
export function signWebhookBody(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`
}

export interface SendWebhookOptions {
  url: string
  body: string
  secret: string
  event: string
  deliveryId: string
  allowPrivateAddresses: boolean
  timeoutMs?: number
  lookup?: LookupAddresses
}

/**
 * POSTs one delivery and answers the receiver's status. The address is checked as for PDF links (every
 * resolved address, connection pinned to the checked one); redirects are not followed, so a receiver
 * cannot bounce the request into our network.
 */
export async function sendWebhook(options: SendWebhookOptions): Promise<number> {
  const policy = { allowPrivateAddresses: options.allowPrivateAddresses }
  const signal = AbortSignal.timeout(options.timeoutMs ?? 10_000)
  const target = parsePdfUrl(options.url, policy)
  const pinned =
    target.address ??
    (await resolveAllowedAddress(target.hostname, options.lookup ?? lookupAddresses, policy, signal))
  const client = target.url.protocol === 'https:' ? https : http
  const pinTo: LookupFunction = (_hostname, lookupOptions, callback) => {
    if (lookupOptions.all) callback(null, [pinned])
    else callback(null, pinned.address, pinned.family)
  }
  return new Promise<number>((resolve, reject) => {
    const request = client.request(
      target.url,
      {
        method: 'POST',
        agent: false,
        lookup: pinTo,
        signal,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(options.body),
          'user-agent': 'Slidebrief-Webhook/1',
          'x-slidebrief-event': options.event,
          'x-slidebrief-delivery': options.deliveryId,
          [SIGNATURE_HEADER]: signWebhookBody(options.secret, options.body),
        },
      },
      (response) => {
        response.resume()
        resolve(response.statusCode ?? 0)
      },
    )
    request.on('error', reject)
    request.end(options.body)
  })
}
