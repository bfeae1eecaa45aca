// @ts-check
// Federation runtime plugin of the browser builds. Loading a page's shared modules (React, Redux,
// @shop/shared/…) runs each one's version resolution and chunk loading in one chain of promises, one
// task that a phone needed 150-200 ms for. Each shared module now goes on in a task of its own, so the
// browser can paint and answer input between two of them.

/** @returns {import('@module-federation/enhanced/runtime').ModuleFederationRuntimePlugin} */
module.exports = function yieldBetweenShares() {
  return {
    name: 'yield-between-shares',
    async beforeLoadShare(args) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      return args;
    },
  };
};
