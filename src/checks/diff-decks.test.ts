import { describe, expect, test } from 'vitest'
import type { Language } from '../shared'
import { diffDecks } from './diff-decks'
import { documentOf, type TestSlide } from '../shared/test-support/document-of'
import { bullet, stat, table } from './test-support/typed-lines'

interface Words {
  language: Language
  slides: [string, string[]][]
  added: string
}

// Five slides of one deck per language: title and a few words, enough to tell them apart.
const WORDS: Words[] = [
  {
    language: 'en',
    slides: [
      ['Vetlark', ['Practice software for independent vet clinics']],
      ['The problem', ['Front-desk staff spend hours on reminder calls', 'Missed appointments cost clinics']],
      ['Market', ['Independent veterinary clinics in the US and Canada', 'Software and payments spend']],
      ['Team', ['Chief executive ran a three-site practice', 'Engineers from a pharmacy chain']],
      ['Thank you', ['Questions and contact details']],
    ],
    added: 'Competition',
  },
  {
    language: 'de',
    slides: [
      ['Auftragsheld', ['Software für Handwerksbetriebe']],
      ['Das Problem', ['Angebote werden abends am Küchentisch geschrieben', 'Rechnungen bleiben liegen']],
      ['Markt', ['Handwerksbetriebe in Deutschland und Österreich', 'Ausgaben für Software']],
      ['Team', ['Gründerin führte einen Malerbetrieb', 'Entwickler aus dem Großhandel']],
      ['Vielen Dank', ['Fragen und Kontakt']],
    ],
    added: 'Wettbewerb',
  },
  {
    language: 'es',
    slides: [
      ['Espacios Nodo', ['Oficinas flexibles en Madrid y Barcelona']],
      ['El problema', ['Las empresas pagan por puestos vacíos', 'Contratos largos y rígidos']],
      ['Mercado', ['Empresas medianas en las grandes ciudades', 'Gasto en oficinas']],
      ['Equipo', ['La directora dirigió una cadena de hoteles', 'Ingenieros de una plataforma de reservas']],
      ['Gracias', ['Preguntas y contacto']],
    ],
    added: 'Competencia',
  },
]

function slidesOf(w: Words): TestSlide[] {
  return w.slides.map(([title, lines]) => ({ title, lines: lines.map(bullet) }))
}

describe.each(WORDS)('the diff in $language', (w) => {
  test('finds slides added, removed and moved, and every changed figure with both slide numbers', () => {
    const [cover, problem, market, team, closing] = slidesOf(w) as [
      TestSlide,
      TestSlide,
      TestSlide,
      TestSlide,
      TestSlide,
    ]
    const before = documentOf(
      [
        cover,
        problem,
        {
          ...market,
          lines: [...(market.lines ?? []), stat('ARR', '$3.4M'), bullet('Raising an $18M Series A')],
        },
        team,
        closing,
      ],
      { language: w.language },
    )
    const after = documentOf(
      [
        cover,
        team,
        {
          ...market,
          lines: [...(market.lines ?? []), stat('ARR', '$3.6M'), bullet('Raising an $20M Series A')],
        },
        { title: w.added, lines: [bullet('Legacy server software'), bullet('Cloud suites for groups')] },
        closing,
      ],
      { language: w.language, format: 'pdf' },
    )

    const diff = diffDecks(before, after)

    expect(diff.added).toEqual([{ slideNumber: 4, title: w.added }])
    expect(diff.removed).toEqual([{ slideNumber: 2, title: problem.title }])
    expect(diff.moved).toEqual([{ title: team.title, fromSlide: 4, toSlide: 2 }])
    expect(diff.figures).toEqual([
      { label: 'ARR', old: '$3.4M', new: '$3.6M', oldSlide: 3, newSlide: 3 },
      { label: 'Raising an … Series A', old: '$18M', new: '$20M', oldSlide: 3, newSlide: 3 },
    ])
  })
})

test('a table cell that changed is named by its row and column', () => {
  const before = documentOf([
    {
      title: 'Results',
      lines: table(
        ['Line', 'Output (t)'],
        [
          ['Line 1', '820'],
          ['Line 2', '640'],
        ],
      ),
    },
  ])
  const after = documentOf([
    {
      title: 'Results',
      lines: table(
        ['Line', 'Output (t)'],
        [
          ['Line 1', '820'],
          ['Line 2', '610'],
        ],
      ),
    },
  ])

  expect(diffDecks(before, after).figures).toEqual([
    { label: 'Line 2 — Output (t)', old: '640', new: '610', oldSlide: 1, newSlide: 1 },
  ])
})

test('one deck against itself shows no change', () => {
  const deck = documentOf(slidesOf(WORDS[0] as Words))

  expect(diffDecks(deck, deck)).toMatchObject({
    added: [],
    removed: [],
    moved: [],
    figures: [],
    slidesInBoth: 5,
  })
})
