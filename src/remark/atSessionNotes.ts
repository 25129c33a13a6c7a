// Modem sessions in ```at blocks (the knowledgebase's own code, used by src/remark/atSession.ts):
// which lines the host types (commands) and which the modem sends (replies), and a plain-words note
// for the replies whose fields readers most often decode.

export type AtLineKind = 'command' | 'reply' | 'blank';

export function classifyAtLine(line: string): AtLineKind {
  if (line.trim() === '') return 'blank';
  return /^\s*AT/i.test(line) ? 'command' : 'reply';
}

/** The commands of a session, one per line: what the copy button copies. */
export function atCommands(code: string): string {
  return code
    .split('\n')
    .filter((l) => classifyAtLine(l) === 'command')
    .map((l) => l.trim())
    .join('\n');
}

const fields = (line: string, prefix: RegExp) =>
  line
    .replace(prefix, '')
    .split(',')
    .map((f) => f.trim());

const MT_STATUS: Record<string, string> = {
  '0': 'no MT message waiting',
  '1': 'MT message received into the MT buffer',
  '2': 'error while checking the mailbox or receiving',
};

/** A note explaining each field of a known reply, or undefined. */
export function explainAtReply(line: string): string | undefined {
  const t = line.trim();
  let m: RegExpExecArray | null;
  if (/^\+SBDIXA?:/.test(t)) {
    const [mo, momsn, mt, mtmsn, mtLen, queued] = fields(t, /^\+SBDIXA?:/);
    if (queued === undefined) return undefined;
    const moText =
      Number(mo) <= 2
        ? 'MO message (if any) reached the gateway'
        : 'the session failed; nothing was sent';
    return `MO status ${mo}: ${moText}. MOMSN ${momsn}: MO sequence number. MT status ${mt}: ${MT_STATUS[mt!] ?? 'see the AT command reference'}. MTMSN ${mtmsn}: MT sequence number. MT length ${mtLen}: bytes received. MT queued ${queued}: further MT messages waiting at the gateway.`;
  }
  if ((m = /^\+CSQF?:\s*(\d)/.exec(t))) {
    const bars = Number(m[1]);
    return `Signal strength ${bars} of 5 bars${bars === 0 ? ': no usable signal' : bars === 1 ? ': the minimum for a transmission' : ''}.`;
  }
  if (/^-MSSTM:\s*no network service/i.test(t))
    return 'The modem has not yet received the Iridium system time from the network.';
  if ((m = /^-MSSTM:\s*([0-9a-f]+)/i.exec(t)))
    return `Iridium system time: ${m[1]} (hex) counts 90 ms frames since the current Iridium epoch.`;
  if (/^\+SBDS:/.test(t)) {
    const [moFlag, momsn, mtFlag, mtmsn] = fields(t, /^\+SBDS:/);
    if (mtmsn === undefined) return undefined;
    return `MO flag ${moFlag}: ${moFlag === '1' ? 'a message is in the MO buffer' : 'the MO buffer is empty'}. MOMSN ${momsn}. MT flag ${mtFlag}: ${mtFlag === '1' ? 'a message is in the MT buffer' : 'the MT buffer is empty'}. MTMSN ${mtmsn}.`;
  }
  if (/^\+CRIS:/.test(t)) {
    const [tri, sri] = fields(t, /^\+CRIS:/);
    if (sri === undefined) return undefined;
    return `Telephony ring indication ${tri}. SBD ring indication ${sri}: ${sri === '1' ? 'an SBD ring alert was received' : 'no SBD ring alert'}.`;
  }
  if (t === 'SBDRING')
    return 'Ring alert: an MT message is waiting at the gateway. Answer with AT+SBDIXA.';
  return undefined;
}
