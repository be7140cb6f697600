import { useEffect } from 'react';
import { APP_TIME_PING_MS } from '../../../../shared/options/admin';
import { api } from '../../../lib/api-client';

const URL = '/api/session/update-time';

/**
 * App time (spec 7 and 9): ping at sign-in, every 5 minutes, when the tab is visible again after
 * more than 5 minutes, and by beacon when the page goes away. The server decides the minutes;
 * failures are only logged. Mount once, for verified users.
 */
export function useAppTimePing() {
  useEffect(() => {
    let last = 0;
    const ping = () => {
      last = Date.now();
      api
        .post(URL, undefined, { redirectOn401: false })
        .catch((error: unknown) => console.info('app time update failed', error));
    };
    ping();
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') ping();
    }, APP_TIME_PING_MS);
    const onVisibility = () => {
      if (document.visibilityState === 'visible' && Date.now() - last > APP_TIME_PING_MS) ping();
    };
    // A beacon outlives the page; same-origin, so it passes the server's CSRF check.
    const onHide = () => navigator.sendBeacon?.(URL);
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onHide);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onHide);
    };
  }, []);
}

/** Renders nothing; mounts the pinger. */
export function AppTimePinger() {
  useAppTimePing();
  return null;
}
