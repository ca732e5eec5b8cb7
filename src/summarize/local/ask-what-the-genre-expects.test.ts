import { describe, expect, test } from 'vitest'
import { askWhatTheGenreExpects } from './ask-what-the-genre-expects'
import { summaryUnit } from './test-support/summary-unit'

// Readers scored "c questions" 1 on every corpus talk: a foundation talk that asks for projects without saying how
// to take part, a method talk that claims "good enough" without its error measure, asked nothing. Decision 164.
describe('what a talk’s reader expects and the deck leaves out', () => {
  test.each([
    [
      'en',
      '- Kubernetes accepted, now in incubation\n- We want lots more projects',
      '“We want lots more projects”: how does one take part, by what process and criteria, and who decides?',
    ],
    [
      'fr',
      '- Trois projets acceptés\n- Nos portes sont ouvertes aux nouveaux projets',
      '« Nos portes sont ouvertes aux nouveaux projets » : comment participer, selon quelle procédure et quels critères, et qui décide ?',
    ],
    [
      'nl',
      '- Drie projecten aanvaard\n- Doe mee met uw eigen project',
      '‘Doe mee met uw eigen project’: hoe doet men mee, volgens welk proces en welke criteria, en wie beslist?',
    ],
  ] as const)('a call to take part without how is asked how, in %s', (language, text, asked) => {
    expect(askWhatTheGenreExpects([summaryUnit(16, 'Projects', text)], language)).toEqual([
      { text: asked, slides: [16], sharp: true },
    ])
  })

  test('a call the deck says how to answer asks nothing', () => {
    const units = [
      summaryUnit(16, 'Projects', '- We want lots more projects'),
      summaryUnit(17, 'How to join', '- Submit a proposal to the committee'),
    ]
    expect(askWhatTheGenreExpects(units, 'en')).toEqual([])
  })

  test.each([
    [
      'en',
      '- Proposed as “good enough” for some uses',
      '- Unrestricted faithful rounding is good enough for:\n  - low-precision FFT\n  - MPEG-1 decoding',
      '“Unrestricted faithful rounding is good enough for low-precision FFT, MPEG-1 decoding”: by which error measure, and how much error is acceptable there?',
    ],
    [
      'de',
      '- Als „gut genug“ für manche Anwendungen vorgeschlagen',
      '- Die vereinfachte Rundung ist gut genug für Audiofilter',
      '„Die vereinfachte Rundung ist gut genug für Audiofilter“: Nach welchem Fehlermaß, und wie viel Fehler ist dort hinnehmbar?',
    ],
    [
      'it',
      '- Proposto come sufficiente per alcune applicazioni',
      "- L'arrotondamento semplificato è sufficiente per la decodifica video",
      "«L'arrotondamento semplificato è sufficiente per la decodifica video»: con quale misura dell’errore, e quanto errore è accettabile lì?",
    ],
  ] as const)(
    'a good-enough claim without its error measure is asked by which, in %s',
    (language, proposed, text, asked) => {
      const units = [summaryUnit(27, 'Modes', proposed), summaryUnit(68, 'Conclusions', text)]

      expect(askWhatTheGenreExpects(units, language)).toEqual([
        { text: asked, slides: [27, 68], sharp: true },
      ])
    },
  )

  test.each([
    ['en', '- It is good enough for most uses'],
    ['en', '- Unrestricted rounding is good enough: RMS error below 0.5 % on every test'],
  ] as const)('a claim without its subject or with its error stated asks nothing (%s)', (language, text) => {
    expect(askWhatTheGenreExpects([summaryUnit(9, 'Conclusions', text)], language)).toEqual([])
  })
})
