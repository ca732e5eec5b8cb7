import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { stripeEvents, subscriptions, users } from '../../../db'
import { buildInvoice, buildSubscription, signWebhookEvent } from '../../stripe/start-fake-stripe-server'
import { buildStripeTestApp, type StripeTestApp } from '../../test-support/build-stripe-test-app'
import { buildTestApp, signUp, type SignedInUser } from '../../test-support/build-test-app'

const WEBHOOK_SECRET = 'whsec_test_secret'
const PRICES = {
  STRIPE_PRICE_STARTER: 'price_1Starter',
  STRIPE_PRICE_PROFESSIONAL: 'price_1Pro',
  STRIPE_PRICE_POWER: 'price_1Power',
  STRIPE_PRICE_STARTER_ANNUAL: 'price_1StarterYear',
  STRIPE_PRICE_PROFESSIONAL_ANNUAL: 'price_1ProYear',
  STRIPE_PRICE_POWER_ANNUAL: 'price_1PowerYear',
}
const DAY = 86_400

let t: StripeTestApp
beforeAll(async () => {
  t = await buildStripeTestApp({ webhookSecret: WEBHOOK_SECRET, env: PRICES })
})
afterAll(() => t.close())

const post = (user: SignedInUser, url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, payload, cookies: user.cookies })

function deliver(event: { payload: string; signature: string }) {
  return t.app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': event.signature },
    payload: event.payload,
  })
}

async function deliverSubscription(
  type: 'created' | 'updated' | 'deleted',
  fields: Parameters<typeof buildSubscription>[0],
  created: number,
) {
  const event = signWebhookEvent(WEBHOOK_SECRET, `customer.subscription.${type}`, buildSubscription(fields), {
    created,
  })
  const res = await deliver(event)
  expect(res.statusCode).toBe(200)
  return event
}

async function account(user: SignedInUser) {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id))
  const [subscription] = await t.database.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, user.id))
  return { accountType: row!.accountType, subscription }
}

const now = () => Math.floor(Date.now() / 1000)

describe('creating a subscription', () => {
  test('creates a customer and an incomplete subscription at the configured price, answers the client secret', async () => {
    const ada = await signUp(t.app, 'ada')

    const res = await post(ada, '/api/create-subscription', { priceId: 'price_professional_annual' })

    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      clientSecret: expect.stringMatching(/^pi_.+_secret_/),
      publishableKey: 'pk_test_fake',
    })
    const created = t.stripe.requests.filter((r) => r.path === '/v1/subscriptions')
    expect(created.at(-1)?.form).toMatchObject({
      'items[0][price]': 'price_1ProYear',
      payment_behavior: 'default_incomplete',
      'metadata[userId]': ada.id,
    })
    const { accountType, subscription } = await account(ada)
    expect(accountType).toBe('free')
    expect(subscription).toMatchObject({
      plan: 'professional',
      billingPeriod: 'annual',
      status: 'incomplete',
    })
  })

  test('a second attempt reuses the Stripe customer', async () => {
    const ben = await signUp(t.app, 'ben')
    const customersBefore = t.stripe.requests.filter((r) => r.path === '/v1/customers').length

    await post(ben, '/api/create-subscription', { priceId: 'price_starter' })
    await post(ben, '/api/create-subscription', { priceId: 'price_enterprise' })

    expect(t.stripe.requests.filter((r) => r.path === '/v1/customers')).toHaveLength(customersBefore + 1)
    expect((await account(ben)).subscription).toMatchObject({ plan: 'power', billingPeriod: 'monthly' })
  })

  test('an unknown price id answers 400', async () => {
    const cal = await signUp(t.app, 'cal')

    const res = await post(cal, '/api/create-subscription', { priceId: 'price_gold' })

    expect(res.statusCode).toBe(400)
  })

  test('without Stripe configured it answers 501 with a message', async () => {
    const bare = await buildTestApp()
    try {
      const dee = await signUp(bare.app, 'dee')

      const res = await bare.app.inject({
        method: 'POST',
        url: '/api/create-subscription',
        payload: { priceId: 'price_starter' },
        cookies: dee.cookies,
      })

      expect(res.statusCode).toBe(501)
      expect(res.json().message).toMatch(/contact support/)
    } finally {
      await bare.close()
    }
  })

  test('signed out it answers 401', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/create-subscription',
      payload: { priceId: 'price_starter' },
    })
    expect(res.statusCode).toBe(401)
  })
})

describe('the Stripe webhook', () => {
  test('an event whose signature does not verify answers 400 and changes nothing', async () => {
    const eve = await signUp(t.app, 'eve')
    const forged = signWebhookEvent(
      'whsec_someone_else',
      'customer.subscription.created',
      buildSubscription({
        id: 'sub_forged',
        customer: 'cus_forged',
        price: PRICES.STRIPE_PRICE_POWER,
        status: 'active',
        periodStart: now(),
        periodEnd: now() + 30 * DAY,
        metadata: { userId: eve.id },
      }),
    )

    const bad = await deliver(forged)
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload: forged.payload,
    })

    expect(bad.statusCode).toBe(400)
    expect(unsigned.statusCode).toBe(400)
    expect((await account(eve)).accountType).toBe('free')
  })

  test('a paid subscription gives the plan, its allowance and its details', async () => {
    const fox = await signUp(t.app, 'fox')
    const periodEnd = now() + 30 * DAY

    await deliverSubscription(
      'created',
      {
        id: 'sub_fox',
        customer: 'cus_fox',
        price: PRICES.STRIPE_PRICE_STARTER,
        status: 'active',
        periodStart: now() - DAY,
        periodEnd,
        metadata: { userId: fox.id },
      },
      now(),
    )

    expect((await account(fox)).accountType).toBe('starter')
    const limits = await t.app.inject({ url: '/api/file-processing-limits', cookies: fox.cookies })
    expect(limits.json()).toEqual({ current: 0, limit: 20 })
    const details = await t.app.inject({ url: '/api/subscription-details', cookies: fox.cookies })
    expect(details.json()).toEqual({
      cancelAtPeriodEnd: false,
      nextBillingDate: new Date(periodEnd * 1000).toISOString(),
      hasSubscription: true,
    })
  })

  test('a replayed event is applied once', async () => {
    const gus = await signUp(t.app, 'gus')
    const fields = {
      id: 'sub_gus',
      customer: 'cus_gus',
      price: PRICES.STRIPE_PRICE_PROFESSIONAL,
      status: 'active' as const,
      periodStart: now(),
      periodEnd: now() + 30 * DAY,
      metadata: { userId: gus.id },
    }
    const event = await deliverSubscription('created', fields, now())
    // Changed since (say by an admin): a redelivery of the old event must not undo it.
    await t.database.db.update(users).set({ accountType: 'power' }).where(eq(users.id, gus.id))

    const replay = await deliver(event)

    expect(replay.statusCode).toBe(200)
    expect((await account(gus)).accountType).toBe('power')
    const recorded = await t.database.db.select().from(stripeEvents).where(eq(stripeEvents.id, event.id))
    expect(recorded).toHaveLength(1)
  })

  test('events arriving out of order end in the state of the latest', async () => {
    const hal = await signUp(t.app, 'hal')
    const base = {
      id: 'sub_hal',
      customer: 'cus_hal',
      price: PRICES.STRIPE_PRICE_STARTER,
      periodStart: now(),
      periodEnd: now() + 30 * DAY,
      metadata: { userId: hal.id },
    }
    const t0 = now() - 100

    await deliverSubscription('updated', { ...base, status: 'active' }, t0 + 2)
    await deliverSubscription('created', { ...base, status: 'incomplete' }, t0)
    expect((await account(hal)).accountType).toBe('starter')

    await deliverSubscription('deleted', { ...base, status: 'canceled' }, t0 + 10)
    await deliverSubscription('updated', { ...base, status: 'active', cancelAtPeriodEnd: true }, t0 + 5)
    const { accountType, subscription } = await account(hal)
    expect(accountType).toBe('free')
    expect(subscription?.status).toBe('canceled')
  })

  test("a paid first invoice activates the plan of the account's incomplete subscription", async () => {
    const ivy = await signUp(t.app, 'ivy')
    await post(ivy, '/api/create-subscription', { priceId: 'price_professional' })
    const { subscription } = await account(ivy)
    const periodEnd = now() + 30 * DAY

    const paid = signWebhookEvent(
      WEBHOOK_SECRET,
      'invoice.paid',
      buildInvoice(subscription!.stripeSubscriptionId!, now(), periodEnd),
    )
    expect((await deliver(paid)).statusCode).toBe(200)

    const after = await account(ivy)
    expect(after.accountType).toBe('professional')
    expect(after.subscription).toMatchObject({
      status: 'active',
      currentPeriodEnd: new Date(periodEnd * 1000),
    })
  })
})

describe('cancelling', () => {
  test('sets cancel at period end at Stripe, answers the access date, and the end returns the account to free', async () => {
    const jo = await signUp(t.app, 'jo')
    await post(jo, '/api/create-subscription', { priceId: 'price_starter' })
    const subscriptionId = (await account(jo)).subscription!.stripeSubscriptionId!
    const fake = t.stripe.subscriptions.get(subscriptionId)!
    const periodEnd = fake.items.data[0]!.current_period_end
    const active = { ...fake, status: 'active' as const }
    await deliver(signWebhookEvent(WEBHOOK_SECRET, 'customer.subscription.updated', active))

    const res = await post(jo, '/api/cancel-subscription')

    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ accessUntil: new Date(periodEnd * 1000).toISOString() })
    expect(t.stripe.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: `/v1/subscriptions/${subscriptionId}`,
      form: { cancel_at_period_end: 'true' },
    })
    const details = await t.app.inject({ url: '/api/subscription-details', cookies: jo.cookies })
    expect(details.json()).toMatchObject({ cancelAtPeriodEnd: true })
    expect((await account(jo)).accountType).toBe('starter')

    const ended = { ...active, status: 'canceled' as const, cancel_at_period_end: true }
    await deliver(
      signWebhookEvent(WEBHOOK_SECRET, 'customer.subscription.deleted', ended, { created: now() + 1 }),
    )
    expect((await account(jo)).accountType).toBe('free')
  })

  test('a free account has nothing to cancel and no subscription details', async () => {
    const kim = await signUp(t.app, 'kim')

    expect((await post(kim, '/api/cancel-subscription')).statusCode).toBe(409)
    expect((await t.app.inject({ url: '/api/subscription-details', cookies: kim.cookies })).statusCode).toBe(
      404,
    )
  })

  test('a plan set by an admin has no subscription behind it to cancel', async () => {
    const lee = await signUp(t.app, 'lee')
    await t.database.db.update(users).set({ accountType: 'professional' }).where(eq(users.id, lee.id))

    const details = await t.app.inject({ url: '/api/subscription-details', cookies: lee.cookies })

    expect(details.json()).toEqual({
      cancelAtPeriodEnd: false,
      nextBillingDate: null,
      hasSubscription: false,
    })
  })
})

describe('changing plan', () => {
  /** An account on Starter through a paid Stripe subscription; the fake's copy of that subscription. */
  async function onStarter(user: SignedInUser) {
    await post(user, '/api/create-subscription', { priceId: 'price_starter' })
    const subscriptionId = (await account(user)).subscription!.stripeSubscriptionId!
    const active = { ...t.stripe.subscriptions.get(subscriptionId)!, status: 'active' as const }
    await deliver(signWebhookEvent(WEBHOOK_SECRET, 'customer.subscription.updated', active))
    expect((await account(user)).accountType).toBe('starter')
    return active
  }

  test('a plan that is not cancelled refuses a second subscription', async () => {
    const max = await signUp(t.app, 'max')
    await onStarter(max)

    const res = await post(max, '/api/create-subscription', { priceId: 'price_professional' })

    expect(res.statusCode).toBe(409)
    expect(res.json().message).toMatch(/Cancel it in Settings/)
  })

  test('a cancelled plan gives way to a new one once it is paid, and never comes back', async () => {
    const nia = await signUp(t.app, 'nia')
    const starter = await onStarter(nia)
    expect((await post(nia, '/api/cancel-subscription')).statusCode).toBe(200)

    const res = await post(nia, '/api/create-subscription', { priceId: 'price_professional' })

    expect(res.statusCode).toBe(200)
    const pro = [...t.stripe.subscriptions.values()].at(-1)!
    expect(pro.id).not.toBe(starter.id)
    expect(pro.customer).toBe(starter.customer)
    // Not paid yet: the account still follows the cancelled Starter plan.
    expect(await account(nia)).toMatchObject({
      accountType: 'starter',
      subscription: { stripeSubscriptionId: starter.id, cancelAtPeriodEnd: true },
    })

    await deliver(
      signWebhookEvent(
        WEBHOOK_SECRET,
        'customer.subscription.updated',
        { ...pro, status: 'active' },
        { created: now() + 1 },
      ),
    )
    expect(await account(nia)).toMatchObject({
      accountType: 'professional',
      subscription: { stripeSubscriptionId: pro.id, cancelAtPeriodEnd: false },
    })

    const stillCancelling = { ...starter, cancel_at_period_end: true }
    await deliver(
      signWebhookEvent(WEBHOOK_SECRET, 'customer.subscription.updated', stillCancelling, {
        created: now() + 2,
      }),
    )
    const ended = { ...stillCancelling, status: 'canceled' as const }
    await deliver(
      signWebhookEvent(WEBHOOK_SECRET, 'customer.subscription.deleted', ended, { created: now() + 3 }),
    )
    expect(await account(nia)).toMatchObject({
      accountType: 'professional',
      subscription: { stripeSubscriptionId: pro.id },
    })
  })
})
