import type { FakeReply, FakeRoute } from './mock-fetch';

interface Session {
  id: string;
  date: string;
  time: string;
  status: string;
  clientName?: string;
  clientEmail?: string;
}

/** The service's search: a whole word of the client's name, the whole name, the e-mail or its part before @, any case. */
const found = (b: Session, q: string) => {
  const name = (b.clientName ?? '').toLowerCase();
  const email = (b.clientEmail ?? '').toLowerCase();
  return [name, ...name.split(' '), email, email.split('@')[0]].includes(q.trim().toLowerCase());
};

/**
 * A paged bookings list as the service answers it, for screen tests: `status`, `from`, `to` and `q`
 * narrow it, newest session first, `limit` (50) a page, and a `Link: <…>; rel="next"` while more
 * remain (its cursor here is the offset, opaque to the screen).
 */
export function fakeBookingList(items: Session[] | (() => Session[])): FakeRoute {
  return (_init, url = ''): FakeReply => {
    const [path, query = ''] = url.split('?');
    const params = new URLSearchParams(query);
    const status = params.get('status');
    const from = params.get('from');
    const to = params.get('to');
    const q = params.get('q');
    const soonestFirst = params.get('order') === 'oldest-first';
    const limit = Number(params.get('limit') ?? 50);
    const offset = Number(params.get('cursor') ?? 0);
    const list = (typeof items === 'function' ? items() : items)
      .filter((b) => (!status || b.status === status) && (!from || b.date >= from) && (!to || b.date <= to) && (!q || found(b, q)))
      .sort((a, b) => (soonestFirst ? -1 : 1) * `${b.date}T${b.time}|${b.id}`.localeCompare(`${a.date}T${a.time}|${a.id}`));
    const page = list.slice(offset, offset + limit);
    if (offset + limit >= list.length) return { body: page };
    params.set('cursor', String(offset + limit));
    params.set('limit', String(limit));
    return { body: page, headers: { link: `<${path}?${params.toString()}>; rel="next"` } };
  };
}
