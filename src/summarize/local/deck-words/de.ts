import type { DeckWordsData } from './deck-words-schema'

// German words for a deck's structure; see deck-words-schema.ts for how they match.
export const de: DeckWordsData = {
  roles: {
    // prettier-ignore
    'executive-summary': ['management summary', 'executive summary', 'kernaussagen', '=zusammenfassung', '=überblick'],
    problem: ['problem', 'herausforderung', 'was kunden uns sagen'],
    solution: ['lösung', 'unser produkt', 'so funktioniert'],
    market: ['markt', 'chance'],
    'business-model': ['geschäftsmodell', 'preismodell', 'preise'],
    // prettier-ignore
    traction: ['traktion', 'auf einen blick', 'ergebnisse', 'kennzahlen', 'in zahlen', 'wo wir stehen', 'status'],
    'plan-vs-actual': ['plan-ist', 'soll-ist', 'plan und ist', 'gegenüber plan', 'vs. plan', 'vs. budget'],
    // prettier-ignore
    financials: ['gewinn- und verlust', 'GuV$', 'finanz', 'cashflow', 'umsatz', 'EBITDA$', 'budget', 'kosten', 'bewertung', 'ARR-Plan'],
    competition: ['wettbewerb', 'konkurrenz'],
    team: ['team', 'über uns', 'wer wir sind'],
    risks: ['risik', 'risiko'],
    options: ['optionen', 'alternativen', 'szenarien', 'wetten'],
    recommendation: ['empfehlung', 'wir empfehlen', 'unser vorschlag'],
    ask: ['entscheidung', 'entscheidungsbedarf', 'beschluss', 'unsere bitte', 'freigabe'],
    'use-of-funds': ['mittelverwendung', 'verwendung der mittel'],
    timeline: ['roadmap', 'zeitplan', 'meilenstein', 'fahrplan'],
    'next-steps': ['nächste schritte', 'maßnahmen', 'aktionsplan', 'to-dos'],
    // prettier-ignore
    conclusion: ['fazit', 'schlussfolgerung', 'zum mitnehmen', 'das wichtigste', 'lehren aus', 'lessons learned', 'beiträge der', 'implikationen', 'handlungsaufruf', 'aufruf zum handeln'],
    appendix: ['anhang', 'backup'],
    objectives: ['lernziele', 'ziele der', 'zielsetzung'],
    concept: ['konzept', 'definition', 'prinzip', 'theorie', 'was ist'],
    example: ['beispiel', 'fallstudie', 'praxisfall'],
    exercise: ['übung', 'quiz'],
    assignment: ['hausaufgabe', 'aufgabe bis', 'bis zur nächsten'],
    findings: ['erkenntnisse', 'befunde', 'ergebnisse der'],
  },
  // prettier-ignore
  illustration: ['beispiel', 'ein beispiel', 'musterbericht', 'musterdaten', 'illustrat', 'vorlage', 'mock-up', 'demo$'],
  genres: {
    pitch: ['serie a', 'series a', 'seed-runde', 'finanzierungsrunde', 'investoren'],
    review: ['review', 'quartalsbericht', 'monatsbericht', 'quartal', 'aufsichtsrat'],
    recommendation: ['empfehlung', 'beratung', 'strategie', 'produktstrategie', 'unternehmensstrategie'],
    'investment-memo': ['investitionskomitee', 'investmentkomitee', 'investment memo', 'IRR$', 'übernahme'],
    lecture: ['vorlesung', 'seminar', 'lehrveranstaltung', 'kurs', 'lernziele'],
    report: ['bericht', 'evaluation', 'studie', 'gutachten', 'forschung', 'umfrage'],
    'project-update': ['projektstatus', 'statusbericht', 'projektfortschritt'],
    proposal: ['antrag', 'förderantrag', 'angebot', 'vorschlag'],
  },
  headers: {
    plan: ['plan', 'budget', 'soll', 'ziel'],
    actual: ['ist$', 'prognose', 'erreicht'],
    variance: ['abweichung', 'differenz', 'delta', 'Δ'],
    owner: ['verantwortlich', 'wer$', 'zuständig'],
    due: ['termin', 'datum', 'bis wann', 'frist', 'wann'],
    total: ['gesamt$', 'summe$', 'total$', 'insgesamt$'],
    risk: ['risiko'],
  },
  answers: ['=ja', '=nein'],
  implication: { condition: ['wenn', 'falls'], consequence: ['dann', 'daher', 'deshalb', 'folglich'] },
  entries: {
    // prettier-ignore
    answersColumn: ['gegenmaßnahme', 'maßnahme', 'lösung', 'antwort', 'minderung', 'abhilfe', 'reaktion', 'mitigation'],
    // prettier-ignore
    bottomLine: ['gesamt', 'summe$', 'total$', 'insgesamt$', 'netto', 'bereinigt', 'EBITDA$', 'EBIT$', 'ergebnis$', 'gewinn$', 'saldo$'],
    // prettier-ignore
    status: ['angenommen$', 'genehmigt$', 'beschlossen$', 'entschieden$', 'vereinbart$', 'abgelehnt$', 'unterzeichnet$', 'gestartet$', 'veröffentlicht$', 'abgeschlossen$'],
    contrast: ['aber$', 'jedoch$', 'allerdings$', 'dennoch$', 'trotzdem$', 'obwohl$', 'außer$', 'sondern$'],
    qualifiers: [
      'früher$',
      'zuvor$',
      'vorher$',
      'ehemals$',
      'bisher$',
      'geplant$',
      'noch nicht$',
      'in arbeit$',
    ],
    // prettier-ignore
    restricts: ['nicht$', 'kein', 'nie$', 'niemals$', 'weder$', 'nur$', 'außer$', 'ausgenommen$', 'ausnahme', 'ausschließlich$'],
    ownerLinks: ['des$', 'der$', 'von$', 'vom$', 'durch$'],
    moreRows: 'außerdem in der Tabelle: {labels}',
    moreItems: '+{count} weitere',
    listShare: 'erste Punkte einer längeren Liste',
    buildAdds: 'Aufbauschritt der Folie davor, neu:',
    buildSame: 'Aufbauschritt der Folie davor, kein neuer Text',
    referenceList: 'Literaturverzeichnis',
    diagram: 'Schaubild',
    colours: [
      'rot$',
      'grün$',
      'blau$',
      'gelb$',
      'orange$',
      'lila$',
      'violett$',
      'grau$',
      'schwarz$',
      'weiß$',
      'rosa$',
      'braun$',
    ],
    colourKey: 'Farblegende',
    // prettier-ignore
    kindLabels: ['hinweis', 'anmerkung', 'bemerkung', 'notiz', 'achtung', 'wichtig', 'ziel$', 'hauptziel', 'zweck', 'tipp'],
    // prettier-ignore
    spans: ['sekunde', 'minute', 'stunde', 'tag', 'woche', 'monat', 'quartal', 'jahr', 'sprint', 'semester', 'mal$'],
    // prettier-ignore
    narratesDrawing: ['hier sehen wir', 'hier sehen sie', 'hier haben wir', 'hier ist', 'hier sind', 'wie sie sehen', 'wie man sieht', 'in diesem diagramm', 'in diesem schaubild', 'in dieser grafik', 'in diesem bild', 'das diagramm zeigt', 'die grafik zeigt', 'die animation', 'diese animation'],
    // prettier-ignore
    narrates: ['zum beispiel', 'beispielsweise', 'stellen sie sich vor', 'stell dir vor', 'es war einmal', 'geschichte', 'parabel', 'gleichnis', 'anekdote', 'legende', 'fabel', 'der ursprung', 'jahrhundert', 'historiker'],
    // prettier-ignore
    courtesies: ['ich danke', 'wir danken', 'ich bin dankbar', 'wir sind dankbar', 'mein dank gilt', 'unser dank gilt', 'vielen dank', 'herzlichen dank', 'besonderer dank'],
    // prettier-ignore
    setUp: ['eingabe:', 'eingaben:', 'parameter:', 'aufbau:', 'versuchsaufbau', 'methode:', 'vorgehen:', 'sei$', 'seien$', 'annahme:', 'wiederholen$', 'analyse beschränkt', 'beschränken wir'],
    // prettier-ignore
    attributions: ['sagte$', 'sagt$', 'erklärte$', 'erklärt$', 'laut$', 'so$', 'meinte$', 'fügte hinzu'],
    // prettier-ignore
    answersBefore: ['aber$', 'doch$', 'jedoch$', 'allerdings$', 'dennoch$', 'trotzdem$', 'hingegen$', 'dagegen$', 'stattdessen$', 'im gegensatz dazu$', 'andererseits$'],
    // prettier-ignore
    backReference: ['derselbe$', 'dieselbe$', 'dasselbe$', 'dieselben$', 'der gleiche$', 'die gleiche$', 'das gleiche$', 'die gleichen$', 'dies$', 'diese$', 'dieser$', 'dieses$', 'diesen$', 'er$', 'sie$', 'es$', 'solche$', 'solcher$', 'solches$', 'beide$', 'beiden$', 'sein$', 'seine$', 'seinen$', 'seinem$', 'seiner$', 'seines$', 'deren$', 'dessen$'],
    impersonal: ['gibt$', 'geht um$'],
    // prettier-ignore
    backReferenceWithin: ['diese kategorie$', 'dieser kategorie$', 'diese gruppe$', 'dieser gruppe$', 'diese definition$', 'diese kriterien$', 'diesem fall$', 'diesen fall$', 'dies zu tun$', 'das zu tun$', 'dies tun$', 'ebenso$', 'gleichermaßen$', 'ein weiterer$', 'eine weitere$', 'ein weiteres$', 'der wichtigste davon$', 'die wichtigste davon$', 'das wichtigste davon$', 'letztere$', 'letzterer$', 'letzteres$', 'erstere$', 'ersterer$', 'ersteres$'],
    // prettier-ignore
    opensClause: ['da$', 'weil$', 'während$', 'als$', 'sobald$', 'obwohl$', 'sodass$', 'so dass$'],
    // prettier-ignore
    dummySubject: ['zu$'],
    // prettier-ignore
    hypothetical: ['könnte$', 'könnten$', 'würde$', 'würden$', 'wäre$', 'wären$'],
  },
  // prettier-ignore
  relations: ['weil', 'wegen', 'aufgrund', 'ausgenommen', 'Annahme', 'angenommen', 'abhängig', 'Voraussetzung', 'Vergleich', 'vergleichbar', 'mindestens'],
  comparisonGroups: ['Vergleichsgruppe', 'Kontrollgruppe'],
  targets: ['ziel', 'meilenstein', 'mindest', 'mindestens', 'wenigstens'],
  commitments: [
    'unser anspruch',
    'wir verpflichten uns',
    'wir haben uns verpflichtet',
    'unser ziel ist',
    'wir wollen',
    'zweck',
    'ziel dieser',
    'ziel des',
    'diese arbeit',
    'wir schlagen vor',
  ],
  // The programme a document announces (decision 171): a count of things and the words that take them in turn.
  enumerations: {
    counts: ['zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun', 'zehn'],
    ordinals: ['erstens', 'zweitens', 'drittens', 'viertens', 'schließlich', 'letztens'],
  },
  // A speaker's own stance on a talk's slide (decision 162): the line a talk that states no point builds to.
  stances: {
    cues: [
      'wir wollen',
      'wir möchten',
      'wir müssen',
      'wir brauchen',
      'wir glauben',
      'bevorzugt',
      'der Schlüssel ist',
      'der Schlüssel zu',
      'entscheidend ist',
      'kurz gesagt',
      'kurzum',
      'unterm Strich',
      'worauf es ankommt',
    ],
    emphasis: ['NICHT', 'KEIN', 'KEINE', 'NIE'],
    contrastOpeners: ['aber$', 'doch$', 'jedoch$'],
    we: ['wir$', 'unser'],
    audience: [
      'euch',
      'euer',
      'eure',
      'euren',
      'eurem',
      'eurer',
      'eures',
      'dich',
      'dir',
      'dein',
      'deine',
      'deinen',
      'deinem',
      'deiner',
    ],
    formalAudience: ['Sie', 'Ihr', 'Ihre', 'Ihren', 'Ihrem', 'Ihrer', 'Ihres', 'Ihnen'],
  },
  // How a talk calls on its audience to act (decision 174): what it asks them to do, what it wants of them.
  calls: {
    verbs: [
      'macht mit',
      'mach mit',
      'machen Sie mit',
      'tretet der',
      'treten Sie der',
      'probiert',
      'probieren Sie',
      'laden Sie',
      'installiert',
      'installieren Sie',
      'reicht eure',
      'reichen Sie Ihre',
      'meldet euch',
      'melden Sie sich',
      'besucht',
      'besuchen Sie',
      'kommt zu',
      'kommen Sie zu',
      'schickt uns',
      'schicken Sie uns',
    ],
    wants: ['wir brauchen', 'wir wollen', 'wir suchen', 'wir freuen uns über', 'gesucht:'],
    intentions: ['zu$', 'dass$'],
    intentionEndings: ['en'],
    obliges: [
      'ihr solltet',
      'ihr müsst',
      'du solltest',
      'du musst',
      'Sie sollten',
      'Sie müssen',
      'solltet ihr',
      'solltest du',
      'sollten Sie',
    ],
  },
  causes: ['wegen', 'aufgrund', 'getrieben durch', 'getrieben von', 'dank$', 'infolge', 'verursacht durch'],
  // What limits a claim ("only", "at most", "requires"): a question asks what the claim still holds under it.
  // prettier-ignore
  limits: ['nur$', 'höchstens', 'bestenfalls', 'weniger als', 'noch nicht', 'außer$', 'ausgenommen', 'erfordert', 'setzt voraus', 'bis zu', 'maximal', 'begrenzt auf'],
  // A note that says for whom its slide's figure holds, or what explains the change it shows (decision 144).
  qualifiers: {
    // prettier-ignore
    holdsFor: ['gilt nur', 'gelten nur', 'gilt für', 'gelten für', 'bezieht sich nur', 'beziehen sich nur', 'betrifft nur', 'betreffen nur', 'nur für'],
    // prettier-ignore
    changes: ['anstieg', 'sprung', 'zuwachs', 'wachstum', 'rückgang', 'einbruch', 'steigerung'],
    // prettier-ignore
    explains: ['enthält', 'beinhaltet', 'kommt von', 'kommt aus', 'stammt aus', 'geht auf', 'zurückzuführen', 'wegen', 'aufgrund', 'dank$', 'weil$', 'liegt an'],
  },
  // What marks a figure as an estimate or projection: a question asks what it rests on.
  // prettier-ignore
  estimates: ['geschätzt', 'schätzung', 'prognos', 'erwartet', 'voraussichtlich', 'potenzial', 'einsparung', 'ungefähr', 'rund$'],
  // What weighs a case (a payback, a saving, a cost): a figure that carries the argument.
  // prettier-ignore
  caseFigures: ['amortis', 'einspar', 'kosten', 'budget', 'rendite', 'roi$', 'break-even', 'ausfall'],
  // A small sample a figure rests on, a change still pending, a feature in preview (decision 096).
  // prettier-ignore
  samples: ['zufällig', 'ausgewählt', 'stichprobe', 'befragte', 'teilnehmer', 'teilnehmende', 'befragt', 'umfrage', 'befragung'],
  // prettier-ignore
  pending: ['vorgeschlagen', 'in prüfung', 'wird überdacht', 'steht aus', 'ausstehend', 'vorbehaltlich'],
  preview: ['vorschau', 'preview$', 'beta$'],
  // Words that name no figure alone ("Result for the Tanneurs"): a heading before such a label stays (decision 140).
  vagueLabels: [
    'ergebnis',
    'gesamt',
    'summe',
    'wert',
    'betrag',
    'zahl',
    'anzahl',
    'status',
    'stand$',
    'durchschnitt',
    'sonstig',
  ],
  // A position in a ranking and what moves it ("fell from 2nd to 15th", "#3 in 2021, #5 in 2025"); an ordinal
  // before one of `scales` ("25th percentile") is no rank. `ordinals` are suffixes after a number.
  // prettier-ignore
  ranks: {
    words: ['platz$', 'rang$', 'rangplatz', 'position$'],
    ordinals: [],
    moves: ['fiel', 'gefallen', 'sank', 'gesunken', 'rutschte', 'abgerutscht', 'stieg', 'gestiegen', 'kletterte', 'aufgestiegen', 'von$'],
    scales: ['perzentil', 'quartil', 'quintil', 'dezil', 'jahrhundert', 'jubiläum', 'auflage', 'klasse$', 'stock$'],
  },
  // What the deck itself leaves open ("no data to support this", "future work"): a reader asks what would settle it.
  // prettier-ignore
  // The noun a deck names one of its options by ("option B"), and the measures where more is worse (cost, time,
  // risk): the recommended option's downside a reader weighs against the others (decision 134).
  optionNouns: ['option$', 'variante$', 'alternative$', 'szenario$', 'optionen$', 'varianten$', 'alternativen$', 'szenarien$'],
  // The word by which a table or list marks the option it chooses ("(recommended)"; decision 201).
  chosenMarks: ['empfohlen', 'bevorzugt', 'gewählt', 'favorisiert'],
  // What a dated end says ("funding ends on 30 September 2027"): why a recommendation must be decided now (decision 201).
  endsOn: ['endet', 'ausläuft', 'abläuft', 'verfällt', 'befristet bis'],
  // prettier-ignore
  burdens: ['kosten', 'investition', 'capex', 'zeit$', 'dauer', 'zeitraum', 'umsetzungszeit', 'aufwand', 'amortisation', 'risiko', 'verzögerung'],
  riskLists: ['risiken$'],
  questionNouns: ['frage$', 'fragen$', 'fragestellung'],
  openQuestions: ['offene Frage'],
  openIssues: [
    'noch offen',
    'noch nicht entschieden',
    'noch nicht beschlossen',
    'keine daten',
    'keine belastbaren daten',
    'noch unklar',
    'noch nicht bekannt',
    'offene frage',
    'offenes problem',
    'bleibt abzuwarten',
    'zukünftige arbeit',
    'künftige arbeiten',
    'noch zu klären',
    'noch zu bestimmen',
  ],
  // prettier-ignore
  audiencePrompts: ['fragen sie sich', 'frag dich', 'fragen zur selbstprüfung', 'checkliste', 'selbstcheck', 'selbsttest', 'quiz', 'leitfragen', 'reflexionsfragen', 'diskutieren sie'],
  amountBases: ['netto', 'brutto', 'pro$', 'je$'],
  baseCases: ['basisszenario', 'basisfall', 'basis$', 'base case', 'basisplan', 'hauptszenario'],
  returnMeasures: ['irr', 'roi$', 'kapitalwert', 'interner zinsfuß', 'rendite', 'moic$', 'npv$'],
  downsideCases: ['pessimistisch', 'Negativszenario', 'Worst Case', 'ungünstig'],
  assumptions: ['annahme', 'unter der annahme', 'wir nehmen an', 'vorausgesetzt'],
  provisos: ['sofern', 'solange', 'unter der bedingung'],
  progressOf: ['von'],
  // Words closing a slide title that say how the slide treats its subject ("in detail"), not what it is.
  timeLimits: {
    before: ['innerhalb von', 'innerhalb', 'binnen', 'spätestens nach'],
    periods: ['tag', 'werktag', 'arbeitstag', 'woche', 'monat', 'stunde'],
  },
  approvals: ['genehmigung', 'freigabe', 'zeichnungsbefugnis', 'befugnis', 'kompetenzordnung'],
  reserves: ['reserve', 'unvorhergesehen', 'unvorhersehbar', 'puffer', 'risikozuschlag'],
  cashBalances: ['Liquidität', 'liquide Mittel', 'Barmittel', 'Kassenbestand', 'Kontostand', 'Cash$'],
  ownEntries: ['vorgeschlagen', 'unser', 'diese arbeit$', 'dieses papier$'],
  titleTails: ['im Detail', 'im Überblick', 'erklärt'],
  ranges: { to: ['bis'], between: ['zwischen'], and: ['und'], from: ['von'] },
  perUnit: ['pro', 'je'],
  sensitivity: {
    conditional: ['wenn', 'falls', 'sofern'],
    insteadOf: ['statt', 'anstatt', 'anstelle von', 'und nicht'],
    pointsBack: ['dieser', 'diese', 'dieses', 'diesen', 'jener', 'jene', 'jenes'],
    namedBy: ['der', 'des', 'von'],
  },
  // prettier-ignore
  discussion: ['diskutieren wollen', 'diskutieren will', 'besprechen wollen', 'besprechen will', 'fragen wird', 'fragen werden', 'zur Diskussion', 'offene Frage'],
  // prettier-ignore
  subordinators: ['wenn$', 'falls$', 'weil$', 'obwohl$', 'während$', 'sobald$', 'bevor$', 'nachdem$', 'da$', 'sofern$'],
  // prettier-ignore
  openEnds: ['der', 'die', 'das', 'den', 'dem', 'des', 'ein', 'eine', 'einen', 'einem', 'einer', 'und', 'oder', 'mit', 'von', 'zu', 'zum', 'zur', 'für', 'auf', 'im', 'bei', 'aus', 'nach', 'über'],
  // prettier-ignore
  selfNotes: ['könnte man', 'könnte ich', 'evtl.', 'eventuell noch', 'todo$', 'noch einfügen', 'noch ergänzen', 'schrift größer', 'folie anpassen', 'muss noch', 'nicht vergessen'],
  // prettier-ignore
  toldThat: ['darauf hinweisen, dass', 'betonen, dass', 'erwähnen, dass', 'erklären, dass', 'klarstellen, dass', 'vorwegnehmen, dass', 'sagen, dass', 'daran erinnern, dass'],
  defines: ['ist ein$', 'ist eine$', 'bietet', 'ermöglicht'],
  // prettier-ignore
  keyIdea: ['das eigentliche Geheimnis$', 'das wahre Geheimnis$', 'die Grundidee$', 'die Kernidee$', 'der Kerngedanke$', 'die zentrale Idee$', 'der entscheidende Unterschied$', 'der große Unterschied$'],
  // prettier-ignore
  instructs: ['achten Sie darauf', 'achte darauf', 'denken Sie daran', 'denk daran', 'vergessen Sie nicht', 'im Zweifel', 'behalten Sie', 'verwenden Sie immer', 'nutzen Sie immer'],
  // Asks said as an announcement, a list of what others ask for, or a quoted call (decision 189).
  announcedAsks: {
    // prettier-ignore
    soon: ['nächste Woche', 'nächsten Woche', 'diese Woche', 'morgen$', 'heute Abend', 'nächsten Monat'],
    // prettier-ignore
    registers: ['Rabatt', 'Rabattcode', 'Gutschein', 'anmelden', 'Anmeldung', 'Tickets', 'Frühbucher', 'registrieren'],
    // prettier-ignore
    askedFor: ['fordert', 'fordern', 'verlangt', 'verlangen', 'wünscht sich', 'wünschen sich', 'wir brauchen', 'was wir brauchen'],
    // prettier-ignore
    askedForOpens: ['gefordert von', 'gewünscht von', 'was fordert', 'was verlangt'],
    // prettier-ignore
    callsOn: ['ich fordere', 'wir fordern', 'ich rufe', 'wir rufen', 'ich appelliere', 'wir appellieren'],
  },
  // A learner's setup slide and a lead-in that names a need before its tool (decision 189).
  learnerSteps: {
    // prettier-ignore
    setup: ['Installation', 'installieren', 'Einrichtung', 'einrichten', 'Erste Schritte'],
    // prettier-ignore
    needs: ['wenn Sie wissen wollen', 'wenn du wissen willst', 'wenn Sie', 'wenn du', 'bevor Sie', 'bevor du'],
  },
  asksWho: ['wessen aufgabe', 'wessen verantwortung', 'wer sollte', 'wer soll$', 'wer muss', 'wer wird'],
  phrases: {
    points: 'Prozentpunkte',
    versus: 'gegenüber',
    multipleOf: '{high} hat {multiples} von {low}',
    timesThe: 'das {multiple}-Fache an {measure}',
    concentration: '{first} und {second} machen {share} der Gesamtsumme {total} aus',
    growth: '{series}: {multiple}x von {first} ({firstLabel}) auf {last} ({lastLabel})',
    against: '{measure} gegenüber {other}: {result}',
    shareOf: '{measure} sind {share} von {other}',
    withinRange: '{measure}: innerhalb der Spanne von {range}',
    aboveRange: '{measure}: {gap} über der Spanne von {range}',
    belowRange: '{measure}: {gap} unter der Spanne von {range}',
    ofPlan: '{share} vom {plan}',
    overPlan: '{share} über {plan}',
    section: 'Als Nächstes: {item}',
    decision: '{result}; zur Entscheidung: {ask}',
    list: '{items} und {last}',
    forOption: '{figure} für {option}',
    ticked: '{label}: angekreuzt',
  },
  scales: ['Tsd.', 'Tausend', 'Mio.', 'Million', 'Mrd.', 'Milliarde'],
  notesLabels: {
    aim: ['Ziel', 'Ziele', 'Lernziel', 'Lernziele', 'Ziel der Folie'],
    notes: ['Notizen', 'Anmerkungen', 'Sprechernotizen', 'Referentennotizen'],
    direction: ['Animation', 'Klick', 'Übergang', 'Aussprache', 'Pause'],
  },
  gaps: {
    competition: {
      finding: 'Das Dokument nennt keine Wettbewerber',
      question: 'Wer bedient diese Kunden noch, und warum wählen sie dieses Produkt?',
    },
    'unit-economics': {
      finding: 'Das Dokument nennt weder Churn noch CAC noch Kundenwert',
      question: 'Wie hoch sind Churn und Kundengewinnungskosten, und tragen sie den Wachstumsplan?',
    },
    runway: {
      finding: 'Das Dokument nennt keine Finanzierungsreichweite',
      question: 'Für wie viele Monate reicht das Geld, und welchen Meilenstein muss die Runde erreichen?',
    },
    pipeline: {
      finding: 'Der Bericht zeigt weder Pipeline noch Auftragseingang',
      question: 'Was enthält die Pipeline für die nächste Periode, und deckt sie das Ziel?',
    },
    cost: {
      finding: 'Die Empfehlung nennt keine Kosten',
      question: 'Was kostet die Empfehlung, und welcher Ertrag bezahlt sie?',
    },
    timeline: {
      finding: 'Die Empfehlung nennt keinen Zeitplan',
      question: 'Wann wird die Empfehlung umgesetzt, und wer verantwortet welchen Schritt?',
    },
  },
  // prettier-ignore
  thesis: {
    subjects: ['dieser bericht', 'diese studie', 'dieser beitrag', 'dieses papier', 'diese arbeit', 'diese rede', 'der bericht', 'die studie', 'unsere ergebnisse', 'wir$'],
    verbs: ['argumentier', 'zeig', 'schließ', 'schliess', 'stellt', 'beleg', 'untersuch', 'empfehl', 'empfiehlt', 'erklär', 'schläg', 'kommt zu', 'finde'],
    conclusions: ['zusammenfassend', 'abschließend', 'fazit', 'insgesamt zeigt'],
    verdicts: ['empfehlung:', 'unsere empfehlung', 'wir empfehlen', 'unser fazit', 'fazit:', 'wir kommen zu dem schluss', 'schlussfolgerung:'],
  },
  recommends: {
    // prettier-ignore
    forms: ['sollte', 'sollten', 'soll$', 'sollen$', 'muss$', 'müssen$', 'wir empfehlen', 'es wird empfohlen', 'empfiehlt sich', 'es ist notwendig', 'ist erforderlich', 'es bedarf'],
    // A form that needs a subject before it (decision 181).
    personal: ['sollte', 'sollten', 'soll$', 'sollen$', 'muss$', 'müssen$'],
    // prettier-ignore
    reported: ['laut$', 'zufolge', 'sagt$', 'sagte', 'meint', 'meinte', 'behauptet', 'fordert', 'forderte', 'nach ansicht'],
    supposing: ['würde', 'würden', 'könnte', 'könnten', 'dürfte', 'ob$'],
    conditions: ['jedes Mal', 'immer wenn', 'wenn$', 'falls$', 'sofern', 'sollte es', 'sollten sie'],
    // prettier-ignore
    proposes: ['ein erster Schritt wäre', 'ein erster Schritt ist', 'eine Möglichkeit wäre', 'eine Option wäre', 'es spricht viel dafür', 'gute Gründe dafür', 'eingeführt werden', 'ausgeweitet werden', 'angewandt werden', 'angewendet werden', 'entwickelt werden', 'geschaffen werden', 'könnte helfen', 'könnten helfen'],
  },
  // What a talk or lecture leaves open or leaves out (decision 164).
  deckQuestions: {
    // prettier-ignore
    questionSlides: ['offene punkte', 'offene frage', 'offene fragen', 'fragen$', 'ungeklärt', 'zu klären', 'zu entscheiden', 'tbd$'],
    // prettier-ignore
    unsettledAnswers: ['hoffen', 'hoffentlich', 'wir erwarten', 'im gespräch', 'in gesprächen', 'arbeiten daran', 'noch nicht', 'noch offen', 'unklar', 'hängt ab'],
    // prettier-ignore
    callsToTakePart: ['wir wollen mehr', 'wir suchen projekte', 'unsere türen stehen offen', 'machen sie mit', 'macht mit', 'mitmachen', 'beiträge willkommen', 'aufruf zur teilnahme', 'call for papers', 'mitglied werden'],
    // prettier-ignore
    waysToTakePart: ['bewerben', 'bewerbung', 'einreichen', 'einreichung', 'anmelden', 'anmeldung', 'registrieren', 'so machen sie mit', 'kontaktieren sie uns', 'mitgliedsbeitrag', 'frist'],
    // prettier-ignore
    adequacyClaims: ['gut genug', 'ausreichend für', 'hinreichend genau', 'genau genug', 'akzeptabel für'],
    errorMeasures: ['fehler', 'toleranz', 'genauigkeit', 'abweichung', 'snr$'],
    takePart:
      '„{line}“: Wie macht man mit, nach welchem Verfahren und welchen Kriterien, und wer entscheidet?',
    adequacy: '„{line}“: Nach welchem Fehlermaß, und wie viel Fehler ist dort hinnehmbar?',
    // prettier-ignore
    speedClaims: ['schneller', 'leistung', 'performance', 'beschleunig', 'durchsatz', 'latenz', 'verbesserung'],
    // prettier-ignore
    baselines: ['als$', 'verglichen', 'im vergleich', 'gegenüber', 'vs$', 'basislinie', 'referenz', 'benchmark', 'arbeitslast', 'workload', 'gemessen an', 'gemessen mit'],
    // prettier-ignore
    portabilityClaims: ['portabel', 'portierbar', 'portiert auf', 'läuft überall', 'läuft auf jeder', 'läuft auf allen', 'plattformübergreifend', 'ursprünglich für', 'ursprünglich nur', 'läuft jetzt auf', 'jetzt verfügbar für', 'jetzt auch auf'],
    // prettier-ignore
    portabilityLimits: ['nicht unterstützt', 'noch nicht', 'nicht ganz', 'einschränkung', 'beschränkt auf', 'außer', 'nur unter', 'nur auf', 'bekannte probleme', 'funktioniert nicht', 'nicht verfügbar'],
    // prettier-ignore
    futureClaims: ['in zukunft werden wir', 'künftig werden wir', 'in einer künftigen version', 'in künftigen versionen', 'wird migriert', 'werden migriert', 'wird ergänzt', 'wird verfügbar sein', 'wird unterstützt werden', 'auf der roadmap', 'geplant für', 'demnächst', 'nächste release', 'nächsten release', 'nächste version'],
    speedUp: '„{line}“: Gemessen an welcher Arbeitslast, und gegenüber welcher Basis?',
    portability: '„{line}“: Was wird dort noch nicht unterstützt, und was bricht beim Umstieg?',
    roadmap: '„{line}“: Bis wann, und wovon hängt es ab?',
    // A prediction of a gain, and what a turn warns of (decision 203).
    // prettier-ignore
    predictionCues: ['erwarten', 'erwartet', 'voraussichtlich', 'rechnen mit', 'prognose', 'prognostiz', 'dürfte'],
    // prettier-ignore
    warningCues: ['risiko', 'riskier', 'lock-in', 'abhängigkeit', 'gefahr', 'gefährd', 'bedroh', 'vorsicht', 'öffnet die tür', 'öffnet tür und tor', 'eröffnet raum für', 'fallstrick'],
    prediction: '„{line}“: Gegenüber welcher Basis, und welche Belege gibt es bisher?',
    warning: '„{line}“: Wer ist betroffen, wenn es eintritt, und was schützt davor?',
    // A multiple's unit word ("3-fold"), and the question on one claim stated with two multiples (decision 203).
    folds: ['fach$', 'fache$', 'fachen$'],
    restated: '„{first}“ gegenüber „{second}“: Welche Zahl gilt, und unter welchen Bedingungen?',
  },
  questions: {
    variance:
      'Was erklärt die Abweichung bei {subject} ({figure} gegenüber {plan}), und wiederholt sie sich?',
    concentration: 'Wie stark hängt das Ganze an {subject} ({figure}), und was würde das verringern?',
    growth: 'Was muss gelten, damit {subject} von {figure} aus weiter wächst?',
    assumption: 'Worauf beruht {subject} ({figure}), und was würde es ändern?',
    limit: '„{limit}“: Was leistet {subject} dann noch?',
    target: 'Was muss gelten, damit {subject} von {figure} auf {plan} kommt?',
    share: 'Wie viel mehr von {plan} kann {subject} ({figure}) gewinnen, und wie schnell?',
    contrast: 'Was erklärt den Abstand zwischen {figure} und {plan} bei {subject}, und welcher Wert zählt?',
    cause: '{subject} ({figure}): Was erklärt diesen Wert, und was würde ihn ändern?',
    recurrence: '{subject}: Was war die Ursache, und kann es sich wiederholen?',
    decision: 'Was passiert, wenn „{subject}“ ({figure}) nicht rechtzeitig beschlossen wird?',
    spread: '{subject}: Was unterscheidet {figure} von {plan}, und was würde den Abstand schließen?',
    evidence:
      '{subject}: {figure} gegenüber {plan} in der Vergleichsgruppe. Sind die beiden Gruppen vergleichbar, und hält der Abstand in größerem Umfang?',
    closes: '{subject} ({figure} gegenüber {plan}): Schließen {ask} die Lücke, und was kostet es bis dahin?',
    causeShare:
      '{subject} ({figure} gegenüber {plan}), Ursache „{cause}“: Wie viel der Abweichung erklärt sie, und was bleibt ohne sie?',
    discussedAsk: '{subject}: Was muss gelten, bevor {ask} ausgegeben werden?',
    askFor: '{amount} für {ask}',
    targetDriver: '{subject} von {figure} auf {plan}: Was, wenn {driver} nicht erreicht wird?',
    today: 'heute {figure}',
    sample: '„{claim}“ beruht auf {sample}: Wie weit gilt es darüber hinaus?',
    pending: 'Wenn „{line}“ kommt, was ändert sich für {subject}, und was, wenn nicht?',
    preview: '{subject}: „{line}“. Kann man sich darauf verlassen, bevor es final ist?',
    range: 'Warum {figure} für {subject}, wenn die Präsentation auch „{range}“ nennt?',
    moved:
      '{subject}: „{line}“. Was hat das bewegt, eine eigene Veränderung oder die der anderen, und wird es halten?',
    rankReason: '{subject}: „{rank}“, weil „{reason}“. Wo stünde es allein nach den übrigen Belegen?',
    openQuestion: 'Wie wird {subject} ausfallen?',
    openIssue: '{subject}: „{line}“. Was würde das klären, und bis wann?',
    restsOn: '{result} beruht auf {driver}{from}. Was muss dafür gelten, und was, wenn es verfehlt wird?',
    downside: '{result} ({case}) beruht auf {drivers}. Was wiegt am schwersten?',
    assumes:
      '{subject} ({figure}) setzt „{assumption}“ voraus: wie weit ändert es sich, wenn das nicht gilt?',
    askOfCash:
      'Was bleibt nach {measure} ({share} von {other}), wie lange reicht es, und was, wenn es teurer wird?',
    pace: '{subject}: {progress} am {asOf}; {target} bis {due} verlangt etwa {rate} pro Woche. Hält dieses Tempo?',
    risk: '„{risk}“: Wie wird damit umgegangen, und was kostet es, wenn es eintritt?',
    riskMitigated: '„{risk}“: Reicht „{mitigation}“ aus, und ab wann wirkt es?',
    riskEnds: '„{risk}“: Reicht „{mitigation}“ aus, und was geschieht nach dem {date}, wenn nicht?',
    deadline: '{rule}: Was passiert, wenn das versäumt wird, und wer prüft es?',
    reserveRisk: 'Reicht {reserve} von {figure}, wenn „{risk}“ eintritt?',
    eachApplies:
      '{high} ({highFigure}) gegenüber {low} ({lowFigure}): Was kostet {high} mehr als {low}, und wann gilt welches?',
    approvalLimits:
      '{subject} ({limits}): Was verhindert, dass ein Antrag geteilt wird, um unter einer Grenze zu bleiben?',
    tradeOff:
      '„{option}“: {measure} {value}, gegenüber {best} bei „{other}“. Wie wird der Unterschied aufgefangen?',
    // A result table's own row against its closest alternative; a before and after's row that moves least, or
    // the one that moves most asked what it was measured on (decision 179).
    ownAdvantage:
      '{own}: {figure} gegenüber {other} bei {rival}. Was kostet dieser Vorteil, und wann gilt er nicht?',
    unevenGain: '{weak}: nur {weakChange}, während {strong} {strongChange} erreicht. Was bremst es?',
    measuredOn:
      '{row} {change}: gemessen mit welcher Last und welchem Aufbau, und gilt das auch außerhalb dieses Tests?',
    breakEven:
      '{subject} liegt bei {figure}: Bei welchem Preis, welcher Menge oder welchen Kosten erreicht er null?',
    // Only when the deck states a plan, budget or target with a figure: else the clause presumes one.
    breakEvenPlan:
      '{subject} liegt bei {figure}: Bei welchem Preis, welcher Menge oder welchen Kosten erreicht er null, und wie weit ist das vom Plan entfernt?',
  },
  // Cue words and abbreviations (cue-words-schema.ts says how each list matches), filled like prose.
  // prettier-ignore
  cues: {
    action: [
      'muss$', 'müssen', 'sollte', 'sollten', 'soll$', 'sollen', 'wir empfehlen', 'empfehl', 'notwendig',
      'erforderlich', 'nächster schritt', 'nächste schritte', 'frist', 'bis zum', 'bis ende', 'wir bitten',
      'verantwortlich:', 'zu entscheiden', 'freigabe', 'genehmig',
      // An ask in the passive: what the deck seeks from its audience ("Feedback … is actively sought").
      'ist willkommen', 'sind willkommen', 'erwünscht', 'wird erbeten', 'werden erbeten',
    ],
    imperative: [
      'durchführen',
      'beantragen', 'einstellen', 'starten', 'abschließen', 'genehmigen', 'freigeben', 'prüfen', 'planen',
      'liefern', 'ausbauen', 'erweitern', 'reduzieren', 'senken', 'vorbereiten', 'einreichen',
      'unterzeichnen', 'sichern', 'aufbauen', 'migrieren', 'einführen', 'umsetzen', 'schulen',
      'veröffentlichen', 'kontaktieren', 'bestätigen', 'entscheiden', 'aktualisieren', 'senden',
      'investieren', 'eröffnen', 'präsentieren', 'definieren', 'verhandeln', 'verlängern', 'benennen',
      'zuweisen', 'bewerten', 'rekrutieren', 'beauftragen',
    ],
    imperativeAtEnd: true,
    // Verbs a role's duties open with, beyond the action verbs: said under the heading that names the role.
    dutyVerb: ['koordinieren', 'bereitstellen', 'unterstützen', 'mitwirken', 'pflegen', 'verwalten', 'überwachen', 'betreuen', 'begleiten', 'beraten', 'teilnehmen', 'berichten'],
    actionTitle: [
      // A slide addressed to its audience's role lists what they are to do (decision 120).
      'ihre rolle', 'deine rolle', 'ihre aufgaben', 'was sie tun',
      'entscheidung', 'hausaufgabe', 'nächste schritte', 'maßnahmen', 'aktionen', 'empfehlungen',
      'empfehlung', 'to-dos', 'aufgaben', 'unsere bitte', 'handlungsbedarf', 'mittelverwendung',
      'entscheidungen', 'aktionsplan', 'handlungsaufruf', 'aufruf zum handeln',
    ],
    supplementTitle: ['anhang', 'anlage', 'backup'],
    modal: ['muss$', 'müssen$', 'sollte', 'sollten', 'soll$', 'sollen$', 'könnte', 'könnten', 'dürfen'],
    obligation: [
      'muss$', 'müssen$', 'sollte', 'sollten', 'soll$', 'sollen$', 'wird verpflichtend', 'ist verpflichtend',
      'wird vorgeschrieben', 'ist vorgeschrieben',
    ],
    // A line that only dates the slide's decision opens so ("Decision needed by 4 December 2026").
    deadlineLead: [
      'Entscheidung bis', 'Entscheidung erforderlich bis', 'Entscheidung nötig bis', 'Entscheidung benötigt bis',
      'Beschluss bis', 'Freigabe bis', 'Frist', 'fällig bis', 'spätestens bis',
    ],
    // What a thing needs: a line holding only this states a requirement, it asks nothing ("Tight control of the
    // timebase required to avoid this error"); off an action slide it is a fact.
    requirement: [
      'erforderlich', 'notwendig', 'nötig', 'benötigt', 'verlangt',
    ],
    // A heading over the lines that tell how ("How to provide feedback.") opens so.
    howTo: [
      'wie man', 'wie sie', 'so geht', 'wo man', 'wie wir',
    ],
    anaphor: ['es', 'er', 'dies', 'dieses'],
    talk: [
      'diese folie', 'nächste folie', 'die wichtigste folie', 'in dieser präsentation', 'in diesem vortrag',
    ],
    talkLead: [
      'falls gefragt', 'wenn gefragt', 'falls jemand fragt', 'erwähnen', 'sagen', 'betonen', 'hinweisen',
    ],
    housekeeping: ['vielen dank', 'danke$', 'herzlichen glückwunsch', 'rabattcode', 'gutscheincode', 'ankündigungen$', 'folgen sie uns', 'melden sie sich an', 'noch fragen'],
    questionOpener: [
      'ist', 'sind', 'hat', 'haben', 'wird', 'werden', 'kann', 'können', 'wie', 'warum', 'wer', 'welche',
      'welcher', 'gibt es',
    ],
    copula: ['ist$', 'sind$', 'war$', 'waren$', 'hat$', 'haben$', 'wird$', 'werden$', 'kann$'],
    bioTitle: [
      'team', 'unser team', 'über mich', 'zur person', 'referent', 'referentin', 'sprecher', 'biografie',
      'gründer',
    ],
    summaryTitle: [
      'kernbotschaft', 'das wichtigste', 'auf den punkt', 'zusammenfassung', 'fazit', 'überblick',
      'kernaussagen', 'highlights', 'auf einen blick', 'ergebnisse', 'management summary',
    ],
    insight: {
      risk: [
        'risik', 'gefahr', 'bedrohung', 'verlust', 'verzöger', 'kündigung', 'abwanderung', 'schwachstelle', 'verschiebung',
      ],
      growth: [
        'wachs', 'wächst', 'wuchs', 'gestiegen', 'steiger', 'steigt', 'anstieg', 'zuwachs', 'verdoppel',
        'verdreifach', 'verbesser', 'plus$',
      ],
      market: ['markt', 'marktanteil', 'kunden', 'nutzer', 'segment', 'wettbewerb', 'verbreitung'],
      money: [
        'marge', 'umsatz', 'gewinn', 'kosten', 'ebitda', 'liquidität', 'preis', 'budget', 'einsparung',
        'erlös', 'ertrag', 'ausgaben', 'finanzierung', 'rendite', 'bewertung',
      ],
      comparison: [
        'gegenüber', 'im vergleich', 'verglichen', 'vs$', 'als$', 'rückgang', 'gesunken', 'sinkt', 'ziel',
        'prognose',
      ],
    },
    questions: {
      risk: 'Wie lassen sich die Risiken bei {topic} begrenzen, und wer ist verantwortlich?',
      growth: 'Was treibt {topic}, und ist das nachhaltig?',
      market: 'Welcher Anteil an {topic} ist realistisch zu gewinnen, und bis wann?',
      money: 'Auf welchen Annahmen beruht {topic}, und was würde es ändern?',
      general: 'Welche Belege stützen {topic}, und was würde den Plan ändern?',
    },
    boilerplate: [
      'copyright', 'alle rechte vorbehalten', 'lizenziert unter', 'unter der lizenz', 'unter einer lizenz',
      'creative commons', 'cc by', 'vertraulich', 'streng vertraulich', 'nur für den internen gebrauch',
      'interner gebrauch',
      'kartellrechtlicher hinweis', 'kartellrechtliche hinweise', 'kartellrechtsrichtlinie', 'antitrust policy', 'haftungsausschluss', 'rechtlicher hinweis', 'rechtliche hinweise', 'zukunftsgerichtete aussagen', 'zukunftsbezogene aussagen', 'eingetragene marken', 'eingetragene warenzeichen', 'ohne gewähr',
    ],
    footnoteLabel: ['hinweis', 'anmerkung', 'anm.', 'fußnote'],
    frameTitle: [
      'agenda', 'tagesordnung', 'inhalt', 'inhaltsverzeichnis', 'gliederung', 'übersicht der themen',
      'einleitung', 'einführung', 'fragen', 'fragen und antworten', 'offene fragen', 'danke', 'vielen dank',
      'vielen dank für ihre aufmerksamkeit', 'willkommen', 'herzlich willkommen', 'anhang', 'quellen',
      'literatur', 'impressum',
    ],
    chart: {
      extremes: '{high} am höchsten mit {highValue} und {low} am niedrigsten mit {lowValue}',
      fromTo: 'von {first} ({firstLabel}) auf {last} ({lastLabel})',
      againstPlan: '{category}: {actual} bei einem Plan von {plan}',
    },
    sectionLabel: [
      'projektbeschreibung', 'beschreibung', 'methodik', 'methode', 'methoden', 'designfragen', 'design',
      'hintergrund', 'kontext', 'zusammenfassung', 'einleitung', 'einführung', 'ziele', 'ziel', 'umfang',
      'ansatz', 'ergebnisse', 'diskussion', 'fazit', 'schlussfolgerungen', 'literatur', 'zweck',
      'lieferumfang', 'zeitplan', 'bewertung', 'anforderungen', 'grenzen', 'befunde', 'kriterien', 'anhang',
      'gesamt', 'summe',
    ],
    labels: {
      notes: 'Notizen',
      noText: 'Diese Folie enthält keinen Text.',
      titleOnly: 'Nur Titel.',
      code: 'Codebeispiel.',
      noTextPages: 'Diese Seiten enthalten keinen Text.',
      picture: 'Bild',
      pictureOnly: 'Ein Bild oder Schaubild ohne Text.',
      chartOnly: 'Ein Diagramm ohne Beschriftungen.',
      diagramOnly: 'Ein Schaubild ohne Text.',
      drawing: 'Ein Diagramm oder Schaubild mit den Beschriftungen',
    },
  },
  // prettier-ignore
  abbreviations: [
    'z. b', 'z.b', 'd. h', 'd.h', 'u. a', 'u.a', 'bzw', 'ca', 'vgl', 'ggf', 'inkl', 'exkl', 'zzgl', 'usw',
    'etc', 'nr', 'mio', 'mrd', 'tsd', 'dr', 'prof', 'hr', 'fr', 'str', 'abs', 'bspw', 'evtl', 'max', 'min',
    'jan', 'feb', 'apr', 'jun', 'jul', 'aug', 'sep', 'mär', 'sept', 'okt', 'nov', 'dez', 'vs', 's', 'gem',
    'lt', 'mind',
    // Rules' and statutes' references (decision 205).
    'i. s', 'i.s', 'i. s. d', 'i.s.d', 'isd', 'i. s. v', 'i.s.v', 'isv', 'i. v. m', 'i.v.m', 'ivm', 'u. u', 'u.u', 'grds', 'bzgl', 'ggü', 'v', 'lit', 'ziff', 'rn', 'rdnr', 'hs', 'kap', 'a. a. o', 'h. m', 'st. rspr', 'vorl',
  ],
  // Words after which a number with a full stop is an ordinal ("des 55. Lebensjahres"), not a sentence's end.
  // prettier-ignore
  ordinalLeads: ['der', 'die', 'das', 'des', 'dem', 'den', 'am', 'im', 'vom', 'zum', 'zur', 'beim', 'ein', 'eine', 'einer', 'eines', 'einem', 'einen', 'sein', 'seine', 'seines', 'seinem', 'ihr', 'ihre', 'ihres', 'ihrem', 'dieser', 'dieses', 'diesem', 'vollendeten'],
}
