// jsdom (a dev dependency, the unit-dom project's environment) ships no types and @types/jsdom is
// not installed: the one constructor the node tests use to read a build's HTML.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string);
    readonly window: Window & typeof globalThis;
  }
}
