import { z } from 'zod'

// C0 controls, DEL and C1 controls: NUL breaks PostgreSQL text, the rest break logs, CSV and e-mail.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS_BESIDE_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/
// Embeddings, overrides and isolates: they make 'invoice‮fdp.exe' read as 'invoiceexe.pdf'.
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/g

const CONTROL_CHARACTERS_MESSAGE = 'Please remove the control characters from this field.'

/** True when the text holds control characters; `lineBreaks` allows tab, CR and LF (multi-line fields). */
export function hasControlCharacters(text: string, { lineBreaks = false } = {}): boolean {
  return (lineBreaks ? CONTROL_CHARACTERS_BESIDE_LINE_BREAKS : CONTROL_CHARACTERS).test(text)
}

function stripBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, '')
}

/** Removes every control character and bidirectional control (file names from browsers are cleaned, not refused). */
export function stripControlCharacters(text: string): string {
  return stripBidiControls(text).replace(new RegExp(CONTROL_CHARACTERS, 'g'), '')
}

/**
 * The edge rule for every single-line field (names, e-mails, slugs, subjects): control characters are
 * refused with 400. Chain bounds after it: `singleLineText().min(1, …).max(100, …)`.
 */
export function singleLineText(message = CONTROL_CHARACTERS_MESSAGE) {
  return z.string().refine((text) => !hasControlCharacters(text), message)
}

/** The same for multi-line fields (notes, messages): tab and line breaks are allowed. */
export function multiLineText(message = CONTROL_CHARACTERS_MESSAGE) {
  return z.string().refine((text) => !hasControlCharacters(text, { lineBreaks: true }), message)
}

/** A name shown to people (first name, file name): single-line, trimmed, bidirectional controls removed. */
export function displayNameText(message = CONTROL_CHARACTERS_MESSAGE) {
  return singleLineText(message).overwrite(stripBidiControls).trim()
}
