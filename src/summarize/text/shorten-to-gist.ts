import type { Language } from '../../shared'
import { isStopWord } from './tokenize'

// A gist is a few words: what a slide without facts is about, at the cost of a title.
const GIST_WORDS = 5
const MIN_CLAUSE_WORDS = 3

/**
 * The opening words of a sentence, up to its first clause break or GIST_WORDS words, with an ellipsis when
 * cut: "This presentation contains forward-looking statements…". Copied, never reworded, so it holds only
 * what the slide says.
 */
export function shortenToGist(text: string, language: Language): string {
  const words = text.trim().split(/\s+/)
  const kept: string[] = []
  for (const [at, word] of words.entries()) {
    kept.push(word)
    if (kept.length >= MIN_CLAUSE_WORDS && /[,;:—–(]$|[.!?]$/.test(word)) break
    // A figure keeps the word after it, its unit or month ("Cash of £14.2M at 30…" says nothing of when), and
    // the word before it keeps it ("capacity on Line…" says nothing of which).
    const next = words[at + 1]
    const namesFigure = next !== undefined && /^\d/.test(next) && !isStopWord(word.toLowerCase(), language)
    if (kept.length >= GIST_WORDS && !(next !== undefined && /\d/.test(word)) && !namesFigure) break
  }
  // A whole first sentence needs no ellipsis.
  if (kept.length === words.length || /[.!?]$/.test(kept.at(-1)!)) return kept.join(' ')
  while (kept.length > MIN_CLAUSE_WORDS && isStopWord(kept.at(-1)!.replace(/[^\p{L}]/gu, ''), language))
    kept.pop()
  const last = kept.length - 1
  kept[last] = kept[last]!.replace(/[,;:—–(.!?]+$/u, '')
  return `${kept.join(' ')}…`
}
