import { useEffect, useState } from 'react';

/** Now, read again every minute: a post whose time passes stops being movable, a reconnect warning comes into its day. */
export function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
