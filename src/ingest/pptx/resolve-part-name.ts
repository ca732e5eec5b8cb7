/**
 * Resolves a relationship target to a zip entry name (no leading slash). Targets are URIs relative
 * to the source part's folder ("slides/slide1.xml", "../notesSlides/notesSlide1.xml") or absolute
 * from the package root ("/ppt/slides/slide1.xml"); they may be percent-encoded.
 */
export function resolvePartName(sourcePart: string, target: string): string {
  let decoded = target
  try {
    decoded = decodeURIComponent(target)
  } catch {
    // A malformed escape is kept as written: the lookup then simply finds no part.
  }
  const withoutFragment = decoded.split('#')[0] ?? ''
  const base = withoutFragment.startsWith('/') ? [] : sourcePart.split('/').slice(0, -1)
  const segments = [...base]
  for (const segment of withoutFragment.split('/')) {
    if (segment === '' || segment === '.') continue
    if (segment === '..') segments.pop()
    else segments.push(segment)
  }
  return segments.join('/')
}

/** The relationships part that belongs to a part: `ppt/slides/slide1.xml` -> `ppt/slides/_rels/slide1.xml.rels`. */
export function relationshipsPartName(sourcePart: string): string {
  const slash = sourcePart.lastIndexOf('/')
  return `${sourcePart.slice(0, slash + 1)}_rels/${sourcePart.slice(slash + 1)}.rels`
}
