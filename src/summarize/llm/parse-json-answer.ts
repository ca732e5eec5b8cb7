/**
 * The JSON value in a model's text answer. A model that honours the schema answers bare JSON; many local
 * models (and some hosted ones without structured output) wrap it in a ```json fence or a sentence of
 * prose. The fence and the prose are stripped, never the content: what is parsed is exactly the model's
 * object. Undefined when no JSON value can be read.
 */
export function parseJsonAnswer(text: string): unknown {
  const trimmed = text.trim()
  const candidates = [trimmed]
  const fenced = /```(?:json|JSON)?\s*\n?([\s\S]*?)```/.exec(trimmed)
  if (fenced?.[1]) candidates.push(fenced[1].trim())
  // Prose before or after: the outermost object from the first "{" to the last "}".
  const first = trimmed.indexOf('{')
  const last = trimmed.lastIndexOf('}')
  if (first >= 0 && last > first) candidates.push(trimmed.slice(first, last + 1))
  for (const candidate of candidates) {
    try {
      return JSON.parse(candidate) as unknown
    } catch {
      // Not this reading; the next one may be.
    }
  }
  return undefined
}
