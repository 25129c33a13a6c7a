/** The exports of a module the build wrote (a standalone page, a route bucket), or undefined if it is not one. */
export function evaluateOutputModule(code: string): Record<string, unknown> | undefined;
