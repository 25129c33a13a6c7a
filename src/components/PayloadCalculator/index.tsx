// <PayloadCalculator />: type text or hex and see the byte count, both views, the AT+SBDWB
// checksum, whether it fits the MO/MT limits and what it costs in RockBLOCK credits. Pure client
// code: nothing is sent anywhere.
import { useId, useMemo, useState } from 'react';
// Its styles travel with it: only the pages that import it link them (they were every page's).
import './styles.css';
import {
  IMT_MAX,
  SBD_CREDIT_BYTES,
  SBD_MO_MAX,
  SBD_MT_MAX,
  bytesFromHex,
  bytesFromText,
  sbdChecksum,
  sbdCredits,
  toAscii,
  toHex,
} from './payload.js';

type Mode = 'text' | 'hex';

export default function PayloadCalculator({
  initial = 'hello',
  mode: initialMode = 'text',
}: {
  initial?: string;
  mode?: Mode;
}) {
  const [mode, setMode] = useState<Mode>(initialMode);
  const [value, setValue] = useState(initial);
  const id = useId();
  const parsed = useMemo(
    () =>
      mode === 'text' ? ({ ok: true, bytes: bytesFromText(value) } as const) : bytesFromHex(value),
    [mode, value],
  );
  const switchMode = (next: Mode) => {
    if (next === mode) return;
    // Keep the same bytes when switching views, when they are valid.
    if (parsed.ok)
      setValue(next === 'hex' ? toHex(parsed.bytes) : new TextDecoder().decode(parsed.bytes));
    setMode(next);
  };
  const bytes = parsed.ok ? parsed.bytes : undefined;
  const checksum = bytes ? sbdChecksum(bytes) : undefined;
  const fits = (limit: number) => (bytes ? bytes.length <= limit : false);
  return (
    <div className="payload-calculator card padding--md margin-bottom--lg">
      <fieldset className="payload-calculator__mode">
        <legend>Payload calculator: enter the message as</legend>
        <label>
          <input
            type="radio"
            name={`${id}-mode`}
            checked={mode === 'text'}
            onChange={() => switchMode('text')}
          />{' '}
          Text
        </label>
        <label>
          <input
            type="radio"
            name={`${id}-mode`}
            checked={mode === 'hex'}
            onChange={() => switchMode('hex')}
          />{' '}
          Hex bytes
        </label>
      </fieldset>
      <label htmlFor={`${id}-input`} className="payload-calculator__label">
        {mode === 'text'
          ? 'Message text (sent as UTF-8)'
          : 'Message bytes in hex, e.g. 48 65 6C 6C 6F'}
      </label>
      <textarea
        id={`${id}-input`}
        className="payload-calculator__input"
        rows={3}
        value={value}
        spellCheck={false}
        aria-invalid={!parsed.ok}
        aria-describedby={parsed.ok ? undefined : `${id}-error`}
        onChange={(e) => setValue(e.target.value)}
      />
      {!parsed.ok && (
        <p id={`${id}-error`} className="payload-calculator__error" role="alert">
          {parsed.error}
        </p>
      )}
      {bytes && checksum && (
        <dl className="payload-calculator__results" aria-live="polite">
          <dt>Size</dt>
          <dd data-testid="payload-bytes">{bytes.length} bytes</dd>
          <dt>Hex</dt>
          <dd>
            <code>{toHex(bytes) || '(empty)'}</code>
          </dd>
          <dt>ASCII</dt>
          <dd>
            <code>{toAscii(bytes) || '(empty)'}</code>
          </dd>
          <dt>AT+SBDWB checksum</dt>
          <dd data-testid="payload-checksum">
            <code>
              {checksum.bytes.map((b) => b.toString(16).padStart(2, '0').toUpperCase()).join(' ')}
            </code>{' '}
            (send after the message, high byte first: <code>AT+SBDWB={bytes.length}</code>)
          </dd>
          <dt>RockBLOCK 9603/9602 MO (mobile-originated, up to {SBD_MO_MAX} bytes)</dt>
          <dd data-testid="payload-mo">
            {fits(SBD_MO_MAX) ? 'Fits' : `Too long by ${bytes.length - SBD_MO_MAX} bytes`}
          </dd>
          <dt>RockBLOCK 9603/9602 MT (mobile-terminated, up to {SBD_MT_MAX} bytes)</dt>
          <dd data-testid="payload-mt">
            {fits(SBD_MT_MAX) ? 'Fits' : `Too long by ${bytes.length - SBD_MT_MAX} bytes`}
          </dd>
          <dt>RockBLOCK credits (one per started {SBD_CREDIT_BYTES} bytes)</dt>
          <dd data-testid="payload-credits">
            {fits(SBD_MO_MAX)
              ? `${sbdCredits(bytes.length)} credit${sbdCredits(bytes.length) > 1 ? 's' : ''}`
              : 'Split the message first'}
          </dd>
          <dt>RockBLOCK 9704 IMT (up to {IMT_MAX.toLocaleString('en-GB')} bytes each way)</dt>
          <dd data-testid="payload-imt">
            {fits(IMT_MAX)
              ? 'Fits'
              : `Too long by ${(bytes.length - IMT_MAX).toLocaleString('en-GB')} bytes`}
          </dd>
        </dl>
      )}
    </div>
  );
}
