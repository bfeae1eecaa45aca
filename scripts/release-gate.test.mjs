import { describe, expect, it } from '@jest/globals';
import { exposeProblems, sharedProblems } from './release-gate.mjs';

const host = {
  shared: [
    { name: 'react', version: '19.3.1', requiredVersion: '19.3.1' },
    { name: '@reduxjs/toolkit', version: '2.14.0', requiredVersion: '^2.14.0' },
    { name: '@shop/shared/router', version: '0.1.0', requiredVersion: '^0.1.0' },
  ],
};

/** A remote's manifest: its build id, what it exposes and the shared modules it was built with. */
function manifest({ buildId = 'v2', exposes = ['./routes'], shared = [] } = {}) {
  return {
    metaData: { buildInfo: { buildVersion: buildId } },
    exposes: exposes.map((path) => ({ path })),
    shared,
  };
}

describe('the shared singletons of a release', () => {
  it('fit when both sides satisfy each other', () => {
    const candidate = manifest({
      shared: [
        { name: 'react', version: '19.3.1', requiredVersion: '19.3.1' },
        { name: '@reduxjs/toolkit', version: '2.15.0', requiredVersion: '^2.14.0' },
        { name: '@shop/shared/catalog', version: '0.1.0', requiredVersion: '^0.1.0' },
      ],
    });
    expect(sharedProblems(candidate, host)).toEqual([]);
  });

  it("do not fit when the host's copy misses the release's range, or the release's version the host's", () => {
    const candidate = manifest({
      shared: [
        { name: 'react', version: '19.4.0', requiredVersion: '^19.4.0' },
        { name: '@shop/shared/router', version: '0.2.0', requiredVersion: '^0.1.0' },
      ],
    });
    expect(sharedProblems(candidate, host)).toEqual([
      'react: el remoto pide ^19.4.0 y el host tiene 19.3.1',
      'react: el remoto trae 19.4.0 y el host pide 19.3.1',
      '@shop/shared/router: el remoto trae 0.2.0 y el host pide ^0.1.0',
    ]);
  });
});

describe('the containers of a release', () => {
  it('pass when both expose ./routes and carry the same build', () => {
    expect(exposeProblems(manifest(), manifest())).toEqual([]);
  });

  it('fail when one does not expose ./routes or the server container is of another build', () => {
    expect(exposeProblems(manifest({ exposes: ['./pantallas'] }), manifest({ buildId: 'v1' }))).toEqual([
      'el contenedor de navegador no expone ./routes',
      'el contenedor de servidor es de otro build (v1, no v2)',
    ]);
  });

  it('of a remote rendered in the browser only are checked without a server container', () => {
    expect(exposeProblems(manifest(), undefined)).toEqual([]);
  });
});
