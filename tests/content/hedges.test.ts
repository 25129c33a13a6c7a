// Hedges ("not published", "ask support") and authoring-process wording ("our sources") in the
// docs: the patterns, and the limits of issue 22 held by every doc.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LIMITS, scanDoc, scanDocs } from './hedges.js';

const docsDir = join(import.meta.dirname, '../../docs');

describe('hedge and authoring patterns', () => {
  it('count the wording readers must not see', () => {
    expect(scanDoc('The figure is not published. Ask Ground Control support.').hedges).toBe(2);
    expect(scanDoc('Confirm the minimum with support before you rely on it.').hedges).toBe(1);
    expect(scanDoc('Request them from Ground Control support.').hedges).toBe(1);
    expect(scanDoc('No marks were stated at the time of writing.').hedges).toBe(1);
    expect(scanDoc('Ask Ground Control for the data sheet.').hedges).toBe(1);
    expect(scanDoc('Request from Ground Control the test reports.').hedges).toBe(1);
    expect(scanDoc('Request them from Ground Control support.').hedges).toBe(1);
    expect(scanDoc('Confirm it with Ground Control before you ship.').hedges).toBe(1);
    expect(scanDoc('Our sources do not say.')).toEqual({ hedges: 0, authoring: 1 });
    expect(scanDoc('It is not reproduced here.').authoring).toBe(1);
    expect(scanDoc('Not in the sources this documentation was written from.').authoring).toBe(1);
    expect(
      scanDoc('The length of the link (the reference does not state its unit).').authoring,
    ).toBe(1);
  });

  it('leave answers alone', () => {
    const answer =
      'Read the IMEI with AT+CGSN. Publish the message to the topic. Contact us on the support page.';
    expect(scanDoc(answer)).toEqual({ hedges: 0, authoring: 0 });
    // A check made with a key of Ground Control's is an answer; checking with Ground Control is not.
    expect(scanDoc("Verify the signed JWT field with Ground Control's public key.").hedges).toBe(0);
    expect(scanDoc('Confirm the price with Ground Control.').hedges).toBe(1);
    expect(scanDoc('How do I know a webhook request really came from Ground Control?').hedges).toBe(
      0,
    );
    expect(scanDoc('Request the firmware file from Ground Control.').hedges).toBe(1);
  });
});

describe('docs', () => {
  const found = scanDocs(docsDir);
  const hedged = [...found].filter(([, c]) => c.hedges > 0);
  const withAuthoring = [...found].filter(([, c]) => c.authoring > LIMITS.maxAuthoringPerDoc);
  const overLimit = [...found].filter(([, c]) => c.hedges > LIMITS.maxHedgesPerDoc);
  // Printed on every run, so the count is visible next to its limit.
  console.log(
    `hedges: ${hedged.length} docs carry hedges (limit ${LIMITS.maxHedgedDocs}), ` +
      `${overLimit.length} carry more than ${LIMITS.maxHedgesPerDoc}, ` +
      `${withAuthoring.length} carry authoring wording`,
  );

  it('meets the limits: no authoring wording, at most two hedges a doc, few hedged docs', () => {
    expect(withAuthoring.map(([f]) => f)).toEqual([]);
    expect(overLimit.map(([f]) => f)).toEqual([]);
    expect(hedged.length).toBeLessThanOrEqual(LIMITS.maxHedgedDocs);
  });
});
