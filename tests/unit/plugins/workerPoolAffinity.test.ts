import { describe, expect, it } from 'vitest';
import { AFFINITY_BACKLOG, pickTask } from '../../../plugins/workerPool.js';
import { fencedLanguages } from '../../../plugins/mdx/codeLanguages.js';

const tasks = (...keys: string[][]) => keys.map((k) => ({ keys: k }));
const worker = (...keys: string[]) => ({ keys: new Set(keys) });
const costs = new Map([
  ['ts', 450],
  ['js', 190],
  ['bash', 30],
  ['json', 2],
]);

describe('pickTask (the compile pool sends a doc to the thread that has its languages)', () => {
  it('takes the first task whose keys it has or no other worker has, skipping the others’', () => {
    const queue = tasks(['ts'], ['js'], ['python']);
    expect(pickTask(queue, worker('js'), [worker('ts')], costs)).toBe(1);
    // python is nobody's yet: free for either.
    expect(pickTask(tasks(['ts'], ['python']), worker('js'), [worker('ts')], costs)).toBe(1);
    // Without keys, any worker's.
    expect(pickTask(tasks(['ts'], []), worker('js'), [worker('ts')], costs)).toBe(1);
  });

  it('prefers a task only it can do cheaply over one every worker can', () => {
    const queue = tasks(['json'], ['bash'], ['ts']);
    expect(pickTask(queue, worker('ts', 'json'), [worker('json', 'js')], costs)).toBe(2);
    expect(pickTask(queue, worker('json', 'js'), [worker('ts', 'json')], costs)).toBe(0);
  });

  it('waits while the others’ backlog is short, then takes the task whose keys cost least', () => {
    const few = tasks(['ts'], ['ts', 'bash'], ['bash']);
    expect(pickTask(few, worker('js'), [worker('ts', 'bash')], costs)).toBe(-1);
    const many = tasks(
      ...Array.from({ length: AFFINITY_BACKLOG }, (_, i) => [['ts', 'bash', 'json'][i % 3]!]),
    );
    expect(pickTask(many, worker('js'), [worker('ts', 'bash', 'json')], costs)).toBe(2);
    // A task needing two missing keys costs both.
    const pair = tasks(['ts'], ['bash', 'json'], ['ts']);
    expect(pickTask(pair, worker(), [worker('ts', 'bash', 'json')], costs, 3)).toBe(1);
  });

  it('takes a task no worker has every key of, rather than wait for it forever', () => {
    // ts is one thread's, js the other's: neither would ever have both.
    const queue = tasks(['ts', 'js']);
    expect(pickTask(queue, worker('js'), [worker('ts')], costs)).toBe(0);
    expect(pickTask(queue, worker('ts'), [worker('js')], costs)).toBe(0);
    // One that the other has both of stays the other's (a short backlog).
    expect(pickTask(queue, worker('js'), [worker('ts', 'js')], costs)).toBe(-1);
    // After the tasks it has every key of.
    expect(pickTask(tasks(['ts', 'js'], ['js']), worker('js'), [worker('ts')], costs)).toBe(1);
  });

  it('takes only its own or keyless tasks while another worker warms up, and never steals then', () => {
    const queue = tasks(['python'], ['ts'], ['js'], []);
    const warming = { keys: new Set<string>(), warming: true };
    expect(pickTask(queue, worker('js'), [warming], costs)).toBe(2);
    expect(pickTask(tasks(['python'], ['ts']), worker('js'), [warming], costs, 1)).toBe(-1);
  });

  it('never waits for a worker alone', () => {
    expect(pickTask(tasks(['ts'], ['js']), worker(), [], costs, 100)).toBe(0);
    expect(pickTask(tasks(['ts'], ['js']), worker('js'), [], costs, 100)).toBe(1);
    expect(pickTask([], worker('js'), [], costs)).toBe(-1);
  });
});

describe('fencedLanguages', () => {
  it('gives each fenced block’s language once, lower-cased, in the order first seen', () => {
    const text = [
      '```TS title="a.ts"',
      'let a',
      '```',
      '',
      '~~~bash',
      'ls',
      '~~~',
      '',
      '```ts',
      'let b',
      '```',
      '',
      '```',
      'no language',
      '```',
    ].join('\n');
    expect(fencedLanguages(text)).toEqual(['ts', 'bash']);
    expect(fencedLanguages('No code here.')).toEqual([]);
  });
});
