import { describe, expect, test } from 'vitest'
import type { Language } from '../../shared'
import type { SummaryUnit } from './collect-passages'
import { askSharing, readAsks, relateGap, termsOf } from './relate-question'

const unit = (number: number, title: string, text: string, notes = ''): SummaryUnit => ({
  number,
  title,
  text,
  notes,
  hidden: false,
  pages: [number],
})

// Readers counted "What explains the gap on OEE…, and will it recur?" a template: the deck states the cause, or
// asks money for what causes it. A sharp reader relates the gap to that.
describe('a gap against plan is related to what the deck states about it', () => {
  test.each([
    [
      'en',
      [
        unit(8, 'Decision', '- Approve £2.1M capital for a new Press 4, installed in March'),
        unit(3, 'October at a glance', 'OEE: 61.2% (plan 72.0%)'),
      ],
      ['Approve £2.1M capital for a new Press 4, installed in March'],
      {
        subject: 'OEE',
        figure: '61.2%',
        plan: 'plan 72.0%',
        text: 'OEE: 61.2% (plan 72.0%) — Excluding Press 4, OEE was 74%',
      },
      'OEE (61.2% against plan 72.0%): will the £2.1M for Press 4 close the gap, and what does it cost until then?',
      [3, 8],
    ],
    [
      'de',
      [
        unit(
          2,
          'Überblick',
          '- Umsatz 4,1 Mio. €, 8 % über Budget, getrieben durch das Frühjahrsangebot\n- EBITDA 0,9 Mio. €',
        ),
        unit(5, 'GuV', 'EBITDA — Budget: 0,5; Ist: 0,9'),
      ],
      [],
      { subject: 'EBITDA', figure: '0,9', plan: 'Budget 0,5', text: 'EBITDA: Ist 0,9 gegenüber Budget 0,5' },
      'EBITDA (0,9 gegenüber Budget 0,5), Ursache „das Frühjahrsangebot“: Wie viel der Abweichung erklärt sie, und was bleibt ohne sie?',
      [2, 5],
    ],
    [
      'es',
      [
        unit(
          4,
          'Ocupación',
          '- La ocupación de Triana cae al 61 % debido a la obra del edificio\n- Plan: 70 %',
        ),
      ],
      [],
      {
        subject: 'ocupación de Triana',
        figure: '61 %',
        plan: 'Plan 70 %',
        text: 'Ocupación de Triana: Real 61 % frente a Plan 70 %',
      },
      'ocupación de Triana (61 % frente a Plan 70 %): ¿qué parte de la desviación se debe a «la obra del edificio», y qué queda sin ello?',
      [4],
    ],
  ] as const)('%s', (language, units, actions, gap, question, slides) => {
    // The gap stands on the last slide of each fixture.
    const asks = readAsks([...actions], [[8]])
    expect(
      relateGap({ ...gap, slides: [units.at(-1)!.number] }, [...units], asks, language as Language),
    ).toEqual({
      text: question,
      slides,
    })
  })

  test.each([
    ['en', 'Waste: 4.6% (plan 3.5%)', 'Waste', 'Approve £38,000 for critical spares now'],
    ['fr', 'Rebut : 4,6 % (plan 3,5 %)', 'rebut', 'Approuver 38 000 € pour les pièces de rechange'],
    ['de', 'Ausschuss: 4,6 % (Plan 3,5 %)', 'Ausschuss', 'Budget von 38.000 € für Ersatzteile freigeben'],
  ] as const)(
    'a %s gap the deck neither explains nor asks money for keeps its own question',
    (language, line, subject, action) => {
      const units = [unit(3, 'Overview', line), unit(9, 'Ask', action)]
      const gap = { subject, figure: '4,6 %', plan: '3,5 %', text: line, slides: [3] }
      expect(relateGap(gap, units, readAsks([action], [[9]]), language)).toBeUndefined()
    },
  )
})

describe('the deck’s asks', () => {
  test('only an ask that commits money is one a gap is related to, by its amount', () => {
    expect(
      readAsks([
        'Approve £1.45M capital for Oven 3',
        'Submit the request by 13 November',
        'Budget von 1,6 Mio. € freigeben',
      ]).map((ask) => ask.amount),
    ).toEqual(['£1.45M', '1,6 Mio. €'])
  })

  test('a header word ("budget") shares no subject: the ask is not related through it', () => {
    const asks = readAsks(['Approve the Cinderfall budget increase of £1.8M'], [[12]])
    expect(
      askSharing(termsOf('Adjusted EBITDA: Q2 actual 1.1 against Q2 budget 0.3', 'en'), asks, 'en'),
    ).toBeUndefined()
    expect(askSharing(termsOf('The Cinderfall slip', 'en'), asks, 'en', 'The Cinderfall slip')).toEqual({
      text: 'the £1.8M',
      slides: [12],
    })
  })
})
