import { useEffect, useRef } from 'react';
import type { User } from '../../../contract/auth';
import { browserTimeZone } from '../../lib/schedule/zone-time';
import { useSaveSchedule } from './api/save-schedule';

/**
 * First visit (issue 27): a creator without a time zone gets the browser's, once, silently. Slots stay
 * empty (the server refuses slots without a zone, and a creator without one has none). A failure says
 * nothing: the next load tries again.
 */
export function useFirstVisitZone(user: User | null) {
  const save = useSaveSchedule();
  const tried = useRef(false);
  const needed = user !== null && user.timezone === null;
  const { mutate } = save;
  useEffect(() => {
    if (!needed || tried.current) return;
    tried.current = true;
    mutate({ timezone: browserTimeZone(), slots: [] });
  }, [needed, mutate]);
}
