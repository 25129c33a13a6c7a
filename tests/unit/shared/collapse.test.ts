import { describe, expect, it } from 'vitest';
import { collapseDuration } from '../../../src/shared/collapse.js';

describe('collapse animation duration', () => {
  it('grows with the content height', () => {
    expect(collapseDuration(36, false)).toBe(192); // c = 1: (4 + 15 + 0.2) × 10
    expect(collapseDuration(360, false)).toBeGreaterThan(collapseDuration(36, false));
    expect(collapseDuration(3600, false)).toBeGreaterThan(collapseDuration(360, false));
  });
  it('is 1 ms under reduced motion', () => {
    expect(collapseDuration(3600, true)).toBe(1);
  });
});
