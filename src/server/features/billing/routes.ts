import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import Stripe from 'stripe'
import { AppError, createSubscriptionSchema } from '../../../shared'
import { requireUser } from '../../plugins/session'
import type { StripeClient } from '../../stripe/create-stripe-client'
import { applyStripeEvent } from './apply-stripe-event'
import { cancelSubscription, createSubscription, getSubscriptionDetails, type BillingDeps } from './service'

export const billingRoutes: FastifyPluginAsyncZod<{ stripe: StripeClient | null }> = async (
  app,
  { stripe },
) => {
  const deps: BillingDeps = {
    db: app.db,
    config: app.config,
    stripe,
    now: () => app.clock.now(),
  }

  app.post('/api/create-subscription', { schema: { body: createSubscriptionSchema } }, async (request) =>
    createSubscription(deps, requireUser(request), request.body.priceId),
  )

  app.get('/api/subscription-details', async (request) =>
    getSubscriptionDetails(deps.db, requireUser(request)),
  )

  app.post('/api/cancel-subscription', async (request) => cancelSubscription(deps, requireUser(request)))

  // Stripe signs the exact bytes it sent: this route alone keeps the body raw.
  await app.register(async (webhook) => {
    webhook.removeContentTypeParser('application/json')
    webhook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    )
    webhook.post('/api/stripe/webhook', async (request) => {
      const secret = app.config.STRIPE_WEBHOOK_SECRET
      if (!secret) throw new AppError('not_configured', 'Stripe webhooks are not configured.')
      const signature = request.headers['stripe-signature']
      if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) {
        throw new AppError('bad_request', 'Missing Stripe signature.')
      }
      let event: Stripe.Event
      try {
        event = Stripe.webhooks.constructEvent(request.body, signature, secret)
      } catch {
        throw new AppError('bad_request', 'The Stripe signature does not verify.')
      }
      const outcome = await applyStripeEvent(deps.db, deps.config, event)
      request.log.info({ stripeEvent: event.id, type: event.type, outcome }, 'stripe webhook')
      return { received: true }
    })
  })
}
