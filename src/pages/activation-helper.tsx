// /activation-helper: pick a device family, enter the IMEI (or a tracker's serial number) and get
// the activation checklist for that product. Ticks are kept in localStorage per family + device;
// nothing leaves the browser. The first render is the same on the server and the client:
// storage and the URL are read in effects only.
import {
  useEffect,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
  type RefObject,
} from 'react';
import { safeStorage } from '../client/storage.js';
import Link from '../theme/Link.js';
import { validateImei, validateSerial } from './_activation-helper/imei.js';
import {
  FAMILIES,
  getFamily,
  LAST_DEVICE_KEY,
  parseProgress,
  progressKey,
  type Family,
  type FamilyId,
  type Rich,
  type Step,
} from './_activation-helper/steps.js';
import './activation-helper.css';

export const title = 'Activation helper';
export const description =
  'Activation checklist for RockBLOCK, RockREMOTE, Ground Control trackers and YB3: which portal to use, what airtime to buy and how to test the first message.';

interface Device {
  family: FamilyId;
  id: string;
}

function validate(
  family: Family,
  input: string,
): { ok: true; id: string } | { ok: false; message: string } {
  if (family.identifier === 'imei') {
    const r = validateImei(input);
    return r.ok ? { ok: true, id: r.imei } : r;
  }
  const r = validateSerial(input);
  return r.ok ? { ok: true, id: r.serial } : r;
}

/** The device to show on load: `?family=…&id=…` (a form sent before hydration), else the last one shown. */
function initialDevice(): Device | null {
  const candidates: { family: string | null; id: string | null }[] = [];
  const params = new URLSearchParams(window.location.search);
  if (params.has('family')) candidates.push({ family: params.get('family'), id: params.get('id') });
  try {
    const saved = JSON.parse(safeStorage.get(LAST_DEVICE_KEY) ?? 'null') as {
      family?: unknown;
      id?: unknown;
    } | null;
    if (saved && typeof saved.family === 'string' && typeof saved.id === 'string')
      candidates.push({ family: saved.family, id: saved.id });
  } catch {
    /* junk in storage: ignore it */
  }
  for (const c of candidates) {
    const family = getFamily(c.family);
    if (!family || c.id == null) continue;
    const r = validate(family, c.id);
    if (r.ok) return { family: family.id, id: r.id };
  }
  return null;
}

function RichText({ rich }: { rich: Rich }) {
  return (
    <>
      {rich.map((s, i) => {
        if (typeof s === 'string') return <span key={i}>{s}</span>;
        if ('href' in s)
          return (
            <Link key={i} href={s.href}>
              {s.text}
            </Link>
          );
        if ('code' in s) return <code key={i}>{s.code}</code>;
        return <strong key={i}>{s.strong}</strong>;
      })}
    </>
  );
}

function StepItem({
  step,
  index,
  done,
  onToggle,
}: {
  step: Step;
  index: number;
  done: boolean;
  onToggle: (id: string, done: boolean) => void;
}) {
  const inputId = `ah-step-${step.id}`;
  const detailId = `${inputId}-detail`;
  return (
    <li className={`activation-helper__step${done ? ' activation-helper__step--done' : ''}`}>
      <div className="activation-helper__step-head">
        <input
          type="checkbox"
          id={inputId}
          className="activation-helper__checkbox"
          checked={done}
          onChange={(e) => onToggle(step.id, e.target.checked)}
          aria-describedby={detailId}
        />
        <label htmlFor={inputId} className="activation-helper__step-title">
          <span className="activation-helper__step-number" aria-hidden="true">
            {index + 1}.
          </span>{' '}
          {step.title}
        </label>
      </div>
      <div id={detailId} className="activation-helper__step-body">
        {step.body.map((p, i) => (
          <p key={i}>
            <RichText rich={p} />
          </p>
        ))}
        {step.code && (
          <figure className="activation-helper__code">
            <figcaption>{step.code.title}</figcaption>
            <pre tabIndex={0}>
              <code>{step.code.code}</code>
            </pre>
          </figure>
        )}
      </div>
    </li>
  );
}

/** The device family at a glance: portal, plan and timing, and what our sources do not confirm. */
function Glance({ family }: { family: Family }) {
  return (
    <>
      <dl className="activation-helper__glance">
        <div>
          <dt>Portal or app</dt>
          <dd>
            <RichText rich={family.portal} />
          </dd>
        </div>
        <div>
          <dt>Plan or line rental</dt>
          <dd>
            <RichText rich={family.plan} />
          </dd>
        </div>
        <div>
          <dt>How long activation takes</dt>
          <dd>
            <RichText rich={family.timing} />
          </dd>
        </div>
      </dl>

      {family.unconfirmed.length > 0 && (
        <div
          className="alert alert--warning activation-helper__unconfirmed"
          role="note"
          aria-labelledby="ah-unconfirmed-title"
        >
          <p id="ah-unconfirmed-title" className="activation-helper__unconfirmed-title">
            Check before you rely on these steps
          </p>
          <ul>
            {family.unconfirmed.map((r, i) => (
              <li key={i}>
                <RichText rich={r} />
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}

function Results({
  family,
  device,
  headingRef,
}: {
  family: Family;
  device: Device;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const key = progressKey(device.family, device.id);
  const [progress, setProgress] = useState<{ key: string; done: string[] } | null>(null);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    setProgress({ key, done: parseProgress(safeStorage.get(key), family) });
    const onStorage = (e: StorageEvent) => {
      if (e.key === key) setProgress({ key, done: parseProgress(e.newValue, family) });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [key, family]);

  const done = progress?.key === key ? progress.done : [];
  const total = family.steps.length;

  const save = (next: string[]) => {
    setProgress({ key, done: next });
    if (next.length) safeStorage.set(key, JSON.stringify(next));
    else safeStorage.remove(key);
  };
  const toggle = (id: string, checked: boolean) => {
    const set = new Set(done);
    if (checked) set.add(id);
    else set.delete(id);
    save(family.steps.map((s) => s.id).filter((s) => set.has(s)));
    setAnnouncement('');
  };
  const reset = () => {
    save([]);
    setAnnouncement('Checklist reset.');
  };

  const idLabel = family.identifier === 'imei' ? 'IMEI' : 'Serial number';
  return (
    <section className="activation-helper__results" aria-labelledby="ah-results-title">
      <h2 id="ah-results-title" ref={headingRef} tabIndex={-1}>
        Activate your {family.name}
      </h2>
      <p className="activation-helper__device">
        {idLabel} <code>{device.id}</code>. Your ticks are saved in this browser for this device
        only.
      </p>

      <Glance family={family} />

      <div className="activation-helper__checklist-head">
        <h3 id="ah-steps-title">Checklist</h3>
        <div className="activation-helper__progress">
          <progress id="ah-progress" max={total} value={done.length} aria-label="Steps done" />
          <span className="activation-helper__progress-text" aria-live="polite">
            {done.length} of {total} steps done{announcement ? `. ${announcement}` : ''}
          </span>
          <button
            type="button"
            className="button button--secondary button--sm"
            onClick={reset}
            disabled={done.length === 0}
          >
            Reset checklist
          </button>
        </div>
      </div>
      <ol className="activation-helper__steps" aria-labelledby="ah-steps-title">
        {family.steps.map((step, i) => (
          <StepItem
            key={step.id}
            step={step}
            index={i}
            done={done.includes(step.id)}
            onToggle={toggle}
          />
        ))}
      </ol>

      <p className="activation-helper__help">
        Stuck on a step? <Link href={family.support.href}>{family.support.text}</Link>, quoting the{' '}
        {idLabel === 'IMEI' ? 'IMEI' : 'serial number'} and the step.
      </p>
    </section>
  );
}

/** The device family radio cards. */
function FamilyPicker({
  familyId,
  familyError,
  onFamilyChange,
  firstRadioRef,
}: {
  familyId: FamilyId | null;
  familyError: string | null;
  onFamilyChange: (e: ChangeEvent<HTMLInputElement>) => void;
  firstRadioRef: RefObject<HTMLInputElement | null>;
}) {
  return (
    <fieldset
      className="activation-helper__families"
      aria-describedby={familyError ? 'ah-family-error' : undefined}
    >
      <legend>Device family</legend>
      {familyError && (
        <p id="ah-family-error" className="activation-helper__error" role="alert">
          {familyError}
        </p>
      )}
      <div className="activation-helper__family-grid">
        {FAMILIES.map((f, i) => (
          // The label names the product; the hint describes it. The label's ::after covers
          // the whole card, so a click anywhere on it picks the family.
          <div key={f.id} className="activation-helper__family">
            <input
              type="radio"
              id={`ah-family-${f.id}`}
              name="family"
              value={f.id}
              checked={familyId === f.id}
              onChange={onFamilyChange}
              aria-describedby={`ah-family-${f.id}-hint`}
              ref={i === 0 ? firstRadioRef : undefined}
            />
            <span className="activation-helper__family-text">
              <label htmlFor={`ah-family-${f.id}`} className="activation-helper__family-name">
                {f.name}
              </label>
              <span id={`ah-family-${f.id}-hint`} className="activation-helper__family-hint">
                {f.hint}
              </span>
            </span>
          </div>
        ))}
      </div>
      <p className="activation-helper__note">
        Device not listed? For its activation steps, contact{' '}
        <Link href="/iot/rockblock/support/contact-us">Ground Control support</Link>.
      </p>
    </fieldset>
  );
}

/** The IMEI (or serial number) field, with its hint and its error. */
function IdField({
  family,
  input,
  idError,
  onInputChange,
  inputRef,
}: {
  family: Family | undefined;
  input: string;
  idError: string | null;
  onInputChange: (e: ChangeEvent<HTMLInputElement>) => void;
  inputRef: RefObject<HTMLInputElement | null>;
}) {
  const isSerial = family?.identifier === 'serial';
  const idLabel = isSerial ? 'Serial number' : 'IMEI';
  const describedBy = ['ah-id-hint', idError ? 'ah-id-error' : null].filter(Boolean).join(' ');
  return (
    <div className="activation-helper__id">
      <label htmlFor="ah-id" className="activation-helper__id-label">
        {idLabel}
      </label>
      <div className="activation-helper__id-row">
        <input
          ref={inputRef}
          id="ah-id"
          name="id"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          className={`activation-helper__input${idError ? ' activation-helper__input--invalid' : ''}`}
          value={input}
          onChange={onInputChange}
          aria-invalid={idError ? true : undefined}
          aria-describedby={describedBy}
        />
        <button type="submit" className="button button--primary">
          Show activation steps
        </button>
      </div>
      {idError && (
        <p id="ah-id-error" className="activation-helper__error" role="alert">
          {idError}
        </p>
      )}
      <div id="ah-id-hint" className="activation-helper__hint">
        {isSerial ? (
          <p>Digits only.</p>
        ) : (
          <p>
            15 digits. Iridium modems usually report the IMEI with a final 0 in place of the check
            digit; both forms are accepted.
          </p>
        )}
        {family && (
          <p>
            <RichText rich={family.identifierHelp} />
          </p>
        )}
      </div>
    </div>
  );
}

export default function ActivationHelper() {
  const [familyId, setFamilyId] = useState<FamilyId | null>(null);
  const [input, setInput] = useState('');
  const [familyError, setFamilyError] = useState<string | null>(null);
  const [idError, setIdError] = useState<string | null>(null);
  const [device, setDevice] = useState<Device | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const firstRadioRef = useRef<HTMLInputElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusResults = useRef(false);

  // Restore the last device after hydration (storage is never read during render).
  useEffect(() => {
    const d = initialDevice();
    if (!d) return;
    setFamilyId(d.family);
    setInput(d.id);
    setDevice(d);
  }, []);

  useEffect(() => {
    if (device && focusResults.current) headingRef.current?.focus();
    focusResults.current = false;
  }, [device]);

  const family = getFamily(familyId);
  const shownFamily = device ? getFamily(device.family) : undefined;

  const show = (f: Family, id: string, focus: boolean) => {
    const d = { family: f.id, id };
    focusResults.current = focus;
    setDevice(d);
    safeStorage.set(LAST_DEVICE_KEY, JSON.stringify(d));
  };

  const onFamilyChange = (e: ChangeEvent<HTMLInputElement>) => {
    const next = getFamily(e.target.value);
    if (!next) return;
    setFamilyId(next.id);
    setFamilyError(null);
    setIdError(null);
    // Steps already on screen follow the new family when the typed number suits it.
    if (device) {
      const r = validate(next, input);
      if (r.ok) show(next, r.id, false);
      else setDevice(null);
    }
  };

  const onInputChange = (e: ChangeEvent<HTMLInputElement>) => {
    setInput(e.target.value);
    setIdError(null);
    // The checklist belongs to one device: hide it once the number no longer matches.
    if (device && e.target.value.replace(/[\s-]+/g, '') !== device.id) setDevice(null);
  };

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!family) {
      setFamilyError('Choose your device family first.');
      firstRadioRef.current?.focus();
      return;
    }
    const r = validate(family, input);
    if (!r.ok) {
      setIdError(r.message);
      setDevice(null);
      inputRef.current?.focus();
      return;
    }
    setIdError(null);
    setInput(r.id);
    show(family, r.id, true);
  };

  return (
    <main className="container margin-vert--lg activation-helper">
      <h1>Activation helper</h1>
      <p className="activation-helper__intro">
        Choose your device and enter its IMEI (for trackers, its serial number) to get the steps
        that take it from the box to a first message: which portal or app to use, what airtime to
        buy, how long activation takes and how to test it. Tick the steps as you go; your progress
        is kept in this browser only, and nothing you enter is sent anywhere.
      </p>

      <form className="activation-helper__form" onSubmit={onSubmit} noValidate>
        <FamilyPicker
          familyId={familyId}
          familyError={familyError}
          onFamilyChange={onFamilyChange}
          firstRadioRef={firstRadioRef}
        />

        <IdField
          family={family}
          input={input}
          idError={idError}
          onInputChange={onInputChange}
          inputRef={inputRef}
        />
      </form>

      {device && shownFamily && (
        <Results
          key={`${device.family}.${device.id}`}
          family={shownFamily}
          device={device}
          headingRef={headingRef}
        />
      )}
    </main>
  );
}
