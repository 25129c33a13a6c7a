// Pure annotations the bundler needs to drop what a client never uses of react-router.
//
// react-router's build declares its components as `var Link = React10.forwardRef(…)` and its
// contexts as `var X = React.createContext(…)`, without the `/* @__PURE__ */` comment bundlers
// read: a call at the top of a module may have side effects, so the bundler keeps every such
// component and all it reaches (Link, NavLink, Form and their submit, prefetch and RSC helpers:
// 4 KB gzip of the client's entry chunk), although the theme uses none of them. React's
// `forwardRef`, `memo` and `createContext` only build an object, so the annotation is true.
import type { Plugin } from 'vite';

/** The modules whose calls are annotated: react-router's own build files. */
const REACT_ROUTER_FILE = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/].*\.m?js$/;

/** `= React.forwardRef(`, `= React10.memo(`, `= React.createContext(` (a declaration's value). */
const PURE_CALL = /(=\s*)(React\d*\.(?:forwardRef|memo|createContext)\()/g;

/** `Link.displayName = "Link";` on a line of its own: a name for React's developer tools. */
const DISPLAY_NAME = /^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm;

/**
 * `code` with every declaration made by one of React's pure factories annotated as pure, and its
 * `displayName` assignments removed (an assignment to a component keeps it, and react-router's
 * production build still names each one; React reads the name only in development).
 */
export function annotatePureCalls(code: string): string {
  return code.replace(PURE_CALL, '$1/* @__PURE__ */ $2').replace(DISPLAY_NAME, '');
}

/** Vite adapter: annotates react-router's files in production bundles. */
export function pureCallsPlugin(): Plugin {
  return {
    name: 'docs:pure-calls',
    apply: 'build',
    transform: {
      filter: { id: REACT_ROUTER_FILE },
      handler(code, id) {
        if (!REACT_ROUTER_FILE.test(id)) return null;
        const out = annotatePureCalls(code);
        return out === code ? null : { code: out, map: null };
      },
    },
  };
}
