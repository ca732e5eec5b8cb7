import { describe, expect, test } from 'vitest'
import type { Language } from '../../shared'
import { askSharing, readAsks, relateGap, relateTarget, termsOf } from './relate-question'
import { summaryUnit } from './test-support/summary-unit'

const unit = summaryUnit

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

// Readers counted "Was muss gelten, damit ARR … kommt?" a template; the target's slide names what it rests on.
describe('a target is asked about the driver its slide names beside it', () => {
  test.each([
    [
      'en',
      ['Monthly churn: 1.8% (target: below 1.0%)', 'Target end 2027: 9.0 ARR\n- Monthly churn below 1.0%'],
      'ARR from 5.2 to 9.0: what if monthly churn below 1.0% (1.8% today) is not reached?',
    ],
    [
      'de',
      [
        'Monatlicher Churn: 1,8 % (Ziel: unter 1,0 %)',
        'Ziel Ende 2027: 9,0 ARR\n- Monatlicher Churn unter 1,0 %',
      ],
      'ARR von 5,2 auf 9,0: Was, wenn Monatlicher Churn unter 1,0 % (heute 1,8 %) nicht erreicht wird?',
    ],
    [
      'fr',
      [
        'Churn mensuel : 1,8 % (objectif : sous 1,0 %)',
        'Objectif fin 2027 : 9,0 ARR\n- Churn mensuel sous 1,0 %',
      ],
      'ARR de 5,2 à 9,0 : et si churn mensuel sous 1,0 % (1,8 % aujourd’hui) n’est pas atteint ?',
    ],
  ] as const)('%s', (language, [today, plan], question) => {
    const units = [unit(3, 'Today', today), unit(11, 'Plan', plan)]
    const gap = {
      subject: 'ARR',
      figure: language === 'en' ? '5.2' : '5,2',
      plan: language === 'en' ? '9.0' : '9,0',
      text: '',
      slides: [3, 11],
    }
    expect(relateTarget(gap, units, language)).toEqual({ text: question, slides: [3, 11] })
  })

  test('a line beside the target whose measure the deck states nowhere today is no driver', () => {
    const units = [unit(11, 'Milestones', 'Target end 2027: 9.0 ARR\n- 24 months of runway after the round')]
    const gap = { subject: 'ARR', figure: '5.2', plan: '9.0', text: '', slides: [11] }
    expect(relateTarget(gap, units, 'en')).toBeUndefined()
  })
})
