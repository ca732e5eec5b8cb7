import type { DeckWordsData } from './deck-words-schema'

// Norwegian Bokmål words for a deck's structure; see deck-words-schema.ts for how they match.
export const nb: DeckWordsData = {
  roles: {
    'executive-summary': ['sammendrag', 'hovedbudskap', 'kort fortalt', '=oppsummering', 'oversikt'],
    problem: ['problem', 'utfordring'],
    solution: ['løsning', 'vårt produkt', 'slik fungerer'],
    market: ['marked', 'mulighet'],
    'business-model': ['forretningsmodell', 'prismodell', 'priser'],
    traction: ['resultater', 'nøkkeltall', 'i tall', 'status'],
    'plan-vs-actual': ['plan mot faktisk', 'budsjett mot', 'mot budsjett', 'avvik'],
    // prettier-ignore
    financials: ['resultatregnskap', 'økonomi', 'finans', 'kontantstrøm', 'inntekt', 'EBITDA$', 'budsjett', 'kostnad', 'verdsettelse'],
    competition: ['konkurrent', 'konkurranse'],
    team: ['team', 'hvem vi er', 'om oss'],
    risks: ['risiko', 'risikoer'],
    options: ['alternativer', 'alternativ$', 'scenario'],
    recommendation: ['anbefal', 'vårt forslag'],
    ask: ['vedtak', 'beslutning', 'søknad', 'godkjenning', 'vi ber om'],
    'use-of-funds': ['bruk av midler', 'bruk av midlene'],
    timeline: ['framdrift', 'fremdrift', 'milepæl', 'tidsplan', 'veikart'],
    'next-steps': ['neste steg', 'videre arbeid', 'tiltak', 'handlingsplan'],
    // prettier-ignore
    conclusion: ['konklusjon', 'å huske', 'hovedpunkter', 'lærdom', 'erfaringer', 'bidrag fra', 'implikasjoner', 'oppfordring'],
    appendix: ['vedlegg'],
    objectives: ['læringsmål', 'mål for'],
    concept: ['begrep', 'definisjon', 'prinsipp', 'teori', 'hva er'],
    example: ['eksempel', 'case$'],
    exercise: ['oppgave', 'øvelse', 'quiz'],
    assignment: ['hjemmelekse', 'innlevering', 'til neste gang'],
    findings: ['funn', 'hva vi fant', 'hovedresultater'],
  },
  illustration: ['eksempel', 'et eksempel', 'illustrasjon', 'mal$', 'mock-up', 'demo$'],
  genres: {
    pitch: ['serie a', 'såkornrunde', 'investorer', 'emisjon'],
    review: ['gjennomgang', 'kvartal', 'månedsrapport', 'styremøte'],
    recommendation: ['anbefaling', 'rådgivning', 'strategi'],
    'investment-memo': ['investeringskomité', 'investeringsnotat', 'IRR$', 'oppkjøp'],
    lecture: ['forelesning', 'kurs', 'undervisning', 'emne'],
    report: ['rapport', 'evaluering', 'utredning', 'undersøkelse'],
    'project-update': ['prosjekt', 'statusrapport', 'framdrift', 'fremdrift'],
    proposal: ['forslag', 'søknad', 'tilskudd'],
  },
  headers: {
    plan: ['plan', 'budsjett', 'mål'],
    actual: ['faktisk', 'prognose', 'resultat'],
    variance: ['avvik', 'differanse', 'Δ'],
    owner: ['ansvarlig', 'hvem'],
    due: ['frist', 'dato', 'når'],
    total: ['sum$', 'totalt$', 'total$'],
    risk: ['risiko'],
  },
  answers: ['=ja', '=nei'],
  implication: { condition: ['hvis', 'dersom'], consequence: ['så', 'derfor', 'dermed'] },
  entries: {
    answersColumn: ['tiltak', 'løsning', 'svar$', 'avbøtende', 'håndtering', 'risikoreduser'],
    // prettier-ignore
    bottomLine: ['sum$', 'totalt$', 'total$', 'delsum$', 'netto', 'justert', 'EBITDA$', 'resultat$', 'overskudd$', 'saldo$'],
    // prettier-ignore
    status: ['akseptert$', 'godkjent$', 'vedtatt$', 'besluttet$', 'avtalt$', 'avvist$', 'signert$', 'lansert$', 'publisert$', 'fullført$'],
    contrast: ['men$', 'likevel$', 'imidlertid$', 'selv om', 'unntatt$', 'bortsett fra', 'derimot$'],
    qualifiers: ['tidligere$', 'før$', 'planlagt$', 'ikke ennå$', 'ennå ikke$', 'pågår$'],
    // prettier-ignore
    restricts: ['ikke$', 'ingen$', 'intet$', 'aldri$', 'verken$', 'unntatt$', 'bortsett fra$', 'kun$', 'bare$', 'utelukkende$'],
    ownerLinks: ['til$', 'fra$', 'av$'],
    moreRows: 'også i tabellen: {labels}',
    moreItems: '+{count} til',
    listShare: 'første punkter i en lengre liste',
    buildAdds: 'Oppbyggingstrinn av lysbildet før, legger til:',
    buildSame: 'Oppbyggingstrinn av lysbildet før, ingen ny tekst',
    referenceList: 'Referanseliste',
    diagram: 'diagram',
    colours: [
      'rød$',
      'grønn$',
      'blå$',
      'gul$',
      'oransje$',
      'lilla$',
      'grå$',
      'svart$',
      'hvit$',
      'rosa$',
      'brun$',
    ],
    colourKey: 'Fargeforklaring',
    // prettier-ignore
    kindLabels: ['merk', 'merknad', 'obs$', 'kommentar', 'mål$', 'hovedmål', 'formål', 'tips$', 'viktig', 'advarsel'],
    spans: ['sekund', 'minutt', 'time$', 'timer$', 'dag', 'uke', 'måned', 'kvartal', 'år$', 'tiår', 'ganger'],
    // prettier-ignore
    narratesDrawing: ['her har vi', 'her ser vi', 'her ser du', 'som dere ser', 'som du ser', 'i dette diagrammet', 'i denne figuren', 'i dette bildet', 'diagrammet viser', 'figuren viser', 'animasjonen', 'denne animasjonen'],
    // prettier-ignore
    narrates: ['for eksempel', 'tenk deg', 'forestill deg', 'det var en gang', 'historie', 'historien', 'lignelse', 'anekdote', 'legende', 'fabel', 'opprinnelsen', 'århundre', 'historiker'],
    // prettier-ignore
    courtesies: ['jeg takker', 'vi takker', 'jeg vil takke', 'vi vil takke', 'jeg er takknemlig', 'vi er takknemlige', 'takk til', 'en stor takk'],
    // prettier-ignore
    setUp: ['inndata:', 'input:', 'parametere:', 'oppsett:', 'metode:', 'prosedyre:', 'la$', 'anta$', 'antar$', 'gjenta$', 'begrens analysen', 'vi begrenser analysen'],
    // prettier-ignore
    attributions: ['sa$', 'sier$', 'forklarte$', 'ifølge$', 'la til'],
    // prettier-ignore
    answersBefore: ['men$', 'likevel$', 'derimot$', 'imidlertid$', 'tross dette$', 'i stedet$', 'på den annen side$', 'tvert imot$'],
    // prettier-ignore
    backReference: ['den samme$', 'det samme$', 'de samme$', 'dette$', 'denne$', 'disse$', 'han$', 'hun$', 'slik$', 'slike$', 'begge$', 'dens$', 'dets$', 'deres$'],
    impersonal: [],
    // prettier-ignore
    backReferenceWithin: ['denne kategorien$', 'denne gruppen$', 'disse gruppene$', 'denne definisjonen$', 'disse kriteriene$', 'dette tilfellet$', 'gjøre dette$', 'gjøre det$', 'likeledes$', 'tilsvarende$', 'på samme måte$', 'enda en$', 'enda et$', 'den viktigste av dem$', 'det viktigste av dem$', 'den første av dem$', 'sistnevnte$', 'førstnevnte$'],
    // prettier-ignore
    opensClause: ['fordi$', 'siden$', 'ettersom$', 'mens$', 'når$', 'da$', 'selv om$', 'idet$'],
    // prettier-ignore
    dummySubject: ['å$'],
    // prettier-ignore
    hypothetical: ['kunne$', 'ville$', 'skulle$'],
  },
  // prettier-ignore
  relations: ['fordi', 'på grunn av', 'skyldes', 'unntatt', 'forutset', 'antakelse', 'avhenger', 'avhengig', 'sammenlign', 'minst$'],
  comparisonGroups: ['sammenligningsgruppe', 'kontrollgruppe'],
  targets: ['mål', 'milepæl', 'minimum', 'minst'],
  commitments: [
    'vår forpliktelse',
    'vi forplikter oss',
    'vårt mål er',
    'vi har som mål',
    'formålet med',
    'målet med',
    'denne avhandlingen',
    'vi foreslår',
  ],
  // The programme a document announces (decision 171): a count of things and the words that take them in turn.
  enumerations: {
    counts: ['to', 'tre', 'fire', 'fem', 'seks', 'sju', 'åtte', 'ni', 'ti'],
    ordinals: ['for det første', 'for det andre', 'for det tredje', 'for det fjerde', 'til slutt'],
  },
  // A speaker's own stance on a talk's slide (decision 162): the line a talk that states no point builds to.
  stances: {
    cues: [
      'vi vil',
      'vi må',
      'vi trenger',
      'vi tror',
      'vi ser etter',
      'foretrukk',
      'nøkkelen er',
      'nøkkelen til',
      'det viktigste er',
      'kort sagt',
      'kort fortalt',
      'det som teller',
    ],
    emphasis: ['IKKE', 'ALDRI', 'INGEN'],
    contrastOpeners: ['men$', 'likevel$', 'derimot$'],
    we: ['vi$', 'vår$', 'vårt$', 'våre$'],
    audience: ['du', 'deg', 'din', 'ditt', 'dine', 'dere', 'dykk'],
    formalAudience: [],
  },
  // How a talk calls on its audience to act (decision 174): what it asks them to do, what it wants of them.
  calls: {
    verbs: [
      'bli med',
      'bidra$',
      'delta$',
      'prøv$',
      'last ned',
      'installer',
      'send inn',
      'meld deg på',
      'besøk oss',
      'besøk nettsiden',
      'kom til',
      'send oss',
    ],
    wants: ['vi trenger', 'vi vil ha', 'vi ser etter', 'vi søker'],
    intentions: ['å$', 'at$'],
    intentionEndings: [],
    obliges: ['du må', 'du bør', 'dere må', 'dere bør', 'du burde', 'dere burde'],
  },
  causes: ['på grunn av', 'takket være', 'drevet av', 'som følge av', 'grunnet', 'forårsaket av'],
  // What limits a claim ("only", "at most", "requires"): a question asks what the claim still holds under it.
  // prettier-ignore
  limits: ['bare$', 'kun$', 'høyst', 'maksimalt', 'i beste fall', 'mindre enn', 'færre enn', 'ennå ikke', 'ikke ennå', 'unntatt', 'bortsett fra', 'krever', 'opptil', 'begrenset til'],
  // A note that says for whom its slide's figure holds, or what explains the change it shows (decision 144).
  qualifiers: {
    // prettier-ignore
    holdsFor: ['gjelder bare', 'gjelder kun', 'gjelder for', 'bare for', 'kun for', 'bare gyldig', 'omfatter bare', 'omfatter kun'],
    // prettier-ignore
    changes: ['hopp$', 'hoppet', 'økning', 'vekst', 'oppgang', 'nedgang', 'fall$', 'fallet', 'løft$', 'løftet'],
    // prettier-ignore
    explains: ['inkluderer', 'omfatter', 'gjenspeiler', 'kommer fra', 'skyldes', 'takket være', 'på grunn av', 'fordi$', 'forklares'],
  },
  // What marks a figure as an estimate or projection: a question asks what it rests on.
  // prettier-ignore
  estimates: ['estimert', 'anslått', 'anslag', 'prognose', 'forventet', 'potensial', 'besparelse', 'innsparing', 'omtrent', 'cirka$'],
  // What weighs a case (a payback, a saving, a cost): a figure that carries the argument.
  // prettier-ignore
  caseFigures: ['tilbakebetal', 'innsparing', 'besparelse', 'kostnad', 'budsjett', 'avkastning', 'roi$', 'nedetid'],
  // A small sample a figure rests on, a change still pending, a feature in preview (decision 096).
  // prettier-ignore
  samples: ['tilfeldig', 'utvalgt', 'utvalg', 'respondenter', 'deltakere', 'intervjuet', 'spørreundersøkelse'],
  // prettier-ignore
  pending: ['foreslått', 'til behandling', 'under vurdering', 'vurderes', 'med forbehold'],
  preview: ['forhåndsversjon', 'preview$', 'beta$'],
  // Words that name no figure alone ("Result for the Tanneurs"): a heading before such a label stays (decision 140).
  vagueLabels: [
    'resultat',
    'utfall',
    'total',
    'verdi',
    'beløp',
    'antall',
    'tall$',
    'gjennomsnitt',
    'annet$',
    'andre$',
    'status',
  ],
  // A position in a ranking and what moves it ("fell from 2nd to 15th", "#3 in 2021, #5 in 2025"); an ordinal
  // before one of `scales` ("25th percentile") is no rank. `ordinals` are suffixes after a number.
  // prettier-ignore
  ranks: {
    words: ['plass$', 'plassen$', 'posisjon$', 'rangering'],
    ordinals: [],
    moves: ['falt', 'falle', 'sank', 'sunket', 'gikk ned', 'steg', 'steget', 'klatret', 'gikk opp', 'fra$'],
    scales: ['persentil', 'kvartil', 'kvintil', 'desil', 'århundre', 'jubileum', 'utgave', 'etasje'],
  },
  // What the deck itself leaves open ("no data to support this", "future work"): a reader asks what would settle it.
  // prettier-ignore
  // The noun a deck names one of its options by ("option B"), and the measures where more is worse (cost, time,
  // risk): the recommended option's downside a reader weighs against the others (decision 134).
  optionNouns: ['alternativ$', 'alternativet$', 'opsjon$', 'scenario$', 'variant$', 'alternativer$', 'opsjoner$', 'scenarier$', 'varianter$'],
  // The word by which a table or list marks the option it chooses ("(recommended)"; decision 201).
  chosenMarks: ['anbefalt$', 'anbefales$', 'foretrukket$', 'valgt$'],
  // What a dated end says ("funding ends on 30 September 2027"): why a recommendation must be decided now (decision 201).
  endsOn: ['utløper', 'løper ut', 'opphører', 'avsluttes', 'tar slutt', 'faller bort'],
  // prettier-ignore
  burdens: ['kostnad', 'kostnader', 'investering', 'capex', 'tid$', 'tidsbruk', 'varighet', 'gjennomføringstid', 'innsats', 'tilbakebetaling', 'risiko'],
  riskLists: ['risikoer$', 'risikoene$'],
  questionNouns: ['spørsmål$', 'spørsmålet'],
  openQuestions: ['åpent spørsmål', 'åpne spørsmål'],
  openIssues: [
    'fortsatt åpent',
    'fortsatt åpen',
    'ikke avgjort',
    'ikke bestemt ennå',
    'ingen data',
    'ingen tall',
    'ennå ukjent',
    'ikke kjent ennå',
    'åpent spørsmål',
    'åpne spørsmål',
    'åpent problem',
    'gjenstår å se',
    'skal avklares',
    'uavklart',
    'fremtidig arbeid',
    'videre arbeid',
  ],
  // prettier-ignore
  audiencePrompts: ['spør deg selv', 'spør dere selv', 'sjekkliste', 'egenvurdering', 'quiz', 'refleksjonsspørsmål', 'diskuter'],
  amountBases: ['netto', 'brutto', 'per$'],
  baseCases: ['basisscenario', 'basisscenariet', 'basisalternativ', 'hovedscenario', 'basis$', 'base case'],
  returnMeasures: ['irr', 'roi$', 'internrente', 'nåverdi', 'avkastning', 'moic$'],
  downsideCases: ['pessimistisk', 'nedsidescenario', 'verste fall', 'ugunstig'],
  assumptions: ['forutsetning', 'antakelse', 'antagelse', 'vi antar', 'forutsatt'],
  provisos: ['forutsatt at', 'på betingelse av', 'så lenge', 'gitt at'],
  progressOf: ['av'],
  // Words closing a slide title that say how the slide treats its subject ("in detail"), not what it is.
  timeLimits: {
    before: ['innen', 'i løpet av', 'senest etter'],
    periods: ['dag', 'virkedag', 'arbeidsdag', 'uke', 'måned', 'time'],
  },
  approvals: ['godkjenning', 'attestasjon', 'fullmakt', 'fullmakter', 'beslutningsmyndighet'],
  reserves: ['uforutsett', 'reserve$', 'reserven$', 'buffer$'],
  cashBalances: ['kontanter', 'kontantbeholdning', 'likviditet', 'bankinnskudd', 'disposisjonsfond'],
  ownEntries: ['foreslått$', 'foreslåtte$', 'vår$', 'vårt$', 'dette arbeidet$', 'denne studien$'],
  titleTails: ['i detalj', 'i korte trekk', 'forklart'],
  ranges: { to: ['til'], between: ['mellom'], and: ['og'], from: ['fra'] },
  perUnit: ['per', 'pr.'],
  sensitivity: {
    conditional: ['hvis', 'om', 'dersom'],
    insteadOf: ['i stedet for', 'istedenfor', 'og ikke'],
    pointsBack: ['denne', 'dette', 'disse', 'den', 'det'],
    namedBy: ['av', 'for'],
  },
  // prettier-ignore
  discussion: ['vil diskutere', 'vil drøfte', 'vil spørre', 'til diskusjon', 'til drøfting', 'åpent spørsmål'],
  // prettier-ignore
  subordinators: ['når$', 'hvis$', 'fordi$', 'selv om$', 'mens$', 'så snart$', 'før$', 'etter at$', 'dersom$'],
  // prettier-ignore
  openEnds: ['en', 'et', 'ei', 'av', 'og', 'eller', 'i', 'på', 'med', 'for', 'til', 'fra', 'om', 'ved', 'mot'],
  selfNotes: ['kunne kanskje', 'todo$', 'må legge til', 'ikke glem', 'kanskje legge til', 'større skrift'],
  // prettier-ignore
  toldThat: ['påpeke at', 'understreke at', 'minne om at', 'nevne at', 'forklare at', 'gjøre klart at', 'si at', 'forutse at'],
  defines: ['er en$', 'er et$', 'er ei$', 'tilbyr', 'gir deg', 'lar deg'],
  // prettier-ignore
  keyIdea: ['den egentlige hemmeligheten$', 'hemmeligheten er$', 'hovedideen$', 'kjerneideen$', 'grunnideen$', 'den store forskjellen$', 'hovedforskjellen$'],
  // prettier-ignore
  instructs: ['sørg for at du', 'husk å', 'ikke glem å', 'er du i tvil', 'hvis du er i tvil', 'bruk alltid', 'følg med på'],
  // Asks said as an announcement, a list of what others ask for, or a quoted call (decision 189).
  announcedAsks: {
    // prettier-ignore
    soon: ['neste uke', 'denne uken', 'i morgen', 'i kveld', 'neste måned'],
    // prettier-ignore
    registers: ['rabatt', 'rabattkode', 'påmelding', 'meld deg på', 'registrer deg', 'registrering', 'billetter'],
    // prettier-ignore
    askedFor: ['ber om', 'etterlyser', 'krever', 'ønsker seg', 'vi trenger', 'det vi trenger'],
    // prettier-ignore
    askedForOpens: ['etterspurt av', 'ønsket av', 'hva ber', 'hva krever'],
    // prettier-ignore
    callsOn: ['jeg oppfordrer', 'vi oppfordrer', 'jeg ber', 'vi ber', 'jeg appellerer', 'vi appellerer'],
  },
  // A learner's setup slide and a lead-in that names a need before its tool (decision 189).
  learnerSteps: {
    // prettier-ignore
    setup: ['installasjon', 'installere', 'installering', 'kom i gang', 'komme i gang'],
    // prettier-ignore
    needs: ['når du vil', 'hvis du vil', 'når du trenger', 'før du'],
  },
  asksWho: ['hvem sitt ansvar', 'hvem har ansvaret', 'hvem bør', 'hvem skal', 'hvem må'],
  phrases: {
    points: 'prosentpoeng',
    versus: 'mot',
    multipleOf: '{high} har {multiples} som {low}',
    timesThe: '{multiple}× så mye {measure}',
    concentration: '{first} og {second} utgjør {share} av totalen {total}',
    growth: '{series}: {multiple}x fra {first} ({firstLabel}) til {last} ({lastLabel})',
    against: '{measure} mot {other}: {result}',
    shareOf: '{measure} er {share} av {other}',
    withinRange: '{measure}: innenfor spennet for {range}',
    aboveRange: '{measure}: {gap} over spennet for {range}',
    belowRange: '{measure}: {gap} under spennet for {range}',
    ofPlan: '{share} av {plan}',
    overPlan: '{share} over {plan}',
    section: 'Neste: {item}',
    decision: '{result}; beslutning som trengs: {ask}',
    list: '{items} og {last}',
    forOption: '{figure} for {option}',
    ticked: '{label}: avkrysset',
  },
  scales: ['tusen', 'i 1000', 'millioner', 'mill.', 'MNOK$', 'mrd.', 'milliarder', 'TNOK$'],
  notesLabels: {
    aim: ['Mål', 'Formål', 'Læringsmål', 'Mål for lysbildet'],
    notes: ['Notater', 'Talenotater', 'Foredragsnotater'],
    direction: ['Animasjon', 'Klikk', 'Overgang', 'Uttale', 'Pause'],
  },
  gaps: {
    competition: {
      finding: 'Dokumentet nevner ingen konkurrenter',
      question: 'Hvem andre betjener disse kundene, og hvorfor vil de velge dette produktet?',
    },
    'unit-economics': {
      finding: 'Dokumentet oppgir verken frafall, CAC eller kundeverdi',
      question: 'Hvor høye er frafall og kundeanskaffelseskostnad, og bærer de vekstplanen?',
    },
    runway: {
      finding: 'Dokumentet oppgir ikke hvor lenge kontantene rekker',
      question: 'Hvor mange måneder rekker kontantene, og hvilken milepæl må runden nå?',
    },
    pipeline: {
      finding: 'Gjennomgangen viser ingen pipeline eller ordreinngang',
      question: 'Hva ligger i pipelinen for neste periode, og dekker den målet?',
    },
    cost: {
      finding: 'Anbefalingen oppgir ingen kostnad',
      question: 'Hva vil anbefalingen koste, og hvilken gevinst betaler for den?',
    },
    timeline: {
      finding: 'Anbefalingen gir ingen tidsplan',
      question: 'Når blir anbefalingen gjennomført, og hvem eier hvert steg?',
    },
  },
  // prettier-ignore
  thesis: {
    subjects: ['denne rapporten', 'dette dokumentet', 'denne artikkelen', 'denne studien', 'dette arbeidet', 'denne talen', 'rapporten', 'studien', 'våre resultater', 'vi$'],
    verbs: ['argumenter', 'viser', 'konkluder', 'finner', 'fant$', 'foreslå', 'analyser', 'undersøk', 'presenter', 'anbefal', 'forklar', 'drøft'],
    conclusions: ['avslutningsvis', 'konklusjonen', 'oppsummert', 'kort sagt'],
    verdicts: ['anbefaling:', 'vår anbefaling', 'vi anbefaler', 'vår konklusjon', 'vi konkluderer', 'konklusjon:'],
  },
  recommends: {
    // prettier-ignore
    forms: ['bør$', 'må$', 'vi anbefaler', 'det anbefales', 'anbefales', 'det er nødvendig', 'er nødvendig', 'det trengs'],
    // A form that needs a subject before it (decision 181).
    personal: ['bør$', 'må$'],
    reported: ['ifølge', 'sier$', 'sa$', 'hevder', 'hevdet', 'mener', 'krever'],
    supposing: ['ville', 'kunne', 'kanskje', 'skulle'],
    conditions: ['hver gang', 'hvis$', 'dersom', 'om$', 'med mindre'],
    // prettier-ignore
    proposes: ['et første steg vil være', 'et første steg er', 'ett alternativ er', 'et alternativ vil være', 'det er gode grunner til', 'det er grunn til å', 'kan utvides', 'kunne utvides', 'kan anvendes', 'kunne anvendes', 'kan utvikles', 'kunne utvikles', 'kan innføres', 'kunne innføres', 'kan bidra til', 'kunne bidra til'],
  },
  // What a talk or lecture leaves open or leaves out (decision 164).
  deckQuestions: {
    // prettier-ignore
    questionSlides: ['åpne spørsmål', 'åpent spørsmål', 'åpne punkter', 'spørsmål$', 'uavklart', 'uavklarte', 'må avklares', 'skal avgjøres', 'ikke bestemt'],
    // prettier-ignore
    unsettledAnswers: ['håper', 'forventer', 'i dialog', 'i samtaler', 'jobber med', 'ikke ennå', 'ikke enda', 'uklart', 'avhenger av'],
    // prettier-ignore
    callsToTakePart: ['vi vil ha flere', 'dørene våre er åpne', 'bli med', 'delta', 'bidrag er velkomne', 'invitasjon til å delta', 'utlysning', 'bli medlem'],
    // prettier-ignore
    waysToTakePart: ['søke$', 'søknad', 'sende inn', 'melde seg på', 'påmelding', 'registrere', 'slik deltar', 'kontakt oss', 'medlemskontingent', 'frist'],
    // prettier-ignore
    adequacyClaims: ['godt nok', 'tilstrekkelig for', 'tilstrekkelig til', 'akseptabelt for', 'nøyaktig nok'],
    errorMeasures: ['feil$', 'feilen', 'toleranse', 'nøyaktighet', 'avvik', 'snr$'],
    takePart: '«{line}»: hvordan deltar man, etter hvilken prosess og hvilke kriterier, og hvem avgjør?',
    adequacy: '«{line}»: etter hvilket feilmål, og hvor mye feil er akseptabelt der?',
    // prettier-ignore
    speedClaims: ['raskere', 'ytelse', 'hastighet', 'akselerer', 'gjennomstrømning', 'latens', 'forbedring'],
    // prettier-ignore
    baselines: ['enn$', 'sammenlignet', 'i forhold til', 'versus', 'vs$', 'referanse', 'grunnlinje', 'benchmark', 'arbeidslast', 'målt på'],
    // prettier-ignore
    portabilityClaims: ['portabel', 'portert til', 'kjører overalt', 'fungerer overalt', 'kjører på alle', 'plattformuavhengig', 'opprinnelig på', 'opprinnelig for', 'kjører nå på', 'nå tilgjengelig på', 'nå også på'],
    // prettier-ignore
    portabilityLimits: ['ikke støttet', 'støttes ikke', 'ikke ennå', 'ennå ikke', 'ikke helt', 'begrensning', 'begrenset til', 'unntatt', 'bortsett fra', 'bare på', 'kjente problemer', 'fungerer ikke', 'ikke tilgjengelig'],
    // prettier-ignore
    futureClaims: ['i fremtiden vil vi', 'i en fremtidig versjon', 'i fremtidige versjoner', 'blir migrert', 'vil bli migrert', 'blir lagt til', 'blir tilgjengelig', 'veikart', 'planlagt for', 'kommer snart', 'neste versjon'],
    speedUp: '«{line}»: målt på hvilken arbeidslast, og mot hvilken referanse?',
    portability: '«{line}»: hva støttes ikke der ennå, og hva slutter å virke ved overgangen?',
    roadmap: '«{line}»: innen når, og hva avhenger det av?',
    // A prediction of a gain, and what a turn warns of (decision 203).
    // prettier-ignore
    predictionCues: ['forventer', 'forventet', 'forventning', 'anslår', 'prognose', 'bør gi'],
    // prettier-ignore
    warningCues: ['risiko', 'avhengighet', 'innlåsing', 'lock-in', 'fare$', 'farlig', 'trussel', 'pass på', 'åpner døren', 'felle$'],
    prediction: '«{line}»: mot hvilken referanse, og hvilke belegg finnes så langt?',
    warning: '«{line}»: hvem er utsatt om det skjer, og hva beskytter mot det?',
    // A multiple's unit word ("3-fold"), and the question on one claim stated with two multiples (decision 203).
    folds: ['dobbelt$', 'ganger$'],
    restated: '«{first}» mot «{second}»: hvilket tall gjelder, og under hvilke forutsetninger?',
  },
  questions: {
    variance: 'Hva forklarer avviket på {subject} ({figure} mot {plan}), og vil det gjenta seg?',
    concentration: 'Hvor avhengig er totalen av {subject} ({figure}), og hva kan redusere det?',
    growth: 'Hva må til for at {subject} fortsetter å vokse fra {figure}?',
    assumption: 'Hva bygger {subject} ({figure}) på, og hva ville endre det?',
    limit: '«{limit}»: hva sikrer {subject} da fortsatt?',
    target: 'Hva må til for at {subject} skal gå fra {figure} til {plan}?',
    share: 'Hvor mye mer av {plan} kan {subject} ({figure}) vinne, og hvor raskt?',
    contrast: 'Hva forklarer avstanden mellom {figure} og {plan} for {subject}, og hvilken teller?',
    cause: '{subject} ({figure}): hva forklarer dette, og hva kan endre det?',
    recurrence: '{subject}: hva var årsaken, og kan det skje igjen?',
    decision: 'Hva skjer hvis «{subject}» ({figure}) ikke vedtas i tide?',
    spread: '{subject}: hva skiller {figure} fra {plan}, og hva ville minske forskjellen?',
    evidence:
      '{subject}: {figure} mot {plan} i sammenligningsgruppen. Er de to gruppene sammenlignbare, og holder forskjellen i større skala?',
    closes: '{subject} ({figure} mot {plan}): lukker {ask} gapet, og hva koster det frem til da?',
    causeShare:
      '{subject} ({figure} mot {plan}): hvor mye av avviket skyldes «{cause}», og hva gjenstår uten det?',
    discussedAsk: '{subject}: hva må være på plass før {ask} brukes?',
    askFor: '{amount} til {ask}',
    targetDriver: '{subject} fra {figure} til {plan}: hva om {driver} ikke nås?',
    today: 'i dag {figure}',
    sample: '«{claim}» bygger på {sample}: Hvor langt gjelder det utover dette utvalget?',
    pending: 'Hvis «{line}» blir noe av, hva endrer det for {subject}, og hva om ikke?',
    preview: '{subject}: «{line}». Kan man stole på det før det er endelig?',
    range: 'Hvorfor {figure} for {subject}, når presentasjonen også viser til «{range}»?',
    moved: '{subject}: «{line}». Hva flyttet det, en egen endring eller de andres, og vil det holde?',
    rankReason: '{subject}: «{rank}» fordi «{reason}». Hvor ville det stått på det øvrige grunnlaget alene?',
    openQuestion: 'Hva blir {subject}?',
    openIssue: '{subject}: «{line}». Hva ville avgjort det, og innen når?',
    restsOn: '{result} hviler på {driver}{from}. Hva må til, og hva om det ikke nås?',
    downside: '{result} ({case}) hviler på {drivers}. Hva veier tyngst?',
    assumes: '{subject} ({figure}) forutsetter «{assumption}»: hvor mye endres det hvis det ikke holder?',
    askOfCash:
      'Hva gjenstår etter {measure} ({share} av {other}), hvor lenge rekker det, og hva om det blir dyrere?',
    pace: '{subject}: {progress} per {asOf}; {target} innen {due} krever om lag {rate} i uken. Holder det tempoet?',
    risk: '«{risk}»: hvordan skal det håndteres, og hva koster det om det skjer?',
    riskMitigated: '«{risk}»: er «{mitigation}» nok, og når vil det vises?',
    riskEnds: '«{risk}»: er «{mitigation}» nok, og hva skjer etter {date} hvis ikke?',
    deadline: '{rule}: hva skjer hvis fristen ikke holdes, og hvem følger opp?',
    reserveRisk: 'Holder {reserve} på {figure} hvis «{risk}» inntreffer?',
    eachApplies:
      '{high} ({highFigure}) mot {low} ({lowFigure}): hva koster {high} mer enn {low}, og når passer hver av dem?',
    approvalLimits: '{subject} ({limits}): hva hindrer at en søknad deles for å holde seg under en grense?',
    tradeOff: '«{option}»: {measure} {value}, mot {best} for «{other}». Hvordan dekkes forskjellen?',
    // A result table's own row against its closest alternative; a before and after's row that moves least, or
    // the one that moves most asked what it was measured on (decision 179).
    ownAdvantage:
      '{own}: {figure} mot {other} for {rival}. Hva koster den fordelen, og når gjelder den ikke?',
    unevenGain: '{weak}: bare {weakChange}, mens {strong} når {strongChange}. Hva holder det tilbake?',
    measuredOn: '{row} {change}: målt med hvilken last og hvilket oppsett, og holder det utenfor den testen?',
    breakEven: '{subject} er {figure}: ved hvilken pris, hvilket volum eller hvilken kostnad når den null?',
    // Only when the deck states a plan, budget or target with a figure: else the clause presumes one.
    breakEvenPlan:
      '{subject} er {figure}: ved hvilken pris, hvilket volum eller hvilken kostnad når den null, og hvor langt er det fra planen?',
  },
  // Cue words and abbreviations (cue-words-schema.ts says how each list matches), filled like prose.
  // prettier-ignore
  cues: {
    action: [
      'må$', 'bør$', 'må ha', 'trenger', 'nødvendig', 'vi anbefaler', 'anbefal', 'neste steg', 'frist',
      'innen$', 'vi ber om', 'ansvarlig:', 'godkjenn', 'beslutt',
      // An ask in the passive: what the deck seeks from its audience ("Feedback … is actively sought").
      'er velkommen', 'ønskes$', 'etterlyses', 'søkes$',
    ],
    imperative: [
      'gjennomføre', 'gjennomfør',
      'ansette', 'lansere', 'avslutte', 'ferdigstille', 'godkjenne', 'gjennomgå', 'planlegge', 'fullføre',
      'levere', 'utvide', 'redusere', 'forberede', 'sende', 'signere', 'sikre', 'hente', 'bygge', 'migrere',
      'innføre', 'implementere', 'lære opp', 'publisere', 'kontakte', 'bekrefte', 'beslutte', 'oppdatere',
      'starte', 'investere', 'åpne', 'presentere', 'definere', 'forhandle', 'fornye', 'utnevne', 'tildele',
      'evaluere', 'rekruttere',
    ],
    imperativeAtEnd: false,
    // Verbs a role's duties open with, beyond the action verbs: said under the heading that names the role.
    dutyVerb: ['koordinere', 'koordinerer', 'levere', 'bistå', 'vedlikeholde', 'forvalte', 'overvåke', 'følge opp', 'fasilitere', 'administrere', 'rådgi', 'veilede', 'rapportere'],
    actionTitle: [
      // A slide addressed to its audience's role lists what they are to do (decision 120).
      'din rolle', 'deres rolle', 'det du må gjøre',
      'vedtak', 'videre arbeid', 'beslutning', 'hjemmearbeid', 'lekser', 'neste steg', 'tiltak', 'handlinger',
      'handlingsplan', 'anbefalinger', 'anbefaling', 'vår forespørsel', 'oppgaver', 'gjøremål',
      'bruk av midlene', 'beslutninger', 'oppfordring til handling',
    ],
    supplementTitle: ['vedlegg', 'appendiks', 'tillegg'],
    modal: ['må$', 'bør$', 'skal$', 'burde$', 'kan$', 'kunne$'],
    obligation: [
      'må$', 'bør$', 'skal$', 'burde$', 'blir påkrevd', 'er påkrevd', 'blir obligatorisk', 'er obligatorisk',
    ],
    // A line that only dates the slide's decision opens so ("Decision needed by 4 December 2026").
    deadlineLead: [
      'vedtak innen', 'vedtak må fattes innen', 'beslutning innen', 'beslutning trengs innen', 'godkjenning innen',
      'frist',
    ],
    // What a thing needs: a line holding only this states a requirement, it asks nothing ("Tight control of the
    // timebase required to avoid this error"); off an action slide it is a fact.
    requirement: [
      'nødvendig', 'kreves', 'påkrevd', 'krever',
    ],
    // A heading over the lines that tell how ("How to provide feedback.") opens so.
    howTo: [
      'hvordan', 'hvor du', 'slik gjør',
    ],
    anaphor: ['dette', 'disse'],
    talk: [
      'dette lysbildet', 'denne sliden', 'neste lysbilde', 'det viktigste lysbildet',
      'i denne presentasjonen',
    ],
    talkLead: ['hvis noen spør', 'hvis vi får spørsmål', 'nevn', 'si', 'understrek', 'minn om'],
    housekeeping: ['takk for', 'tusen takk', 'gratulerer', 'rabattkode', 'kunngjøringer$', 'følg oss', 'meld deg på', 'spørsmål?'],
    questionOpener: ['er', 'har', 'blir', 'kan', 'hvordan', 'hvorfor', 'hvem', 'hvilke', 'hvilken'],
    copula: ['er$', 'var$', 'har$', 'blir$', 'vil$', 'skal$', 'kan$'],
    bioTitle: [
      'team', 'teamet', 'vårt team', 'om meg', 'hvem er jeg', 'foredragsholder', 'biografi', 'gründere',
    ],
    summaryTitle: [
      'hovedbudskap', 'kort fortalt', 'sammendrag', 'oppsummering', 'konklusjon', 'hovedpunkter',
      'høydepunkter', 'oversikt', 'funn',
    ],
    insight: {
      risk: ['risiko', 'trussel', 'tap$', 'forsinkelse', 'frafall', 'sårbar', 'eksponering', 'nedgang', 'utsettelse'],
      growth: ['vekst', 'økt', 'øke', 'økning', 'doblet', 'dobling', 'tredobl', 'forbedr', 'akseler'],
      market: ['marked', 'markedsandel', 'kunder', 'brukere', 'segment', 'konkurrent', 'adopsjon'],
      money: [
        'margin', 'inntekt', 'omsetning', 'overskudd', 'resultat', 'kostnad', 'ebitda', 'kontantstrøm',
        'pris', 'budsjett', 'besparelse', 'salg', 'utgifter', 'finansiering', 'lønnsomhet', 'verdsettelse',
      ],
      comparison: ['sammenlignet', 'mot$', 'vs$', 'enn$', 'redusert', 'falt', 'mål$', 'prognose'],
    },
    questions: {
      risk: 'Hvordan skal {topic} begrenses, og hvem har ansvaret?',
      growth: 'Hva driver {topic}, og er det bærekraftig?',
      market: 'Hvor stor del av {topic} kan realistisk vinnes, og hvor raskt?',
      money: 'Hvilke forutsetninger bygger {topic} på, og hva ville endret det?',
      general: 'Hvilke data underbygger {topic}, og hva ville endret planen?',
    },
    boilerplate: [
      'copyright', 'alle rettigheter reservert', 'lisensiert under', 'under lisensen', 'creative commons',
      'cc by', 'konfidensielt', 'fortrolig', 'intern bruk', 'kun til internt bruk',
      'konkurranserettslig merknad', 'konkurranseregler', 'antitrust policy', 'ansvarsfraskrivelse', 'juridisk merknad', 'fremtidsrettede utsagn', 'registrerte varemerker', 'uten garanti', 'strengt fortrolig',
    ],
    footnoteLabel: ['merk', 'merknad', 'note', 'obs', 'nb'],
    frameTitle: [
      'agenda', 'dagsorden', 'innhold', 'innholdsfortegnelse', 'introduksjon', 'innledning', 'spørsmål',
      'spørsmål og svar', 'takk', 'tusen takk', 'takk for oppmerksomheten', 'velkommen', 'vedlegg',
      'referanser', 'kilder',
    ],
    chart: {
      extremes: '{high} høyest med {highValue} og {low} lavest med {lowValue}',
      fromTo: 'fra {first} ({firstLabel}) til {last} ({lastLabel})',
      againstPlan: '{category}: {actual} mot en plan på {plan}',
    },
    sectionLabel: [
      'prosjektbeskrivelse', 'beskrivelse', 'metodikk', 'metode', 'metoder', 'designspørsmål', 'design',
      'bakgrunn', 'kontekst', 'sammendrag', 'innledning', 'mål', 'omfang', 'tilnærming', 'resultater',
      'diskusjon', 'konklusjon', 'konklusjoner', 'referanser', 'formål', 'leveranser', 'tidsplan',
      'evaluering', 'vurdering', 'krav', 'begrensninger', 'funn', 'kriterier', 'vedlegg', 'totalt', 'sum',
    ],
    labels: {
      notes: 'Notater',
      noText: 'Dette lysbildet inneholder ingen tekst.',
      titleOnly: 'Bare tittel.',
      code: 'Kodeeksempel.',
      noTextPages: 'Disse sidene inneholder ingen tekst.',
      picture: 'Bilde',
      pictureOnly: 'Et bilde eller en figur, uten tekst.',
      chartOnly: 'Et diagram uten tekstetiketter.',
      diagramOnly: 'En figur uten tekst.',
      drawing: 'Et diagram eller en figur merket',
    },
  },
  // prettier-ignore
  abbreviations: [
    'f.eks', 'f. eks', 'bl.a', 'bl. a', 'dvs', 'osv', 'mv', 'ca', 'nr', 'kr', 'mill', 'mrd', 'mnok', 'pst',
    'jf', 'evt', 'inkl', 'ekskl', 'hhv', 'dr', 'prof', 'vs', 'jan', 'feb', 'apr', 'jun', 'jul', 'aug', 'sep',
    'mar', 'okt', 'nov', 'des', 'kl', 'ifb', 'iht', 'mht', 'min', 'maks',
    // Rules' and statutes' references (decision 205).
    'pkt', 'bokst', 'kap', 'jfr', 'iflg', 'ihht', 'pga', 'ifm',
  ],
  // Words after which a number with a full stop is an ordinal ("des 55. Lebensjahres"), not a sentence's end.
  // prettier-ignore
  ordinalLeads: ['den', 'det', 'de', 'sin', 'sitt', 'sine', 'hans', 'hennes', 'fylte'],
}
