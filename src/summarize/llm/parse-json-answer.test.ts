import { describe, expect, test } from 'vitest'
import { parseJsonAnswer } from './parse-json-answer'

describe('parseJsonAnswer', () => {
  test('reads bare JSON', () => {
    expect(parseJsonAnswer('{"a": 1}')).toEqual({ a: 1 })
  })

  test('reads JSON inside a ```json fence', () => {
    expect(parseJsonAnswer('```json\n{"a": [1, 2]}\n```')).toEqual({ a: [1, 2] })
  })

  test('reads JSON with prose before and after', () => {
    expect(parseJsonAnswer('Here is the summary:\n{"a": "x"}\nHope this helps.')).toEqual({ a: 'x' })
  })

  test('gives nothing for text without JSON', () => {
    expect(parseJsonAnswer('I cannot help with that.')).toBeUndefined()
    expect(parseJsonAnswer('{"summaries": [{"number": 1, "title"')).toBeUndefined()
  })
})
