// The questions `docusaurus swizzle` asks when its command line leaves a choice open, in its order
// (Docusaurus 3.8.1, core/lib/commands/swizzle): the theme, the language (for a theme with
// TypeScript sources), the component (with its safety), the action, and a confirmation before an
// unsafe action without --danger. A cancelled question (Esc, Ctrl-C, [Exit]) ends the command with
// exit code 0, a refused unsafe action with 1, a forbidden one with 1 after its error, and input
// that ends before an answer (no terminal, as in CI) with 13, the code Docusaurus ends with there.
import type { Writable } from 'node:stream';
import pc from 'picocolors';
import { boxTable } from './boxTable.js';
import type { Answer, Choice, Prompter } from './prompts.js';
import type { Safety, SwizzleAction } from './swizzle.js';

export interface FlowComponent {
  name: string;
  eject: Safety;
  wrap: Safety;
  /** What the theme's swizzle config says of it (`N/A` in the list without one). */
  description?: string;
}

export interface FlowTheme {
  name: string;
  /** Whether it has TypeScript sources (getTypeScriptThemePath): the language is then asked. */
  typescript: boolean;
  components: () => FlowComponent[];
}

export interface FlowOptions {
  theme?: string;
  component?: string;
  action?: SwizzleAction;
  typescript: boolean;
  javascript: boolean;
  danger: boolean;
}

export type FlowResult =
  | {
      theme: FlowTheme;
      component: string;
      action: SwizzleAction;
      typescript: boolean;
      danger: boolean;
    }
  | { exitCode: number };

export interface FlowIO {
  prompter: Prompter;
  out: Writable;
  err: Writable;
}

const EXIT = '[Exit]';
const exitChoice = { title: pc.yellow(EXIT), value: EXIT } as const;
const label = (s: Safety) => s[0]!.toUpperCase() + s.slice(1);
const color = (s: Safety) => (s === 'safe' ? pc.green : s === 'unsafe' ? pc.yellow : pc.red);
const suffix = (s: Safety, partly = false) =>
  ` (${color(s)(label(s))}${partly ? pc.red('*') : ''})`;

/** Docusaurus's order of themes: the classic theme, then official themes, then official plugins. */
export function orderThemes<T extends { name: string }>(themes: T[]): T[] {
  const rank = (n: string) =>
    n === '@docusaurus/theme-classic'
      ? 0
      : n.includes('@docusaurus/theme')
        ? 1
        : n.includes('@docusaurus')
          ? 2
          : 3;
  return themes
    .map((t, i) => ({ t, i }))
    .sort((a, b) => rank(a.t.name) - rank(b.t.name) || a.i - b.i)
    .map(({ t }) => t);
}

const allSafe = (c: FlowComponent) => c.eject === 'safe' && c.wrap === 'safe';
const anySafe = (c: FlowComponent) => c.eject === 'safe' || c.wrap === 'safe';

/** The safest components first (both actions safe, then wrap, then eject), then by name. */
export function orderComponents(components: FlowComponent[]): FlowComponent[] {
  const key = (c: FlowComponent) => [allSafe(c), c.wrap === 'safe', c.eject === 'safe'];
  return [...components].sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i]) return ka[i] ? -1 : 1;
    return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
  });
}

/** A component as the list shows it: `DocSidebar (Safe*)`, `*` when one action is not safe. */
export const componentTitle = (c: FlowComponent) =>
  c.name + suffix(anySafe(c) ? 'safe' : 'unsafe', anySafe(c) && !allSafe(c));

const swizzleError = (message: string) =>
  Object.assign(new Error(message), { name: 'SwizzleError' });

class Stop {
  constructor(readonly exitCode: number) {}
}

/** An answer, or the stop a cancelled (0) or unanswered (13) question means. */
function answered<T>(answer: Answer<T | typeof EXIT>, err: Writable): T {
  if (answer.kind === 'ended') {
    err.write(
      pc.red(
        'swizzle: the input ended before a choice was made (no terminal?). Give the theme, the component and --eject or --wrap (with --danger for an unsafe one, --typescript or --javascript) on the command line.',
      ) + '\n',
    );
    throw new Stop(13);
  }
  if (answer.kind === 'cancelled' || answer.value === EXIT) throw new Stop(0);
  return answer.value as T;
}

/**
 * Asks what the options leave open and returns the whole choice, or the exit code the command
 * ends with. The theme and component given must be among `themes` (the caller checks names).
 */
export async function chooseSwizzle(
  themes: FlowTheme[],
  options: FlowOptions,
  { prompter, out, err }: FlowIO,
): Promise<FlowResult> {
  try {
    const theme = options.theme
      ? themes.find((t) => t.name === options.theme)!
      : answered<FlowTheme>(
          await prompter.select<FlowTheme | typeof EXIT>('Select a theme to swizzle:', [
            ...themes.map((t) => ({ title: t.name, value: t })),
            exitChoice,
          ]),
          err,
        );
    let typescript: boolean;
    if (options.typescript) {
      if (!theme.typescript)
        throw swizzleError(`Theme ${theme.name} does not support the --typescript CLI option.`);
      typescript = true;
    } else if (options.javascript || !theme.typescript) typescript = false;
    else
      typescript =
        answered<string>(
          await prompter.select('Which language do you want to use?', [
            { title: pc.bold('JavaScript'), value: 'javascript' },
            { title: pc.bold('TypeScript'), value: 'typescript' },
            exitChoice,
          ]),
          err,
        ) === 'typescript';
    const components = orderComponents(theme.components());
    let component: FlowComponent;
    if (options.component) {
      const found = components.find((c) => c.name === options.component);
      if (!found)
        throw swizzleError(
          `Component ${options.component} not found in ${theme.name}: run \`swizzle ${theme.name} --list\` to see its components.`,
        );
      component = found;
    } else {
      const answer = await prompter.autocomplete<FlowComponent | typeof EXIT>(
        `\nSelect or type the component to swizzle.\n${pc.red('*')} = not safe for all swizzle actions\n`,
        [...components.map((c) => ({ title: componentTitle(c), value: c })), exitChoice],
      );
      out.write('\n');
      component = answered<FlowComponent>(answer, err);
    }
    const action =
      options.action ??
      answered<SwizzleAction>(
        await prompter.select<SwizzleAction | typeof EXIT>(
          'Which swizzle action do you want to do?',
          [
            { title: `${pc.bold('Wrap')}${suffix(component.wrap)}`, value: 'wrap' },
            { title: `${pc.bold('Eject')}${suffix(component.eject)}`, value: 'eject' },
            exitChoice,
          ] satisfies Choice<SwizzleAction | typeof EXIT>[],
        ),
        err,
      );
    let danger = options.danger;
    const safety = component[action];
    if (safety === 'forbidden') {
      err.write(
        `${pc.red('[ERROR]')} \nSwizzle action ${action} is forbidden for component ${component.name}\n\n`,
      );
      return { exitCode: 1 };
    }
    if (safety === 'unsafe' && !danger) {
      err.write(
        `${pc.yellow('[WARNING]')} \nSwizzle action ${action} is unsafe to perform on ${component.name}.\nIt is more likely to be affected by breaking changes in the future\nIf you want to swizzle it, use the \`--danger\` flag, or confirm that you understand the risks.\n\n`,
      );
      const sure = answered<boolean>(
        await prompter.select<boolean | typeof EXIT>(
          'Do you really want to swizzle this unsafe internal component?',
          [
            { title: pc.green('NO: cancel and stay safe'), value: false },
            { title: pc.red('YES: I know what I am doing!'), value: true },
            exitChoice,
          ],
        ),
        err,
      );
      if (!sure) return { exitCode: 1 };
      danger = true;
    }
    return { theme, component: component.name, action, typescript, danger };
  } catch (e) {
    if (e instanceof Stop) return { exitCode: e.exitCode };
    throw e;
  }
}

/** One theme's components as `swizzle --list` shows them: name, wrap and eject safety, description. */
export function themeComponentsTable(theme: FlowTheme): string {
  const rows = orderComponents(theme.components()).map((c) => [
    c.name,
    color(c.wrap)(label(c.wrap)),
    color(c.eject)(label(c.eject)),
    c.description ?? 'N/A',
  ]);
  return `${pc.bold(`Components available for swizzle in ${theme.name}`)}:\n${boxTable(['Component name', 'Wrap', 'Eject', 'Description'], rows)}\n`;
}

/** What the actions and the safety ratings mean, printed under the component tables. */
export function swizzleHelpTables(): string {
  const code = (s: string) => pc.cyan(`\`${s}\``);
  const actions = boxTable(
    ['Actions', 'CLI option', 'Description'],
    [
      [
        pc.bold('Wrap'),
        code('--wrap'),
        '\nWrites a component that renders the theme’s own, to add around it.\nLess code to keep up to date: try it first.\n',
      ],
      [
        pc.bold('Eject'),
        code('--eject'),
        '\nCopies the theme component’s source into src/theme/, to change as you like.\nYou then maintain the copy through upgrades.\n',
      ],
    ],
  );
  const statuses = boxTable(
    ['Status', 'CLI option', 'Description'],
    [
      [
        color('safe')('Safe'),
        '',
        '\nMeant to be swizzled: kept compatible across minor versions.\n',
      ],
      [
        color('unsafe')('Unsafe'),
        code('--danger'),
        '\nAn internal component: it may change in a minor version.\nWithout --danger, the command asks you to confirm.\n',
      ],
      [
        color('forbidden')('Forbidden'),
        '',
        '\nNot meant to be swizzled: the command refuses it.\n',
      ],
    ],
  );
  return `${pc.bold('Swizzle actions')}:\n${actions}\n\n${pc.bold('Swizzle safety statuses')}:\n${statuses}\n\n${pc.bold('Swizzle guide')}: https://docusaurus.io/docs/swizzling`;
}
