import type { DeckWordsData } from './deck-words-schema'

// Portuguese words for a deck's structure; see deck-words-schema.ts for how they match.
export const pt: DeckWordsData = {
  roles: {
    // prettier-ignore
    'executive-summary': ['sumário executivo', 'resumo executivo', 'mensagens-chave', '=resumo', '=síntese', '=sumário'],
    problem: ['problema', 'o desafio'],
    solution: ['solução', 'nosso produto', 'nosso produto', 'como funciona', 'o que fazemos'],
    market: ['mercado', 'oportunidade'],
    'business-model': ['modelo de negócio', 'preços', 'modelo de receita'],
    traction: ['tração', 'resultados', 'em números', 'indicadores'],
    // prettier-ignore
    'plan-vs-actual': ['orçado e realizado', 'previsto e realizado', 'face ao orçamento', 'vs orçamento', 'vs plano'],
    // prettier-ignore
    financials: ['demonstração de resultados', 'financ', 'fluxo de caixa', 'receita', 'EBITDA$', 'orçamento', 'custos', 'avaliação financeira'],
    competition: ['concorrência', 'concorrentes'],
    team: ['equipa', 'equipe', 'quem somos', 'sobre nós'],
    risks: ['risco'],
    options: ['opções', 'alternativas', 'cenários'],
    recommendation: ['recomend', 'nossa proposta'],
    ask: ['o pedido', 'nosso pedido', 'decisão', 'decisões', 'solicitação', 'aprovação'],
    'use-of-funds': ['uso dos fundos', 'aplicação dos fundos', 'utilização dos fundos'],
    timeline: ['cronograma', 'calendário', 'marcos', 'roteiro'],
    'next-steps': ['próximos passos', 'plano de ação', 'ações'],
    // prettier-ignore
    conclusion: ['conclus', 'a reter', 'ideias-chave', 'lições', 'contribuições', 'implicações', 'apelo à ação', 'chamada à ação'],
    appendix: ['anexo', 'apêndice'],
    objectives: ['objetivos', 'metas do projeto', 'resultados de aprendizagem'],
    concept: ['conceito', 'definição', 'princípio', 'teoria', 'o que é'],
    example: ['exemplo', 'estudo de caso'],
    exercise: ['exercício', 'prática', 'questionário'],
    assignment: ['trabalho de casa', 'tarefa', 'para a próxima'],
    findings: ['constatações', 'o que encontrámos', 'principais resultados'],
  },
  illustration: ['exemplo', 'um exemplo', 'relatório de exemplo', 'ilustra', 'maquete', 'mock-up', 'demo$'],
  genres: {
    pitch: ['série a', 'ronda seed', 'investidores', 'captação'],
    review: ['revisão', 'trimestral', 'mensal', 'reunião de conselho'],
    recommendation: ['recomendação', 'consultoria', 'estratégia'],
    // prettier-ignore
    'investment-memo': ['comité de investimento', 'comitê de investimento', 'memorando de investimento', 'TIR$'],
    lecture: ['aula', 'curso', 'lição', 'disciplina', 'seminário'],
    report: ['relatório', 'avaliação', 'estudo', 'pesquisa', 'inquérito'],
    'project-update': ['ponto de situação', 'estado do projeto', 'atualização do projeto'],
    proposal: ['proposta', 'candidatura', 'pedido de financiamento', 'subvenção'],
  },
  headers: {
    plan: ['plano', 'orçamento', 'orçado', 'meta', 'objetivo', 'previsto'],
    actual: ['real$', 'realizado', 'atual', 'previsão'],
    variance: ['desvio', 'diferença', 'var$', 'Δ'],
    owner: ['responsável', 'quem'],
    due: ['data', 'prazo', 'quando'],
    total: ['total$', 'soma$'],
    risk: ['risco'],
  },
  answers: ['=sim', '=não'],
  implication: { condition: ['se'], consequence: ['então', 'portanto', 'logo'] },
  entries: {
    // prettier-ignore
    answersColumn: ['mitigação', 'mitigacao', 'resposta', 'solução', 'solucao', 'remédio', 'medida', 'contramedida', 'ação', 'acao', 'ações'],
    // prettier-ignore
    bottomLine: ['total$', 'totais$', 'subtotal$', 'soma$', 'líquido$', 'líquida$', 'ajustado', 'EBITDA$', 'resultado$', 'lucro$', 'saldo$'],
    // prettier-ignore
    status: ['aceit', 'aprovad', 'adotad', 'decidid', 'acordad', 'rejeitad', 'assinad', 'lançad', 'publicad', 'concluíd'],
    contrast: ['mas$', 'porém$', 'contudo$', 'todavia$', 'no entanto', 'embora$', 'exceto$', 'salvo$'],
    qualifiers: [
      'anteriormente$',
      'antes$',
      'previamente$',
      'previsto$',
      'planejado$',
      'ainda não$',
      'em curso$',
    ],
    // prettier-ignore
    restricts: ['não$', 'nunca$', 'nenhum$', 'nenhuma$', 'nem$', 'salvo$', 'exceto$', 'só$', 'somente$', 'apenas$', 'unicamente$'],
    ownerLinks: ['de$', 'do$', 'da$', 'dos$', 'das$', 'por$'],
    moreRows: 'também na tabela: {labels}',
    moreItems: '+{count} mais',
    listShare: 'primeiros pontos de uma lista mais longa',
    buildAdds: 'Passo de animação do diapositivo anterior, acrescenta:',
    buildSame: 'Passo de animação do diapositivo anterior, sem texto novo',
    referenceList: 'Lista de referências',
    diagram: 'diagrama',
    colours: [
      'vermelho$',
      'vermelha$',
      'verde$',
      'azul$',
      'amarelo$',
      'amarela$',
      'laranja$',
      'roxo$',
      'cinza$',
      'preto$',
      'branco$',
      'rosa$',
      'castanho$',
      'marrom$',
    ],
    colourKey: 'Legenda de cores',
    // prettier-ignore
    kindLabels: ['nota$', 'notas$', 'observação', 'obs.', 'comentário', 'objetivo', 'propósito', 'dica', 'atenção', 'importante'],
    // prettier-ignore
    spans: ['segundo', 'minuto', 'hora', 'dia$', 'dias$', 'semana', 'mês', 'meses', 'trimestre', 'ano$', 'anos$', 'vezes'],
    // prettier-ignore
    narratesDrawing: ['aqui temos', 'aqui vemos', 'aqui podem ver', 'como podem ver', 'como se vê', 'neste diagrama', 'neste gráfico', 'nesta imagem', 'este diagrama mostra', 'este gráfico mostra', 'a animação', 'esta animação'],
    // prettier-ignore
    narrates: ['por exemplo', 'imagine', 'imaginemos', 'era uma vez', 'história', 'parábola', 'anedota', 'lenda', 'fábula', 'a origem d', 'século', 'historiador'],
    // prettier-ignore
    courtesies: ['agradeço', 'agradecemos', 'quero agradecer', 'queremos agradecer', 'obrigado a', 'o nosso agradecimento', 'o meu agradecimento', 'estou grato', 'estamos gratos'],
    // prettier-ignore
    setUp: ['entrada:', 'entradas:', 'parâmetros:', 'configuração:', 'método:', 'procedimento:', 'seja$', 'sejam$', 'suponha$', 'repetir$', 'limitamos a análise', 'focar a análise'],
    // prettier-ignore
    attributions: ['disse$', 'afirma$', 'afirmou$', 'declarou$', 'explicou$', 'acrescentou$', 'segundo$'],
    // prettier-ignore
    answersBefore: ['mas$', 'porém$', 'contudo$', 'todavia$', 'no entanto$', 'entretanto$', 'em contrapartida$', 'pelo contrário$', 'por outro lado$'],
    // prettier-ignore
    backReference: ['o mesmo$', 'a mesma$', 'os mesmos$', 'as mesmas$', 'este$', 'esta$', 'estes$', 'estas$', 'isto$', 'esse$', 'essa$', 'esses$', 'essas$', 'isso$', 'ele$', 'ela$', 'eles$', 'elas$', 'tal$', 'tais$', 'ambos$', 'ambas$'],
    impersonal: [],
    // prettier-ignore
    backReferenceWithin: ['esta categoria$', 'estas categorias$', 'este grupo$', 'estes grupos$', 'esta definição$', 'estes critérios$', 'este caso$', 'fazê-lo$', 'fazer isso$', 'fazer isto$', 'do mesmo modo$', 'de igual modo$', 'igualmente$', 'similarmente$', 'mais um$', 'mais uma$', 'o principal deles$', 'a principal delas$', 'o primeiro deles$', 'a primeira delas$', 'o mais importante deles$', 'a mais importante delas$'],
    // prettier-ignore
    opensClause: ['como$', 'porque$', 'já que$', 'visto que$', 'enquanto$', 'quando$', 'embora$', 'pois$'],
    // prettier-ignore
    dummySubject: [],
    // prettier-ignore
    hypothetical: ['poderia$', 'poderiam$', 'seria$', 'seriam$', 'teria$'],
  },
  // prettier-ignore
  relations: ['porque', 'devido a', 'excluindo', 'sem contar', 'pressup', 'hipótese', 'depende', 'comparação', 'comparáve', 'mínimo', 'requisito'],
  comparisonGroups: ['grupo de comparação', 'grupo de controlo', 'grupo de controle'],
  targets: ['meta', 'objetivo', 'marco', 'mínimo', 'pelo menos', 'no mínimo'],
  commitments: [
    'o nosso compromisso',
    'nosso compromisso',
    'comprometemo-nos',
    'o nosso objetivo é',
    'nosso objetivo é',
    'o propósito de',
    'o objetivo de',
    'esta tese',
    'propomos',
  ],
  // The programme a document announces (decision 171): a count of things and the words that take them in turn.
  enumerations: {
    counts: ['dois', 'duas', 'três', 'quatro', 'cinco', 'seis', 'sete', 'oito', 'nove', 'dez'],
    ordinals: [
      'em primeiro lugar',
      'em segundo lugar',
      'em terceiro lugar',
      'primeiro,',
      'segundo,',
      'terceiro,',
      'por fim',
      'finalmente',
    ],
  },
  // A speaker's own stance on a talk's slide (decision 162): the line a talk that states no point builds to.
  stances: {
    cues: [
      'queremos',
      'devemos',
      'precisamos',
      'acreditamos',
      'procuramos',
      'preferid',
      'preferencial',
      'a chave é',
      'a chave para',
      'o essencial é',
      'em resumo',
      'em suma',
      'o que importa',
    ],
    emphasis: ['NÃO', 'NUNCA', 'NENHUM', 'NENHUMA'],
    contrastOpeners: ['mas$', 'porém$', 'contudo$'],
    we: ['nós$', 'nosso', 'nossa'],
    audience: ['você', 'vocês', 'vosso', 'vossa', 'vossos', 'vossas', 'tu', 'teu', 'tua', 'teus', 'tuas'],
    formalAudience: [],
  },
  // How a talk calls on its audience to act (decision 174): what it asks them to do, what it wants of them.
  calls: {
    verbs: [
      'junte-se',
      'junta-te',
      'contribua',
      'participe',
      'participa',
      'experimente',
      'experimenta',
      'baixe',
      'descarregue',
      'instale',
      'envie',
      'inscreva-se',
      'visite',
      'venha',
    ],
    wants: ['procuramos', 'precisamos de', 'queremos'],
    intentions: ['que$', 'ser$', 'fazer$', 'chegar$'],
    intentionEndings: ['ar', 'er', 'ir'],
    obliges: [
      'você deve',
      'você deveria',
      'vocês devem',
      'vocês deveriam',
      'deves',
      'deverias',
      'tens de',
      'tens que',
    ],
  },
  // prettier-ignore
  causes: ['devido a', 'por causa d', 'graças a', 'impulsionado por', 'impulsionada por', 'causado por', 'causada por', 'em consequência d'],
  // What limits a claim ("only", "at most", "requires"): a question asks what the claim still holds under it.
  // prettier-ignore
  limits: ['só$', 'apenas', 'somente', 'no máximo', 'na melhor das hipóteses', 'menos de', 'ainda não', 'exceto', 'salvo$', 'requer', 'exige', 'limitado a'],
  // A note that says for whom its slide's figure holds, or what explains the change it shows (decision 144).
  qualifiers: {
    // prettier-ignore
    holdsFor: ['vale só para', 'vale apenas para', 'valem apenas para', 'valem só para', 'só vale para', 'apenas para', 'somente para', 'só para', 'aplica-se apenas', 'refere-se apenas', 'válido apenas', 'válida apenas'],
    // prettier-ignore
    changes: ['salto', 'aumento', 'subida', 'crescimento', 'queda', 'descida', 'redução', 'incremento'],
    // prettier-ignore
    explains: ['inclui', 'reflete', 'vem de', 'provém', 'graças a', 'devido a', 'deve-se a', 'por causa de', 'porque$', 'explica-se por'],
  },
  // What marks a figure as an estimate or projection: a question asks what it rests on.
  // prettier-ignore
  estimates: ['estimad', 'estimativa', 'projeção', 'projetad', 'previst', 'previsão', 'esperad', 'potencial', 'poupança', 'cerca de', 'aproximadamente'],
  // What weighs a case (a payback, a saving, a cost): a figure that carries the argument.
  // prettier-ignore
  caseFigures: ['retorno', 'amortiza', 'poupança', 'custo', 'orçamento', 'roi$', 'ponto de equilíbrio', 'paragem'],
  // A small sample a figure rests on, a change still pending, a feature in preview (decision 096).
  // prettier-ignore
  samples: ['aleatori', 'selecionad', 'amostra', 'inquiridos', 'entrevistados', 'participantes', 'inquérito'],
  // prettier-ignore
  pending: ['proposto$', 'propostos$', 'pendente', 'em análise', 'em estudo', 'em revisão', 'sujeito a aprovação'],
  preview: ['pré-visualização', 'preview$', 'beta$'],
  // Words that name no figure alone ("Result for the Tanneurs"): a heading before such a label stays (decision 140).
  vagueLabels: [
    'resultado',
    'total',
    'valor',
    'montante',
    'número',
    'cifra',
    'média',
    'outro$',
    'outros$',
    'estado$',
    'situação',
  ],
  // A position in a ranking and what moves it ("fell from 2nd to 15th", "#3 in 2021, #5 in 2025"); an ordinal
  // before one of `scales` ("25th percentile") is no rank. `ordinals` are suffixes after a number.
  // prettier-ignore
  ranks: {
    words: ['posição$', 'lugar$', 'classificad', 'ranking$'],
    ordinals: ['.º', '.ª', 'º', 'ª', '°'],
    moves: ['caiu', 'caído', 'desceu', 'recuou', 'subiu', 'subido', 'escalou', 'passou de', 'de$'],
    scales: ['percentil', 'quartil', 'quintil', 'decil', 'século', 'aniversário', 'edição', 'andar$'],
  },
  // What the deck itself leaves open ("no data to support this", "future work"): a reader asks what would settle it.
  // prettier-ignore
  // The noun a deck names one of its options by ("option B"), and the measures where more is worse (cost, time,
  // risk): the recommended option's downside a reader weighs against the others (decision 134).
  optionNouns: ['opção$', 'alternativa$', 'cenário$', 'variante$', 'opções$', 'alternativas$', 'cenários$', 'variantes$'],
  // The word by which a table or list marks the option it chooses ("(recommended)"; decision 201).
  chosenMarks: ['recomendad', 'preferid', 'escolhid', 'selecionad'],
  // What a dated end says ("funding ends on 30 September 2027"): why a recommendation must be decided now (decision 201).
  endsOn: ['termina em', 'termina a', 'expira', 'vence em', 'caduca', 'acaba em', 'cessa em'],
  // prettier-ignore
  burdens: ['custo', 'custos', 'investimento', 'capex', 'prazo', 'prazos', 'tempo$', 'duração', 'esforço', 'risco'],
  riskLists: ['riscos$'],
  questionNouns: ['pergunta$', 'perguntas$', 'questão$', 'questões$'],
  openQuestions: ['questão em aberto', 'pergunta em aberto'],
  openIssues: [
    'ainda em aberto',
    'por decidir',
    'ainda não decidido',
    'ainda não decidida',
    'sem dados',
    'não há dados',
    'ainda não se sabe',
    'ainda desconhecido',
    'questão em aberto',
    'pergunta em aberto',
    'problema em aberto',
    'resta saber',
    'a determinar',
    'ainda incerto',
    'trabalho futuro',
    'trabalhos futuros',
  ],
  // prettier-ignore
  audiencePrompts: ['pergunte-se', 'pergunte a si mesmo', 'perguntas a fazer', 'lista de verificação', 'checklist', 'autoavaliação', 'questionário', 'quiz', 'reflita'],
  // prettier-ignore
  amountBases: ['líquido$', 'líquida$', 'líquidos$', 'bruto$', 'bruta$', 'brutos$', 'por cada', 'por unidade', 'por dia', 'por mês', 'por ano', 'por pessoa', 'por cabeça'],
  baseCases: ['cenário base', 'caso base', 'cenário central', 'base$', 'central$'],
  // prettier-ignore
  returnMeasures: ['tir$', 'irr', 'roi$', 'vpl$', 'taxa interna de retorno', 'retorno sobre o investimento', 'rentabilidade', 'moic$'],
  downsideCases: ['pessimista', 'cenário baixo', 'desfavorável', 'pior caso'],
  assumptions: ['pressuposto', 'hipótese', 'premissa', 'supondo', 'assumimos'],
  provisos: ['desde que', 'contanto que', 'com a condição de que', 'caso'],
  progressOf: ['de'],
  // Words closing a slide title that say how the slide treats its subject ("in detail"), not what it is.
  timeLimits: {
    before: ['no prazo de', 'no prazo máximo de', 'dentro de', 'em até', 'nos'],
    periods: ['dia', 'semana', 'mês', 'meses', 'hora'],
  },
  approvals: ['aprovação', 'aprovacao', 'autorização', 'autorizacao', 'alçada', 'alçadas'],
  reserves: ['imprevistos', 'contingência', 'reserva$', 'reservas$'],
  cashBalances: ['caixa$', 'tesouraria', 'liquidez', 'disponibilidades', 'saldo bancário'],
  ownEntries: ['proposto$', 'proposta$', 'nosso$', 'nossa$', 'este trabalho$', 'este estudo$'],
  titleTails: ['em detalhe', 'em pormenor', 'em resumo'],
  ranges: { to: ['a'], between: ['entre'], and: ['e'], from: ['de', 'desde'] },
  perUnit: ['por'],
  sensitivity: {
    conditional: ['se'],
    insteadOf: ['em vez de', 'em lugar de', 'e não'],
    pointsBack: ['esse', 'essa', 'esses', 'essas', 'este', 'esta', 'estes', 'estas'],
    namedBy: ['de', 'do', 'da', 'dos', 'das'],
  },
  // prettier-ignore
  discussion: ['vai querer discutir', 'vão querer discutir', 'quererá discutir', 'vai perguntar', 'vão perguntar', 'para discussão', 'questão em aberto', 'pergunta em aberto'],
  // prettier-ignore
  subordinators: ['quando$', 'se$', 'embora$', 'porque$', 'enquanto$', 'antes que$', 'depois que$', 'já que$', 'caso$'],
  // prettier-ignore
  openEnds: ['o', 'a', 'os', 'as', 'de', 'do', 'da', 'dos', 'das', 'um', 'uma', 'e', 'ou', 'em', 'no', 'na', 'nos', 'nas', 'com', 'por', 'para', 'ao', 'à', 'entre'],
  // prettier-ignore
  selfNotes: ['poderia adicionar', 'poderíamos', 'a fazer:', 'todo$', 'falta adicionar', 'não esquecer', 'talvez adicionar', 'fonte maior'],
  // prettier-ignore
  toldThat: ['lembrar que', 'lembre que', 'sublinhar que', 'salientar que', 'antecipar que', 'mencionar que', 'explicar que', 'esclarecer que', 'destacar que', 'dizer que'],
  defines: ['é um$', 'é uma$', 'oferece', 'fornece', 'permite'],
  // prettier-ignore
  keyIdea: ['o verdadeiro segredo$', 'o grande segredo$', 'a ideia central$', 'a ideia-chave$', 'a ideia principal$', 'a grande diferença$', 'a diferença principal$'],
  // prettier-ignore
  instructs: ['certifique-se de', 'lembre-se de', 'não se esqueça', 'não esqueça', 'em caso de dúvida', 'na dúvida', 'use sempre', 'fique de olho'],
  // Asks said as an announcement, a list of what others ask for, or a quoted call (decision 189).
  announcedAsks: {
    // prettier-ignore
    soon: ['na próxima semana', 'próxima semana', 'esta semana', 'amanhã', 'hoje à noite', 'no próximo mês'],
    // prettier-ignore
    registers: ['desconto', 'código promocional', 'inscrição', 'inscreva-se', 'registe-se', 'cadastre-se', 'ingressos', 'bilhetes'],
    // prettier-ignore
    askedFor: ['pede$', 'pedem', 'reclama', 'reclamam', 'exige', 'exigem', 'precisamos', 'o que precisamos'],
    // prettier-ignore
    askedForOpens: ['o que pede', 'o que pedem', 'o que reclama', 'o que reclamam', 'pedido por'],
    // prettier-ignore
    callsOn: ['apelo a', 'apelamos a', 'peço a', 'pedimos a', 'exorto', 'exortamos'],
  },
  // A learner's setup slide and a lead-in that names a need before its tool (decision 189).
  learnerSteps: {
    // prettier-ignore
    setup: ['instalação', 'instalar', 'instalando', 'primeiros passos', 'configuração inicial'],
    // prettier-ignore
    needs: ['quando quiser', 'se quiser', 'quando precisar', 'antes de'],
  },
  asksWho: ['de quem é', 'a quem cabe', 'quem deve', 'quem deveria', 'quem vai'],
  phrases: {
    points: 'pontos',
    versus: 'face a',
    multipleOf: '{high} tem {multiples} do que {low}',
    timesThe: '{multiple}× mais {measure}',
    concentration: '{first} e {second} somam {share} do total {total}',
    growth: '{series}: {multiple}x de {first} ({firstLabel}) para {last} ({lastLabel})',
    against: '{measure} face a {other}: {result}',
    shareOf: '{measure} é {share} de {other}',
    withinRange: '{measure}: dentro do intervalo de {range}',
    aboveRange: '{measure}: {gap} acima do intervalo de {range}',
    belowRange: '{measure}: {gap} abaixo do intervalo de {range}',
    ofPlan: '{share} do {plan}',
    overPlan: '{share} acima do {plan}',
    section: 'A seguir: {item}',
    decision: '{result}; decisão pedida: {ask}',
    list: '{items} e {last}',
    forOption: '{figure} para {option}',
    ticked: '{label}: assinalado',
  },
  scales: ['milhares', 'mil$', 'milhão', 'milhões', 'M€$', 'mil milhões', 'bilião'],
  notesLabels: {
    aim: ['Objetivo', 'Objetivos', 'Objetivo do slide'],
    notes: ['Notas', 'Notas do orador', 'Notas do apresentador'],
    direction: ['Animação', 'Clique', 'Transição', 'Pronunciar', 'Pausa'],
  },
  gaps: {
    competition: {
      finding: 'O documento não nomeia concorrentes',
      question: 'Quem mais atende estes clientes e porque escolherão este produto?',
    },
    'unit-economics': {
      finding: 'O documento não indica churn, CAC nem valor do cliente',
      question: 'Quais são o churn e o custo de aquisição de clientes, e sustentam o plano de crescimento?',
    },
    runway: {
      finding: 'O documento não indica o runway de caixa',
      question: 'Para quantos meses tem a empresa caixa e que marco deve a ronda atingir?',
    },
    pipeline: {
      finding: 'A revisão não mostra pipeline nem encomendas',
      question: 'O que tem o pipeline para o próximo período, e cobre a meta?',
    },
    cost: {
      finding: 'A recomendação não indica o custo',
      question: 'Quanto custará a recomendação e que retorno a paga?',
    },
    timeline: {
      finding: 'A recomendação não dá calendário',
      question: 'Quando será executada a recomendação e quem responde por cada passo?',
    },
  },
  // prettier-ignore
  thesis: {
    subjects: ['este relatório', 'este documento', 'este artigo', 'este estudo', 'este trabalho', 'este discurso', 'o relatório', 'o estudo', 'nossos resultados'],
    verbs: ['argument', 'defend', 'mostr', 'conclu', 'constat', 'demonstr', 'propõe', 'propo', 'analis', 'examin', 'apresent', 'recomend', 'explic', 'suger'],
    conclusions: ['em conclusão', 'para concluir', 'em resumo', 'em suma'],
    verdicts: ['recomendação:', 'a nossa recomendação', 'nossa recomendação', 'recomendamos', 'a nossa conclusão', 'nossa conclusão', 'concluímos', 'conclusão:'],
  },
  recommends: {
    // prettier-ignore
    forms: ['deveria', 'deveriam', 'deve$', 'devem$', 'é preciso', 'é necessário', 'recomendamos', 'recomenda-se', 'é recomendado', 'há que'],
    // A form that needs a subject before it (decision 181).
    personal: ['deveria', 'deveriam', 'deve$', 'devem$'],
    // prettier-ignore
    reported: ['segundo$', 'de acordo com', 'afirma', 'afirmou', 'disse', 'declarou', 'defende que', 'reivindica'],
    supposing: ['poderia', 'poderiam', 'seria', 'seriam', 'teria'],
    conditions: ['sempre que', 'cada vez que', 'se$', 'a menos que', 'caso$'],
    // prettier-ignore
    proposes: ['um primeiro passo seria', 'um primeiro passo é', 'uma opção seria', 'uma possibilidade seria', 'há razões para', 'há argumentos para', 'poderia ser alargad', 'poderiam ser alargad', 'poderia ser aplicad', 'poderiam ser aplicad', 'poderia ser desenvolvid', 'poderiam ser desenvolvid', 'poderia ser introduzid', 'poderiam ser introduzid', 'poderia ajudar', 'poderiam ajudar'],
  },
  // What a talk or lecture leaves open or leaves out (decision 164).
  deckQuestions: {
    // prettier-ignore
    questionSlides: ['questões em aberto', 'questão em aberto', 'pontos em aberto', 'perguntas$', 'por resolver', 'a resolver', 'a decidir', 'a definir', 'não resolvido'],
    // prettier-ignore
    unsettledAnswers: ['esperamos', 'contamos com', 'em conversações', 'em negociação', 'a trabalhar em', 'trabalhando em', 'ainda não', 'incerto', 'depende de'],
    // prettier-ignore
    callsToTakePart: ['queremos mais', 'as nossas portas estão abertas', 'nossas portas estão abertas', 'junte-se', 'participe', 'contribuições bem-vindas', 'chamada de participação', 'chamada de propostas', 'torne-se membro'],
    // prettier-ignore
    waysToTakePart: ['candidatar', 'candidatura', 'submeter', 'submissão', 'inscrever', 'inscrição', 'registar', 'registrar', 'como participar', 'contacte-nos', 'quota de membro', 'prazo'],
    // prettier-ignore
    adequacyClaims: ['bom o suficiente', 'suficiente para', 'adequado para', 'aceitável para', 'suficientemente preciso'],
    errorMeasures: ['erro', 'tolerância', 'precisão', 'desvio', 'snr$'],
    takePart: '«{line}»: como se participa, com que processo e critérios, e quem decide?',
    adequacy: '«{line}»: com que medida de erro, e quanto erro é aceitável aí?',
    // prettier-ignore
    speedClaims: ['mais rápido', 'desempenho', 'performance', 'aceleração', 'acelera', 'velocidade', 'latência', 'melhoria'],
    // prettier-ignore
    baselines: ['comparado', 'em comparação', 'face a', 'em relação a', 'versus', 'vs$', 'referência', 'benchmark', 'carga de trabalho', 'medido em'],
    // prettier-ignore
    portabilityClaims: ['portável entre', 'portável para', 'portado para', 'funciona em qualquer', 'roda em qualquer', 'multiplataforma', 'originalmente em', 'originalmente para', 'agora funciona em', 'agora disponível em', 'agora roda em'],
    // prettier-ignore
    portabilityLimits: ['não suportado', 'não compatível', 'ainda não', 'limitação', 'limitado a', 'exceto', 'só em', 'apenas em', 'problemas conhecidos', 'não funciona', 'não disponível'],
    // prettier-ignore
    futureClaims: ['no futuro vamos', 'no futuro, vamos', 'numa versão futura', 'em versões futuras', 'será migrado', 'serão migrados', 'serão migradas', 'será adicionado', 'estará disponível', 'roteiro', 'previsto para', 'em breve', 'próxima versão'],
    speedUp: '«{line}»: medido em que carga de trabalho, e face a que referência?',
    portability: '«{line}»: o que ainda não é suportado aí, e o que deixa de funcionar na mudança?',
    roadmap: '«{line}»: até quando, e de que depende?',
    // A prediction of a gain, and what a turn warns of (decision 203).
    // prettier-ignore
    predictionCues: ['esperamos', 'espera-se', 'esperado', 'esperada', 'prevemos', 'previsão', 'deverá', 'deverão'],
    // prettier-ignore
    warningCues: ['risco', 'dependência', 'aprisionamento', 'lock-in', 'perigo', 'ameaça', 'cuidado com', 'abre a porta', 'abre espaço', 'armadilha'],
    prediction: '«{line}»: face a que referência, e com que evidência até agora?',
    warning: '«{line}»: quem fica exposto se acontecer, e o que protege disso?',
    // A multiple's unit word ("3-fold"), and the question on one claim stated with two multiples (decision 203).
    folds: ['vezes$'],
    restated: '«{first}» face a «{second}»: que número vale, e em que condições?',
  },
  questions: {
    variance: 'O que explica o desvio em {subject} ({figure} face a {plan}) e vai repetir-se?',
    concentration: 'Quanto depende o total de {subject} ({figure}) e como reduzir essa dependência?',
    growth: 'O que tem de se verificar para {subject} continuar a crescer a partir de {figure}?',
    assumption: 'Em que assenta {subject} ({figure}) e o que o mudaria?',
    limit: '«{limit}»: o que garante ainda {subject}?',
    target: 'O que tem de se verificar para {subject} passar de {figure} a {plan}?',
    share: 'Quanto mais de {plan} pode {subject} ({figure}) alcançar, e em que prazo?',
    contrast: 'O que explica a distância entre {figure} e {plan} em {subject}, e qual conta?',
    cause: '{subject} ({figure}): o que o explica e o que o mudaria?',
    recurrence: '{subject}: o que o causou e pode repetir-se?',
    decision: 'O que acontece se «{subject}» ({figure}) não for aprovado a tempo?',
    spread: '{subject}: o que separa {figure} de {plan}, e o que fecharia a diferença?',
    evidence:
      '{subject}: {figure} face a {plan} no grupo de comparação. Os dois grupos são comparáveis, e a diferença mantém-se a maior escala?',
    closes: '{subject} ({figure} face a {plan}): {ask} fecham a diferença, e quanto custa esperar até lá?',
    causeShare:
      '{subject} ({figure} face a {plan}): que parte do desvio se deve a «{cause}», e o que resta sem isso?',
    discussedAsk: '{subject}: o que tem de se verificar antes de gastar {ask}?',
    askFor: 'os {amount} para {ask}',
    targetDriver: '{subject} de {figure} para {plan}: e se {driver} não for atingido?',
    today: 'hoje {figure}',
    sample: '«{claim}» assenta em {sample}: até onde vale para além dessa amostra?',
    pending: 'Se «{line}» avançar, o que muda para {subject}, e se não avançar?',
    preview: '{subject}: «{line}». Pode-se confiar nisso antes da versão final?',
    range: 'Porquê {figure} para {subject}, se a apresentação também cita «{range}»?',
    moved: '{subject}: «{line}». O que o moveu, uma mudança própria ou a dos outros, e vai manter-se?',
    rankReason: '{subject}: «{rank}» porque «{reason}». Onde ficaria só com as outras evidências?',
    openQuestion: 'Como se resolverá {subject}?',
    openIssue: '{subject}: «{line}». O que o resolveria, e até quando?',
    restsOn: '{result} assenta em {driver}{from}. O que tem de se verificar, e se não for atingido?',
    downside: '{result} ({case}) assenta em {drivers}. Qual pesa mais?',
    assumes: '{subject} ({figure}) pressupõe «{assumption}»: quanto muda se não se confirmar?',
    askOfCash:
      'O que sobra depois de {measure} ({share} de {other}), por quanto tempo chega, e se houver derrapagem?',
    pace: '{subject}: {progress} em {asOf}; {target} até {due} exige cerca de {rate} por semana. Esse ritmo mantém-se?',
    risk: '«{risk}»: como será tratado, e quanto custaria se acontecer?',
    riskMitigated: '«{risk}»: basta «{mitigation}», e quando se verá o efeito?',
    riskEnds: '«{risk}»: basta «{mitigation}», e o que acontece depois de {date} se não bastar?',
    deadline: '{rule}: o que acontece se não for cumprido, e quem o verifica?',
    reserveRisk: 'Se «{risk}» acontecer, basta {reserve} de {figure}?',
    eachApplies:
      '{high} ({highFigure}) face a {low} ({lowFigure}): quanto custa {high} a mais do que {low}, e quando convém cada um?',
    approvalLimits: '{subject} ({limits}): o que impede dividir um pedido para ficar abaixo de um limite?',
    tradeOff: '«{option}»: {measure} {value}, contra {best} de «{other}». Como será coberta a diferença?',
    // A result table's own row against its closest alternative; a before and after's row that moves least, or
    // the one that moves most asked what it was measured on (decision 179).
    ownAdvantage:
      '{own}: {figure} contra {other} de {rival}. Quanto custa essa vantagem, e em que casos deixa de valer?',
    unevenGain: '{weak}: apenas {weakChange}, enquanto {strong} chega a {strongChange}. O que o trava?',
    measuredOn: '{row} {change}: medido com que carga e configuração, e mantém-se fora desse teste?',
    breakEven: '{subject} é de {figure}: a que preço, volume ou custo chegaria a zero?',
    // Only when the deck states a plan, budget or target with a figure: else the clause presumes one.
    breakEvenPlan:
      '{subject} é de {figure}: a que preço, volume ou custo chegaria a zero, e a que distância do plano está isso?',
  },
  // Cue words and abbreviations (cue-words-schema.ts says how each list matches), filled like prose.
  // prettier-ignore
  cues: {
    action: [
      'deve$', 'devem$', 'devemos', 'deveríamos', 'deveria', 'precisa', 'precisamos', 'é necessário',
      'temos que', 'tem que', 'recomendamos', 'recomenda', 'recomendação', 'próximo passo', 'próximos passos',
      'prazo final', 'prazo limite', 'data limite', 'pedimos', 'solicitamos', 'responsável:', 'aprovar',
      'decidir',
      // An ask in the passive: what the deck seeks from its audience ("Feedback … is actively sought").
      'procura-se', 'solicita-se', 'é solicitad', 'são solicitad', 'é bem-vind', 'são bem-vind',
    ],
    imperative: [
      'realizar', 'conduzir',
      'contratar', 'lançar', 'fechar', 'aprovar', 'revisar', 'preparar', 'enviar', 'assinar', 'concluir',
      'implementar', 'ampliar', 'expandir', 'reduzir', 'apresentar', 'definir', 'garantir', 'investir',
      'migrar', 'treinar', 'publicar', 'contatar', 'contactar', 'confirmar', 'decidir', 'atualizar', 'abrir',
      'negociar', 'renovar', 'validar', 'nomear', 'alocar', 'auditar', 'planejar', 'avaliar', 'iniciar',
      'captar', 'recrutar',
    ],
    imperativeAtEnd: false,
    // Verbs a role's duties open with, beyond the action verbs: said under the heading that names the role.
    dutyVerb: ['coordenar', 'fornecer', 'apoiar', 'assistir', 'participar', 'manter', 'gerir', 'gerenciar', 'monitorar', 'monitorizar', 'supervisionar', 'mitigar', 'facilitar', 'administrar', 'aconselhar', 'acompanhar', 'dirigir', 'liderar'],
    actionTitle: [
      // A slide addressed to its audience's role lists what they are to do (decision 120).
      'o seu papel', 'o teu papel', 'seu papel', 'o que deve fazer',
      'decisão', 'trabalho de casa', 'o pedido', 'próximos passos', 'ações', 'plano de ação', 'recomendações',
      'recomendação', 'pedido', 'solicitação', 'tarefas', 'uso dos recursos', 'decisões', 'apelo à ação', 'chamada à ação',
    ],
    supplementTitle: ['anexo', 'apêndice', 'material de apoio'],
    modal: ['deve$', 'devem$', 'deveria', 'deveriam', 'precisa', 'precisam', 'tem que', 'têm que', 'poderia'],
    obligation: [
      'deve$', 'devem$', 'deveria', 'deveriam', 'tem que', 'têm que', 'tem de', 'têm de', 'precisa',
      'precisam', 'será obrigatóri', 'é obrigatóri', 'será exigid',
    ],
    // A line that only dates the slide's decision opens so ("Decision needed by 4 December 2026").
    deadlineLead: [
      'decisão necessária', 'decisão até', 'decisão antes', 'aprovação até', 'data limite', 'prazo',
    ],
    // What a thing needs: a line holding only this states a requirement, it asks nothing ("Tight control of the
    // timebase required to avoid this error"); off an action slide it is a fact.
    requirement: [
      'é necessário', 'necessári', 'requer$', 'exige$', 'exigido', 'exigida',
    ],
    // A heading over the lines that tell how ("How to provide feedback.") opens so.
    howTo: [
      'como fazer', 'como enviar', 'como dar', 'como contribuir', 'onde',
    ],
    anaphor: ['isto', 'isso', 'eles', 'elas'],
    talk: [
      'este slide', 'este diapositivo', 'próximo slide', 'o slide mais importante', 'nesta apresentação',
      'nesta palestra',
    ],
    talkLead: ['se perguntarem', 'mencionar', 'dizer', 'sublinhar', 'lembrar', 'destacar'],
    housekeeping: ['muito obrigad', 'obrigado', 'obrigada', 'parabéns', 'código de desconto', 'código promocional', 'siga-nos', 'inscreva-se', 'alguma pergunta'],
    questionOpener: ['por que', 'por quê', 'qual', 'quais', 'quando', 'onde', 'quem'],
    copula: ['é$', 'são$', 'está$', 'estão$', 'foi$', 'tem$', 'têm$', 'será$'],
    bioTitle: [
      'equipe', 'equipa', 'nossa equipe', 'sobre mim', 'palestrante', 'quem sou', 'biografia', 'fundadores',
    ],
    summaryTitle: [
      'mensagem principal', 'mensagem-chave', 'resumo', 'conclus', 'destaques', 'pontos-chave',
      'pontos principais', 'visão geral', 'sumário',
    ],
    insight: {
      risk: ['risco', 'ameaça', 'perda', 'queda', 'atraso', 'cancelamento', 'vulnerab', 'exposição', 'adiamento'],
      growth: ['cresc', 'aument', 'subi', 'dobr', 'tripl', 'melhor', 'acelera'],
      market: [
        'mercado', 'participação', 'clientes', 'usuários', 'utilizadores', 'segmento', 'concorr', 'adoção',
      ],
      money: [
        'margem', 'receita', 'lucro', 'custo', 'ebitda', 'caixa', 'preço', 'orçamento', 'economia', 'vendas',
        'faturamento', 'gasto', 'financiamento', 'rentabilidade', 'avaliação',
      ],
      comparison: [
        'comparado', 'em comparação', 'em relação', 'frente a', 'vs$', 'do que', 'diminu', 'caiu', 'meta',
        'previsão',
      ],
    },
    questions: {
      risk: 'Quais são os riscos de {topic}, e quem é responsável por mitigá-los?',
      growth: 'O que impulsiona {topic}, e é sustentável?',
      market: 'Que parte de {topic} pode ser conquistada de forma realista, e em quanto tempo?',
      money: 'Em que pressupostos assenta {topic}, e o que o mudaria?',
      general: 'Que evidências sustentam {topic} e o que mudaria o plano?',
    },
    boilerplate: [
      'copyright', 'direitos reservados', 'todos os direitos reservados', 'licenciado sob', 'sob a licença',
      'sob licença', 'creative commons', 'cc by', 'confidencial', 'uso interno', 'não distribuir',
      'política antitruste', 'aviso antitruste', 'política de concorrência', 'antitrust policy', 'aviso legal', 'isenção de responsabilidade', 'declarações prospectivas', 'declarações sobre o futuro', 'marcas registradas', 'sem garantia',
    ],
    footnoteLabel: ['nota', 'notas', 'observação', 'obs.', 'n.b.'],
    frameTitle: [
      'agenda', 'pauta', 'sumário', 'índice', 'conteúdo', 'conteúdos', 'introdução', 'perguntas',
      'perguntas e respostas', 'obrigado', 'obrigada', 'muito obrigado', 'bem-vindo', 'bem-vindos', 'anexo',
      'apêndice', 'referências', 'aviso legal',
    ],
    chart: {
      extremes: 'máximo em {high} ({highValue}) e mínimo em {low} ({lowValue})',
      fromTo: 'de {first} ({firstLabel}) a {last} ({lastLabel})',
      againstPlan: '{category}: {actual} face a um objetivo de {plan}',
    },
    sectionLabel: [
      'descrição do projeto', 'descrição', 'metodologia', 'método', 'métodos', 'questões de design', 'design',
      'contexto', 'resumo', 'introdução', 'objetivos', 'objetivo', 'escopo', 'abordagem', 'resultados',
      'discussão', 'conclusão', 'conclusões', 'referências', 'propósito', 'metas', 'entregáveis',
      'cronograma', 'avaliação', 'rubrica', 'requisitos', 'limitações', 'constatações', 'critérios', 'anexo',
      'total',
    ],
    labels: {
      notes: 'Notas',
      noText: 'Este slide não contém texto.',
      titleOnly: 'Apenas título.',
      code: 'Exemplo de código.',
      noTextPages: 'Estas páginas não contêm texto.',
      picture: 'Imagem',
      pictureOnly: 'Uma imagem ou diagrama, sem texto.',
      chartOnly: 'Um gráfico sem rótulos de texto.',
      diagramOnly: 'Um diagrama sem texto.',
      drawing: 'Um gráfico ou diagrama com as legendas',
    },
  },
  // prettier-ignore
  abbreviations: [
    'p. ex', 'p.ex', 'ex', 'sr', 'sra', 'dr', 'dra', 'etc', 'aprox', 'nº', 'n.º', 'pág', 'págs', 'mil', 'mi',
    'bi', 'vs', 'jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez', 'cia',
    'av', 'prof', 'profa',
    // Rules' and statutes' references (decision 205).
    'art', 'arts', 'n.os', 'inc', 'al', 'cap', 'cf', 'ss',
  ],
  // The language writes no ordinal as a number with a full stop: none (decision 205).
  ordinalLeads: [],
}
