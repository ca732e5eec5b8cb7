import { describe, expect, test } from 'vitest'
import type { Language } from '../../shared'
import { bulletLines as bullets, type TestSlide } from '../../shared/test-support/document-of'
import { isNoClaim } from './is-no-claim'
import { selectActions } from './select-actions'
import { selectTakeaways } from './select-takeaways'
import { overallLinesOf, pointOf } from './test-support/overall-lines-of'

// Decision 200 (issue 24, reader r-a3): a line that reads whole but states no claim a reader can take away
// (notation, a tally of parts, a method's set-up, another's quoted words, items glued together) gives way to
// the deck's claims among the takeaways.

type Case = {
  claims: string[]
  notation: string[]
  setUp: string[]
  quoted: string
  glued: string
  tally: { line: string; siblings: string[] }
}

const CASES: Record<'en' | 'de' | 'fr' | 'es', Case> = {
  en: {
    claims: [
      'Unrestricted rounding cuts the table 3- to 5-fold',
      'Churn < 2% for the third quarter running',
      'Payback = 14 months at the current price',
      'Restricted Faithful — p = .443 acts like FP',
      'Round to Nearest — Economical only at low precision (F<12)',
      '“Our margins held,” the CFO said in March, after the 12% price rise',
    ],
    notation: [
      'ρ = δ / (μ / 2) = .443 = max probability allowed',
      'Round to Nearest p = 0',
      '4n 2^n additions and subtractions',
    ],
    setUp: [
      'Input: n-point square wave and white noise',
      'Focus analysis between 1.0 and ε',
      'Let Z = X - Y',
    ],
    quoted:
      '“Weave is a critical component of our exchange, providing networking within the public cloud,” said Rob Cornish, CIO of ISE.',
    glued: 'Provides a nexus for collaboration and trust Is an open source brand Good for the community',
    tally: { line: '1 function approximation unit for low precision', siblings: ['1 subtractor', '1 adder'] },
  },
  de: {
    claims: [
      'Die ungebundene Rundung verkleinert die Tabelle um das Drei- bis Fünffache',
      'Amortisation = 14 Monate beim heutigen Preis',
      'Gebundene Rundung — p = .443 verhält sich wie Gleitkomma',
    ],
    notation: ['ρ = δ / (μ / 2) = .443 = höchste zulässige Wahrscheinlichkeit', 'Nächstgelegen Runden p = 0'],
    setUp: ['Eingabe: Rechteckwelle mit weißem Rauschen', 'Sei Z = X - Y'],
    quoted:
      '„Weave ist ein entscheidender Baustein unserer Börse und liefert das Netzwerk in der Cloud“, sagte Rob Cornish, CIO der ISE.',
    glued:
      'Bietet einen Ort für Zusammenarbeit und Vertrauen Ist eine bekannte offene Marke Gut für die Gemeinschaft',
    tally: {
      line: '1 Einheit zur Näherung der Funktion für geringe Genauigkeit',
      siblings: ['1 Subtrahierer', '1 Addierer'],
    },
  },
  fr: {
    claims: [
      "L'arrondi non restreint réduit la table de trois à cinq fois",
      'Retour sur investissement = 14 mois au prix actuel',
      'Arrondi fidèle restreint — p = .443 se comporte comme la virgule flottante',
    ],
    notation: ['ρ = δ / (μ / 2) = .443 = probabilité maximale permise', 'Arrondi au Plus Proche p = 0'],
    setUp: ['Entrée : onde carrée et bruit blanc', 'Soit Z = X - Y'],
    quoted:
      '« Weave est un composant essentiel de notre bourse et fournit le réseau dans le cloud public », a déclaré Rob Cornish, DSI de ISE.',
    glued:
      'Offre un lieu de collaboration et de confiance Est une marque ouverte connue Bon pour la communauté',
    tally: {
      line: '1 unité d’approximation de fonction pour faible précision',
      siblings: ['1 soustracteur', '1 additionneur'],
    },
  },
  es: {
    claims: [
      'El redondeo sin restricción reduce la tabla de tres a cinco veces',
      'Amortización = 14 meses al precio actual',
    ],
    notation: ['ρ = δ / (μ / 2) = .443 = probabilidad máxima permitida', 'Redondeo al Más Cercano p = 0'],
    setUp: ['Entrada: onda cuadrada con ruido blanco', 'Sea Z = X - Y'],
    quoted:
      '“Weave es un componente esencial de nuestra bolsa y aporta la red en la nube pública”, dijo Rob Cornish, CIO de ISE.',
    glued: 'Ofrece un lugar de colaboración y confianza Una marca abierta conocida Buena para la comunidad',
    tally: {
      line: '1 unidad de aproximación de funciones para baja precisión',
      siblings: ['1 restador', '1 sumador'],
    },
  },
}

describe.each(Object.entries(CASES) as [Language, Case][])('isNoClaim (%s)', (language, c) => {
  test('a claim, with a verb or a labelled figure, is one', () => {
    for (const claim of c.claims) expect(isNoClaim(claim, language), claim).toBe(false)
  })
  test('notation is none: a relation between symbols, or a label set to a symbol’s value', () => {
    for (const line of c.notation) expect(isNoClaim(line, language), line).toBe(true)
  })
  test('a method’s set-up is none', () => {
    for (const line of c.setUp) expect(isNoClaim(line, language), line).toBe(true)
  })
  test('another’s quoted words with their speaker are none', () => {
    expect(isNoClaim(c.quoted, language)).toBe(true)
    // The same words, unquoted, are the deck's own claim.
    expect(isNoClaim(c.quoted.replace(/[“”„«»"]/gu, ''), language)).toBe(false)
  })
  test('list items glued with no stop are none', () => {
    expect(isNoClaim(c.glued, language)).toBe(true)
  })
  test('an item of a tally of parts is none, the same line on a slide of sentences is one', () => {
    expect(isNoClaim(c.tally.line, language, [c.tally.line, ...c.tally.siblings])).toBe(true)
    expect(isNoClaim(c.tally.line, language, [c.tally.line])).toBe(false)
  })
})

function takeawaysOf(slides: TestSlide[], language: Language) {
  const lines = overallLinesOf(slides, language)
  const point = pointOf(lines, language)
  const actions = selectActions(lines, point)
  const selected = selectTakeaways(lines, point, new Set(actions.indices), actions.facts)
  return selected.indices.flatMap((index) => [
    lines.passages[index]!.brief,
    ...(selected.companions.get(index) ?? []).map((other) => lines.passages[other]!.brief),
  ])
}

const DECKS: Record<'en' | 'de' | 'fr', { slides: TestSlide[]; setUp: string; claim: string }> = {
  en: {
    setUp: 'Input: 250 runs of a 25% duty square wave',
    claim: 'Unrestricted rounding error grows 3 times faster than restricted rounding',
    slides: [
      { title: 'Rounding in hardware', text: bullets('A talk for designers') },
      {
        title: 'Simulation',
        text: bullets(
          'Unrestricted rounding error grows 3 times faster than restricted rounding',
          'Input: 250 runs of a 25% duty square wave',
        ),
      },
      { title: 'Tables', text: bullets('Unrestricted rounding needs 234 words of table against 768') },
      { title: 'Decoding', text: bullets('An 11-bit decoder matches the 14-bit fixed-point frame') },
    ],
  },
  de: {
    setUp: 'Eingabe: 250 Läufe einer Rechteckwelle mit 25 % Tastgrad',
    claim: 'Der Fehler der ungebundenen Rundung wächst 3-mal so schnell wie der der gebundenen',
    slides: [
      { title: 'Rundung in Hardware', text: bullets('Ein Vortrag für Entwickler') },
      {
        title: 'Simulation',
        text: bullets(
          'Der Fehler der ungebundenen Rundung wächst 3-mal so schnell wie der der gebundenen',
          'Eingabe: 250 Läufe einer Rechteckwelle mit 25 % Tastgrad',
        ),
      },
      { title: 'Tabellen', text: bullets('Die ungebundene Rundung braucht 234 Wörter Tabelle statt 768') },
      { title: 'Dekodierung', text: bullets('Ein 11-Bit-Dekoder erreicht das Bild mit 14 Bit Festkomma') },
    ],
  },
  fr: {
    setUp: 'Entrée : 250 essais d’une onde carrée à 25 % de rapport cyclique',
    claim: "L'erreur de l'arrondi non restreint croît 3 fois plus vite que celle de l'arrondi restreint",
    slides: [
      { title: 'Arrondi matériel', text: bullets('Un exposé pour les concepteurs') },
      {
        title: 'Simulation',
        text: bullets(
          "L'erreur de l'arrondi non restreint croît 3 fois plus vite que celle de l'arrondi restreint",
          'Entrée : 250 essais d’une onde carrée à 25 % de rapport cyclique',
        ),
      },
      { title: 'Tables', text: bullets("L'arrondi non restreint demande 234 mots de table contre 768") },
      { title: 'Décodage', text: bullets('Un décodeur de 11 bits égale l’image en virgule fixe de 14 bits') },
    ],
  },
}

describe.each(Object.entries(DECKS) as [Language, (typeof DECKS)['en']][])(
  'a set-up line gives way to the claims (%s)',
  (language, deck) => {
    test('the claim of its slide is a takeaway, the set-up neither rides along nor comes before a claim', () => {
      const takeaways = takeawaysOf(deck.slides, language)
      expect(takeaways).toContain(deck.claim)
      const at = takeaways.indexOf(deck.setUp)
      if (at >= 0) expect(takeaways.slice(at).every((line) => line === deck.setUp)).toBe(true)
    })
  },
)
