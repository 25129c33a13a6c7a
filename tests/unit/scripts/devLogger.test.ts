// The dev server's Vite logger (scripts/devLogger.ts): Vite's messages and the docs plugin's get
// Docusaurus's prefixes, as the other commands' (`4:23:44 AM [vite] Internal server error: …`
// had none), and Vite's log level still applies.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { devLogger } from '../../../scripts/devLogger.js';

const recorder = () => {
  const lines: string[] = [];
  const out = {
    info: (m: string) => lines.push(`info ${m}`),
    warn: (m: string) => lines.push(`warn ${m}`),
    error: (m: string) => lines.push(`error ${m}`),
  };
  return { lines, out };
};

afterEach(() => vi.restoreAllMocks());

describe("the dev server's logger", () => {
  it("prints Vite's errors and warnings with Docusaurus's prefixes", () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const logger = devLogger();
    logger.error('Internal server error: docs/a.md:3:1 error MDX compile error', {
      timestamp: true,
    });
    logger.warn('a warning');
    expect(String(error.mock.calls[0]![0])).toMatch(
      /\[ERROR\].* Internal server error: docs\/a\.md:3:1/,
    );
    expect(String(warn.mock.calls[0]![0])).toMatch(/\[WARNING\].* a warning/);
  });

  it('leaves out what is below its level, as Vite does', () => {
    const { lines, out } = recorder();
    const warnLevel = devLogger('warn', out);
    warnLevel.info('hmr update /docs/a.md');
    warnLevel.warn('w');
    expect(lines).toEqual(['warn w']);
    const errorLevel = devLogger('error', out);
    errorLevel.warn('w2');
    errorLevel.error('e');
    expect(errorLevel.hasWarned).toBe(false);
    const infoLevel = devLogger('info', out);
    infoLevel.info('i');
    expect(lines).toEqual(['warn w', 'error e', 'info i']);
    expect(warnLevel.hasWarned).toBe(true);
  });

  it('prints a warnOnce message once and knows the errors it logged', () => {
    const { lines, out } = recorder();
    const logger = devLogger('warn', out);
    logger.warnOnce('same');
    logger.warnOnce('same');
    const logged = new Error('x');
    logger.error('x', { error: logged });
    expect(lines).toEqual(['warn same', 'error x']);
    expect(logger.hasErrorLogged(logged)).toBe(true);
    expect(logger.hasErrorLogged(new Error('y'))).toBe(false);
  });
});
