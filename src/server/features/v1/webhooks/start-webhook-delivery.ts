import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { fromDrizzle } from 'pg-boss'
import { isIngestError } from '../../../../ingest'
import { claimFinishedWebhooks, findWebhookDelivery, markWebhookDelivered } from '../queries'
import { toApiPresentation } from '../to-api-presentation'
import { sendWebhook } from './send-webhook'

export const WEBHOOK_QUEUE = 'deliver-api-webhook'

interface WebhookJobData {
  presentationId: string
}

const SWEEP_INTERVAL_MS = 1000

/**
 * Completion webhooks. Finished items' webhooks are claimed once (any process may sweep) and handed to
 * the job queue in the same transaction; the queue retries a failed delivery with exponential backoff:
 * about 1 s, 2 s, 4 s … capped at an hour, twelve retries in all. Returns the stop function.
 */
export async function startWebhookDelivery(app: FastifyInstance): Promise<() => Promise<void>> {
  const { db, boss, config, clock } = app
  await boss.createQueue(WEBHOOK_QUEUE, {
    retryLimit: 12,
    retryDelay: 1,
    retryBackoff: true,
    retryDelayMax: 3600,
    expireInSeconds: 60,
    // No NOTIFY: retries become due by time, which only polling notices (the sweep adds a second anyway).
  })
  await boss.work<WebhookJobData>(WEBHOOK_QUEUE, { pollingIntervalSeconds: 1 }, async ([job]) => {
    if (job) await deliver(job.id, job.data.presentationId)
  })

  async function deliver(deliveryId: string, presentationId: string): Promise<void> {
    const delivery = await findWebhookDelivery(db, presentationId)
    // The key or the item was deleted since: nobody is owed this call any more.
    if (!delivery?.secret) return
    const event = delivery.item.status === 'completed' ? 'presentation.completed' : 'presentation.failed'
    const body = JSON.stringify({
      event,
      presentation: toApiPresentation(delivery.item),
      sentAt: clock.now().toISOString(),
    })
    let status: number
    try {
      status = await sendWebhook({
        url: delivery.url,
        body,
        secret: delivery.secret,
        event,
        deliveryId,
        allowPrivateAddresses: config.ALLOW_PRIVATE_URLS,
      })
    } catch (error) {
      // A refused address stays refused: retrying cannot help.
      if (isIngestError(error) && error.code === 'blocked_address') {
        app.log.warn({ presentationId }, 'webhook address refused')
        return
      }
      throw error
    }
    if (status < 200 || status > 299) throw new Error(`The webhook receiver answered ${status}.`)
    await markWebhookDelivered(db, presentationId, clock.now())
  }

  let sweeping: Promise<void> | null = null
  const sweep = async () => {
    await db.transaction(async (tx) => {
      for (const presentationId of await claimFinishedWebhooks(tx, clock.now())) {
        const data: WebhookJobData = { presentationId }
        await boss.send(WEBHOOK_QUEUE, data, { db: fromDrizzle(tx as never, sql) })
      }
    })
  }
  const timer = setInterval(() => {
    if (sweeping) return
    sweeping = sweep()
      .catch((error: unknown) => app.log.error({ err: error }, 'webhook sweep failed'))
      .finally(() => (sweeping = null))
  }, SWEEP_INTERVAL_MS)
  timer.unref()

  return async () => {
    clearInterval(timer)
    await sweeping
    await boss.offWork(WEBHOOK_QUEUE)
  }
}
