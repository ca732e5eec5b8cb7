import { describe, expect, test } from 'vitest'
import { cutClauses } from './cut-clauses'

describe('cutClauses', () => {
  test('cuts the clause with the bad figure and keeps the rest of the bullet', () => {
    const result = cutClauses('- Revenue grew to $4.2M, margin reached 87%; churn fell to 2%.', ['87'])

    expect(result.text).toBe('- Revenue grew to $4.2M; churn fell to 2%.')
    expect(result.cut).toEqual(['margin reached 87%'])
  })

  test('cuts a whole sentence when it is one clause, keeping the other sentences', () => {
    const result = cutClauses('Umsatz 111 Tsd. EUR. Marge 87 % erwartet.', ['87'])

    expect(result.text).toBe('Umsatz 111 Tsd. EUR.')
  })

  test('removes a line left without words', () => {
    expect(cutClauses('- 87%\n- Customers: 1,200', ['87']).text).toBe('- Customers: 1,200')
  })

  test('leaves text without the figures untouched', () => {
    expect(cutClauses('Keep this, and this.', ['5'])).toEqual({ text: 'Keep this, and this.', cut: [] })
  })
})
