// @ts-check
const rootPackage = require('../host/package.json');

/** @param {string} name */
const versionOf = (name) => require(`${name}/package.json`).version;

/**
 * @param {string} requiredVersion
 * @param {boolean} eager
 */
const singleton = (requiredVersion, eager) => ({ singleton: true, requiredVersion, eager });

/**
 * Everything the host and the remotes must load exactly once. Subpath keys (`react/`,
 * `@reduxjs/toolkit/query/react`) are listed because sharing a package does not cover them.
 * The router is one of them, as `@shop/shared/router`: sharing react-router-dom by name would
 * ship all of it, that module ships only what the apps import (lint forbids the package itself).
 * `eager`: the modules come in the app's first script instead of a chunk each (the host's browser build).
 * @param {{ eager?: boolean }} [options]
 */
function sharedDependencies({ eager = false } = {}) {
  const deps = rootPackage.dependencies;
  /** @param {string} requiredVersion */
  const shared = (requiredVersion) => singleton(requiredVersion, eager);
  return {
    react: shared(deps.react),
    'react/': shared(deps.react),
    'react-dom': shared(deps['react-dom']),
    'react-dom/': shared(deps['react-dom']),
    'react-redux': shared(deps['react-redux']),
    '@reduxjs/toolkit': shared(deps['@reduxjs/toolkit']),
    '@reduxjs/toolkit/query': shared(deps['@reduxjs/toolkit']),
    '@reduxjs/toolkit/query/react': shared(deps['@reduxjs/toolkit']),
    '@shop/shared/': { ...shared(deps['@shop/shared']), version: versionOf('@shop/shared') },
  };
}

module.exports = { sharedDependencies };
