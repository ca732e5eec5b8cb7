import { describe, expect, test } from 'vitest'
import type { Language } from '../../shared'
import { boxedBullet, bulletLines as bullets, type TestSlide } from '../../shared/test-support/document-of'
import { isGluedChain } from './is-glued-chain'
import { itemPhraser } from './phrase-overall-items'
import { selectActions } from './select-actions'
import { selectTakeaways } from './select-takeaways'
import { lineStarting, overallLinesOf, pointOf } from './test-support/overall-lines-of'

// Issue 24, item 4 (decision 082): an overall item is one whole statement or no takeaway. A heading glued to
// its sub-items, or labels of several subjects in one line, stay in the slide entry; a sub-point is phrased
// with its parent line; a deck whose headings all claim alike has no one thesis.

function takeawaysOf(slides: TestSlide[], language: Language) {
  const lines = overallLinesOf(slides, language)
  const point = pointOf(lines, language)
  const actions = selectActions(lines, point)
  const selected = selectTakeaways(lines, point, new Set(actions.indices), actions.facts)
  return selected.indices.map((index) => lines.passages[index]!.brief)
}

const CHAINS: Record<'en' | 'de' | 'es', { slides: TestSlide[]; chain: string; whole: string }> = {
  en: {
    chain: 'Third-party modules: mod_perl: threading since Perl 5.6',
    whole: 'Worker threads cut memory use by 40% on our servers',
    slides: [
      { title: 'Apache tuning', text: bullets('A talk for operators') },
      {
        title: 'Thread safety',
        text: bullets(
          'Third-party modules: mod_perl: threading since Perl 5.6; more mature in 5.8; PHP: 12 libraries',
        ),
      },
      { title: 'Memory', text: bullets('Worker threads cut memory use by 40% on our servers') },
      { title: 'Logging', text: bullets('Buffered logs saved 15% of disk writes in our test') },
    ],
  },
  de: {
    chain: 'Module von Dritten: mod_perl: Threads seit Perl 5.6',
    whole: 'Worker-Threads senken den Speicherbedarf auf unseren Servern um 40 %',
    slides: [
      { title: 'Apache-Tuning', text: bullets('Ein Vortrag für Betreiber') },
      {
        title: 'Threadsicherheit',
        text: bullets(
          'Module von Dritten: mod_perl: Threads seit Perl 5.6; reifer in 5.8; PHP: 12 Bibliotheken',
        ),
      },
      {
        title: 'Speicher',
        text: bullets('Worker-Threads senken den Speicherbedarf auf unseren Servern um 40 %'),
      },
      {
        title: 'Protokolle',
        text: bullets('Gepufferte Protokolle sparten im Test 15 % der Schreibzugriffe'),
      },
    ],
  },
  es: {
    chain: 'Módulos de terceros: mod_perl: hilos desde Perl 5.6',
    whole: 'Los hilos worker reducen un 40 % la memoria de nuestros servidores',
    slides: [
      { title: 'Ajuste de Apache', text: bullets('Una charla para operadores') },
      {
        title: 'Seguridad de hilos',
        text: bullets(
          'Módulos de terceros: mod_perl: hilos desde Perl 5.6; más maduro en 5.8; PHP: 12 bibliotecas',
        ),
      },
      {
        title: 'Memoria',
        text: bullets('Los hilos worker reducen un 40 % la memoria de nuestros servidores'),
      },
      {
        title: 'Registros',
        text: bullets('Los registros en búfer ahorraron un 15 % de escrituras en la prueba'),
      },
    ],
  },
}

describe('glued chains', () => {
  test.each(['en', 'de', 'es'] as const)(
    'a heading glued to its labelled sub-items is no takeaway; whole statements are (%s)',
    (language) => {
      const { slides, chain, whole } = CHAINS[language]
      const briefs = takeawaysOf(slides, language)
      expect(briefs.some((brief) => brief.startsWith(chain))).toBe(false)
      expect(briefs).toContain(whole)
    },
  )

  test('one subject with a few parts is whole; several subjects or a nested label are not', () => {
    expect(isGluedChain('Only three cmdlets to memorize: Get-Command; Get-Help; Get-Member')).toBe(false)
    expect(isGluedChain('Urban population: over 1/3 in 2001; Vehicle density: 33% in cities')).toBe(true)
    expect(isGluedChain('Module: mod_perl: Threads seit 5.6; reifer in 5.8')).toBe(true)
    expect(
      isGluedChain('Five axes: 1- Health; 2- Education; 3- Citizenship; 4- Safety; 5- Environment'),
    ).toBe(false)
    expect(
      isGluedChain('Threads: in Perl 5.6; more mature in Perl 5.8; uses many libraries; runs on FreeBSD'),
    ).toBe(true)
  })
})

const SUB_POINTS: Record<'en' | 'fr' | 'nb', { title: string; parent: string; child: string }> = {
  en: { title: 'The GPS constellation', parent: 'GPS Block I', child: '0 of 10 still on orbit' },
  fr: { title: 'La constellation GPS', parent: 'GPS Bloc I', child: '0 sur 10 encore en orbite' },
  nb: { title: 'GPS-konstellasjonen', parent: 'GPS blokk I', child: '0 av 10 fortsatt i bane' },
}

describe('a sub-point in the overall summary', () => {
  test.each(['en', 'fr', 'nb'] as const)(
    'is phrased with its parent line, not the title (%s)',
    (language) => {
      const { title, parent, child } = SUB_POINTS[language]
      const lines = overallLinesOf(
        [
          { title: 'Satellites', text: bullets('A thesis defence') },
          {
            title,
            lines: [
              boxedBullet(1, parent, 0),
              boxedBullet(1, child, 1),
              boxedBullet(1, `${parent}I`, 0),
              boxedBullet(1, '3 / 9', 1),
            ],
          },
        ],
        language,
      )
      const item = itemPhraser(lines)(lineStarting(lines, child))
      expect(item.text).toBe(`${parent}: ${child}`)
    },
  )
})

// Reader r-z3 (decision 183): "Means file system & environment variables can be accessed with the same cmdlets", a
// sub-point under "Providers and Drives", was phrased under the title "Three Key Concepts": too long for the short
// sub-point rule, it read as said of all three concepts.
const LONG_SUB_POINTS: Record<
  'en' | 'de' | 'fr',
  { title: string; heading: string; child: string; more: string }
> = {
  en: {
    title: 'Three key concepts',
    heading: 'Providers and Drives',
    child: 'Means file system and environment variables can be reached with the same commands',
    more: 'A drive is how you reach the provider.',
  },
  de: {
    title: 'Drei zentrale Konzepte',
    heading: 'Provider und Laufwerke',
    child: 'Dateisystem und Umgebungsvariablen lassen sich mit denselben Befehlen erreichen',
    more: 'Über ein Laufwerk erreicht man den Provider.',
  },
  fr: {
    title: 'Trois concepts clés',
    heading: 'Fournisseurs et PSDrives',
    child: 'Le système de fichiers et les variables d’environnement se lisent avec les mêmes commandes',
    more: 'Un lecteur donne accès au fournisseur.',
  },
}

describe('a long sub-point under a heading that only names', () => {
  test.each(['en', 'de', 'fr'] as const)('is phrased with that heading, not the title (%s)', (language) => {
    const { title, heading, child, more } = LONG_SUB_POINTS[language]
    const lines = overallLinesOf(
      [
        { title: 'Shells', text: bullets('A talk for administrators') },
        {
          title,
          lines: [
            boxedBullet(1, 'Pipeline', 0),
            boxedBullet(1, 'Passing the output of one command to another', 1),
            boxedBullet(1, heading, 0),
            boxedBullet(1, child, 1),
            boxedBullet(1, more, 1),
          ],
        },
      ],
      language,
    )

    const item = itemPhraser(lines)(lineStarting(lines, child))

    expect(item.text).toBe(`${heading}: ${child}`)
  })
})

const ARTICLES: Record<'en' | 'nb' | 'nl', string[]> = {
  en: [
    'All human beings are born free and equal in dignity.',
    'Everyone has the right to life, liberty and security.',
    'No one shall be held in slavery or servitude.',
    'All are equal before the law and are entitled to its protection.',
  ],
  nb: [
    'Alle mennesker er født frie og med samme menneskeverd.',
    'Enhver har rett til liv, frihet og personlig sikkerhet.',
    'Ingen skal holdes i slaveri eller trelldom.',
    'Alle er like for loven og har rett til samme beskyttelse.',
  ],
  nl: [
    'Alle mensen worden vrij en gelijk in waardigheid geboren.',
    'Een ieder heeft het recht op leven, vrijheid en veiligheid.',
    'Niemand zal in slavernij of horigheid worden gehouden.',
    'Allen zijn gelijk voor de wet en hebben recht op bescherming.',
  ],
}

describe('a deck with no point', () => {
  test.each(['en', 'nb', 'nl'] as const)(
    'whose headings all claim alike states none of them as its thesis (%s)',
    (language) => {
      const slides: TestSlide[] = [
        { title: 'UDHR', text: bullets('1948') },
        ...ARTICLES[language].map((article, at) => ({ title: `${at + 1}`, text: article })),
        { title: 'UDHR', text: bullets('1948') },
      ]
      const lines = overallLinesOf(slides, language)
      const point = pointOf(lines, language)
      expect(ARTICLES[language]).not.toContain(point?.text)
    },
  )
})
