import { describe, expect, test } from 'vitest'
import { arrangeTextBoxes } from './arrange-text-boxes'
import type { TextBox } from './text-box'

const heading = (text: string, x: number): TextBox => ({ text, x, y: 100, width: 400, height: 40 })
const body = (items: string[], x: number): TextBox => ({
  text: items.join('\n'),
  x,
  y: 160,
  width: 400,
  height: 300,
  lines: items.map((text) => ({ kind: 'bullet', text, level: 0 })),
})
const texts = (boxes: TextBox[]) => arrangeTextBoxes(boxes).map((line) => line.text)

// Issue 24, item 1 (reader r24): a comparison in two columns was read headings first, then both bodies, so
// that risks were read with risks and nothing told "worked" from "did not work".
describe('readColumns (through arrangeTextBoxes)', () => {
  test.each([
    [
      'nl',
      "Risico's",
      ['Tekort aan tandartsen', 'Tariefregulering'],
      'Mitigatie',
      ['Eigen opleiding', 'Groei uit volume'],
    ],
    [
      'es',
      'Funcionó',
      ['Bonos flexibles', 'Eventos de empresa'],
      'No funcionó',
      ['Campaña en Sevilla', 'Dos bajas'],
    ],
    ['en', 'Strengths', ['Low churn', 'Fast onboarding'], 'Weaknesses', ['Small sales team', 'One region']],
  ])(
    'reads a %s two-column slide column by column, each heading with its body',
    (_language, left, leftItems, right, rightItems) => {
      const boxes = [heading(left, 50), heading(right, 500), body(leftItems, 50), body(rightItems, 500)]

      expect(texts(boxes)).toEqual([left, ...leftItems, right, ...rightItems])
    },
  )

  test('keeps a single heading over its body in place, and boxes without headings by position', () => {
    const boxes = [heading('Summary', 50), body(['Revenue up', 'Costs down'], 50)]

    expect(texts(boxes)).toEqual(['Summary', 'Revenue up', 'Costs down'])
  })

  // Issue 24: "Ziel Ende 2027" beside "Heute" was no heading for its digits, so today's features were read
  // under the target's heading.
  test.each([
    [
      'de',
      'Heute',
      ['Angebote in einer App', 'Zeiterfassung'],
      'Ziel Ende 2027',
      ['E-Rechnung', 'Großhandel'],
    ],
    [
      'en',
      'Today',
      ['One app for quotes', 'Time tracking'],
      'Target end of 2027',
      ['E-invoicing', 'Wholesale'],
    ],
    ['fr', "Aujourd'hui", ['Une seule appli', 'Pointage'], 'Objectif fin 2027', ['E-facture', 'Grossistes']],
  ])(
    'reads a %s column headed by a year with its own body',
    (_language, left, leftItems, right, rightItems) => {
      const boxes = [heading(left, 50), heading(right, 500), body(leftItems, 50), body(rightItems, 500)]

      expect(texts(boxes)).toEqual([left, ...leftItems, right, ...rightItems])
    },
  )
})
