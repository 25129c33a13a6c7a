// A thin progress bar for slow route changes: it appears only after PROGRESS_DELAY_MS and
// finishes when the new page is swapped in.
import { useEffect, useRef, useState } from 'react';
import { useNavigationState } from './navigation.js';
import { PROGRESS_DELAY_MS } from '../shared/constants.js';

export default function NavigationProgress() {
  const { loading } = useNavigationState();
  const [phase, setPhase] = useState<'hidden' | 'running' | 'done'>('hidden');
  const [value, setValue] = useState(0);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => {
    const clear = () => timers.current.splice(0).forEach(clearTimeout);
    if (loading) {
      clear();
      timers.current.push(
        setTimeout(() => {
          setPhase('running');
          setValue(10);
          const tick = () => {
            setValue((v) => Math.min(95, v + (100 - v) * 0.1));
            timers.current.push(setTimeout(tick, 250));
          };
          timers.current.push(setTimeout(tick, 250));
        }, PROGRESS_DELAY_MS),
      );
    } else {
      clear();
      setPhase((p) => {
        if (p === 'running') {
          setValue(100);
          timers.current.push(setTimeout(() => setPhase('hidden'), 300));
          return 'done';
        }
        return 'hidden';
      });
    }
    return undefined;
  }, [loading]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);
  if (phase === 'hidden') return null;
  return (
    <>
      <div
        className="nprogress"
        role="progressbar"
        aria-label="Loading page"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(value)}
      >
        <div className="nprogress__bar" style={{ transform: `translateX(${value - 100}%)` }} />
      </div>
      {phase === 'running' && (
        <div className="nprogress__spinner" role="status" aria-label="Loading" />
      )}
    </>
  );
}
