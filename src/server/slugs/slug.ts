/**
 * Spec §2 "Summary view": the original name lower-cased with each run of non-alphanumeric characters made a
 * hyphen; the history form also drops the extension and leading and trailing hyphens. Letters outside
 * ASCII are folded to their base letter first so 'Präsentation' reads 'praesentation'-like, not '-'.
 */
export function slugify(originalName: string): string {
  const withoutExtension = originalName.replace(/\.[a-z0-9]{1,5}$/i, '')
  return toSlugText(withoutExtension).replace(/^-+|-+$/g, '') || 'presentation'
}

/** The shared list's form keeps the extension: 'Deck.pdf' -> 'deck-pdf'. */
export function sharedListSlug(originalName: string): string {
  return toSlugText(originalName)
}

function toSlugText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
}

/** The first of base, base-2, base-3 … that the owner does not use yet. */
export function nextFreeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`
    if (!taken.has(candidate)) return candidate
  }
}
