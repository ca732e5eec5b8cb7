import { describe, expect, test } from 'vitest'
import type { Document, Language } from '../../shared'
import { documentOf } from '../../shared/test-support/document-of'
import { createLocalProvider } from './index'

const deckOf = (language: Language, slides: [title: string, text: string][]): Document =>
  documentOf(
    slides.map(([title, text]) => ({ title, text })),
    { language },
  )

async function overallOf(document: Document) {
  const summary = await createLocalProvider().summarize(document, { documentType: 'presentation' })
  return summary.overallSummary
}

describe('the overall summary reads headings and asks by their structure (decision 120)', () => {
  test.each([
    [
      'en',
      'Whose responsibility is it to help lead this movement?',
      'How about college and university presidents?',
      ['Schools lost ground', 'Graduation rates fell from 71% to 64% over the decade in most regions'],
    ],
    [
      'de',
      'Wessen Aufgabe ist es, diese Bewegung anzuführen?',
      'Wie wäre es mit den Rektorinnen der Hochschulen?',
      ['Schulen fallen zurück', 'Die Abschlussquote fiel in den meisten Regionen von 71 % auf 64 %'],
    ],
    [
      'fr',
      'À qui revient-il de mener ce mouvement ?',
      'Pourquoi pas les présidents des universités ?',
      ['Les écoles reculent', 'Le taux de diplômés est passé de 71 % à 64 % dans la plupart des régions'],
    ],
  ] as const)(
    'takes a %s question of who is to act, with its answer, as an action',
    async (language, asked, answer, facts) => {
      const overall = await overallOf(
        deckOf(language, [
          ['Excellence with Equity', 'A movement for birth-to-career excellence'],
          [facts[0], facts[1]],
          ['', `We need high quality nurturance from birth to career.\n${asked}\n${answer}`],
          ['Regional systems', 'Regional leaders track performance and keep a youth registry for every town'],
        ]),
      )

      expect(overall.actionItems[0]).toBe(`${asked} ${answer}`)
    },
  )

  // Enough statements that the takeaways need not fall back on a deck of headings' longer lines.
  test.each([
    [
      'en',
      'The Tripod 7Cs and MET',
      [
        'Student surveys predict learning gains across classrooms',
        'Teachers who challenge students see larger gains',
      ],
    ],
    [
      'de',
      'Das Dreibein 7Cs und MET',
      [
        'Schülerbefragungen sagen den Lernzuwachs in Klassen voraus',
        'Fordernde Lehrkräfte sehen größere Fortschritte bei ihren Schülern',
      ],
    ],
    [
      'es',
      'El trípode 7Cs y MET',
      [
        'Las encuestas a alumnos predicen el aprendizaje en las aulas',
        'Quien exige a sus alumnos ve mayores avances',
      ],
    ],
  ] as const)('takes no %s heading alone ("%s") as a takeaway', async (language, heading, statements) => {
    const overall = await overallOf(
      deckOf(language, [
        ['Teaching quality', 'Quality teaching matters for every student'],
        ['', `What is quality teaching?\n${heading}`],
        ['Surveys', statements[0]],
        ['Challenge', statements[1]],
        ['Results', 'Predicted gain per school year: 2.3 months'],
        ['Gaps', 'The gap between schools narrowed from 9% to 4%'],
      ]),
    )

    expect(overall.keyTakeaways.join('\n')).not.toContain(heading)
  })

  test.each([
    ['en', 'Design issues', 'Crediting period: 10 years: Reduced uncertainty'],
    ['fr', 'Questions de conception', "Période d'octroi : 10 ans : Incertitude réduite"],
    ['nl', 'Ontwerpkeuzes', 'Looptijd: 10 jaar: Minder onzekerheid'],
  ] as const)(
    'states a %s labelled value under a heading title without the title, not as a chain (decision 125)',
    async (language, title, chain) => {
      const overall = await overallOf(
        deckOf(language, [
          ['Bus fleet maintenance', 'A maintenance programme for a city bus fleet'],
          [title, chain],
          ['Costs', 'Project cost: US$ 0.54 million'],
          ['Savings', 'Fuel efficiency improves by 5% on every bus of the fleet'],
        ]),
      )

      // The assumption the numbers rest on is a takeaway (decision 125 amends 120), said as the slide says it.
      expect(overall.keyTakeaways).toContain(chain)
      expect(overall.keyTakeaways.join('\n')).not.toContain(`${title} — `)
    },
  )

  test.each([
    [
      'en',
      ['Risks and mitigation', 'Risks', 'Mitigation'],
      [
        'Shortage of dentists: 9 vacancies open',
        'Dependence on the founder',
        'Integration risk at a high pace',
      ],
      [
        'Own training and recruitment abroad',
        'Founder stays CEO for 4 years; earn-out of €3M',
        'At most 6 acquisitions a year',
      ],
    ],
    [
      'nl',
      ["Risico's en mitigatie", "Risico's", 'Mitigatie'],
      [
        'Tekort aan tandartsen: 9 vacatures staan open',
        'Afhankelijkheid van de oprichter',
        'Integratierisico bij een hoog tempo',
      ],
      [
        'Eigen opleiding en werving in het buitenland',
        'Oprichter blijft 4 jaar CEO; earn-out van €3 mln',
        'Maximaal 6 overnames per jaar',
      ],
    ],
    [
      'de',
      ['Risiken und Gegenmaßnahmen', 'Risiken', 'Gegenmaßnahmen'],
      [
        'Mangel an Zahnärzten: 9 Stellen offen',
        'Abhängigkeit vom Gründer',
        'Integrationsrisiko bei hohem Tempo',
      ],
      [
        'Eigene Ausbildung und Anwerbung im Ausland',
        'Gründer bleibt 4 Jahre CEO; Earn-out von 3 Mio. €',
        'Höchstens 6 Übernahmen pro Jahr',
      ],
    ],
  ] as const)(
    'states a %s mitigation with the risk it answers',
    async (language, [title, risks, answers], left, right) => {
      const overall = await overallOf(
        deckOf(language, [
          ['Dental group', 'A chain of 26 dental practices with 410 staff'],
          ['Results', 'Revenue 38.6 million, EBITDA 6.1 million'],
          [
            title,
            [risks, ...left.map((item) => `- ${item}`), answers, ...right.map((item) => `- ${item}`)].join(
              '\n',
            ),
          ],
        ]),
      )

      const answered = [...overall.keyTakeaways, ...overall.strategicInsights].filter((item) =>
        item.includes(right[1]),
      )
      expect(answered.length).toBeGreaterThan(0)
      for (const item of answered) expect(item).toContain(left[1])
    },
  )

  test.each([
    ['en', 'The process and your role as a manager', 'Update the talent cards of your team in the HR system'],
    [
      'de',
      'Der Ablauf und Ihre Rolle als Führungskraft',
      'Aktualisieren Sie die Talentkarten Ihres Teams im HR-System',
    ],
    [
      'fr',
      'Le processus et votre rôle de manager',
      "Mettez à jour les fiches talents de votre équipe dans l'outil RH",
    ],
  ] as const)(
    "takes the %s steps of a slide addressed to its audience's role as actions",
    async (language, title, step) => {
      const overall = await overallOf(
        deckOf(language, [
          ['Talent review', 'A talent review for every team of the company'],
          ['Results', 'Ready-now successors rose from 31% to 44% of senior roles'],
          [title, step],
          ['Calibration', 'Managers calibrate ratings together across several business units'],
        ]),
      )

      expect(overall.actionItems).toContain(step)
    },
  )
})
