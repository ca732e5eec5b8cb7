import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import Stripe from 'stripe'

/**
 * A stand-in for Stripe on 127.0.0.1 speaking the part of its HTTP API the app calls (customers,
 * subscriptions), for the API and browser tests; the SDK reaches it through STRIPE_API_URL.
 */
export interface FakeStripeRequest {
  method: string
  path: string
  /** The form body as Stripe's SDK encodes it, e.g. `items[0][price]`. */
  form: Record<string, string>
}

export interface FakeStripeServer {
  url: string
  requests: FakeStripeRequest[]
  subscriptions: Map<string, Stripe.Subscription>
  close(): Promise<void>
}

const DAY = 24 * 60 * 60

export async function startFakeStripeServer(): Promise<FakeStripeServer> {
  const requests: FakeStripeRequest[] = []
  const subscriptions = new Map<string, Stripe.Subscription>()
  let sequence = 0
  const nextId = (prefix: string) => `${prefix}_fake${++sequence}`

  function handle(method: string, path: string, form: Record<string, string>): [number, unknown] {
    if (method === 'POST' && path === '/v1/customers') {
      return [200, { id: nextId('cus'), object: 'customer', email: form.email ?? null }]
    }
    if (method === 'POST' && path === '/v1/subscriptions') {
      const price = form['items[0][price]']
      if (!price) return [400, { error: { type: 'invalid_request_error', message: 'Missing price' } }]
      const now = Math.floor(Date.now() / 1000)
      const subscription = buildSubscription({
        id: nextId('sub'),
        customer: form.customer ?? '',
        price,
        status: 'incomplete',
        periodStart: now,
        periodEnd: now + 30 * DAY,
        metadata: { userId: form['metadata[userId]'] ?? '' },
      })
      subscriptions.set(subscription.id, subscription)
      const secret = `${nextId('pi')}_secret_fake`
      return [200, { ...subscription, latest_invoice: invoiceWithSecret(subscription, secret) }]
    }
    const match = /^\/v1\/subscriptions\/([\w-]+)$/.exec(path)
    const existing = match && subscriptions.get(match[1]!)
    if (match && !existing) {
      return [404, { error: { type: 'invalid_request_error', message: 'No such subscription' } }]
    }
    if (existing && method === 'POST') {
      const updated = { ...existing, cancel_at_period_end: form.cancel_at_period_end === 'true' }
      subscriptions.set(existing.id, updated)
      return [200, updated]
    }
    if (existing && method === 'DELETE') {
      const canceled = { ...existing, status: 'canceled' as const, ended_at: Math.floor(Date.now() / 1000) }
      subscriptions.set(existing.id, canceled)
      return [200, canceled]
    }
    return [404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${path})` } }]
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString()))
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1')
      const form = Object.fromEntries(new URLSearchParams(body))
      requests.push({ method: req.method ?? 'GET', path: url.pathname, form })
      const [status, answer] = handle(req.method ?? 'GET', url.pathname, form)
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': nextId('req') })
      res.end(JSON.stringify(answer))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    subscriptions,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

export interface SubscriptionFields {
  id: string
  customer: string
  price: string
  status: Stripe.Subscription.Status
  periodStart: number
  periodEnd: number
  cancelAtPeriodEnd?: boolean
  metadata?: Record<string, string>
  unitAmount?: number
}

/** A subscription object as Stripe's API version of the installed SDK shapes it (periods on the item). */
export function buildSubscription(fields: SubscriptionFields): Stripe.Subscription {
  return {
    id: fields.id,
    object: 'subscription',
    customer: fields.customer,
    status: fields.status,
    cancel_at_period_end: fields.cancelAtPeriodEnd ?? false,
    cancel_at: null,
    ended_at: fields.status === 'canceled' ? fields.periodEnd : null,
    metadata: fields.metadata ?? {},
    items: {
      object: 'list',
      has_more: false,
      url: `/v1/subscription_items?subscription=${fields.id}`,
      data: [
        {
          id: `si_${fields.id}`,
          object: 'subscription_item',
          current_period_start: fields.periodStart,
          current_period_end: fields.periodEnd,
          price: { id: fields.price, object: 'price', unit_amount: fields.unitAmount ?? 499 },
        },
      ],
    },
  } as unknown as Stripe.Subscription
}

function invoiceWithSecret(subscription: Stripe.Subscription, clientSecret: string) {
  return {
    id: `in_${subscription.id}`,
    object: 'invoice',
    confirmation_secret: { client_secret: clientSecret, type: 'payment_intent' },
    parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id } },
  }
}

/** An invoice event's object: the invoice of a subscription with one line covering the period. */
export function buildInvoice(subscriptionId: string, periodStart: number, periodEnd: number): Stripe.Invoice {
  return {
    id: `in_${subscriptionId}_${periodStart}`,
    object: 'invoice',
    parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId } },
    lines: { object: 'list', has_more: false, data: [{ period: { start: periodStart, end: periodEnd } }] },
  } as unknown as Stripe.Invoice
}

let eventSequence = 0

/** A webhook delivery: the JSON body and the Stripe-Signature header Stripe would send with it. */
export function signWebhookEvent(
  secret: string,
  type: string,
  object: unknown,
  { id = `evt_fake${++eventSequence}`, created = Math.floor(Date.now() / 1000) } = {},
): { payload: string; signature: string; id: string } {
  const payload = JSON.stringify({
    id,
    object: 'event',
    type,
    created,
    api_version: Stripe.API_VERSION,
    data: { object },
  })
  return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }), id }
}
