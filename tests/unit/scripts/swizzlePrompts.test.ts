// `swizzle` with its command line incomplete asks, as `docusaurus swizzle` (3.8.1) does, for the
// theme, the language, the component and the action, then confirms an unsafe action without
// --danger. The expected lines are Docusaurus's, from running it in a pseudo-terminal on a copy of
// tests/fixtures/sites/swizzle-plugin-theme (colours removed); keys are fed through a stream.
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { Prompter, stripAnsi } from '../../../scripts/prompts.js';
import {
  chooseSwizzle,
  componentTitle,
  orderComponents,
  orderThemes,
  themeComponentsTable,
  type FlowComponent,
  type FlowOptions,
  type FlowTheme,
} from '../../../scripts/swizzleFlow.js';

const c = (name: string, wrap: FlowComponent['wrap'], eject: FlowComponent['eject']) => ({
  name,
  wrap,
  eject,
});
// A few of the classic theme's components, rated as Docusaurus rates them.
const classic: FlowTheme = {
  name: '@docusaurus/theme-classic',
  typescript: true,
  components: () => [
    c('DocSidebar', 'safe', 'unsafe'),
    c('CodeBlock/Buttons', 'unsafe', 'unsafe'),
    c('DocItem/TOC', 'forbidden', 'forbidden'),
    c('CodeBlock', 'safe', 'safe'),
    c('Admonition/Icon/Info', 'safe', 'safe'),
    c('Admonition/Icon/Danger', 'safe', 'safe'),
  ],
};
const tide: FlowTheme = {
  name: 'tide-theme',
  typescript: false,
  components: () =>
    ['TideBanner', 'TideBanner/Wave', 'TideChart'].map((n) => c(n, 'unsafe', 'unsafe')),
};
const debug: FlowTheme = {
  name: '@docusaurus/plugin-debug',
  typescript: false,
  components: () => [],
};
const themes = orderThemes([tide, debug, classic]);

const DOWN = '\x1b[B';
const none: FlowOptions = { typescript: false, javascript: false, danger: false };

/** Runs the questions with `keys` typed (then the input ends); the screen and errors, uncoloured. */
async function run(keys: string, options: Partial<FlowOptions> = {}) {
  const input = new PassThrough();
  const out = new PassThrough();
  const err = new PassThrough();
  let screen = '';
  let errors = '';
  out.on('data', (d: Buffer) => (screen += d.toString()));
  err.on('data', (d: Buffer) => (errors += d.toString()));
  input.end(keys);
  const result = await chooseSwizzle(
    themes,
    { ...none, ...options },
    { prompter: new Prompter(input, out), out, err },
  );
  return {
    result,
    screen: stripAnsi(screen),
    errors: stripAnsi(errors),
    // The theme, not its functions, for comparisons.
    choice: 'exitCode' in result ? result : { ...result, theme: result.theme.name },
  };
}

describe('swizzle questions, as docusaurus swizzle asks them', () => {
  it('asks the theme, the language, the component (typed to filter it), the action, in that order', async () => {
    const { screen, choice } = await run(`\r\rCodeB\r\r`);
    // Docusaurus's lines for the theme and the language questions, asked and answered.
    expect(screen).toContain(
      [
        '? Select a theme to swizzle: › - Use arrow-keys. Return to submit.',
        '❯   @docusaurus/theme-classic',
        '    @docusaurus/plugin-debug',
        '    tide-theme',
        '    [Exit]',
      ].join('\n'),
    );
    expect(screen).toContain('✔ Select a theme to swizzle: › @docusaurus/theme-classic\n');
    expect(screen).toContain(
      [
        '? Which language do you want to use? › - Use arrow-keys. Return to submit.',
        '❯   JavaScript',
        '    TypeScript',
        '    [Exit]',
      ].join('\n'),
    );
    expect(screen).toContain('✔ Which language do you want to use? › JavaScript\n');
    // The component: the safest first, filtered by what is typed.
    expect(screen).toContain(
      '? \nSelect or type the component to swizzle.\n* = not safe for all swizzle actions\n › \n❯   Admonition/Icon/Danger (Safe)\n    Admonition/Icon/Info (Safe)',
    );
    expect(screen).toContain(
      '* = not safe for all swizzle actions\n › CodeB\n❯   CodeBlock (Safe)\n    CodeBlock/Buttons (Unsafe)',
    );
    expect(screen).toContain(
      '✔ \nSelect or type the component to swizzle.\n* = not safe for all swizzle actions\n › CodeBlock (Safe)\n\n',
    );
    expect(screen).toContain(
      [
        '? Which swizzle action do you want to do? › - Use arrow-keys. Return to submit.',
        '❯   Wrap (Safe)',
        '    Eject (Safe)',
        '    [Exit]',
      ].join('\n'),
    );
    expect(screen).toContain('✔ Which swizzle action do you want to do? › Wrap (Safe)\n');
    const order = ['theme to swizzle', 'language', 'component to swizzle', 'swizzle action'].map(
      (q) => screen.indexOf(q),
    );
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(choice).toEqual({
      theme: '@docusaurus/theme-classic',
      component: 'CodeBlock',
      action: 'wrap',
      typescript: false,
      danger: false,
    });
  });

  it('takes what the command line gives and asks only the rest (TypeScript chosen with ↓)', async () => {
    const { screen, choice } = await run(`${DOWN}\r`, {
      theme: 'tide-theme',
      component: 'TideChart',
      action: 'wrap',
      danger: true,
    });
    // tide-theme has no TypeScript sources here: no language question; the action is given.
    expect(screen).toBe('');
    expect(choice).toMatchObject({ theme: 'tide-theme', typescript: false, action: 'wrap' });
    const ts = await run(`${DOWN}\r`, {
      theme: '@docusaurus/theme-classic',
      component: 'CodeBlock',
      action: 'eject',
    });
    expect(ts.screen).toContain('✔ Which language do you want to use? › TypeScript\n');
    expect(ts.choice).toMatchObject({ typescript: true, component: 'CodeBlock', action: 'eject' });
    await expect(run('', { theme: 'tide-theme', typescript: true })).rejects.toThrow(
      'Theme tide-theme does not support the --typescript CLI option.',
    );
  });

  it('warns and confirms an unsafe action without --danger: NO ends with 1, YES goes on', async () => {
    const warning = [
      '[WARNING] ',
      'Swizzle action eject is unsafe to perform on DocSidebar.',
      'It is more likely to be affected by breaking changes in the future',
      'If you want to swizzle it, use the `--danger` flag, or confirm that you understand the risks.',
      '',
    ].join('\n');
    const no = await run(`\r\rDocSide\r${DOWN}\r\r`);
    expect(no.screen).toContain(' › DocSidebar (Safe*)\n');
    expect(no.screen).toContain('✔ Which swizzle action do you want to do? › Eject (Unsafe)\n');
    expect(no.errors).toContain(warning);
    expect(no.screen).toContain(
      [
        '? Do you really want to swizzle this unsafe internal component? › - Use arrow-keys. Return to submit.',
        '❯   NO: cancel and stay safe',
        '    YES: I know what I am doing!',
        '    [Exit]',
      ].join('\n'),
    );
    expect(no.screen).toContain(
      '✔ Do you really want to swizzle this unsafe internal component? › NO: cancel and stay safe\n',
    );
    expect(no.result).toEqual({ exitCode: 1 });
    const yes = await run(`\r\rDocSide\r${DOWN}\r${DOWN}\r`);
    expect(yes.choice).toMatchObject({ component: 'DocSidebar', action: 'eject', danger: true });
    const exit = await run(`\r\rDocSide\r${DOWN}\r${DOWN}${DOWN}\r`);
    expect(exit.screen).toContain('this unsafe internal component? › [Exit]\n');
    expect(exit.result).toEqual({ exitCode: 0 });
    // --danger: no question.
    const danger = await run('', {
      theme: 'tide-theme',
      component: 'TideChart',
      action: 'eject',
      danger: true,
    });
    expect(danger.errors).toBe('');
    expect(danger.choice).toMatchObject({ danger: true });
  });

  it('refuses a forbidden action with Docusaurus’s error, exit code 1', async () => {
    const { errors, result, screen } = await run('\r', {
      theme: '@docusaurus/theme-classic',
      component: 'DocItem/TOC',
      javascript: true,
    });
    expect(screen).toContain('✔ Which swizzle action do you want to do? › Wrap (Forbidden)\n');
    expect(errors).toBe('[ERROR] \nSwizzle action wrap is forbidden for component DocItem/TOC\n\n');
    expect(result).toEqual({ exitCode: 1 });
  });

  it('ends with 0 when a question is cancelled (Esc, Ctrl-C, [Exit]), 13 when the input ends', async () => {
    const esc = await run('\x1b');
    expect(esc.screen).toContain('✖ Select a theme to swizzle: › @docusaurus/theme-classic\n');
    expect(esc.result).toEqual({ exitCode: 0 });
    const ctrlC = await run('\r\r\x03');
    expect(ctrlC.screen).toContain(
      '✖ \nSelect or type the component to swizzle.\n* = not safe for all swizzle actions\n › Admonition/Icon/Danger (Safe)\n',
    );
    expect(ctrlC.result).toEqual({ exitCode: 0 });
    const exit = await run(`${DOWN}${DOWN}${DOWN}\r`);
    expect(exit.screen).toContain('✔ Select a theme to swizzle: › [Exit]\n');
    expect(exit.result).toEqual({ exitCode: 0 });
    const ended = await run('\r');
    expect(ended.result).toEqual({ exitCode: 13 });
    expect(ended.errors).toContain('the input ended before a choice was made');
  });

  it('orders and names components and themes as Docusaurus does', () => {
    expect(orderComponents(classic.components()).map((x) => stripAnsi(componentTitle(x)))).toEqual(
      [
        'Admonition/Icon/Danger (Safe)',
        'Admonition/Icon/Info (Safe)',
        'CodeBlock (Safe)',
        'DocSidebar (Safe*)',
        'CodeBlock/Buttons (Unsafe)',
        'DocItem/TOC (Unsafe)',
      ].map((t) => t),
    );
    expect(themes.map((t) => t.name)).toEqual([
      '@docusaurus/theme-classic',
      '@docusaurus/plugin-debug',
      'tide-theme',
    ]);
  });

  it('lists a theme’s components in a box table, as `docusaurus swizzle --list` prints them', () => {
    // Docusaurus's table for the fixture's tide-theme (a theme without a swizzle config).
    expect(stripAnsi(themeComponentsTable(tide))).toBe(
      [
        'Components available for swizzle in tide-theme:',
        '┌─────────────────┬────────┬────────┬─────────────┐',
        '│ Component name  │ Wrap   │ Eject  │ Description │',
        '├─────────────────┼────────┼────────┼─────────────┤',
        '│ TideBanner      │ Unsafe │ Unsafe │ N/A         │',
        '├─────────────────┼────────┼────────┼─────────────┤',
        '│ TideBanner/Wave │ Unsafe │ Unsafe │ N/A         │',
        '├─────────────────┼────────┼────────┼─────────────┤',
        '│ TideChart       │ Unsafe │ Unsafe │ N/A         │',
        '└─────────────────┴────────┴────────┴─────────────┘',
        '',
      ].join('\n'),
    );
  });
});
