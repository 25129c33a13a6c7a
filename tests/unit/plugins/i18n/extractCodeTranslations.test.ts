// The static extraction of `<Translate>` and `translate()` ids (Docusaurus's Babel extractor's
// rules) on small sources: what is a message, what is a warning and where.
import { describe, expect, it } from 'vitest';
import { extractSourceTranslations } from '../../../../plugins/i18n/extractCodeTranslations.js';
import { BuildError } from '../../../../plugins/diagnostics.js';

const extract = (source: string, file = 'src/pages/x.tsx') =>
  extractSourceTranslations(file, source);

describe('extracting code translations', () => {
  it('reads nothing from a file that does not import @docusaurus/Translate', () => {
    const found = extract(`const translate = (x) => x; translate({ id: 'a', message: 'b' });`);
    expect(found).toEqual({ translations: {}, warnings: [] });
  });

  it('follows renamed imports, in TypeScript, and ignores type-only imports', () => {
    const found = extract(
      `import T, { translate as t } from '@docusaurus/Translate';
       import type { TranslateProps } from '@docusaurus/Translate';
       const label: string = t({ id: 'a.b', message: 'Hi' }, { name: 'x' });
       export const C = (p: TranslateProps<string>) => <T id="c.d" values={{ n: 1 }}>Hello {'{n}'}</T>;`,
    );
    // The last child that is not blank is the message: '{n}' here, as Docusaurus reads it.
    expect(found.translations).toEqual({
      'a.b': { message: 'Hi' },
      'c.d': { message: '{n}' },
    });
    expect(found.warnings).toEqual([]);
  });

  it('collapses whitespace and decodes character references of JSX text', () => {
    const found = extract(
      `import Translate from '@docusaurus/Translate';
       export default () => <Translate id="t" description="Fish &amp; chips">
         Fish &amp;   chips&#33;
       </Translate>;`,
      'src/a.jsx',
    );
    expect(found.translations).toEqual({
      t: { message: 'Fish & chips!', description: 'Fish & chips' },
    });
  });

  it('warns at a dynamic prop, a child that is not static, missing ids and wrong arity', () => {
    const source = `import Translate, { translate } from '@docusaurus/Translate';
let mutable = 'x';
export default ({ who }) => (
  <>
    <Translate id={mutable}>Kept under its message</Translate>
    <Translate id="n">{who}</Translate>
    <Translate />
    {translate({ message: 'a' }, {}, 3)}
  </>
);`;
    const found = extract(source, 'src/b.js');
    // A dynamic id: the message is the key, as in Docusaurus.
    expect(found.translations).toEqual({
      'Kept under its message': { message: 'Kept under its message' },
    });
    expect(found.warnings.map((w) => [w.line, w.column])).toEqual([
      [5, 5],
      [6, 5],
      [7, 5],
      [8, 6],
    ]);
    expect(found.warnings.every((w) => w.severity === 'warning' && w.file === 'src/b.js')).toBe(
      true,
    );
  });

  it('fails at the position of a file it cannot parse', () => {
    let error: unknown;
    try {
      extract(`import Translate from '@docusaurus/Translate';\nconst = 1;`, 'src/c.js');
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(BuildError);
    expect((error as BuildError).diagnostics[0]).toMatchObject({ file: 'src/c.js', line: 2 });
  });
});
