import { diffDecks } from '../../../checks'
import type { Db } from '../../../db'
import { AppError, documentSchema, type VersionComparison } from '../../../shared'
import { findOwnPresentation, findSlideModel, type PresentationRow } from './queries'

export const NO_PREVIOUS_VERSION_MESSAGE = 'This item has no previous version.'
export const COMPARISON_NOT_READY_MESSAGE = 'The comparison is ready once both versions are processed.'

async function readSlideModel(db: Db, item: PresentationRow) {
  const stored = item.status === 'completed' ? await findSlideModel(db, item.id) : null
  // Summaries stored before the slide model was kept have none: no comparison, rather than a wrong one.
  const parsed = documentSchema.safeParse(stored)
  if (!parsed.success) throw new AppError('conflict', COMPARISON_NOT_READY_MESSAGE)
  return parsed.data
}

function versionOf(item: PresentationRow) {
  return { id: item.id, slug: item.slug, originalName: item.originalName, fileType: item.fileType }
}

/**
 * What changed from the version an item replaces to the item (issue 27). The owner's only: a foreign
 * item, or a previous version that is not the owner's or was deleted, answers 404.
 */
export async function compareVersions(db: Db, userId: string, id: string): Promise<VersionComparison> {
  const current = await findOwnPresentation(db, userId, id)
  if (!current) throw new AppError('not_found', 'Presentation not found')
  const previous = current.previousVersionId
    ? await findOwnPresentation(db, userId, current.previousVersionId)
    : null
  if (!previous) throw new AppError('not_found', NO_PREVIOUS_VERSION_MESSAGE)
  const [before, after] = await Promise.all([readSlideModel(db, previous), readSlideModel(db, current)])
  return { previous: versionOf(previous), current: versionOf(current), diff: diffDecks(before, after) }
}
