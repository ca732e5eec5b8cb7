import { describe, expect, test } from 'vitest'
import { askFromStatements, ranksIn, stateRankRelations } from './ask-from-statements'
import { summaryUnit } from './test-support/summary-unit'

describe('a position in a ranking that moved, with no cause on its line', () => {
  test.each([
    [
      'en',
      'Completion rates',
      '- Over a single decade, the U.S. fell from 2nd to 15th in college completion rates.',
      'Completion rates: “Over a single decade, the U.S. fell from 2nd to 15th in college completion rates”. What moved it',
    ],
    [
      'fr',
      'Classement des universités',
      "- L'université est passée de la 3e à la 12e place en cinq ans.",
      "Classement des universités : « L'université est passée de la 3e à la 12e place en cinq ans ». Qu’est-ce qui l’a fait bouger",
    ],
    [
      'de',
      'Kundenzufriedenheit',
      '- Im Branchenvergleich fiel die Marke von Platz 2 auf Platz 7.',
      'Kundenzufriedenheit: „Im Branchenvergleich fiel die Marke von Platz 2 auf Platz 7“. Was hat das bewegt',
    ],
  ] as const)(
    'asks in %s what moved it, quoting the line under its slide',
    (language, title, text, opening) => {
      const units = [summaryUnit(11, title, text)]

      const [question] = askFromStatements(units, language)

      expect(question?.text.startsWith(opening)).toBe(true)
      expect(question?.slides).toEqual([11])
    },
  )

  test.each([
    ['en', 'Results', '- Classrooms at the 25th versus the 75th percentile differ by 4.8 months.'],
    ['en', 'Honourable mentions', '- Lack of Application Resilience (#11, was quite close to #10)'],
    ['fr', 'Classement', '- Elle est passée de la 3e à la 12e place à cause de la réforme.'],
    ['de', 'Ranking', '- Wir liegen auf Platz 2.'],
  ] as const)(
    'asks nothing in %s of percentiles, a near miss, a stated cause or one position',
    (language, title, text) => {
      expect(askFromStatements([summaryUnit(3, title, text)], language)).toEqual([])
    },
  )

  test('reads each language’s ordinals and rank words, not years or percentiles', () => {
    expect(ranksIn('It was #1 from 2003-2017, #3 in 2021, #5 in 2025!', 'en')).toEqual([1, 3, 5])
    expect(ranksIn('del 2.º al 9.º puesto', 'es')).toEqual([2, 9])
    expect(ranksIn('the 25th percentile and the 20th century', 'en')).toEqual([])
  })
})

describe('a position the deck gives as the result of a survey', () => {
  test.each([
    [
      'en',
      'Supply Chain Failures',
      '- It is ranked #3 because:\n  - It was top-ranked in the community survey with 50% (106 out of 212) ranking it #1\n  - These attacks are growing',
      'Supply Chain Failures: “It is ranked #3” because “It was top-ranked in the community survey with 50% (106 out of 212) ranking it #1”.',
    ],
    [
      'es',
      'Cadena de suministro',
      '- Está en el puesto 3 porque:\n  - El 48 % de los encuestados la puso en primer lugar',
      'Cadena de suministro: «Está en el puesto 3» porque «El 48 % de los encuestados la puso en primer lugar».',
    ],
  ] as const)('asks in %s where it would stand on the other evidence', (language, title, text, opening) => {
    const [question] = askFromStatements([summaryUnit(28, title, text)], language)

    expect(question?.text.startsWith(opening)).toBe(true)
  })
})

describe('what the deck says it leaves open', () => {
  test.each([
    [
      'en',
      'Honourable Mentions',
      '3. AI Assisted Coding (no data to support this yet)',
      'AI Assisted Coding: “no data to support this yet”. What would settle it, and by when?',
    ],
    [
      'fr',
      'Limites de la méthode',
      '- Ruissellement en hiver : question ouverte pour les sols gelés',
      'Ruissellement en hiver : « question ouverte pour les sols gelés ». Qu’est-ce qui le trancherait, et d’ici quand ?',
    ],
    [
      'de',
      'Pilotprojekt',
      '- Akzeptanz bei Lehrkräften: bleibt abzuwarten bis zum Schuljahresende',
      'Akzeptanz bei Lehrkräften: „bleibt abzuwarten bis zum Schuljahresende“. Was würde das klären, und bis wann?',
    ],
  ] as const)(
    'asks in %s what would settle it, naming the line’s subject',
    (language, title, text, expected) => {
      const [question] = askFromStatements([summaryUnit(36, title, text)], language)

      expect(question?.text).toBe(expected)
    },
  )

  test.each([
    ['en', '3. AI Assisted Coding (no data to support this, because of the way the data is gathered)'],
    ['fr', '- Ruissellement en hiver : question ouverte, en raison du manque de mesures sur sols gelés'],
    ['de', '- Akzeptanz bei Lehrkräften: bleibt abzuwarten wegen der späten Einführung'],
  ] as const)('asks nothing in %s of what the line itself says why it is open: %s', (language, text) => {
    expect(askFromStatements([summaryUnit(36, 'Mentions', text)], language)).toEqual([])
  })

  test('asks nothing where the subject is only a document’s section', () => {
    const units = [summaryUnit(10, '7. Evaluation', 'Support is planned future work.')]

    expect(askFromStatements(units, 'en')).toEqual([])
  })
})

describe('the deck’s own question', () => {
  test.each([
    [
      'en',
      '- The pipeline in 2026\n  - What percentage of employees could progress 1 or 2 levels? Is this enough?\n- Succession plans are built from the pools.',
      'What percentage of employees could progress 1 or 2 levels? Is this enough?',
    ],
    [
      'nl',
      '- Integratie\n- Welk deel van de 26 praktijken kan 4 overnames per jaar dragen?',
      'Welk deel van de 26 praktijken kan 4 overnames per jaar dragen?',
    ],
    [
      'fr',
      '- Combien de bassins de 1 200 m³ faudra-t-il en 2030 ?',
      'Combien de bassins de 1 200 m³ faudra-t-il en 2030 ?',
    ],
  ] as const)('is asked in %s when it names a figure and nothing answers it', (language, text, expected) => {
    const [question] = askFromStatements([summaryUnit(18, 'Pipeline', text)], language)

    expect(question?.text).toBe(expected)
  })

  test.each([
    ['en', '- How many of our 12 clinics use it?\n  - All of them, since May.'],
    ['en', '- What is new in the 4.0 version?\n- What makes it interesting?\n- How can you use it?'],
    ['de', '- Wie viele der 12 Praxen nutzen es?\n  - Ja'],
  ] as const)('is not asked in %s when the next line answers it or it heads a list', (language, text) => {
    expect(askFromStatements([summaryUnit(6, 'Overview', text)], language)).toEqual([])
  })
})

// A reader of the talent deck: its one question was a checklist item under "Review the total health of the
// pipeline", the deck's question to its audience; decision 119.
describe('a question the deck puts to its audience', () => {
  test.each([
    [
      'en',
      'Pipeline',
      '- Review the total health of the pipeline.\n  - What percentage of employees could progress 1 or 2 levels? Is this enough?\n- Plans are built from the pools.',
    ],
    [
      'de',
      'Checkliste für die Talentrunde',
      '- Nachfolge\n  - Wie viele der 40 Führungskräfte haben einen Nachfolger?\n- Die Pläne entstehen aus den Pools.',
    ],
    [
      'fr',
      'Questions à se poser',
      '- Relève\n  - Combien des 12 sites ont un plan de relève ?\n- Les plans suivent les viviers.',
    ],
  ] as const)('is not asked in %s: an instruction or a prompt word heads it', (language, title, text) => {
    expect(askFromStatements([summaryUnit(18, title, text)], language)).toEqual([])
  })
})

// A reader of the OWASP deck: its rank moves and a rank's stated reason were asked about, but no insight stated them.
describe('a ranking’s relation the deck states', () => {
  test.each([
    [
      'en',
      'A05:2025 Injection',
      '- Good news: It was #1 from 2003-2017, #3 in 2021, #5 in 2025!',
      'A05:2025 Injection: It was #1 from 2003-2017, #3 in 2021, #5 in 2025',
    ],
    [
      'es',
      'Cadena de suministro',
      '- Está en el puesto 3 porque:\n  - El 48 % de los encuestados la puso en primer lugar',
      'Cadena de suministro: Está en el puesto 3 — El 48 % de los encuestados la puso en primer lugar',
    ],
    [
      'de',
      'Kundenzufriedenheit',
      '- Im Branchenvergleich fiel die Marke von Platz 2 auf Platz 7.',
      'Kundenzufriedenheit: Im Branchenvergleich fiel die Marke von Platz 2 auf Platz 7',
    ],
  ] as const)('is an insight in %s beside its question', (language, title, text, finding) => {
    const [relation] = stateRankRelations([summaryUnit(9, title, text)], language)

    expect(relation?.finding).toBe(finding)
    expect(relation?.question.slides).toEqual([9])
    expect(relation?.question.text.startsWith(title)).toBe(true)
  })
})
