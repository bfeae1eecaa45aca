// bench/report.md from the figures of bench/run.mjs, with each target of the product checked.
const kb = (bytes) => (bytes / 1024).toFixed(1);
const ms = (value) => String(Math.round(value));
const ratio = (value) => value.toFixed(2);
const check = (ok) => (ok ? 'sí' : '**no**');

const TARGETS = {
  publicScore: 98,
  adminScore: 95,
  tbtMs: 100,
  /** First-load JS on / must not grow from what it was before server rendering. */
  homeJsKb: 188,
  homeJsGoalKb: 120,
  federationTax: 1.1,
  lcpToStatic: 1.3,
  cls: 0.02,
  ttfbP50Ms: 30,
  ttfbP99Ms: 150,
  rssMb: 250,
  /** 'Flat': the second 10,000 requests add at most this share to the RSS. */
  rssGrowth: 0.05,
  /** First contentful paint → hydrated, CPU 4×, on the routes bench/dead-window.mjs measures. */
  deadWindowMs: 1000,
};

/** A route's dead window (median, ms), or '—' when it is not one of the routes measured. */
function deadWindowOf(route, deadWindow) {
  const measured = deadWindow?.find((result) => result.route === route);
  return measured ? ms(measured.dead) : '—';
}

function siteTable({ federated, deadWindow }) {
  return [
    '| ruta | JS gzip (KB) | scripts | pedidos | remotos | React | Lighthouse | LCP (ms) | TBT (ms) | CLS | FCP (ms) | ventana muerta (ms) |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...federated
      .map(({ route, firstLoad: load, lighthouse: lh }) =>
        [
          route,
          kb(load.jsGzipBytes),
          load.scriptRequests,
          load.requests,
          load.remotes.join(', ') || '—',
          load.reactCopies,
          lh.score,
          ms(lh.lcp),
          ms(lh.tbt),
          lh.cls.toFixed(3),
          ms(lh.fcp),
          deadWindowOf(route, deadWindow),
        ].join(' | '),
      )
      .map((row) => `| ${row} |`),
  ];
}

function federationTaxTable({ federated, bundle }) {
  return [
    '| ruta | JS federado (KB) | JS un bundle (KB) | bytes federado / bundle | LCP federado (ms) | LCP bundle (ms) | LCP federado / bundle |',
    '|---|---|---|---|---|---|---|',
    ...federated.map((fed, index) => {
      const one = bundle[index];
      return `| ${fed.route} | ${kb(fed.firstLoad.jsGzipBytes)} | ${kb(one.firstLoad.jsGzipBytes)} | ${ratio(fed.firstLoad.jsGzipBytes / one.firstLoad.jsGzipBytes)} | ${ms(fed.lighthouse.lcp)} | ${ms(one.lighthouse.lcp)} | ${ratio(fed.lighthouse.lcp / one.lighthouse.lcp)} |`;
    }),
  ];
}

function staticLimitTable({ federated, staticPages }) {
  return [
    '| ruta | LCP HTML estático (ms) | LCP nuestro (ms) | nuestro / estático | Lighthouse estático |',
    '|---|---|---|---|---|',
    ...staticPages.map(({ route, lighthouse: lh }, index) => {
      const ours = federated[index].lighthouse;
      return `| ${route} | ${ms(lh.lcp)} | ${ms(ours.lcp)} | ${ratio(ours.lcp / lh.lcp)} | ${lh.score} |`;
    }),
  ];
}

function lighthouseTargets(results) {
  const { federated, bundle, staticPages } = results;
  const publicPages = federated.filter(({ route }) => !route.startsWith('/admin'));
  const admin = federated.find(({ route }) => route.startsWith('/admin'));
  const worstTax = Math.max(...federated.map((fed, i) => fed.firstLoad.jsGzipBytes / bundle[i].firstLoad.jsGzipBytes));
  const worstLcp = Math.max(...staticPages.map(({ lighthouse }, i) => federated[i].lighthouse.lcp / lighthouse.lcp));
  const worstCls = Math.max(...federated.map(({ lighthouse }) => lighthouse.cls));
  const worstTbt = Math.max(...publicPages.map(({ lighthouse }) => lighthouse.tbt));
  const minPublic = Math.min(...publicPages.map(({ lighthouse }) => lighthouse.score));
  const home = federated.find(({ route }) => route === '/');
  const homeKb = home ? home.firstLoad.jsGzipBytes / 1024 : NaN;
  return [
    `| Lighthouse móvil ≥ ${TARGETS.publicScore} en rutas públicas | mínimo ${minPublic} | ${check(minPublic >= TARGETS.publicScore)} |`,
    `| TBT ≤ ${TARGETS.tbtMs} ms en rutas públicas | peor ${ms(worstTbt)} ms | ${check(worstTbt <= TARGETS.tbtMs)} |`,
    `| CLS ≤ ${TARGETS.cls} | peor ${worstCls.toFixed(3)} | ${check(worstCls <= TARGETS.cls)} |`,
    `| LCP ≤ 1,3 × HTML estático | peor ${ratio(worstLcp)}× | ${check(worstLcp <= TARGETS.lcpToStatic)} |`,
    `| JS inicial en / no crece de ${TARGETS.homeJsKb} KB gzip | ${kb(homeKb * 1024)} KB | ${check(homeKb <= TARGETS.homeJsKb)} |`,
    `| JS inicial en / ≤ ${TARGETS.homeJsGoalKb} KB gzip (meta) | ${kb(homeKb * 1024)} KB | ${check(homeKb <= TARGETS.homeJsGoalKb)} |`,
    `| Lighthouse ≥ ${TARGETS.adminScore} en la lista del admin | ${admin?.lighthouse.score ?? '—'} | ${check((admin?.lighthouse.score ?? 0) >= TARGETS.adminScore)} |`,
    `| impuesto de federación ≤ 10 % de bytes | peor ${ratio(worstTax)}× | ${check(worstTax <= TARGETS.federationTax)} |`,
    `| React cargado una vez por ruta | ${[...new Set(federated.map(({ firstLoad }) => firstLoad.reactCopies))].join(', ')} | ${check(federated.every(({ firstLoad }) => firstLoad.reactCopies === 1))} |`,
  ];
}

function serverTargets({ ttfb, memory }) {
  const rows = [];
  for (const { route, p50, p99 } of ttfb ?? []) {
    rows.push(`| TTFB de ${route}: p50 ≤ ${TARGETS.ttfbP50Ms} ms | ${p50} ms | ${check(p50 <= TARGETS.ttfbP50Ms)} |`);
    rows.push(`| TTFB de ${route}: p99 ≤ ${TARGETS.ttfbP99Ms} ms | ${p99} ms | ${check(p99 <= TARGETS.ttfbP99Ms)} |`);
  }
  if (memory) {
    const peak = Math.max(memory.before, memory.after, memory.afterMore);
    const growth = (memory.afterMore - memory.after) / memory.after;
    rows.push(
      `| RSS del host ≤ ${TARGETS.rssMb} MB | máximo ${peak.toFixed(0)} MB | ${check(peak <= TARGETS.rssMb)} |`,
    );
    rows.push(
      `| RSS plana tras ${memory.requests} pedidos (≤ ${TARGETS.rssGrowth * 100} % más con otros ${memory.requests}) | ${(growth * 100).toFixed(1)} % | ${check(growth <= TARGETS.rssGrowth)} |`,
    );
  }
  return rows;
}

function deadWindowTargets({ deadWindow }) {
  if (!deadWindow?.length) return [];
  const worst = deadWindow.reduce((a, b) => (b.dead > a.dead ? b : a));
  const routes = deadWindow.map(({ route }) => route).join(', ');
  return [
    `| ventana muerta (primer pintado → hidratada) ≤ ${TARGETS.deadWindowMs} ms, CPU ${worst.cpuSlowdown}×, en ${routes} | peor ${ms(worst.dead)} ms (${worst.route}) | ${check(worst.dead <= TARGETS.deadWindowMs)} |`,
  ];
}

function targetsTable(results) {
  return [
    '| objetivo | medido | cumple |',
    '|---|---|---|',
    ...(results.federated ? lighthouseTargets(results) : []),
    ...deadWindowTargets(results),
    ...serverTargets(results),
  ];
}

function deadWindowTable({ deadWindow }) {
  return [
    '## Ventana muerta',
    '',
    `Del primer pintado con contenido (FCP) a la página viva (la marca \`hydrated\` del host: la hidratación confirmada, en la página de un remoto la de su sección), CPU ${deadWindow[0].cpuSlowdown}× más lenta, red local, contexto nuevo (caché vacía) por corrida, mediana de ${deadWindow[0].runs} tras una carga sin medir. La carga de la máquina (promedio de 1 min) antes y después de cada ruta.`,
    '',
    '| ruta | FCP (ms) | hidratada (ms) | ventana muerta (ms) | corridas (ms) | carga |',
    '|---|---|---|---|---|---|',
    ...deadWindow.map(
      ({ route, fcp, hydrated, dead, samples, load: [before, after] }) =>
        `| ${route} | ${ms(fcp)} | ${ms(hydrated)} | ${ms(dead)} | ${samples.join(', ')} | ${before} → ${after} |`,
    ),
    '',
  ];
}

function serverTables({ ttfb, memory }) {
  const lines = [];
  if (ttfb) {
    lines.push(
      '| ruta | conexiones | pedidos | pedidos/s | TTFB p50 (ms) | TTFB p99 (ms) | fallidos |',
      '|---|---|---|---|---|---|---|',
      ...ttfb.map(
        (row) =>
          `| ${row.route} | ${row.connections} | ${row.requests} | ${Math.round(row.perSecond)} | ${row.p50} | ${row.p99} | ${row.failed} |`,
      ),
      '',
    );
  }
  if (memory) {
    lines.push(
      `RSS del proceso del host (${memory.routes.join(', ')} por turnos): ${memory.before.toFixed(0)} MB tras el calentamiento, ${memory.after.toFixed(0)} MB tras ${memory.requests} pedidos, ${memory.afterMore.toFixed(0)} MB tras otros ${memory.requests}; pedidos fallidos: ${memory.failed}.`,
      '',
    );
  }
  return lines;
}

export function formatReport(results) {
  const lighthouse = results.federated
    ? [
        '## Sitio federado (host + remotos)',
        '',
        ...siteTable(results),
        '',
        '## Impuesto de federación',
        '',
        'Las mismas páginas compiladas como un único bundle común (`npm run build:bundle -w host`: el host importa las rutas de cada remoto sin Module Federation).',
        '',
        ...federationTaxTable(results),
        '',
        '## El límite: HTML estático',
        '',
        'Cada página pública renderizada, guardada sin JavaScript (mismo contenido, estilos e imágenes) y servida aparte.',
        '',
        ...staticLimitTable(results),
        '',
      ]
    : [];
  const deadWindow = results.deadWindow?.length ? deadWindowTable(results) : [];
  const server =
    results.ttfb || results.memory
      ? [
          '## Servidor del host bajo carga',
          '',
          'autocannon contra el servidor del host con la API en la misma máquina: 50 conexiones durante 10 s por ruta, tras calentar el sitio (rondas de 5 s hasta que el ritmo deja de subir; la base embebida de la API es varias veces más lenta en su primer minuto) y 500 pedidos más por ruta. autocannon mide cada pedido hasta el final de la respuesta; el host envía cada página entera al terminar de renderizarla, así que esa latencia es el TTFB (más la escritura de la página). En una máquina ocupada (otros procesos compitiendo por los 2 núcleos) las cifras son sólo indicativas.',
          '',
          ...serverTables(results),
        ]
      : [];
  return [
    '# Rendimiento medido',
    '',
    `Generado por \`npm run bench\` el ${results.generatedAt}: builds de producción servidos con compresión, API con datos de demostración, Chromium de Debian. Lighthouse preset móvil, mediana de ${results.runs ?? '—'} corridas; JS medido en el navegador con el protocolo DevTools (gzip, caché deshabilitada). Cada parte se mide también sola: \`node bench/run.mjs --only lighthouse|ttfb|memory|dead-window\`.`,
    '',
    '## Objetivos',
    '',
    ...targetsTable(results),
    '',
    ...lighthouse,
    ...deadWindow,
    ...server,
  ].join('\n');
}
