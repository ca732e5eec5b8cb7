import { z } from 'zod'

// A list or key a language's file leaves out is named as missing, not as zod's type error.
export const missing = {
  error: (issue: { input?: unknown }) =>
    issue.input === undefined ? 'missing: every language lists it' : undefined,
}

/**
 * A list of a language's deck words, the shape of every list the deck-words schemas check: at least one word, none
 * empty. Its errors name what a new language's author must fix ("modal: at least one word").
 */
export const words = z.array(z.string().min(1, 'no empty word'), missing).min(1, 'at least one word')
