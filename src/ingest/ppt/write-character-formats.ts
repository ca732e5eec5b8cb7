import { decodeSymbolCharacter } from '../character-runs/decode-symbol-font'
import { writeScriptRun } from '../character-runs/write-script-run'
import type { CharacterRun } from './read-character-runs'

const LINE_ENDS = new Set(['\r', '\v'])

/**
 * What each UTF-16 unit of a text block reads as once its character runs are applied: Symbol-font
 * characters as Unicode, superscript and subscript runs written out (`writeScriptRun`). One entry per unit,
 * so positions still line up with the paragraph runs; a run's later units become ''.
 */
export function writeCharacterFormats(
  text: string,
  runs: readonly CharacterRun[],
  fonts: readonly string[],
): string[] {
  const pieces = text.split('')
  let at = 0
  for (const run of [...runs, { count: Infinity, pp9rt: 0 } satisfies CharacterRun]) {
    const end = Math.min(at + run.count, text.length)
    for (let index = at; index < end; index += 1) {
      const code = text.charCodeAt(index)
      const fontRef = code >= 0xf000 && code <= 0xf0ff ? (run.symbolFont ?? run.font) : run.font
      const decoded = decodeSymbolCharacter(code, fontRef === undefined ? undefined : fonts[fontRef])
      if (decoded !== undefined) pieces[index] = decoded
    }
    at = end
    if (at >= text.length) break
  }
  // Neighbouring runs raised alike are one script ("2" then "μ" in Symbol then "/2"): written as one.
  at = 0
  let spanStart = 0
  let spanPosition: 'super' | 'sub' | undefined
  for (const run of runs) {
    const position = !run.position ? undefined : run.position > 0 ? 'super' : 'sub'
    if (position !== spanPosition) {
      if (spanPosition) writeScripts(pieces, spanStart, Math.min(at, text.length), spanPosition)
      spanStart = at
      spanPosition = position
    }
    at += run.count
  }
  if (spanPosition) writeScripts(pieces, spanStart, Math.min(at, text.length), spanPosition)
  return pieces
}

/** Each line's share of a raised or lowered run, written after the text before it on that line. */
function writeScripts(pieces: string[], start: number, end: number, position: 'super' | 'sub'): void {
  let lineStart = start
  while (lineStart > 0 && !LINE_ENDS.has(pieces[lineStart - 1]!)) lineStart -= 1
  let from = start
  for (let index = start; index <= end; index += 1) {
    if (index < end && !LINE_ENDS.has(pieces[index]!)) continue
    if (index > from) {
      const before = pieces.slice(lineStart, from).join('')
      const script = pieces.slice(from, index).join('')
      pieces.fill('', from, index)
      pieces[from] = writeScriptRun(before, script, position)
    }
    from = index + 1
    lineStart = index + 1
  }
}
