// Shiki's regex engine (Oniguruma compiled to WebAssembly), compiled once per build instead of once
// per thread. Shiki's default loads it from a module that holds the binary as base64: each thread
// that highlighted decoded the text and compiled the WebAssembly again, and V8 compiled its
// functions again on first use (about 0.4 s of CPU per compile thread at load 30, measured in
// scripts/bench/results/2026-11-29-s23-cold42.md). A `WebAssembly.Module` can be posted to
// another thread of the process, and V8 then shares its compiled code: the thread that makes the
// compile pool's tasks compiles the module once (`sharedOnigWasm`) and hands it to each compile
// thread with the tasks (workerTasks.ts, `useOnigWasm`).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { WebAssemblyInstantiator } from 'shiki';

/** WebAssembly's global: Node has it, TypeScript declares it in the DOM library only. */
interface WasmGlobal {
  Module: new (bytes: Uint8Array) => WebAssembly.Module;
  instantiate(module: WebAssembly.Module, imports?: object): ReturnType<WebAssemblyInstantiator>;
}
const Wasm = (globalThis as unknown as { WebAssembly: WasmGlobal }).WebAssembly;

let compiled: WebAssembly.Module | null | undefined;

/**
 * This thread's compiled engine: the one handed over by `useOnigWasm`, else compiled here from
 * the binary Shiki ships (`shiki/onig.wasm`, the same bytes as its base64 module). Undefined when
 * that file cannot be read: Shiki's own loader then does it as before.
 */
export function sharedOnigWasm(): WebAssembly.Module | undefined {
  if (compiled === undefined) {
    try {
      const file = createRequire(import.meta.url).resolve('shiki/onig.wasm');
      compiled = new Wasm.Module(readFileSync(file));
    } catch {
      compiled = null;
    }
  }
  return compiled ?? undefined;
}

/** Takes a module compiled by another thread, unless this thread has its own already. */
export function useOnigWasm(module: unknown): void {
  if (!(module instanceof Wasm.Module))
    throw new Error('onigWasm: the shared value is not a WebAssembly module');
  compiled ||= module;
}

/**
 * Shiki's engine options for this thread's module (`createOnigurumaEngine`), or undefined to let
 * Shiki load its own.
 */
export function sharedOnigLoader(): { instantiator: WebAssemblyInstantiator } | undefined {
  const module = sharedOnigWasm();
  return module && { instantiator: (imports) => Wasm.instantiate(module, imports) };
}
