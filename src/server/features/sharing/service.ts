import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../../../config'
import { isUniqueViolation, shares, type Db } from '../../../db'
import type { Mailer } from '../../../mail'
import { AppError, type SharedLink } from '../../../shared'
import { hashToken, type UserRow } from '../../sessions/session-store'
import { composeShareEmail } from './compose-share-email'
import {
  ALREADY_CLAIMED_BY_YOU_MESSAGE,
  CLAIMED_BY_SOMEONE_ELSE_MESSAGE,
  NOT_COMPLETED_MESSAGE,
  OWN_ITEM_CLAIM_MESSAGE,
  SEND_FAILED_MESSAGE,
  SHARE_CLAIMED_MESSAGE,
  SHARE_LINK_EXPIRED_MESSAGE,
  SHARE_LINK_INVALID_MESSAGE,
} from './messages'
import {
  claimUnclaimedShare,
  findOwnItem,
  findShareByTokenHash,
  findShareForRecipient,
  hasClaimedItem,
  markShareOpened,
} from './queries'
import { createShareToken, shareLink } from './share-token'
import { eq } from 'drizzle-orm'

export interface SharingDeps {
  db: Db
  mailer: Mailer
  config: Pick<Config, 'APP_URL' | 'SHARE_TTL_DAYS'>
  log: FastifyBaseLogger
  now: () => Date
}

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * One share per recipient, each with its own link; sharing again to an address refreshes its link and
 * expiry. The mail goes first and the row is written only once it left: a failed send leaves nothing
 * behind (and an earlier link to that address keeps working), and is counted out of `sentCount`.
 */
export async function shareByEmail(
  deps: SharingDeps,
  sharer: UserRow,
  input: { presentationId: string; emails: string[] },
): Promise<{ sentCount: number; failed: string[] }> {
  const item = await findOwnItem(deps.db, sharer.id, input.presentationId)
  if (!item) throw new AppError('not_found', 'Presentation not found')
  if (item.status !== 'completed') throw new AppError('conflict', NOT_COMPLETED_MESSAGE)

  const failed: string[] = []
  for (const email of input.emails) {
    const { token, tokenHash } = createShareToken()
    const expiresAt = new Date(deps.now().getTime() + deps.config.SHARE_TTL_DAYS * DAY_MS)
    const link = shareLink(deps.config.APP_URL, token)
    try {
      const delivery = await deps.mailer.send(
        composeShareEmail({
          to: email,
          sharerFirstName: sharer.firstName,
          originalName: item.originalName,
          link,
          expiresAt,
        }),
      )
      if (delivery.via === 'outbox') {
        // No SMTP configured: the self-hoster forwards the link by hand, so it is logged on purpose.
        deps.log.info({ recipient: email, link, file: delivery.path }, 'share invitation written to outbox')
      }
    } catch (error) {
      deps.log.warn({ err: error, recipient: email }, 'share invitation could not be sent')
      failed.push(email)
      continue
    }
    await saveShare(deps.db, {
      presentationId: item.id,
      sharedByUserId: sharer.id,
      email,
      tokenHash,
      expiresAt,
    })
  }
  const sentCount = input.emails.length - failed.length
  if (sentCount === 0) throw new AppError('unavailable', SEND_FAILED_MESSAGE)
  return { sentCount, failed }
}

async function saveShare(
  db: Db,
  row: { presentationId: string; sharedByUserId: string; email: string; tokenHash: string; expiresAt: Date },
) {
  const existing = await findShareForRecipient(db, row.presentationId, row.email)
  if (!existing) {
    await db.insert(shares).values({
      presentationId: row.presentationId,
      sharedByUserId: row.sharedByUserId,
      recipientEmail: row.email,
      tokenHash: row.tokenHash,
      expiresAt: row.expiresAt,
    })
    return
  }
  // A fresh link: not yet opened, no longer revoked; a recipient who claimed keeps the file.
  await db
    .update(shares)
    .set({
      tokenHash: row.tokenHash,
      expiresAt: row.expiresAt,
      sharedByUserId: row.sharedByUserId,
      openedAt: null,
      revokedAt: null,
      claimedAt: existing.claimedByUserId ? existing.claimedAt : null,
    })
    .where(eq(shares.id, existing.id))
}

/** A valid share for the token, else the spec's 404 (unknown) or 410 (expired or revoked). */
async function findValidShare(db: Db, token: string, now: Date) {
  const found = await findShareByTokenHash(db, hashToken(token))
  if (!found) throw new AppError('not_found', SHARE_LINK_INVALID_MESSAGE)
  if (found.share.revokedAt || found.share.expiresAt.getTime() <= now.getTime()) {
    throw new AppError('gone', SHARE_LINK_EXPIRED_MESSAGE)
  }
  return found
}

/** The landing page's data (spec §3 "Share (by token)"); the first read marks the link opened. */
export async function readSharedLink(
  deps: Pick<SharingDeps, 'db' | 'now'>,
  token: string,
): Promise<SharedLink> {
  const now = deps.now()
  const found = await findValidShare(deps.db, token, now)
  if (!found.share.openedAt) await markShareOpened(deps.db, found.share.id, now)
  return {
    expiresAt: found.share.expiresAt.toISOString(),
    sharedByUser: { firstName: found.sharerFirstName },
    presentation: { originalName: found.originalName },
    isClaimed: found.share.claimedByUserId !== null,
  }
}

/** Attaches the shared item to the user's account, once (spec §4 "Share link"). */
export async function claimShare(deps: Pick<SharingDeps, 'db' | 'now'>, user: UserRow, token: string) {
  const now = deps.now()
  const found = await findValidShare(deps.db, token, now)
  const { share } = found
  if (found.ownerId === user.id) throw new AppError('conflict', OWN_ITEM_CLAIM_MESSAGE)
  if (share.claimedByUserId === user.id || (await hasClaimedItem(deps.db, user.id, share.presentationId))) {
    throw new AppError('conflict', ALREADY_CLAIMED_BY_YOU_MESSAGE)
  }
  if (share.claimedByUserId) throw new AppError('conflict', CLAIMED_BY_SOMEONE_ELSE_MESSAGE)
  let isClaimed: boolean
  try {
    isClaimed = await claimUnclaimedShare(deps.db, share.id, user.id, now)
  } catch (error) {
    // Two links to one item claimed by this account at once: the unique (item, claimer) pair lets one in.
    if (isUniqueViolation(error)) throw new AppError('conflict', ALREADY_CLAIMED_BY_YOU_MESSAGE)
    throw error
  }
  if (!isClaimed) throw new AppError('conflict', CLAIMED_BY_SOMEONE_ELSE_MESSAGE)
  return {
    message: SHARE_CLAIMED_MESSAGE,
    presentation: { id: share.presentationId, slug: found.slug, originalName: found.originalName },
  }
}
