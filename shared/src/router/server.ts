// What only the host's server needs from the router (its static rendering), kept out of the
// browser's shared router module.
export { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
