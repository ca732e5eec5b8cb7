import { describe, expect, test } from 'vitest'
import type { Language } from '../../shared'
import { isQuestionSubject, measures, questionKind, subjectOf } from './ask-about'
import type { ComputedInsight } from './compute-insights'
import { mergeComputedInsights } from './merge-computed-insights'

describe('isQuestionSubject', () => {
  test.each([
    ['en', 'annual recurring revenue'],
    ['nl', 'IRR'],
    ['de', 'ARR (Mio. €)'],
    ['it', "margine dell'e-commerce"],
  ] as const)('takes the %s label "%s" as a subject', (language, subject) => {
    expect(isQuestionSubject(subject, language)).toBe(true)
  })

  test.each([
    // OWASP: "What does It was top-ranked in the community survey with 50% (50%) rest on…"
    ['en', 'It was top-ranked in the community survey with 50%'],
    ['fr', 'Il est classé premier par la communauté'],
    ['de', 'Es wurde von der Hälfte der Befragten genannt'],
    ['en', 'cost per clinic for every region we serve today'],
    ['nl', 'Omzet groeit met 16 %'],
  ] as const)('takes no %s clause or sentence ("%s") as a subject', (language, subject) => {
    expect(isQuestionSubject(subject, language)).toBe(false)
  })
})

describe('measures', () => {
  test.each([
    // evaluation-communication deck: "How much of marketing process (5) can realistically be won…"
    ['5', 'marketing process', 'The marketing process: 5 step model.'],
    ['312', 'direzione commerciale', 'La direzione commerciale è scettica: i 312 articoli valgono il 3 %'],
    ['4', 'planificación', 'Planificación: 4 fases'],
    ['3.', 'doelen', '3.'],
  ])('finds that %s counts something else than "%s"', (figure, subject, brief) => {
    expect(measures(figure, subject, brief)).toBe(false)
  })

  test.each([
    ['418', 'paying clinics', 'Paying clinics: 418'],
    ['61', 'fatturato', 'Fatturato: 61 milioni di euro'],
    ['120', 'plazas', 'Plazas ocupadas: 120 plazas'],
    ['11 %', 'IRR', 'Pessimistisch — IRR: 11 %'],
  ])('takes %s as a measure of "%s"', (figure, subject, brief) => {
    expect(measures(figure, subject, brief)).toBe(true)
  })
})

describe('questionKind', () => {
  test.each([
    ['en', 'payments', '0.7%'],
    ['es', 'pagos', '0,7 %'],
    ['nl', 'betalingen', '0,7 %'],
  ] as const)(
    'asks no %s market question of a rate of something else (%s, %s)',
    (language, subject, figure) => {
      expect(questionKind('market', subject, figure, language)).toBe('general')
    },
  )

  test.each([
    ['en', 'serviceable market', '$120M'],
    ['es', 'cuota de mercado', '12 %'],
    ['nl', 'klanten', '18.000'],
  ] as const)('asks the %s market question of a market (%s, %s)', (language, subject, figure) => {
    expect(questionKind('market', subject, figure, language)).toBe('market')
  })
})

function insight(
  kind: ComputedInsight['kind'],
  subject: string,
  figure: string,
  plan?: string,
): ComputedInsight {
  return {
    kind,
    text: `${subject}: ${figure}${plan ? ` / ${plan}` : ''}`,
    slides: [2],
    subject,
    figure,
    plan,
    inputs: [figure],
    derived: [],
  }
}

function merged(computed: ComputedInsight[], language: Language) {
  const overall = {
    overallSummary: { keyTakeaways: [], strategicInsights: [], keyQuestions: [], actionItems: [] },
    sources: { keyTakeaways: [], strategicInsights: [], keyQuestions: [], actionItems: [] },
  } as unknown as Parameters<typeof mergeComputedInsights>[0]
  return mergeComputedInsights(overall, computed, language)
}

describe('mergeComputedInsights questions', () => {
  test.each([
    ['en', 'It was top-ranked in the community survey with 50%', '50%'],
    ['fr', 'Il est classé premier', '50 %'],
    ['nl', 'Omzet groeit met 16 %', '16 %'],
  ] as const)('asks no %s question on a clause ("%s")', (language, subject, figure) => {
    const { overallSummary, sources } = merged([insight('assumption', subject, figure)], language)
    expect(overallSummary.strategicInsights).toHaveLength(1)
    expect(overallSummary.keyQuestions).toEqual([])
    expect(sources.keyQuestions).toEqual([])
  })

  test.each([
    ['en', 'IRR', '11%', '20%'],
    ['nl', 'IRR', '11 %', '20 %'],
    ['it', 'margine', '0,1', '2,6'],
  ] as const)(
    'asks the %s question on %s once, by the insight naming both figures',
    (language, subject, figure, plan) => {
      const { overallSummary, sources } = merged(
        [insight('assumption', subject, figure), insight('target', subject, figure, plan)],
        language,
      )
      expect(overallSummary.keyQuestions).toHaveLength(1)
      expect(overallSummary.keyQuestions[0]).toContain(plan)
      expect(sources.keyQuestions).toHaveLength(1)
    },
  )

  // A reader of the product strategy counted "Was muss gelten, damit ARR (Mio. €) von 12,1 aus weiter wächst?" a
  // template beside the ARR target's question: the unit in brackets names the same measure.
  test.each([
    ['de', 'ARR', 'ARR (Mio. €)', '7,9', '12,1'],
    ['en', 'ARR', 'ARR ($M)', '3.4', '10'],
    ['nl', 'Omzet', 'Omzet (mln €)', '44,2', '60'],
  ] as const)(
    'asks the %s growth of %s once, under its target',
    (language, subject, withUnit, figure, plan) => {
      const { overallSummary } = merged(
        [insight('target', subject, figure, plan), insight('growth', withUnit, plan)],
        language,
      )
      expect(overallSummary.strategicInsights).toHaveLength(2)
      expect(overallSummary.keyQuestions).toHaveLength(1)
    },
  )
})

// A reader of the product strategy: "die Risiken bei Churn konzentriert (68 %)" put a verb in the subject.
describe('subjectOf a line whose verb is reflexive', () => {
  test.each([
    ['de', 'Der Churn konzentriert sich auf das erste Vertragsjahr: 68 % aller Kündigungen', 'Churn'],
    ['nl', 'De churn concentreert zich in het eerste contractjaar: 68 % van de opzeggingen', 'churn'],
    ['fr', 'Le churn se concentre sur la première année : 68 % des résiliations', 'churn'],
  ] as const)('ends the %s subject before the verb of "%s"', (language, text, subject) => {
    expect(subjectOf(text, language)).toBe(subject)
  })
})

// A reader of the product strategy: "Worauf beruht Budget für zwei zusätzliche Entwicklungsteams freigeben (1,6
// Mio.)…" slotted an action into a measure's question.
describe('mergeComputedInsights on a figure that rests on a decision', () => {
  test.each([
    [
      'de',
      'Budget für zwei zusätzliche Entwicklungsteams freigeben',
      '1,6 Mio. €',
      'Was passiert, wenn „Budget für zwei zusätzliche Entwicklungsteams freigeben“ (1,6 Mio. €) nicht rechtzeitig beschlossen wird?',
    ],
    [
      'en',
      'Approve the budget for two teams',
      '€1.6M',
      'What happens if “Approve the budget for two teams” (€1.6M) is not approved in time?',
    ],
    [
      'es',
      'Aprobar el presupuesto de dos equipos',
      '1,6 M€',
      '¿Qué pasa si «Aprobar el presupuesto de dos equipos» (1,6 M€) no se aprueba a tiempo?',
    ],
  ] as const)(
    'quotes the %s action and asks what follows if it is not taken',
    (language, subject, figure, question) => {
      const decided = { ...insight('assumption', subject, figure), inputs: [`${subject} (${figure} budget)`] }

      const { overallSummary } = merged([decided], language)

      expect(overallSummary.keyQuestions).toEqual([question])
    },
  )
})

// A reader of the grant proposal: the question was about a €6 drop in cost per child, not the evidence (62 % of
// children rose a level against 35 % in the comparison group, in the notes).
describe('mergeComputedInsights on a result set against a comparison group', () => {
  test.each([
    [
      'pt',
      'subiram pelo menos um nível de leitura',
      '62 %',
      '35 %',
      'Subiram pelo menos um nível de leitura: 62 % face a 35 % no grupo de comparação. Os dois grupos são comparáveis, e a diferença mantém-se a maior escala?',
    ],
    [
      'en',
      'rose at least one reading level',
      '62%',
      '35%',
      'Rose at least one reading level: 62% against 35% in the comparison group. How comparable are the two groups, and will the gap hold at scale?',
    ],
    [
      'de',
      'mindestens eine Lesestufe aufgestiegen',
      '62 %',
      '35 %',
      'Mindestens eine Lesestufe aufgestiegen: 62 % gegenüber 35 % in der Vergleichsgruppe. Sind die beiden Gruppen vergleichbar, und hält der Abstand in größerem Umfang?',
    ],
  ] as const)(
    'asks the %s evidence question by the stat’s label and both figures',
    (language, subject, figure, group, question) => {
      const compared = { ...insight('assumption', subject, figure), comparedWith: group }

      const { overallSummary } = merged([compared], language)

      expect(overallSummary.keyQuestions).toEqual([question])
    },
  )
})
