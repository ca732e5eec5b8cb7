import { z } from 'zod'
import { DECK_GENRES } from './deck-structure'

/** One figure as a deck states it, with the slide it stands on and the words around it. */
export const statedFigureSchema = z.object({
  slideNumber: z.number().int().positive(),
  /** The figure as written on the slide ("$3.4M", "45 %"). */
  value: z.string(),
  /** The line it stands on, as the slide model reads it. */
  line: z.string(),
})
export type StatedFigure = z.infer<typeof statedFigureSchema>

/**
 * What disagrees (issue 27): `value` the same measure with two values, `unit` the same figure under two
 * scales (k against M), `period` the same figure per month on one slide and per year on another,
 * `shares` parts of one whole that do not make 100 %, `total` a table's total that is not the sum of its rows.
 */
export const CONSISTENCY_KINDS = ['value', 'unit', 'period', 'shares', 'total'] as const
export const consistencyFindingSchema = z.object({
  kind: z.enum(CONSISTENCY_KINDS),
  /** The measure's label as the deck writes it. */
  measure: z.string(),
  /** One sentence a reader understands alone, naming both values and both slides. */
  message: z.string(),
  /** For value/unit/period: the two statements; for shares/total: the stated figure then the computed one. */
  figures: z.array(statedFigureSchema),
  slides: z.array(z.number().int().positive()),
})
export type ConsistencyFinding = z.infer<typeof consistencyFindingSchema>

export const checklistItemSchema = z.object({
  /** Stable id of the checklist item ('runway', 'use-of-funds'). */
  id: z.string(),
  /** The item's name as the checklist shows it. */
  label: z.string(),
  found: z.boolean(),
  slides: z.array(z.number().int().positive()),
})
export type ChecklistItem = z.infer<typeof checklistItemSchema>

export const completenessSchema = z.object({
  genre: z.enum(DECK_GENRES),
  /** Empty when the genre has no checklist (report, other, …). */
  items: z.array(checklistItemSchema),
})
export type Completeness = z.infer<typeof completenessSchema>

/** The deck checks stored beside the summary: offline, deterministic, every finding citing its slides. */
export const deckChecksSchema = z.object({
  consistency: z.array(consistencyFindingSchema),
  /** Absent when the deck's genre was not read (a document, or a summary stored before it was). */
  completeness: completenessSchema.optional(),
})
export type DeckChecks = z.infer<typeof deckChecksSchema>

const slideRef = z.object({ slideNumber: z.number().int().positive(), title: z.string() })

/** What changed from one version of a deck to the next (issue 27), slides matched by title and content. */
export const deckDiffSchema = z.object({
  added: z.array(slideRef),
  removed: z.array(slideRef),
  moved: z.array(
    z.object({
      title: z.string(),
      fromSlide: z.number().int().positive(),
      toSlide: z.number().int().positive(),
    }),
  ),
  figures: z.array(
    z.object({
      label: z.string(),
      old: z.string(),
      new: z.string(),
      oldSlide: z.number().int().positive(),
      newSlide: z.number().int().positive(),
    }),
  ),
  /** Slides found in both versions. */
  slidesInBoth: z.number().int().nonnegative(),
})
export type DeckDiff = z.infer<typeof deckDiffSchema>

const versionSchema = z.object({
  id: z.string(),
  slug: z.string(),
  originalName: z.string(),
  fileType: z.string(),
})

/** `GET /api/presentations/:id/diff`: the item, the version it replaces, and what changed between them. */
export const versionComparisonSchema = z.object({
  previous: versionSchema,
  current: versionSchema,
  diff: deckDiffSchema,
})
export type VersionComparison = z.infer<typeof versionComparisonSchema>

/** The upload's optional field naming the item a new upload replaces ("Upload new version"). */
export const previousVersionIdSchema = z.uuid({ message: 'Presentation not found' })

/** The genre's name as the Checks section and the report show it. */
export const DECK_GENRE_LABELS: Record<(typeof DECK_GENRES)[number], string> = {
  pitch: 'Pitch',
  review: 'Business review',
  recommendation: 'Recommendation',
  'investment-memo': 'Investment memo',
  lecture: 'Lecture',
  report: 'Report',
  'project-update': 'Project update',
  proposal: 'Proposal',
  other: 'Other',
}

/** Wording of the Checks section where the spec is silent (decision 048), shared by the page and the report. */
export const CHECKS_TEXT = {
  title: 'Checks',
  figuresHeading: 'Figures across slides',
  noFindings: 'No figures disagree across slides.',
  checklistHeading: (genre: (typeof DECK_GENRES)[number]) => `${DECK_GENRE_LABELS[genre]} checklist`,
  missing: 'Missing',
} as const
