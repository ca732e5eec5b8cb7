import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  apiKeys,
  presentations,
  sessions,
  shares,
  subscriptions,
  summaries,
  usageRecords,
  users,
} from '../../../db'
import { buildSubscription, signWebhookEvent } from '../../stripe/start-fake-stripe-server'
import { buildStripeTestApp, type StripeTestApp } from '../../test-support/build-stripe-test-app'
import { signUp, type SignedInUser } from '../../test-support/build-test-app'
import { uploadCorpusFile } from '../../test-support/upload'

const WEBHOOK_SECRET = 'whsec_account_test'

let t: StripeTestApp
beforeAll(async () => {
  t = await buildStripeTestApp({
    webhookSecret: WEBHOOK_SECRET,
    env: { STRIPE_PRICE_STARTER: 'price_1Starter' },
  })
})
afterAll(() => t.close())

const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } })

const changePassword = (user: SignedInUser, currentPassword: string, newPassword: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/change-password',
    payload: { currentPassword, newPassword },
    cookies: user.cookies,
  })

describe('changing the password', () => {
  test('a wrong current password is refused and the password stays', async () => {
    const ann = await signUp(t.app, 'ann', 'first-secret')

    const res = await changePassword(ann, 'not-it', 'second-secret')

    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe('Current password is incorrect.')
    expect((await login(ann.email, 'first-secret')).statusCode).toBe(200)
  })

  test('a new password under 6 characters is refused with the spec message', async () => {
    const bo = await signUp(t.app, 'bo', 'first-secret')

    const res = await changePassword(bo, 'first-secret', 'abc')

    expect(res.statusCode).toBe(400)
    expect(res.json().message).toContain('New password must be at least 6 characters long.')
  })

  test('changes it, signs out the other sessions and keeps this one', async () => {
    const cy = await signUp(t.app, 'cy', 'first-secret')
    const other = (await login(cy.email, 'first-secret')).cookies.find((c) => c.name === 'sb_session')!

    const res = await changePassword(cy, 'first-secret', 'second-secret')

    expect(res.statusCode).toBe(200)
    const fresh = res.cookies.find((c) => c.name === 'sb_session')!
    expect((await t.app.inject({ url: '/api/user', cookies: { sb_session: fresh.value } })).statusCode).toBe(
      200,
    )
    expect((await t.app.inject({ url: '/api/user', cookies: { sb_session: other.value } })).statusCode).toBe(
      401,
    )
    expect((await login(cy.email, 'first-secret')).statusCode).toBe(401)
    expect((await login(cy.email, 'second-secret')).statusCode).toBe(200)
  })
})

describe('deleting the account', () => {
  test('removes files, originals, summaries, shares, keys, sessions and the subscription, cancelling it at Stripe', async () => {
    const { db } = t.database
    const dan = await signUp(t.app, 'dan')
    const friend = await signUp(t.app, 'danfriend')
    const deck = await uploadCorpusFile(t.app, dan, 'pdf/cncf-linux-summit.pdf')
    const [stored] = await db.select().from(presentations).where(eq(presentations.id, deck.id))
    const isStored = () =>
      t.storage.get(stored!.storageKey!).then(
        (stream) => (stream.destroy(), true),
        () => false,
      )
    expect(await isStored()).toBe(true)
    await db.insert(summaries).values({ presentationId: deck.id, content: {} as never })
    await db.insert(shares).values({
      presentationId: deck.id,
      sharedByUserId: dan.id,
      recipientEmail: friend.email,
      tokenHash: 'dan-share',
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    await db.insert(apiKeys).values({ userId: dan.id, keyName: 'ci', keyHash: 'dan-key', keyPreview: 'sb_' })
    await t.app.inject({
      method: 'POST',
      url: '/api/create-subscription',
      payload: { priceId: 'price_starter' },
      cookies: dan.cookies,
    })
    const [subscription] = await db.select().from(subscriptions).where(eq(subscriptions.userId, dan.id))
    const now = Math.floor(Date.now() / 1000)
    const event = signWebhookEvent(
      WEBHOOK_SECRET,
      'customer.subscription.updated',
      buildSubscription({
        id: subscription!.stripeSubscriptionId!,
        customer: subscription!.stripeCustomerId!,
        price: 'price_1Starter',
        status: 'active',
        periodStart: now,
        periodEnd: now + 30 * 86_400,
        metadata: { userId: dan.id },
      }),
    )
    await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
      payload: event.payload,
    })

    const res = await t.app.inject({ method: 'DELETE', url: '/api/account', cookies: dan.cookies })

    expect(res.statusCode).toBe(200)
    expect(t.stripe.requests.at(-1)).toMatchObject({
      method: 'DELETE',
      path: `/v1/subscriptions/${subscription!.stripeSubscriptionId}`,
    })
    expect(await isStored()).toBe(false)
    for (const [table, column] of [
      [users, users.id],
      [sessions, sessions.userId],
      [presentations, presentations.userId],
      [shares, shares.sharedByUserId],
      [apiKeys, apiKeys.userId],
      [usageRecords, usageRecords.userId],
      [subscriptions, subscriptions.userId],
    ] as const) {
      expect(await db.select().from(table).where(eq(column, dan.id))).toEqual([])
    }
    expect(await db.select().from(summaries).where(eq(summaries.presentationId, deck.id))).toEqual([])
    expect((await t.app.inject({ url: '/api/user', cookies: dan.cookies })).statusCode).toBe(401)
  })

  test('the same e-mail can register again and finds nothing of the old account', async () => {
    const eli = await signUp(t.app, 'eli')
    await uploadCorpusFile(t.app, eli, 'pdf/cncf-linux-summit.pdf')
    await t.app.inject({ method: 'DELETE', url: '/api/account', cookies: eli.cookies })

    const again = await signUp(t.app, 'eli')

    expect(again.id).not.toBe(eli.id)
    const list = await t.app.inject({ url: '/api/presentations', cookies: again.cookies })
    expect(list.json()).toEqual([])
    const limits = await t.app.inject({ url: '/api/file-processing-limits', cookies: again.cookies })
    expect(limits.json()).toEqual({ current: 0, limit: 5 })
  })

  test('signed out it answers 401', async () => {
    expect((await t.app.inject({ method: 'DELETE', url: '/api/account' })).statusCode).toBe(401)
  })
})
