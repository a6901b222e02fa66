import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { clearsAgendaContext } from '../domain/sessionBasics';
import { agendaStore } from './agendaStore';

/** Empties the agenda context on any path with fewer than 4 segments (spec section 4). */
export function AgendaContextReset() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (clearsAgendaContext(pathname)) agendaStore.clear();
  }, [pathname]);
  return null;
}
