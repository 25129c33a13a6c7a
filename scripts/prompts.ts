// The terminal prompts `swizzle` asks when the command line leaves a choice open: a list to pick
// from with the arrow keys and Return, and a list filtered by what is typed. They take the keys
// and draw the lines of the `prompts` package Docusaurus's CLI uses (not in our dependencies):
// `?` while asking, `✔` with the answer, `✖` when Esc or Ctrl-C cancels. Keys are read from any
// stream (raw mode on a terminal), so a script or a test can pipe them in.
import { createInterface, emitKeypressEvents, type Interface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import { stripVTControlCharacters } from 'node:util';
import pc from 'picocolors';

export interface Choice<T> {
  title: string;
  value: T;
}

/** A prompt's end: a choice, cancelled (Esc, Ctrl-C, Ctrl-D), or the input ended before one. */
export type Answer<T> = { kind: 'chosen'; value: T } | { kind: 'cancelled' } | { kind: 'ended' };

interface Key {
  sequence?: string;
  name?: string;
  ctrl?: boolean;
  meta?: boolean;
}

type Action =
  'submit' | 'abort' | 'exit' | 'up' | 'down' | 'first' | 'last' | 'next' | 'delete' | undefined;

/** What a key does, as in `prompts` (its `action` helper). */
function actionOf(key: Key, isSelect: boolean): Action {
  if (key.meta && key.name !== 'escape') return undefined;
  if (key.ctrl) {
    if (key.name === 'c' || key.name === 'd') return 'abort';
    if (key.name === 'a') return 'first';
    if (key.name === 'e') return 'last';
  }
  if (isSelect && key.name === 'j') return 'down';
  if (isSelect && key.name === 'k') return 'up';
  switch (key.name) {
    case 'return':
    case 'enter':
      return 'submit';
    case 'backspace':
      return 'delete';
    case 'escape':
      return 'exit';
    case 'tab':
      return 'next';
    case 'up':
    case 'down':
      return key.name;
    default:
      return undefined;
  }
}

export const stripAnsi = (s: string) => stripVTControlCharacters(s);

/** The escape codes that erase the lines a prompt drew, to draw it again (`prompts`' `clear`). */
function eraseDrawn(text: string, columns: number | undefined): string {
  if (!columns) return '\x1b[2K\x1b[1G';
  let rows = 0;
  for (const line of text.split(/\r?\n/))
    rows += 1 + Math.floor(Math.max(stripAnsi(line).length - 1, 0) / columns);
  let out = '';
  for (let i = 0; i < rows; i++) out += '\x1b[2K' + (i < rows - 1 ? '\x1b[1A' : '');
  return out + '\x1b[G';
}

/** The slice of a long list shown around the cursor (`prompts`' entriesToDisplay). */
function window(cursor: number, total: number, perPage: number) {
  let start = Math.min(total - perPage, cursor - Math.floor(perPage / 2));
  if (start < 0) start = 0;
  return { start, end: Math.min(start + perPage, total) };
}

const EXIT_SYMBOL = { done: pc.green('✔'), aborted: pc.red('✖'), exited: pc.yellow('✖') };

/**
 * Asks on `output`, reading keys from `input`; one Prompter serves every question of a command,
 * so keys typed ahead wait for the next one instead of being lost.
 */
export class Prompter {
  private queue: Key[] = [];
  private ended = false;
  private wake: (() => void) | undefined;

  private listening = false;
  private lines: Interface | undefined;

  /** Stops reading keys, letting the process end. */
  close(): void {
    this.lines?.close();
    this.input.pause();
  }

  constructor(
    private readonly input: Readable & { isTTY?: boolean; setRawMode?: (raw: boolean) => void },
    private readonly output: Writable & { columns?: number },
  ) {}

  /** Starts reading keys (at the first question: a command that asks nothing leaves stdin alone). */
  private listen(): void {
    if (this.listening) return;
    this.listening = true;
    // With an interface, a lone Esc is told from the start of an arrow key's code after 50 ms.
    this.lines = createInterface({ input: this.input, escapeCodeTimeout: 50 });
    emitKeypressEvents(this.input, this.lines);
    this.input.on('keypress', (str: string | undefined, key: Key | undefined) => {
      this.queue.push(key ?? { sequence: str, name: str });
      this.wake?.();
    });
    // The input's end waits for a last Esc to come out of the key decoder.
    const end = () =>
      setTimeout(() => {
        this.ended = true;
        this.wake?.();
      }, 100);
    this.input.on('end', end);
    this.input.on('close', end);
  }

  private async nextKey(): Promise<Key | undefined> {
    for (;;) {
      const key = this.queue.shift();
      if (key) return key;
      if (this.ended) return undefined;
      await new Promise<void>((resolve) => (this.wake = resolve));
      this.wake = undefined;
    }
  }

  /** Runs one prompt: draws it, feeds it keys until it ends. */
  private async run<T>(
    draw: () => string,
    onKey: (key: Key) => Answer<T> | undefined,
  ): Promise<Answer<T>> {
    this.listen();
    const raw = this.input.isTTY && this.input.setRawMode;
    if (raw) this.input.setRawMode!(true);
    this.input.resume();
    let drawn = '';
    const paint = () => {
      this.output.write(drawn ? eraseDrawn(drawn, this.output.columns) : '\x1b[?25l');
      drawn = draw();
      this.output.write(drawn);
    };
    paint();
    try {
      for (;;) {
        const key = await this.nextKey();
        if (!key) return { kind: 'ended' };
        const answer = onKey(key);
        paint();
        if (answer) {
          this.output.write('\n\x1b[?25h');
          return answer;
        }
      }
    } finally {
      if (raw) this.input.setRawMode!(false);
      this.input.pause();
    }
  }

  /** A list to choose from with ↑/↓ (or j/k, Tab) and Return; Space also chooses. */
  select<T>(message: string, choices: Choice<T>[]): Promise<Answer<T>> {
    let cursor = 0;
    let state: 'asking' | keyof typeof EXIT_SYMBOL = 'asking';
    const draw = () => {
      const symbol = state === 'asking' ? pc.cyan('?') : EXIT_SYMBOL[state];
      const head = `${symbol} ${pc.bold(message)} ${pc.gray('›')} `;
      if (state !== 'asking') return head + choices[cursor]!.title;
      const { start, end } = window(cursor, choices.length, 10);
      let text = head + pc.gray('- Use arrow-keys. Return to submit.') + '\n';
      for (let i = start; i < end; i++) {
        const more =
          i === start && start > 0 ? '↑' : i === end - 1 && end < choices.length ? '↓' : ' ';
        const title = i === cursor ? pc.cyan(pc.underline(choices[i]!.title)) : choices[i]!.title;
        text += `${i === cursor ? pc.cyan('❯') + ' ' : '  '}${more} ${title}\n`;
      }
      return text;
    };
    return this.run<T>(draw, (key): Answer<T> | undefined => {
      const action = key.sequence === ' ' ? 'submit' : actionOf(key, true);
      const n = choices.length;
      if (action === 'up') cursor = (cursor + n - 1) % n;
      else if (action === 'down' || action === 'next') cursor = (cursor + 1) % n;
      else if (action === 'first') cursor = 0;
      else if (action === 'last') cursor = n - 1;
      else if (action === 'submit') {
        state = 'done';
        return { kind: 'chosen', value: choices[cursor]!.value };
      } else if (action === 'abort' || action === 'exit') {
        state = 'aborted';
        return { kind: 'cancelled' };
      }
      return undefined;
    });
  }

  /**
   * A list filtered by what is typed (titles containing it, any case), chosen with ↑/↓ and Return.
   * Return on an empty list answers nothing (cancelled), as `prompts` does.
   */
  autocomplete<T>(message: string, choices: Choice<T>[]): Promise<Answer<T>> {
    let input = '';
    let cursor = 0;
    let state: 'asking' | keyof typeof EXIT_SYMBOL = 'asking';
    const matches = () =>
      choices.filter((c) => c.title.toLowerCase().includes(input.toLowerCase()));
    let shown = matches();
    const draw = () => {
      const symbol = state === 'asking' ? pc.cyan('?') : EXIT_SYMBOL[state];
      const head = `${symbol} ${pc.bold(message)} ${pc.gray('›')} `;
      if (state !== 'asking') return head + (shown[cursor]?.title ?? '');
      // As `prompts` does, the window is measured on the whole list, not on the matches.
      const { start, end } = window(cursor, choices.length, 10);
      const lines = shown.slice(start, end).map((c, i) => {
        const at = start + i;
        const more =
          i === 0 && start > 0 ? '↑' : at === end - 1 && end < choices.length ? '↓' : ' ';
        const title = at === cursor ? pc.cyan(pc.underline(c.title)) : c.title;
        return `${at === cursor ? pc.cyan('❯') + ' ' : '  '}${more} ${title}`;
      });
      return `${head}${input}\n${lines.join('\n') || pc.gray('no matches found')}`;
    };
    return this.run<T>(draw, (key): Answer<T> | undefined => {
      const action = actionOf(key, false);
      const n = shown.length;
      if (action === 'up') cursor = n ? (cursor + n - 1) % n : 0;
      else if (action === 'down' || action === 'next') cursor = n ? (cursor + 1) % n : 0;
      else if (action === 'first') cursor = 0;
      else if (action === 'last') cursor = Math.max(n - 1, 0);
      else if (action === 'delete') input = input.slice(0, -1);
      else if (action === 'submit') {
        state = 'done';
        const chosen = shown[cursor];
        return chosen ? { kind: 'chosen', value: chosen.value } : { kind: 'cancelled' };
      } else if (action === 'abort') {
        state = 'aborted';
        return { kind: 'cancelled' };
      } else if (action === 'exit') {
        state = 'exited';
        return { kind: 'cancelled' };
      } else if (action === undefined && key.sequence && !key.ctrl && !key.meta) {
        if ([...key.sequence].every((ch) => ch >= ' ' && ch !== '\u007f')) input += key.sequence;
      }
      if (action === undefined || action === 'delete') {
        shown = matches();
        cursor = Math.min(cursor, Math.max(shown.length - 1, 0));
      }
      return undefined;
    });
  }
}
