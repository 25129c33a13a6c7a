import { describe, expect, it } from 'vitest';
import { atCommands, classifyAtLine, explainAtReply } from '../../../src/remark/atSessionNotes.js';

describe('AT sessions', () => {
  it('tells commands from replies', () => {
    expect(classifyAtLine('AT+SBDIX')).toBe('command');
    expect(classifyAtLine('at&k0')).toBe('command');
    expect(classifyAtLine('+SBDIX: 0, 12, 0, 0, 0, 0')).toBe('reply');
    expect(classifyAtLine('OK')).toBe('reply');
    expect(classifyAtLine('')).toBe('blank');
  });

  it('copies only the commands', () => {
    expect(atCommands('AT+SBDWT=Hello\nOK\nAT+SBDIX\n+SBDIX: 0, 12, 0, 0, 0, 0\nOK')).toBe(
      'AT+SBDWT=Hello\nAT+SBDIX',
    );
  });

  it('explains the fields of +SBDIX and other replies', () => {
    expect(explainAtReply('+SBDIX: 0, 12, 1, 207, 12, 0')).toBe(
      'MO status 0: MO message (if any) reached the gateway. MOMSN 12: MO sequence number. MT status 1: MT message received into the MT buffer. MTMSN 207: MT sequence number. MT length 12: bytes received. MT queued 0: further MT messages waiting at the gateway.',
    );
    expect(explainAtReply('+SBDIX: 32, 13, 2, 0, 0, 0')).toMatch(
      /^MO status 32: the session failed/,
    );
    expect(explainAtReply('+CSQ:0')).toBe('Signal strength 0 of 5 bars: no usable signal.');
    expect(explainAtReply('-MSSTM: d1c6dd38')).toContain('90 ms frames');
    expect(explainAtReply('+CRIS:0,1')).toContain('an SBD ring alert was received');
    expect(explainAtReply('OK')).toBeUndefined();
  });
});
