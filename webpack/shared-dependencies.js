// @ts-check
const rootPackage = require('../host/package.json');

/** @param {string} name */
const versionOf = (name) => require(`${name}/package.json`).version;

const singleton = (/** @type {string} */ requiredVersion) => ({ singleton: true, requiredVersion });

/**
 * Everything the host and the remotes must load exactly once. Subpath keys (`react/`,
 * `@reduxjs/toolkit/query/react`) are listed because sharing a package does not cover them.
 * The router is one of them, as `@shop/shared/router`: sharing react-router-dom by name would
 * ship all of it, that module ships only what the apps import (lint forbids the package itself).
 */
function sharedDependencies() {
  const deps = rootPackage.dependencies;
  return {
    react: singleton(deps.react),
    'react/': singleton(deps.react),
    'react-dom': singleton(deps['react-dom']),
    'react-dom/': singleton(deps['react-dom']),
    'react-redux': singleton(deps['react-redux']),
    '@reduxjs/toolkit': singleton(deps['@reduxjs/toolkit']),
    '@reduxjs/toolkit/query': singleton(deps['@reduxjs/toolkit']),
    '@reduxjs/toolkit/query/react': singleton(deps['@reduxjs/toolkit']),
    '@shop/shared/': { ...singleton(deps['@shop/shared']), version: versionOf('@shop/shared') },
  };
}

module.exports = { sharedDependencies };
