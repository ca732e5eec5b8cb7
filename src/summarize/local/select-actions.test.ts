import { describe, expect, test } from 'vitest'
import type { Language } from '../../shared'
import { bulletLines as bullets, paragraph, type TestSlide } from '../../shared/test-support/document-of'
import { selectActions } from './select-actions'
import { overallLinesOf, pointOf } from './test-support/overall-lines-of'

// Issue 24, item 5: an action is an ask, a decision, a recommendation, a next step or an assignment, with its
// owner, amount and date; a figure or a fact is never one ("Raising an $18M Series A", a runway, a target).

function actionsOf(slides: TestSlide[], language: Language): string[] {
  const lines = overallLinesOf(slides, language)
  const point = pointOf(lines, language)
  const actions = selectActions(lines, point)
  return actions.indices.map((index) => actions.texts.get(index)!)
}

describe('selectActions', () => {
  test("keeps an ask's orders and leaves its facts (the round, the runway) to the takeaways (en)", () => {
    const actions = actionsOf(
      [
        { title: 'Vetlark', role: 'cover', lines: [paragraph('Series A · Boston · May 2026')] },
        { title: 'Traction', text: bullets('Annual recurring revenue of $3.4M, up 2.4x on the year') },
        { title: 'Market', text: bullets('29,400 independent clinics spend $1.9B a year on software') },
        {
          title: 'The ask',
          text: bullets(
            'Raising an $18M Series A',
            '24 months of runway after the round',
            'Approve the term sheet by 30 June 2026',
          ),
        },
      ],
      'en',
    )

    expect(actions).toContain('Approve the term sheet by 30 June 2026')
    expect(actions.some((action) => action.includes('$18M') || action.includes('runway'))).toBe(false)
  })

  test("files a recommendation's targets as facts and its orders as actions (it)", () => {
    const actions = actionsOf(
      [
        { title: 'Calzaturificio', role: 'cover', lines: [paragraph('Consiglio, maggio 2026')] },
        {
          title: 'Sintesi',
          text: bullets('Raccomandiamo un processo S&OP mensile e un catalogo ridotto del 35 %'),
        },
        { title: 'Le scorte', text: bullets('Le scorte valgono 14,8 milioni di euro a fine 2025') },
        { title: 'Il mercato', text: bullets('Il mercato delle calzature cresce del 3 % annuo') },
        {
          title: 'La nostra raccomandazione',
          text: bullets(
            'Previsioni di vendita per articolo, riviste ogni mese dalla direzione operativa',
            'Catalogo da 890 a 578 articoli entro la collezione 2027',
            'Approvare il progetto e un budget di 2,0 milioni di euro entro il 10 giugno 2026',
          ),
        },
      ],
      'it',
    )

    expect(actions).toContain(
      'Previsioni di vendita per articolo, riviste ogni mese dalla direzione operativa',
    )
    expect(actions).toContain(
      'Approvare il progetto e un budget di 2,0 milioni di euro entro il 10 giugno 2026',
    )
    expect(actions.some((action) => action.includes('578'))).toBe(false)
  })

  test('never files the point again as an action when a slide restates its amount (pt, 312.000 €)', () => {
    const actions = actionsOf(
      [
        { title: 'Ler Mais', role: 'cover', lines: [paragraph('Setúbal, março de 2026')] },
        { title: 'Resultados', text: bullets('Os clubes acompanharam 1.240 crianças desde 2022') },
        {
          title: 'Orçamento',
          text: bullets('Pedimos à Fundação 312.000 € (75 % do total) para os três anos letivos'),
        },
        {
          title: 'O pedido e os próximos passos',
          text: bullets(
            'Pedimos 312.000 € em três anos letivos',
            'Entregar a candidatura completa até 31 de março de 2026',
          ),
        },
      ],
      'pt',
    )

    expect(actions).toEqual(['Entregar a candidatura completa até 31 de março de 2026'])
  })

  // A decision slide's deadline line ("Decision needed by 4 December 2026") names no decision of its own: it dates
  // the slide's first one and is said with it (reader of the Wrenfield review).
  test.each([
    {
      language: 'en' as const,
      title: 'Decision required today',
      lines: [
        'Approve £1.45M capital for a new Oven 3, installed in the August 2027 shutdown',
        'Approve £38,000 for critical spares now',
        "Decision needed by 4 December 2026 to meet the supplier's lead time",
      ],
      amount: '£1.45M',
      date: '4 December 2026',
    },
    {
      language: 'de' as const,
      title: 'Entscheidung heute',
      lines: [
        'Neuen Ofen 3 für 1,45 Mio. € freigeben',
        'Ersatzteile für 38.000 € sofort freigeben',
        'Entscheidung bis 4. Dezember 2026 wegen der Lieferzeit',
      ],
      amount: '1,45 Mio. €',
      date: '4. Dezember 2026',
    },
    {
      language: 'fr' as const,
      title: 'Décisions',
      lines: [
        'Approuver 1,45 M€ pour un nouveau four 3',
        'Approuver 38 000 € de pièces de rechange dès maintenant',
        'Décision requise avant le 4 décembre 2026 pour tenir le délai du fournisseur',
      ],
      amount: '1,45 M€',
      date: '4 décembre 2026',
    },
  ])(
    'joins a deadline line to the decision it dates ($language)',
    ({ language, title, lines, amount, date }) => {
      const actions = actionsOf(
        [
          { title: 'Wrenfield', role: 'cover', lines: [paragraph('Review 2026')] },
          { title: 'Output', text: bullets('Output 2,318 t against a plan of 2,450 t') },
          { title, text: bullets(...lines) },
        ],
        language,
      )

      expect(actions).toHaveLength(2)
      expect(actions.find((action) => action.includes(amount))).toContain(date)
    },
  )

  // What a method or a rule requires is a fact off the action slides (the GPS thesis: "Tight control of timebase
  // required to avoid this error"); a deck that asks nothing gets no action from it.
  test.each<[Language, string, string]>([
    ['en', 'Synchronous sampling', 'Tight control of timebase required to avoid this error.'],
    ['de', 'Synchrone Abtastung', 'Genaue Zeitbasis erforderlich, um diesen Fehler zu vermeiden.'],
    ['nl', 'Synchrone bemonstering', 'Strakke tijdbasis nodig om deze fout te voorkomen.'],
  ])('files no statement of what a method requires as an action (%s)', (language, title, line) => {
    const actions = actionsOf(
      [
        { title: 'GPS', role: 'cover', lines: [paragraph('Thesis defense 2006')] },
        { title, text: bullets('Uncorrected errors of the clock make the samples drift', line) },
        { title: 'Results', text: bullets('Acquisition time fell from 12 s to 3 s') },
      ],
      language,
    )

    expect(actions).toEqual([])
  })

  // "How to provide feedback." heads the next-steps lines that say how (the OWASP Top 10 deck): no action itself.
  test.each<[Language, string, string[]]>([
    [
      'en',
      'Next steps',
      [
        'How to provide feedback.',
        'Log issues on the project tracker',
        'Join the project channel and say hi',
      ],
    ],
    [
      'fr',
      'Prochaines étapes',
      [
        'Comment donner votre avis.',
        'Signaler les problèmes sur le dépôt du projet',
        'Rejoindre le canal du projet',
      ],
    ],
    [
      'nl',
      'Volgende stappen',
      [
        'Hoe je feedback geeft.',
        'Meld problemen in de tracker van het project',
        'Word lid van het projectkanaal',
      ],
    ],
  ])('files no how-to heading of a next-steps slide as an action (%s)', (language, title, lines) => {
    const actions = actionsOf(
      [
        { title: 'Top 10', role: 'cover', lines: [paragraph('Release 2025')] },
        { title: 'Status', text: bullets('All data has been received and processed') },
        { title, text: bullets(...lines) },
      ],
      language,
    )

    expect(actions).toEqual(lines.slice(1))
  })

  // A finding that mentions recommendations makes none (the evaluation talk: "Consider factors that influence
  // adoption in presenting recommendations"); a deck that asks nothing gets no action from it.
  test.each<[Language, string, string]>([
    [
      'en',
      'Marketing in evaluation',
      'Consider the factors that shape adoption when presenting recommendations',
    ],
    [
      'fr',
      "Le marketing de l'évaluation",
      'Évaluer les facteurs qui favorisent l’adoption lors de la présentation des recommandations',
    ],
    [
      'nl',
      'Marketing van evaluatie',
      'Evalueren welke factoren de adoptie bevorderen bij het presenteren van aanbevelingen',
    ],
  ])('files no finding that names recommendations in passing as an action (%s)', (language, title, line) => {
    const actions = actionsOf(
      [
        { title: 'Evaluation', role: 'cover', lines: [paragraph('Workshop 2019')] },
        { title, text: bullets('Reports reach 40 % of their readers in the first week', line) },
        { title: 'Results', text: bullets('Uptake rose from 12 % to 30 % over two years') },
      ],
      language,
    )

    expect(actions).toEqual([])
  })

  // A standards talk asks plainly, in the passive or as a requirement from a year on; a description of what
  // is required, without a date, asks nothing.
  const talk = (cover: string, lines: string[], plain: string): TestSlide[] => [
    { title: cover, role: 'cover', lines: [paragraph('UKSG 2003')] },
    { title: 'Code of Practice', text: bullets(plain) },
    { title: 'Auditing and feedback', text: bullets(...lines) },
  ]

  test.each<[Language, string, string[], string]>([
    [
      'en',
      'Usage statistics',
      ['Auditing will be required beginning in 2004', 'Feedback on Release 1 is actively sought'],
      'A login is required for the reports page',
    ],
    [
      'fr',
      "Statistiques d'usage",
      ["L'audit sera obligatoire à partir de 2004", 'Vos retours sur la version 1 sont les bienvenus'],
      'Une connexion est obligatoire pour la page des rapports',
    ],
    [
      'es',
      'Estadísticas de uso',
      ['La auditoría será obligatoria a partir de 2004', 'Se buscan comentarios sobre la versión 1'],
      'El acceso es obligatorio para la página de informes',
    ],
  ])(
    'files a dated requirement and a passive ask as actions, not a requirement without a date (%s)',
    (language, cover, asks, plain) => {
      const actions = actionsOf(talk(cover, asks, plain), language)

      expect(actions).toEqual(asks)
    },
  )
})
