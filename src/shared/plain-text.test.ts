import { describe, expect, test } from 'vitest'
import {
  displayNameText,
  hasControlCharacters,
  multiLineText,
  singleLineText,
  stripControlCharacters,
} from './plain-text'

describe('plain text rules', () => {
  test.each(['a\u0000b', 'a\u0007', 'line\nbreak', 'tab\there', '\u007f', '\u0085'])(
    'a single-line field refuses %j',
    (text) => {
      expect(singleLineText().safeParse(text).success).toBe(false)
    },
  )

  test('a multi-line field allows tab and line breaks but not NUL', () => {
    expect(multiLineText().safeParse('first line\r\n\tsecond').success).toBe(true)
    expect(multiLineText().safeParse('first\u0000second').success).toBe(false)
  })

  test('a display name loses bidirectional overrides and surrounding spaces', () => {
    expect(displayNameText().parse('  invoice\u202efdp.exe ')).toBe('invoicefdp.exe')
    expect(displayNameText().parse('\u2066Ada\u2069')).toBe('Ada')
  })

  test('bounds chain after the rule', () => {
    const name = displayNameText().min(1, 'required').max(5, 'too long')

    expect(name.safeParse('abcdef').error?.issues[0]?.message).toBe('too long')
    expect(name.safeParse('abc').success).toBe(true)
  })

  test('stripping removes controls and overrides, and keeps ordinary text', () => {
    expect(stripControlCharacters('Q3\u0000 Review\u202e.pdf')).toBe('Q3 Review.pdf')
    expect(hasControlCharacters('Zoë – Überblick 日本')).toBe(false)
  })
})
