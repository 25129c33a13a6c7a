// Tokenized lines of code kept within a thread: Shiki's tokenizer (a TextMate grammar run by the
// Oniguruma regex engine) gives a line's tokens from two things only, the line's text and the
// grammar's state at its start (the stack of rules it is in, with their scopes and their end
// patterns), and a line it has seen once in a state gives the same tokens and the same end state
// again. Code blocks across a site repeat lines in the same state (`}`, `import React from
// 'react';`, `npm install …`, a request's headers): each is tokenized once per thread. Scanning
// a line against the grammar's patterns is most of what highlighting a block costs once its
// grammar is loaded.
//
// The cache sits under Shiki: `withLineTokenCache` puts a caching `tokenizeLine2` on the grammar's
// object for the length of one synchronous highlight, so Shiki's own loop (empty lines, line
// length limits, colours) runs as before on the same results.
import { INITIAL, type StateStack } from 'shiki/textmate';

/** The part of vscode-textmate's grammar the cache wraps (Shiki's `getLanguage` returns it). */
interface TokenizingGrammar {
  tokenizeLine2(
    line: string,
    state: StateStack | null,
    timeLimit?: number,
  ): { tokens: Uint32Array; ruleStack: StateStack; stoppedEarly: boolean };
}
type Tokenized = ReturnType<TokenizingGrammar['tokenizeLine2']>;

/**
 * vscode-textmate's state objects (StateStackImpl, AttributedScopeStack, ScopeStack): their
 * fields, read to tell two states apart. `_enterPos` and `_anchorPos` are left out: the tokenizer
 * resets them before each line (their value "is meaningless across lines").
 */
interface StateFrame {
  parent: StateFrame | null;
  ruleId: number;
  beginRuleCapturedEOL: boolean;
  endRule: string | null;
  nameScopesList: ScopeFrame | null;
  contentNameScopesList: ScopeFrame | null;
}
interface ScopeFrame {
  parent: ScopeFrame | null;
  scopePath: PathFrame | null;
  tokenAttributes: number;
}
interface PathFrame {
  parent: PathFrame | null;
  scopeName: string;
}

/** Lines kept per thread, at most (their characters), oldest dropped first. */
export const LINE_CACHE_LIMIT = 8 * 1024 * 1024;

interface GrammarCache {
  /** A state's structure (as text) → its number; 0 is the start of a block (no state). */
  ids: Map<string, number>;
  /** `${state number}\n${line}` → what the tokenizer gave. */
  lines: Map<string, Tokenized>;
}

/** Per grammar object, per theme (a token's colour is part of its result). */
const caches = new WeakMap<object, Map<string, GrammarCache>>();
/** Every cache's lines, oldest first, to drop past the limit. */
const order: { cache: GrammarCache; key: string; size: number }[] = [];
let orderStart = 0;
let cachedSize = 0;

const pathKeys = new WeakMap<PathFrame, string>();
function pathKey(p: PathFrame | null): string {
  if (!p) return '';
  let key = pathKeys.get(p);
  if (key === undefined) {
    key = `${pathKey(p.parent)} ${p.scopeName.length}:${p.scopeName}`;
    pathKeys.set(p, key);
  }
  return key;
}
const scopeKeys = new WeakMap<ScopeFrame, string>();
function scopeKey(s: ScopeFrame | null): string {
  if (!s) return '-';
  let key = scopeKeys.get(s);
  if (key === undefined) {
    key = `${scopeKey(s.parent)}/${pathKey(s.scopePath)}#${s.tokenAttributes}`;
    scopeKeys.set(s, key);
  }
  return key;
}
const stateKeys = new WeakMap<StateFrame, string>();
/** Everything of a state that the next line's tokens depend on, as text. */
function stateKey(s: StateFrame | null): string {
  if (!s) return '';
  let key = stateKeys.get(s);
  if (key === undefined) {
    const end = s.endRule === null ? '-' : `${s.endRule.length}:${s.endRule}`;
    key =
      `${stateKey(s.parent)}|${s.ruleId},${s.beginRuleCapturedEOL ? 1 : 0},${end},` +
      `${scopeKey(s.nameScopesList)},${scopeKey(s.contentNameScopesList)}`;
    stateKeys.set(s, key);
  }
  return key;
}

/** The number of a state in a cache (0: none, the block's first line). */
function stateId(cache: GrammarCache, state: StateStack | null): number {
  if (!state || state === INITIAL) return 0;
  const key = stateKey(state as unknown as StateFrame);
  let id = cache.ids.get(key);
  if (id === undefined) cache.ids.set(key, (id = cache.ids.size + 1));
  return id;
}

function remember(cache: GrammarCache, key: string, result: Tokenized): void {
  cache.lines.set(key, result);
  const size = key.length + result.tokens.length * 4;
  order.push({ cache, key, size });
  cachedSize += size;
  while (cachedSize > LINE_CACHE_LIMIT && orderStart < order.length) {
    const old = order[orderStart++]!;
    old.cache.lines.delete(old.key);
    cachedSize -= old.size;
  }
  if (orderStart > 4096 && orderStart * 2 > order.length) {
    order.splice(0, orderStart);
    orderStart = 0;
  }
}

/** What the cache saved, for tests and profiles: lines looked up and lines found. */
export const lineTokenCacheStats = { lookups: 0, hits: 0 };

/**
 * Runs `highlight` (synchronous: one of Shiki's `codeTo…` calls) with `grammar`'s lines cached
 * under `theme`. Lines the tokenizer stopped early on (a time limit) are not kept.
 */
export function withLineTokenCache<T>(grammar: object, theme: string, highlight: () => T): T {
  const g = grammar as TokenizingGrammar;
  let byTheme = caches.get(grammar);
  if (!byTheme) caches.set(grammar, (byTheme = new Map()));
  let cache = byTheme.get(theme);
  if (!cache) byTheme.set(theme, (cache = { ids: new Map(), lines: new Map() }));
  const own = Object.prototype.hasOwnProperty.call(g, 'tokenizeLine2');
  const tokenize = g.tokenizeLine2;
  const c = cache;
  g.tokenizeLine2 = function (line, state, timeLimit) {
    lineTokenCacheStats.lookups++;
    const key = `${stateId(c, state)}\n${line}`;
    const kept = c.lines.get(key);
    if (kept) {
      lineTokenCacheStats.hits++;
      return kept;
    }
    const result = tokenize.call(this, line, state, timeLimit);
    if (!result.stoppedEarly) remember(c, key, result);
    return result;
  };
  try {
    return highlight();
  } finally {
    if (own) g.tokenizeLine2 = tokenize;
    else delete (g as Partial<TokenizingGrammar>).tokenizeLine2;
  }
}
