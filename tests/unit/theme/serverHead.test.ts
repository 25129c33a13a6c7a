import { describe, expect, it } from 'vitest';
import {
  collectRenderedHead,
  recordRenderedHead,
} from '../../../src/theme/docusaurus/serverHead.js';

describe('the head a page records while it renders', () => {
  it('is collected for one render, the last value winning', () => {
    const { result, head } = collectRenderedHead(() => {
      recordRenderedHead({ title: 'First' });
      recordRenderedHead({ title: 'Hello', description: 'D' });
      return 'html';
    });
    expect(result).toBe('html');
    expect(head).toEqual({ title: 'Hello', description: 'D' });
  });

  it('is dropped outside a render, and an undefined field keeps what was recorded', () => {
    recordRenderedHead({ title: 'ignored' });
    const { head } = collectRenderedHead(() => {
      recordRenderedHead({ title: 'T' });
      recordRenderedHead({ title: undefined, description: 'D' });
    });
    expect(head).toEqual({ title: 'T', description: 'D' });
  });
});
