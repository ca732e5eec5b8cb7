import { describe, expect, test } from 'vitest'
import { furnitureKind } from './is-furniture'

describe('furnitureKind', () => {
  test.each([
    ['en', 'Writing, Grade 4, Standard 3'],
    ['es', 'Lectura, Grado 4, Estándar 3'],
    ['de', 'Schreiben, Klasse 4, Standard 3'],
  ] as const)('takes the %s quiz answer "%s" for a list of labels', (language, text) => {
    expect(furnitureKind(text, language)).toBe('list-label')
  })

  test.each([
    ['en', 'MARRIED Persons—DAILY Payroll Period: 20, 42 Tip Rate Determination Agreement .....'],
    ['fr', 'Cotisations sociales . . . . . . . . 12'],
    ['de', 'Lohnsteuer-Tabellen ........................ 44'],
  ] as const)('takes the %s index line "%s" for contents', (language, text) => {
    expect(furnitureKind(text, language)).toBe('contents')
  })

  test.each([
    ['en', '[2] + [3]*[5] Pages to read for an ABS CDO investor'],
    ['en', 'Smith, J. (2019). Risk in CDOs. Journal of Finance, 12, pp. 3-9.'],
    ['de', 'Müller, K. (2011). Finanzkrise und Bankenregulierung, S. 45 [7]'],
    ['fr', 'Dupont, M. et al. Risques systémiques, doi:10.1000/182'],
    // Initials without full stops (the BoE speech's bibliography).
    ['en', 'Allen, F and Gale, D (2000), ‘Financial Contagion’, Journal of Political Economy 108(1) 1-33'],
    ['en', 'Smith, R.D (2006), ‘Responding to global infectious disease outbreaks’, 63, 3113-3123.'],
    ['es', 'García, J y Pérez, L (2015), ‘Riesgo sistémico en la banca’, Revista de Economía 12(3).'],
    ['de', 'Schmidt, H (2012), ‘Netzwerke im Finanzsystem’, Zeitschrift für Bankrecht 4, 1-20.'],
    // Authors' initials after their names, no comma between: the year and the quoted title tell the entry (decision
    // 113: the BoE speech's "Lloyd-Smith et al." entry read as a takeaway).
    [
      'en',
      'Lloyd-Smith J.O, Schreiber S.J, Kopp, P.E and Getz, W.M (2005), ‘Superspreading and the impact of individual variation on disease emergence’. Nature 438, 355-9.',
    ],
    [
      'de',
      'Müller K.H, Weber A und Klein, P.E (2019), ‘Ansteckung und die Rolle einzelner Banken in Krisen’. Nature 438, 355-9.',
    ],
    [
      'fr',
      'Dupont M.L, Martin J et Petit, P.E (2018), « La contagion et le rôle des grandes banques dans les crises ». Nature 438, 355-9.',
    ],
    // A book's publisher and page count cut from its author and title (bus-fleet notes, issue 24 reader r-m2).
    ['en', 'New Delhi: The Energy and Resources Institute. 208 pp.'],
    ['fr', 'Paris : Éditions de l’Ademe. 312 pp.'],
    ['es', 'Madrid: Instituto de Estudios Fiscales, 145 pp.'],
  ] as const)('takes the %s bibliography line "%s" for a reference', (language, text) => {
    expect(furnitureKind(text, language)).toBe('reference')
  })

  test.each([
    ['en', 'The fleet ran 208 buses on 12 routes.'],
    ['fr', 'Le parc compte 208 bus sur 12 lignes.'],
    ['es', 'La flota tiene 208 autobuses en 12 rutas.'],
  ] as const)('takes the %s sentence "%s" for no reference', (language, text) => {
    expect(furnitureKind(text, language)).toBeUndefined()
  })

  test.each([
    ['en', '.htaccess Files: GET /dir1/dir2/restricted.html HTTP/1.0'],
    ['es', 'Petición: POST /api/v1/login HTTP/1.1'],
    ['nl', '$ sudo systemctl restart apache2'],
  ] as const)('takes the %s line "%s" for code', (language, text) => {
    expect(furnitureKind(text, language)).toBe('code')
  })

  test.each([
    // A chart's footnote (workforce-report-charts) and a source line, in three languages.
    [
      'en',
      '*Based on Table 9, p. 26: Bill and Melinda Gates Foundation, “Learning about Teaching.” December 2010.',
    ],
    ['en', 'Source: NCES - IPEDS, “Placing Graduation Rates in Context” (2006), Table 6'],
    ['es', 'Fuente: INE, Encuesta de Población Activa 2024, p. 14'],
    ['de', 'Quelle: Destatis, Mikrozensus 2023'],
    ['en', '(a) Sample based on banks and insurers in S&P 500 and FTSE All Share indices as at March 2009.'],
  ] as const)('takes the %s footnote "%s" for a reference', (language, text) => {
    expect(furnitureKind(text, language)).toBe('reference')
  })

  test.each([
    // The speaker's direction in talent-approach-hidden, and its equivalents.
    ['en', '10 mins This is the most important slide in the presentation.'],
    ['en', 'On the next slide we look at the numbers for 2024'],
    ['fr', 'Cette diapositive résume les 3 chiffres clés du trimestre'],
    ['de', 'In dieser Präsentation zeigen wir 4 Wege zum Ziel'],
    ['nl', '(5 min) Deze dia is de belangrijkste van het verhaal'],
    // The BoE speech's pointers to its own charts.
    ['en', 'In Charts 1-3, the nodes are scaled in proportion to total external financial stocks.'],
    ['de', 'Abbildung 4 zeigt die Kreditvergabe der 20 größten Banken seit 2007.'],
    ['es', 'En el Gráfico 2 se compara la ocupación de los 3 centros.'],
  ] as const)('takes the %s line "%s" for the talk about itself', (language, text) => {
    expect(furnitureKind(text, language)).toBe('talk')
  })

  test.each([
    ['en', 'Annual recurring revenue: $3.4M, up 2.4x year on year'],
    ['en', '10 million members joined in 2024, up 12%'],
    ['fr', 'Les 3 stations traitent 1 850 m³ par jour'],
    ['de', 'EBITDA 2025: 5,2 Mio. €, Marge 8,5 %'],
    ['it', 'EBITDA 2025: 5,2 milioni di euro, margine dell’8,5 %'],
    ['fr', 'Le débit de pointe décennal atteint 2,37 m³/s, pour un collecteur de 1,10 m³/s.'],
    ['en', 'Paris, France (2024): revenue grew 12% to €4.1M'],
    ['nl', 'Utrecht, NL (2025) opent als tweede vestiging met 14 medewerkers'],
  ] as const)('leaves the %s statement "%s" alone', (language, text) => {
    expect(furnitureKind(text, language)).toBeUndefined()
  })
})

describe('a line of citations', () => {
  test.each([
    ['en', 'May (2006), Newman (2002).'],
    ['en', 'May: (2006). · Pröpper et al: (2008). · Watts and Strogatz: (1998).'],
    ['es', 'Lee, Kim y Jeong (2006); Albert et al (2000).'],
    ['de', 'Gai und Kapadia (2008), Haldane (2009).'],
  ] as const)('is a %s reference ("%s")', (language, line) => {
    expect(furnitureKind(line, language, { labelled: line.includes(': ') })).toBe('reference')
  })

  test.each([
    ['en', 'Revenue (2025): 4.1 billion'],
    ['es', 'Apertura (2026): 1 de junio'],
    ['de', 'Apple (2024) brachte ein Telefon mit 3 Kameras heraus.'],
  ] as const)('is no %s reference when it states something ("%s")', (language, line) => {
    expect(furnitureKind(line, language, { labelled: line.includes(': ') })).toBeUndefined()
  })
})
