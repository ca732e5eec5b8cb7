import type { DeckWordsData } from './deck-words-schema'

// Spanish words for a deck's structure; see deck-words-schema.ts for how they match.
export const es: DeckWordsData = {
  roles: {
    'executive-summary': ['resumen ejecutivo', 'mensajes clave', '=resumen', '=síntesis'],
    problem: ['problema', 'el reto', 'desafío'],
    solution: ['solución', 'nuestro producto', 'cómo funciona', 'qué hacemos'],
    market: ['mercado', 'oportunidad'],
    'business-model': ['modelo de negocio', 'precios', 'modelo de ingresos'],
    traction: ['tracción', 'de un vistazo', 'resultados', 'en cifras', 'indicadores', 'situación'],
    // prettier-ignore
    'plan-vs-actual': ['frente al presupuesto', 'frente al plan', 'real vs', 'vs presupuesto', 'vs plan', 'presupuesto vs'],
    // prettier-ignore
    financials: ['cuenta de resultados', 'financ', 'flujo de caja', 'ingresos', 'EBITDA$', 'presupuesto', 'costes', 'valoración'],
    competition: ['competencia', 'competidores'],
    team: ['equipo', 'quiénes somos', 'sobre nosotros'],
    risks: ['riesgo'],
    options: ['opciones', 'alternativas', 'escenarios'],
    recommendation: ['recomend', 'nuestra propuesta'],
    // prettier-ignore
    ask: ['la petición', 'nuestra petición', 'lo que pedimos', 'decisión', 'decisiones', 'solicitud', 'aprobación'],
    'use-of-funds': ['uso de los fondos', 'uso de fondos', 'destino de los fondos'],
    timeline: ['calendario', 'cronograma', 'hoja de ruta', 'hitos', 'plan de apertura'],
    'next-steps': ['próximos pasos', 'siguientes pasos', 'plan de acción', 'acciones'],
    // prettier-ignore
    conclusion: ['conclusi', 'para recordar', 'ideas clave', 'lecciones', 'contribuciones', 'aportaciones', 'implicaciones', 'llamada a la acción'],
    appendix: ['anexo', 'apéndice'],
    objectives: ['objetivos', 'resultados de aprendizaje'],
    concept: ['concepto', 'definición', 'principio', 'teoría', 'qué es'],
    example: ['ejemplo', 'caso práctico', 'estudio de caso'],
    exercise: ['ejercicio', 'práctica', 'cuestionario'],
    assignment: ['tarea', 'deberes', 'para la próxima'],
    findings: ['hallazgos', 'lo que encontramos', 'constataciones'],
  },
  // prettier-ignore
  illustration: ['ejemplo', 'un ejemplo', 'informe de muestra', 'datos de muestra', 'ilustraci', 'plantilla', 'maqueta', 'demo$'],
  genres: {
    pitch: ['serie a', 'ronda semilla', 'ronda seed', 'inversores', 'levantamos'],
    review: ['revisión', 'trimestral', 'mensual', 'QBR$', 'informe al consejo'],
    recommendation: ['recomendación', 'consultoría', 'estrategia'],
    'investment-memo': ['comité de inversión', 'memorando de inversión', 'TIR$', 'adquisición'],
    lecture: ['clase', 'curso', 'lección', 'asignatura', 'seminario'],
    report: ['informe', 'evaluación', 'estudio', 'investigación', 'encuesta'],
    'project-update': ['estado del proyecto', 'avance del proyecto', 'actualización del proyecto'],
    proposal: ['propuesta', 'subvención', 'solicitud de financiación'],
  },
  headers: {
    plan: ['plan', 'presupuesto', 'objetivo', 'meta'],
    actual: ['real$', 'previsión', 'realizado'],
    variance: ['desviación', 'diferencia', 'var$', 'Δ'],
    owner: ['responsable', 'quién'],
    due: ['fecha', 'plazo', 'cuándo'],
    total: ['total$', 'suma$'],
    risk: ['riesgo'],
  },
  answers: ['=sí', '=si', '=no'],
  implication: { condition: ['si'], consequence: ['entonces', 'por lo tanto', 'por tanto'] },
  entries: {
    // prettier-ignore
    answersColumn: ['mitigación', 'mitigacion', 'respuesta', 'solución', 'solucion', 'remedio', 'medida', 'contramedida', 'acción', 'accion'],
    // prettier-ignore
    bottomLine: ['total$', 'totales$', 'subtotal$', 'suma$', 'neto$', 'neta$', 'ajustado', 'EBITDA$', 'resultado$', 'beneficio$', 'saldo$'],
    // prettier-ignore
    status: ['aceptad', 'aprobad', 'adoptad', 'decidid', 'acordad', 'rechazad', 'firmad', 'lanzad', 'publicad', 'completad'],
    contrast: ['pero$', 'sin embargo', 'aunque$', 'no obstante', 'salvo$', 'excepto$', 'mientras que'],
    qualifiers: [
      'anteriormente$',
      'antes$',
      'previamente$',
      'previsto$',
      'planificado$',
      'todavía no$',
      'aún no$',
      'en curso$',
    ],
    // prettier-ignore
    restricts: ['no$', 'nunca$', 'ningún$', 'ninguna$', 'ninguno$', 'ni$', 'salvo$', 'excepto$', 'sólo$', 'solo$', 'solamente$', 'únicamente$'],
    ownerLinks: ['de$', 'del$', 'por$'],
    moreRows: 'también en la tabla: {labels}',
    moreItems: '+{count} más',
    listShare: 'primeros puntos de una lista más larga',
    buildAdds: 'Paso de animación de la diapositiva anterior, añade:',
    buildSame: 'Paso de animación de la diapositiva anterior, sin texto nuevo',
    referenceList: 'Lista de referencias',
    diagram: 'diagrama',
    colours: [
      'rojo$',
      'roja$',
      'verde$',
      'azul$',
      'amarillo$',
      'amarilla$',
      'naranja$',
      'morado$',
      'gris$',
      'negro$',
      'blanco$',
      'rosa$',
      'marrón$',
    ],
    colourKey: 'Leyenda de colores',
    // prettier-ignore
    kindLabels: ['nota$', 'notas$', 'observación', 'comentario', 'objetivo', 'propósito', 'consejo', 'atención', 'importante'],
    // prettier-ignore
    spans: ['segundo', 'minuto', 'hora', 'día', 'semana', 'mes$', 'meses', 'trimestre', 'año', 'semestre', 'veces'],
    // prettier-ignore
    narratesDrawing: ['aquí tenemos', 'aquí vemos', 'aquí se ve', 'aquí pueden ver', 'como pueden ver', 'como se ve', 'en este diagrama', 'en este gráfico', 'en esta imagen', 'este diagrama muestra', 'este gráfico muestra', 'la animación', 'esta animación'],
    // prettier-ignore
    narrates: ['por ejemplo', 'imagine', 'imaginemos', 'érase una vez', 'había una vez', 'historia', 'parábola', 'anécdota', 'leyenda', 'fábula', 'el origen de', 'siglo', 'historiador'],
    // prettier-ignore
    courtesies: ['agradezco', 'agradecemos', 'quiero agradecer', 'queremos agradecer', 'doy las gracias', 'damos las gracias', 'gracias a', 'nuestro agradecimiento', 'mi agradecimiento'],
    // prettier-ignore
    setUp: ['entrada:', 'entradas:', 'parámetros:', 'configuración:', 'método:', 'procedimiento:', 'sea$', 'sean$', 'supongamos$', 'repetir$', 'limitamos el análisis', 'centrar el análisis'],
    // prettier-ignore
    attributions: ['dijo$', 'afirma$', 'afirmó$', 'declaró$', 'explicó$', 'añadió$', 'según$'],
    // prettier-ignore
    answersBefore: ['pero$', 'sin embargo$', 'no obstante$', 'aun así$', 'en cambio$', 'por el contrario$', 'por otro lado$', 'en contraste$'],
    // prettier-ignore
    backReference: ['el mismo$', 'la misma$', 'los mismos$', 'las mismas$', 'este$', 'esta$', 'estos$', 'estas$', 'esto$', 'ese$', 'esa$', 'esos$', 'esas$', 'eso$', 'ello$', 'ellos$', 'ellas$', 'tal$', 'tales$', 'ambos$', 'ambas$'],
    impersonal: [],
    // prettier-ignore
    backReferenceWithin: ['esta categoría$', 'estas categorías$', 'este grupo$', 'estos grupos$', 'esta definición$', 'estos criterios$', 'este caso$', 'hacerlo$', 'hacer esto$', 'hacer eso$', 'asimismo$', 'del mismo modo$', 'de igual modo$', 'igualmente$', 'el principal de ellos$', 'la principal de ellas$', 'el primero de ellos$', 'la primera de ellas$', 'el más importante de ellos$', 'la más importante de ellas$'],
    // prettier-ignore
    opensClause: ['como$', 'porque$', 'ya que$', 'puesto que$', 'mientras$', 'cuando$', 'aunque$', 'pues$'],
    // prettier-ignore
    dummySubject: [],
    // prettier-ignore
    hypothetical: ['podría$', 'podrían$', 'sería$', 'serían$', 'habría$'],
  },
  // prettier-ignore
  relations: ['porque', 'debido a', 'excluyendo', 'sin contar', 'supone', 'hipótesis', 'depende', 'comparación', 'comparable', 'mínimo', 'requisito'],
  comparisonGroups: ['grupo de comparación', 'grupo de control'],
  targets: ['objetivo', 'meta', 'hito', 'mínimo', 'al menos', 'como mínimo'],
  commitments: [
    'nuestro compromiso',
    'nos comprometemos',
    'nuestro objetivo es',
    'buscamos',
    'el propósito de',
    'el objetivo de',
    'esta tesis',
    'proponemos',
  ],
  // The programme a document announces (decision 171): a count of things and the words that take them in turn.
  enumerations: {
    counts: ['dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez'],
    ordinals: [
      'en primer lugar',
      'en segundo lugar',
      'en tercer lugar',
      'primero,',
      'segundo,',
      'tercero,',
      'por último',
      'finalmente',
    ],
  },
  // A speaker's own stance on a talk's slide (decision 162): the line a talk that states no point builds to.
  stances: {
    cues: [
      'queremos',
      'debemos',
      'necesitamos',
      'creemos',
      'buscamos',
      'preferid',
      'preferente',
      'la clave es',
      'la clave para',
      'lo esencial es',
      'en resumen',
      'en pocas palabras',
      'lo que importa',
    ],
    emphasis: ['NO', 'NUNCA', 'NINGÚN', 'NINGUNA'],
    contrastOpeners: ['pero$', 'sin embargo$'],
    we: ['nosotros$', 'nosotras$', 'nuestro', 'nuestra'],
    audience: [
      'usted',
      'ustedes',
      'vosotros',
      'vosotras',
      'vuestro',
      'vuestra',
      'vuestros',
      'vuestras',
      'tu',
      'tus',
      'tú',
      'contigo',
    ],
    formalAudience: [],
  },
  // How a talk calls on its audience to act (decision 174): what it asks them to do, what it wants of them.
  calls: {
    verbs: [
      'únete',
      'uníos',
      'únase',
      'contribuye',
      'contribuya',
      'participa en',
      'participe en',
      'prueba el',
      'prueba la',
      'pruebe el',
      'pruebe la',
      'descarga el',
      'descarga la',
      'descargue',
      'instala el',
      'instale',
      'envía tu',
      'envíe su',
      'regístrate',
      'visita nuestr',
      'visita el',
      'visita la',
      'visite',
      'ven a',
      'venid',
    ],
    wants: ['buscamos', 'necesitamos', 'queremos'],
    intentions: ['que$', 'ser$', 'hacer$', 'llegar$', 'seguir$'],
    intentionEndings: ['ar', 'er', 'ir'],
    obliges: [
      'debes',
      'deberías',
      'debéis',
      'deberíais',
      'usted debe',
      'ustedes deben',
      'tienes que',
      'tenéis que',
    ],
  },
  // prettier-ignore
  causes: ['debido a', 'a causa de', 'por culpa de', 'gracias a', 'impulsado por', 'impulsada por', 'impulsados por', 'causado por', 'causada por'],
  // What limits a claim ("only", "at most", "requires"): a question asks what the claim still holds under it.
  // prettier-ignore
  limits: ['solo$', 'sólo$', 'solamente', 'únicamente', 'como máximo', 'como mucho', 'en el mejor de los casos', 'menos de', 'todavía no', 'aún no', 'excepto', 'salvo$', 'requiere', 'exige', 'limitado a'],
  // A note that says for whom its slide's figure holds, or what explains the change it shows (decision 144).
  qualifiers: {
    // prettier-ignore
    holdsFor: ['solo vale para', 'vale solo para', 'solo es válid', 'válido solo para', 'válida solo para', 'se aplica solo', 'solo se aplica', 'solo para', 'únicamente para', 'se refiere solo', 'solo se refiere'],
    // prettier-ignore
    changes: ['salto', 'aumento', 'subida', 'crecimiento', 'alza$', 'caída', 'descenso', 'bajada', 'incremento'],
    // prettier-ignore
    explains: ['incluye', 'refleja', 'proviene', 'viene de', 'gracias a', 'debido a', 'se debe a', 'causad', 'porque$', 'se explica por'],
  },
  // What marks a figure as an estimate or projection: a question asks what it rests on.
  // prettier-ignore
  estimates: ['estimad', 'estimación', 'proyectad', 'proyección', 'previst', 'previsión', 'esperad', 'potencial', 'ahorro', 'aproximadamente', 'alrededor de'],
  // What weighs a case (a payback, a saving, a cost): a figure that carries the argument.
  // prettier-ignore
  caseFigures: ['retorno', 'amortiza', 'ahorro', 'coste', 'costo', 'presupuesto', 'roi$', 'punto de equilibrio', 'parada'],
  // A small sample a figure rests on, a change still pending, a feature in preview (decision 096).
  // prettier-ignore
  samples: ['aleatori', 'seleccionad', 'muestra', 'encuestados', 'participantes', 'entrevistados', 'encuesta'],
  // prettier-ignore
  pending: ['propuesto$', 'propuestos$', 'pendiente', 'en estudio', 'en revisión', 'en consideración', 'se reconsidera', 'sujeto a aprobación'],
  preview: ['versión preliminar', 'vista previa', 'preview$', 'beta$'],
  // Words that name no figure alone ("Result for the Tanneurs"): a heading before such a label stays (decision 140).
  vagueLabels: [
    'resultado',
    'total',
    'valor',
    'importe',
    'cifra',
    'número',
    'balance',
    'media',
    'promedio',
    'otro$',
    'otros$',
    'estado$',
  ],
  // A position in a ranking and what moves it ("fell from 2nd to 15th", "#3 in 2021, #5 in 2025"); an ordinal
  // before one of `scales` ("25th percentile") is no rank. `ordinals` are suffixes after a number.
  // prettier-ignore
  ranks: {
    words: ['puesto$', 'posición$', 'lugar$', 'clasificad', 'ranking$'],
    ordinals: ['.º', '.ª', 'º', 'ª', '°'],
    moves: ['cayó', 'caído', 'bajó', 'bajado', 'descendió', 'retrocedió', 'subió', 'subido', 'ascendió', 'escaló', 'pasó de', 'de$'],
    scales: ['percentil', 'cuartil', 'quintil', 'decil', 'siglo', 'aniversario', 'edición', 'planta$', 'piso$'],
  },
  // What the deck itself leaves open ("no data to support this", "future work"): a reader asks what would settle it.
  // prettier-ignore
  // The noun a deck names one of its options by ("option B"), and the measures where more is worse (cost, time,
  // risk): the recommended option's downside a reader weighs against the others (decision 134).
  optionNouns: ['opción$', 'alternativa$', 'escenario$', 'variante$', 'opciones$', 'alternativas$', 'escenarios$', 'variantes$'],
  // The word by which a table or list marks the option it chooses ("(recommended)"; decision 201).
  chosenMarks: ['recomendad', 'preferid', 'elegid', 'seleccionad'],
  // What a dated end says ("funding ends on 30 September 2027"): why a recommendation must be decided now (decision 201).
  endsOn: ['termina el', 'finaliza el', 'expira', 'vence el', 'caduca', 'se acaba'],
  // prettier-ignore
  burdens: ['coste', 'costes', 'costo', 'costos', 'inversión', 'capex', 'plazo', 'plazos', 'tiempo$', 'duración', 'esfuerzo', 'riesgo'],
  riskLists: ['riesgos$'],
  questionNouns: ['pregunta$', 'preguntas$', 'cuestión$', 'interrogante'],
  openQuestions: ['pregunta abierta'],
  openIssues: [
    'aún no decidido',
    'todavía no decidido',
    'sigue abierto',
    'sigue abierta',
    'por decidir',
    'sin datos',
    'no hay datos',
    'aún no se sabe',
    'todavía no se sabe',
    'pregunta abierta',
    'cuestión abierta',
    'problema abierto',
    'queda por ver',
    'está por ver',
    'por determinar',
    'aún incierto',
    'trabajo futuro',
    'trabajos futuros',
  ],
  // prettier-ignore
  audiencePrompts: ['pregúntese', 'pregúntate', 'pregúntense', 'preguntas para reflexionar', 'lista de verificación', 'lista de comprobación', 'autoevaluación', 'cuestionario', 'quiz', 'reflexione'],
  // prettier-ignore
  amountBases: ['neto$', 'neta$', 'netos$', 'bruto$', 'bruta$', 'brutos$', 'por cada', 'por unidad', 'por día', 'por mes$', 'por año', 'por persona', 'por cabeza'],
  baseCases: ['escenario base', 'caso base', 'escenario central', 'base$', 'central$'],
  // prettier-ignore
  returnMeasures: ['tir$', 'irr', 'roi$', 'van$', 'tasa interna de retorno', 'retorno de la inversión', 'rentabilidad', 'moic$'],
  downsideCases: ['pesimista', 'escenario bajo', 'desfavorable', 'caso bajo'],
  assumptions: ['supuesto', 'hipótesis', 'suponiendo', 'suponemos'],
  provisos: ['siempre que', 'siempre y cuando', 'a condición de que', 'con tal de que'],
  progressOf: ['de'],
  // Words closing a slide title that say how the slide treats its subject ("in detail"), not what it is.
  timeLimits: {
    before: [
      'en un plazo de',
      'en un plazo máximo de',
      'dentro de los',
      'dentro de',
      'en los',
      'en un máximo de',
    ],
    periods: ['día', 'dia', 'semana', 'mes', 'hora'],
  },
  approvals: ['aprobación', 'autorización', 'autorizacion', 'firma autorizada', 'delegación de facultades'],
  reserves: ['imprevistos', 'contingencia', 'reserva$', 'reservas$'],
  cashBalances: ['caja$', 'tesorería', 'liquidez', 'saldo bancario'],
  ownEntries: ['propuesto$', 'propuesta$', 'nuestro$', 'nuestra$', 'este trabajo$', 'este estudio$'],
  titleTails: ['en detalle', 'en profundidad', 'explicado', 'explicada'],
  ranges: { to: ['a'], between: ['entre'], and: ['y'], from: ['de', 'desde'] },
  perUnit: ['por'],
  sensitivity: {
    conditional: ['si'],
    insteadOf: ['en lugar de', 'en vez de', 'y no'],
    pointsBack: ['ese', 'esa', 'esos', 'esas', 'este', 'esta', 'estos', 'estas'],
    namedBy: ['de', 'del'],
  },
  // prettier-ignore
  discussion: ['querrá discutir', 'querrán discutir', 'querrá debatir', 'querrán debatir', 'preguntará por', 'preguntarán por', 'para debatir', 'para discusión', 'pregunta abierta'],
  // prettier-ignore
  subordinators: ['cuando$', 'si$', 'aunque$', 'porque$', 'mientras$', 'antes de que$', 'después de que$', 'ya que$', 'puesto que$'],
  // prettier-ignore
  openEnds: ['el', 'la', 'los', 'las', 'de', 'del', 'un', 'una', 'y', 'o', 'en', 'con', 'por', 'para', 'a', 'al', 'entre', 'sobre'],
  // prettier-ignore
  selfNotes: ['se podría', 'podría añadir', 'pendiente:', 'todo$', 'falta añadir', 'no olvidar', 'quizás añadir', 'letra más grande'],
  // prettier-ignore
  toldThat: ['recordar que', 'recuerda que', 'señalar que', 'subrayar que', 'anticipar que', 'mencionar que', 'explicar que', 'aclarar que', 'destacar que', 'decir que'],
  defines: ['es un$', 'es una$', 'ofrece', 'proporciona', 'permite'],
  // prettier-ignore
  keyIdea: ['el verdadero secreto$', 'el auténtico secreto$', 'la idea clave$', 'la idea central$', 'la idea principal$', 'la gran diferencia$', 'la diferencia clave$'],
  // prettier-ignore
  instructs: ['asegúrese de', 'asegúrate de', 'recuerde', 'recuerda', 'no olvide', 'no olvides', 'en caso de duda', 'ante la duda', 'use siempre', 'usa siempre'],
  // Asks said as an announcement, a list of what others ask for, or a quoted call (decision 189).
  announcedAsks: {
    // prettier-ignore
    soon: ['la próxima semana', 'la semana que viene', 'esta semana', 'mañana$', 'esta noche', 'el próximo mes'],
    // prettier-ignore
    registers: ['descuento', 'código promocional', 'inscripción', 'inscríbete', 'regístrate', 'registro', 'entradas'],
    // prettier-ignore
    askedFor: ['pide$', 'piden', 'reclama', 'reclaman', 'exige', 'exigen', 'necesitamos', 'lo que necesitamos'],
    // prettier-ignore
    askedForOpens: ['lo que pide', 'lo que piden', 'lo que reclama', 'lo que reclaman', 'pedido por'],
    // prettier-ignore
    callsOn: ['hago un llamamiento', 'pido a', 'pedimos a', 'insto a', 'instamos a', 'exhorto a'],
  },
  // A learner's setup slide and a lead-in that names a need before its tool (decision 189).
  learnerSteps: {
    // prettier-ignore
    setup: ['instalación', 'instalar', 'instalando', 'configuración inicial', 'primeros pasos'],
    // prettier-ignore
    needs: ['cuando quiera', 'cuando quieras', 'si quiere', 'si quieres', 'antes de'],
  },
  asksWho: [
    'de quién es',
    'a quién corresponde',
    'a quién le corresponde',
    'quién debe',
    'quién debería',
    'quién va a',
  ],
  phrases: {
    points: 'puntos',
    versus: 'frente a',
    multipleOf: '{high} tiene {multiples} que {low}',
    timesThe: '{multiple}× más {measure}',
    concentration: '{first} y {second} suman {share} del total {total}',
    growth: '{series}: {multiple}x de {first} ({firstLabel}) a {last} ({lastLabel})',
    against: '{measure} frente a {other}: {result}',
    shareOf: '{measure} es el {share} de {other}',
    withinRange: '{measure}: dentro del rango de {range}',
    aboveRange: '{measure}: {gap} por encima del rango de {range}',
    belowRange: '{measure}: {gap} por debajo del rango de {range}',
    ofPlan: '{share} del {plan}',
    overPlan: '{share} sobre {plan}',
    section: 'A continuación: {item}',
    decision: '{result}; decisión que se pide: {ask}',
    list: '{items} y {last}',
    forOption: '{figure} para {option}',
    ticked: '{label}: marcado',
  },
  scales: ['miles$', 'millar', 'millon', 'millón', 'M€$', 'mill.', 'miles de millones'],
  notesLabels: {
    aim: ['Objetivo', 'Objetivos', 'Objetivo de la diapositiva'],
    notes: ['Notas', 'Notas del orador', 'Notas del ponente'],
    direction: ['Animación', 'Clic', 'Transición', 'Pronunciar', 'Pausa'],
  },
  gaps: {
    competition: {
      finding: 'El documento no nombra competidores',
      question: '¿Quién más atiende a estos clientes y por qué elegirán este producto?',
    },
    'unit-economics': {
      finding: 'El documento no da churn, CAC ni valor de vida del cliente',
      question:
        '¿Cuáles son el churn y el coste de adquisición de clientes, y sostienen el plan de crecimiento?',
    },
    runway: {
      finding: 'El documento no indica la pista de caja',
      question: '¿Para cuántos meses tiene caja la empresa y qué hito debe alcanzar la ronda?',
    },
    pipeline: {
      finding: 'La revisión no muestra cartera ni contratación',
      question: '¿Qué cartera hay para el próximo periodo y cubre el objetivo?',
    },
    cost: {
      finding: 'La recomendación no indica su coste',
      question: '¿Cuánto costará la recomendación y qué retorno la paga?',
    },
    timeline: {
      finding: 'La recomendación no da calendario',
      question: '¿Cuándo se ejecutará la recomendación y quién es responsable de cada paso?',
    },
  },
  // prettier-ignore
  thesis: {
    subjects: ['este informe', 'este documento', 'este artículo', 'este estudio', 'este trabajo', 'este discurso', 'el informe', 'el estudio', 'nuestros resultados'],
    verbs: ['argument', 'sostien', 'muestr', 'conclu', 'encontr', 'demuestr', 'propon', 'analiz', 'examin', 'present', 'recomiend', 'explic', 'sugier'],
    conclusions: ['en conclusión', 'para concluir', 'en resumen', 'en definitiva'],
    verdicts: ['recomendación:', 'nuestra recomendación', 'recomendamos', 'nuestra conclusión', 'concluimos', 'conclusión:'],
  },
  recommends: {
    // prettier-ignore
    forms: ['debería', 'deberían', 'debe$', 'deben$', 'hay que', 'recomendamos', 'se recomienda', 'es necesario', 'es preciso', 'es fundamental que'],
    // A form that needs a subject before it (decision 181).
    personal: ['debería', 'deberían', 'debe$', 'deben$'],
    reported: ['según$', 'afirma', 'afirmó', 'dijo', 'declaró', 'opina', 'opinó', 'reclama'],
    supposing: ['podría', 'podrían', 'sería', 'serían', 'habría'],
    conditions: ['cada vez que', 'siempre que', 'si$', 'a menos', 'salvo que'],
    // prettier-ignore
    proposes: ['un primer paso sería', 'un primer paso es', 'una opción sería', 'una posibilidad sería', 'hay razones para', 'hay argumentos para', 'podría extenderse', 'podrían extenderse', 'podría aplicarse', 'podrían aplicarse', 'podría desarrollarse', 'podrían desarrollarse', 'podría introducirse', 'podrían introducirse', 'podría ayudar', 'podrían ayudar'],
  },
  // What a talk or lecture leaves open or leaves out (decision 164).
  deckQuestions: {
    // prettier-ignore
    questionSlides: ['temas abiertos', 'cuestiones abiertas', 'preguntas abiertas', 'pregunta abierta', 'preguntas$', 'sin resolver', 'por resolver', 'por decidir', 'por definir'],
    // prettier-ignore
    unsettledAnswers: ['esperamos', 'confiamos en', 'en conversaciones', 'en negociación', 'trabajando en', 'todavía no', 'aún no', 'incierto', 'depende de'],
    // prettier-ignore
    callsToTakePart: ['queremos más', 'nuestras puertas están abiertas', 'únete', 'únase', 'participa', 'contribuciones bienvenidas', 'convocatoria de participación', 'convocatoria de propuestas', 'hazte miembro'],
    // prettier-ignore
    waysToTakePart: ['solicitar', 'solicitud', 'presentar una propuesta', 'enviar', 'inscribirse', 'inscripción', 'registrarse', 'cómo participar', 'contáctenos', 'cuota de socio', 'plazo'],
    // prettier-ignore
    adequacyClaims: ['suficientemente bueno', 'suficiente para', 'adecuado para', 'aceptable para', 'suficientemente preciso'],
    errorMeasures: ['error', 'tolerancia', 'precisión', 'desviación', 'snr$'],
    takePart: '«{line}»: ¿cómo se participa, con qué proceso y criterios, y quién decide?',
    adequacy: '«{line}»: ¿con qué medida de error, y cuánto error es aceptable ahí?',
    // prettier-ignore
    speedClaims: ['más rápido', 'rendimiento', 'aceleración', 'acelera', 'velocidad', 'latencia', 'mejora'],
    // prettier-ignore
    baselines: ['comparado', 'en comparación', 'frente a', 'respecto a', 'versus', 'vs$', 'referencia', 'benchmark', 'carga de trabajo', 'medido en'],
    // prettier-ignore
    portabilityClaims: ['portable entre', 'portable a', 'portado a', 'funciona en cualquier', 'se ejecuta en cualquier', 'multiplataforma', 'originalmente en', 'originalmente para', 'ahora funciona en', 'ahora disponible en', 'ahora se ejecuta en'],
    // prettier-ignore
    portabilityLimits: ['no compatible', 'no soportado', 'no admite', 'todavía no', 'aún no', 'limitación', 'limitado a', 'excepto', 'solo en', 'problemas conocidos', 'no funciona', 'no disponible'],
    // prettier-ignore
    futureClaims: ['en el futuro vamos', 'en el futuro, vamos', 'en una versión futura', 'en futuras versiones', 'será migrado', 'serán migrados', 'serán migradas', 'se añadirá', 'estará disponible', 'hoja de ruta', 'previsto para', 'próximamente', 'próxima versión'],
    speedUp: '«{line}»: ¿medido con qué carga de trabajo y frente a qué referencia?',
    portability: '«{line}»: ¿qué no funciona allí todavía y qué se rompe en el cambio?',
    roadmap: '«{line}»: ¿para cuándo, y de qué depende?',
    // A prediction of a gain, and what a turn warns of (decision 203).
    // prettier-ignore
    predictionCues: ['esperamos', 'se espera', 'esperado', 'esperada', 'prevemos', 'previsión', 'debería', 'deberían', 'pronóstico'],
    // prettier-ignore
    warningCues: ['riesgo', 'dependencia', 'bloqueo', 'peligro', 'amenaza', 'cuidado con', 'abre la puerta', 'abre espacio', 'trampa'],
    prediction: '«{line}»: ¿frente a qué referencia, y con qué evidencia hasta ahora?',
    warning: '«{line}»: ¿quién queda expuesto si ocurre, y qué protege de ello?',
    // A multiple's unit word ("3-fold"), and the question on one claim stated with two multiples (decision 203).
    folds: ['veces$'],
    restated: '«{first}» frente a «{second}»: ¿qué cifra vale, y en qué condiciones?',
  },
  questions: {
    variance: '¿Qué explica la desviación de {subject} ({figure} frente a {plan}) y se repetirá?',
    concentration: '¿Cuánto depende el total de {subject} ({figure}) y cómo reducirlo?',
    growth: '¿Qué debe cumplirse para que {subject} siga creciendo desde {figure}?',
    assumption: '¿En qué se basa {subject} ({figure}) y qué lo cambiaría?',
    limit: '«{limit}»: ¿qué garantiza aún {subject}?',
    target: '¿Qué debe cumplirse para que {subject} pase de {figure} a {plan}?',
    share: '¿Cuánto más de {plan} puede ganar {subject} ({figure}), y en qué plazo?',
    contrast: '¿Qué explica la distancia entre {figure} y {plan} en {subject}, y cuál importa?',
    cause: '{subject} ({figure}): ¿qué lo explica y qué lo cambiaría?',
    recurrence: '{subject}: ¿qué lo causó y puede repetirse?',
    decision: '¿Qué pasa si «{subject}» ({figure}) no se aprueba a tiempo?',
    spread: '{subject}: ¿qué separa a {figure} de {plan}, y qué cerraría la diferencia?',
    evidence:
      '{subject}: {figure} frente a {plan} en el grupo de comparación. ¿Son comparables los dos grupos y se mantendrá la diferencia a mayor escala?',
    closes:
      '{subject} ({figure} frente a {plan}): ¿cerrarán {ask} la brecha, y qué cuesta esperar hasta entonces?',
    causeShare:
      '{subject} ({figure} frente a {plan}): ¿qué parte de la desviación se debe a «{cause}», y qué queda sin ello?',
    discussedAsk: '{subject}: ¿qué debe cumplirse antes de gastar {ask}?',
    askFor: 'los {amount} para {ask}',
    targetDriver: '{subject} de {figure} a {plan}: ¿y si no se alcanza {driver}?',
    today: 'hoy {figure}',
    sample: '«{claim}» se basa en {sample}: ¿hasta dónde vale más allá de esa muestra?',
    pending: 'Si «{line}» sale adelante, ¿qué cambia para {subject}, y si no?',
    preview: '{subject}: «{line}». ¿Se puede confiar en ello antes de la versión final?',
    range: '¿Por qué {figure} para {subject}, si la presentación también cita «{range}»?',
    moved: '{subject}: «{line}». ¿Qué lo movió, un cambio propio o el de los demás, y se mantendrá?',
    rankReason: '{subject}: «{rank}» porque «{reason}». ¿Dónde quedaría solo con el resto de la evidencia?',
    openQuestion: '¿Cómo se resolverá {subject}?',
    openIssue: '{subject}: «{line}». ¿Qué lo resolvería, y para cuándo?',
    restsOn: '{result} descansa en {driver}{from}. ¿Qué debe cumplirse, y qué pasa si no se alcanza?',
    downside: '{result} ({case}) depende de {drivers}. ¿Cuál pesa más?',
    assumes: '{subject} ({figure}) supone «{assumption}»: ¿cuánto cambia si no se cumple?',
    askOfCash:
      '¿Qué queda tras {measure} ({share} de {other}), para cuánto tiempo alcanza, y qué pasa si se excede?',
    pace: '{subject}: {progress} el {asOf}; {target} para el {due} exige unos {rate} por semana. ¿Se sostiene ese ritmo?',
    risk: '«{risk}»: ¿cómo se afrontará y qué costaría si ocurre?',
    riskMitigated: '«{risk}»: ¿basta con «{mitigation}», y cuándo se notará?',
    riskEnds: '«{risk}»: ¿basta con «{mitigation}», y qué pasa después del {date} si no?',
    deadline: '{rule}: ¿qué ocurre si no se cumple y quién lo controla?',
    reserveRisk: 'Si ocurre «{risk}», ¿basta {reserve} de {figure}?',
    eachApplies:
      '{high} ({highFigure}) frente a {low} ({lowFigure}): ¿cuánto más cuesta {high} que {low}, y cuándo conviene cada uno?',
    approvalLimits:
      '{subject} ({limits}): ¿qué impide dividir una solicitud para quedar por debajo de un límite?',
    tradeOff: '«{option}»: {measure} {value}, frente a {best} de «{other}». ¿Cómo se cubrirá la diferencia?',
    // A result table's own row against its closest alternative; a before and after's row that moves least, or
    // the one that moves most asked what it was measured on (decision 179).
    ownAdvantage:
      '{own}: {figure} frente a {other} de {rival}. ¿Qué cuesta esa ventaja y en qué casos deja de valer?',
    unevenGain: '{weak}: solo {weakChange}, mientras {strong} logra {strongChange}. ¿Qué lo frena?',
    measuredOn: '{row} {change}: ¿medido con qué carga y configuración, y se mantiene fuera de esa prueba?',
    breakEven: '{subject} es de {figure}: ¿con qué precio, volumen o coste llegaría a cero?',
    // Only when the deck states a plan, budget or target with a figure: else the clause presumes one.
    breakEvenPlan:
      '{subject} es de {figure}: ¿con qué precio, volumen o coste llegaría a cero, y a qué distancia del plan está eso?',
  },
  // Cue words and abbreviations (cue-words-schema.ts says how each list matches), filled like prose.
  // prettier-ignore
  cues: {
    action: [
      'debe$', 'deben$', 'debemos', 'deberíamos', 'debería', 'hay que', 'tenemos que', 'tiene que',
      'necesita', 'necesitamos', 'es necesario', 'recomendamos', 'recomienda', 'recomendación',
      'próximo paso', 'próximos pasos', 'plazo límite', 'plazo máximo', 'fecha límite', 'pedimos',
      'solicitamos', 'responsable:', 'aprobar', 'decidir',
      // An ask in the passive: what the deck seeks from its audience ("Feedback … is actively sought").
      'se busca', 'se buscan', 'se solicita', 'se solicitan', 'es bienvenid', 'son bienvenid',
    ],
    imperative: [
      'realizar', 'llevar a cabo',
      'contratar', 'lanzar', 'cerrar', 'aprobar', 'revisar', 'preparar', 'enviar', 'firmar', 'completar',
      'implementar', 'ampliar', 'reducir', 'presentar', 'definir', 'contrata', 'lanza', 'cierra', 'aprueba',
      'revisa', 'prepara', 'envía', 'firma', 'completa', 'implementa', 'asegurar', 'invertir', 'migrar',
      'formar', 'publicar', 'contactar', 'confirmar', 'decidir', 'actualizar', 'abrir', 'negociar', 'renovar',
      'validar', 'nombrar', 'asignar', 'auditar', 'planificar', 'evaluar', 'iniciar', 'desplegar', 'captar',
      'reclutar',
    ],
    imperativeAtEnd: false,
    // Verbs a role's duties open with, beyond the action verbs: said under the heading that names the role.
    dutyVerb: ['coordinar', 'proporcionar', 'apoyar', 'asistir', 'participar', 'mantener', 'gestionar', 'supervisar', 'vigilar', 'mitigar', 'facilitar', 'administrar', 'asesorar', 'acompañar', 'dirigir', 'liderar', 'dar seguimiento'],
    actionTitle: [
      // A slide addressed to its audience's role lists what they are to do (decision 120).
      'su papel', 'tu papel', 'tu rol', 'su rol', 'lo que debe hacer',
      'decisión', 'deberes', 'tarea para casa', 'próximos pasos', 'siguientes pasos', 'acciones',
      'plan de acción', 'recomendaciones', 'recomendación', 'solicitud', 'lo que pedimos', 'nuestra petición',
      'tareas', 'uso de los fondos', 'decisiones', 'llamada a la acción',
    ],
    supplementTitle: ['anexo', 'apéndice', 'material adicional'],
    modal: [
      'debe$', 'deben$', 'debería', 'deberían', 'hay que', 'tiene que', 'tienen que', 'podría', 'podrían',
    ],
    obligation: [
      'debe$', 'deben$', 'debería', 'deberían', 'hay que', 'tiene que', 'tienen que', 'será obligatori',
      'es obligatori', 'se exigirá',
    ],
    // A line that only dates the slide's decision opens so ("Decision needed by 4 December 2026").
    deadlineLead: [
      'decisión necesaria', 'decisión requerida', 'decisión antes', 'decisión a más tardar', 'aprobación antes',
      'fecha límite', 'plazo',
    ],
    // What a thing needs: a line holding only this states a requirement, it asks nothing ("Tight control of the
    // timebase required to avoid this error"); off an action slide it is a fact.
    requirement: [
      'es necesario', 'necesario', 'necesaria', 'requiere', 'requerido', 'requerida',
    ],
    // A heading over the lines that tell how ("How to provide feedback.") opens so.
    howTo: [
      'cómo', 'dónde',
    ],
    anaphor: ['esto', 'eso', 'ello', 'ellos', 'ellas'],
    talk: [
      'esta diapositiva', 'la siguiente diapositiva', 'la diapositiva más importante', 'en esta presentación',
      'en esta charla',
    ],
    talkLead: ['si preguntan', 'si nos preguntan', 'mencionar', 'decir', 'subrayar', 'recordar', 'destacar'],
    housekeeping: ['muchas gracias', 'gracias por', 'enhorabuena', 'felicidades', 'felicitaciones', 'código de descuento', 'código promocional', 'buscamos ponentes', 'síguenos', 'inscríbete', 'regístrate', 'alguna pregunta'],
    questionOpener: ['cómo', 'por qué', 'qué', 'cuál', 'cuáles', 'cuándo', 'dónde', 'quién'],
    copula: ['es$', 'son$', 'está$', 'están$', 'fue$', 'ha$', 'han$', 'será$', 'tiene$', 'tienen$'],
    bioTitle: [
      'equipo', 'nuestro equipo', 'sobre mí', 'acerca de mí', 'ponente', 'ponentes', 'quién soy', 'biografía',
      'fundadores',
    ],
    summaryTitle: [
      'mensaje clave', 'conclusiones', 'resumen', 'conclusi', 'puntos clave', 'aspectos destacados',
      'visión general', 'en resumen', 'hallazgos',
    ],
    insight: {
      risk: ['riesgo', 'amenaza', 'pérdida', 'caída', 'retraso', 'abandono', 'vulnerab', 'exposición', 'aplazamiento'],
      growth: ['crec', 'aument', 'subi', 'duplic', 'triplic', 'mejor', 'acelera', 'interanual'],
      market: ['mercado', 'cuota', 'clientes', 'usuarios', 'segmento', 'competen', 'adopción'],
      money: [
        'margen', 'ingreso', 'beneficio', 'coste', 'costo', 'ebitda', 'caja', 'precio', 'presupuesto',
        'ahorro', 'ventas', 'facturación', 'gasto', 'financiación', 'rentabilidad', 'valoración',
      ],
      comparison: [
        'frente a', 'comparado', 'en comparación', 'respecto', 'vs$', 'que el', 'que la', 'disminu', 'baj',
        'objetivo', 'previsión',
      ],
    },
    questions: {
      risk: '¿Qué riesgos hay en {topic}, y quién se encarga de mitigarlos?',
      growth: '¿Qué impulsa {topic}, y es sostenible?',
      market: '¿Qué parte de {topic} se puede ganar de forma realista, y en cuánto tiempo?',
      money: '¿En qué supuestos se basa {topic}, y qué lo cambiaría?',
      general: '¿Qué datos respaldan {topic} y qué cambiaría el plan?',
    },
    boilerplate: [
      'copyright', 'derechos reservados', 'todos los derechos reservados', 'licenciado bajo',
      'bajo la licencia', 'bajo licencia', 'creative commons', 'cc by', 'confidencial', 'uso interno',
      'no distribuir',
      'política antimonopolio', 'aviso antimonopolio', 'política de competencia', 'antitrust policy', 'aviso legal', 'descargo de responsabilidad', 'exención de responsabilidad', 'declaraciones prospectivas', 'declaraciones a futuro', 'marcas registradas', 'sin garantía',
    ],
    footnoteLabel: ['nota', 'notas', 'observación', 'n.b.'],
    frameTitle: [
      'agenda', 'orden del día', 'índice', 'contenido', 'contenidos', 'tabla de contenido',
      'tabla de contenidos', 'introducción', 'preguntas', 'preguntas y respuestas', '¿preguntas?', 'gracias',
      'muchas gracias', 'bienvenida', 'bienvenidos', 'anexo', 'apéndice', 'referencias', 'aviso legal',
    ],
    chart: {
      extremes: 'máximo en {high} ({highValue}) y mínimo en {low} ({lowValue})',
      fromTo: 'de {first} ({firstLabel}) a {last} ({lastLabel})',
      againstPlan: '{category}: {actual} frente a un objetivo de {plan}',
    },
    sectionLabel: [
      'descripción del proyecto', 'descripción', 'metodología', 'método', 'métodos', 'problemas de diseño',
      'diseño', 'antecedentes', 'contexto', 'resumen', 'introducción', 'objetivos', 'objetivo', 'alcance',
      'enfoque', 'resultados', 'discusión', 'conclusión', 'conclusiones', 'referencias', 'propósito', 'metas',
      'entregables', 'cronograma', 'evaluación', 'rúbrica', 'requisitos', 'limitaciones', 'hallazgos',
      'criterios', 'anexo', 'total',
    ],
    labels: {
      notes: 'Notas',
      noText: 'Esta diapositiva no contiene texto.',
      titleOnly: 'Solo título.',
      code: 'Ejemplo de código.',
      noTextPages: 'Estas páginas no contienen texto.',
      picture: 'Imagen',
      pictureOnly: 'Una imagen o diagrama, sin texto.',
      chartOnly: 'Un gráfico sin etiquetas de texto.',
      diagramOnly: 'Un diagrama sin texto.',
      drawing: 'Un gráfico o diagrama con las etiquetas',
    },
  },
  // prettier-ignore
  abbreviations: [
    'p. ej', 'p.ej', 'ej', 'sr', 'sra', 'srta', 'dr', 'dra', 'ud', 'uds', 'etc', 'aprox', 'núm', 'n.º', 'pág',
    'págs', 'mill', 'mín', 'máx', 'vs', 'ene', 'feb', 'mar', 'abr', 'jun', 'jul', 'ago', 'sept', 'oct', 'nov',
    'dic', 'cía', 'avda', 'dto',
    // Rules' and statutes' references (decision 205).
    'art', 'arts', 'apdo', 'inc', 'cap', 'núms', 'ss',
  ],
  // The language writes no ordinal as a number with a full stop: none (decision 205).
  ordinalLeads: [],
}
