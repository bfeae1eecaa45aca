// bench/report.md from the figures of bench/run.mjs, with each target of the product checked.
const kb = (bytes) => (bytes / 1024).toFixed(1);
const ms = (value) => String(Math.round(value));
const ratio = (value) => value.toFixed(2);
const check = (ok) => (ok ? 'sí' : '**no**');

const TARGETS = {
  publicScore: 100,
  adminScore: 95,
  homeJsKb: 120,
  federationTax: 1.1,
  lcpToStatic: 1.3,
  cls: 0.02,
};

function siteTable({ federated }) {
  return [
    '| ruta | JS gzip (KB) | scripts | pedidos | remotos | React | Lighthouse | LCP (ms) | TBT (ms) | CLS | FCP (ms) |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
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

function targetsTable(results) {
  const { federated, bundle, staticPages } = results;
  const publicPages = federated.filter(({ route }) => !route.startsWith('/admin'));
  const admin = federated.find(({ route }) => route.startsWith('/admin'));
  const worstTax = Math.max(...federated.map((fed, i) => fed.firstLoad.jsGzipBytes / bundle[i].firstLoad.jsGzipBytes));
  const worstLcp = Math.max(...staticPages.map(({ lighthouse }, i) => federated[i].lighthouse.lcp / lighthouse.lcp));
  const worstCls = Math.max(...federated.map(({ lighthouse }) => lighthouse.cls));
  const minPublic = Math.min(...publicPages.map(({ lighthouse }) => lighthouse.score));
  const home = federated.find(({ route }) => route === '/');
  return [
    '| objetivo | medido | cumple |',
    '|---|---|---|',
    `| Lighthouse ${TARGETS.publicScore} en rutas públicas | mínimo ${minPublic} | ${check(minPublic >= TARGETS.publicScore)} |`,
    `| Lighthouse ≥ ${TARGETS.adminScore} en la lista del admin | ${admin?.lighthouse.score ?? '—'} | ${check((admin?.lighthouse.score ?? 0) >= TARGETS.adminScore)} |`,
    `| JS inicial en / ≤ ${TARGETS.homeJsKb} KB gzip | ${home ? kb(home.firstLoad.jsGzipBytes) : '—'} KB | ${check(home ? home.firstLoad.jsGzipBytes / 1024 <= TARGETS.homeJsKb : false)} |`,
    `| impuesto de federación ≤ 10 % de bytes | peor ${ratio(worstTax)}× | ${check(worstTax <= TARGETS.federationTax)} |`,
    `| LCP ≤ 1,3 × HTML estático | peor ${ratio(worstLcp)}× | ${check(worstLcp <= TARGETS.lcpToStatic)} |`,
    `| CLS ≤ ${TARGETS.cls} | peor ${worstCls.toFixed(3)} | ${check(worstCls <= TARGETS.cls)} |`,
    `| React cargado una vez por ruta | ${[...new Set(federated.map(({ firstLoad }) => firstLoad.reactCopies))].join(', ')} | ${check(federated.every(({ firstLoad }) => firstLoad.reactCopies === 1))} |`,
  ];
}

export function formatReport(results) {
  return [
    '# Rendimiento medido',
    '',
    `Generado por \`npm run bench\` el ${results.generatedAt}: builds de producción servidos con compresión, API con datos de demostración, Chromium de Debian. Lighthouse preset móvil, mediana de ${results.runs} corridas; JS medido en el navegador con el protocolo DevTools (gzip, caché deshabilitada).`,
    '',
    '## Objetivos',
    '',
    ...targetsTable(results),
    '',
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
  ].join('\n');
}
