import { useEffect, useRef, useState } from 'react';

/** Counts down whole seconds while `running`, then calls `onDone` once (redirects after 3 s). */
export const useCountdown = (seconds: number, running: boolean, onDone: () => void) => {
  const [left, setLeft] = useState(seconds);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });
  useEffect(() => {
    if (!running) return;
    setLeft(seconds);
    const started = Date.now();
    const timer = window.setInterval(() => {
      const remaining = seconds - Math.floor((Date.now() - started) / 1000);
      setLeft(Math.max(remaining, 0));
      if (remaining <= 0) {
        window.clearInterval(timer);
        done.current();
      }
    }, 200);
    return () => window.clearInterval(timer);
  }, [seconds, running]);
  return left;
};
