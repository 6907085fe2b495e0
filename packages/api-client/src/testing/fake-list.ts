import type { FakeReply, FakeRoute } from './mock-fetch';

interface Session {
  id: string;
  date: string;
  time: string;
  status: string;
}

/**
 * A paged bookings list as the service answers it, for screen tests: `status`, `from` and `to`
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
    const limit = Number(params.get('limit') ?? 50);
    const offset = Number(params.get('cursor') ?? 0);
    const list = (typeof items === 'function' ? items() : items)
      .filter((b) => (!status || b.status === status) && (!from || b.date >= from) && (!to || b.date <= to))
      .sort((a, b) => `${b.date}T${b.time}|${b.id}`.localeCompare(`${a.date}T${a.time}|${a.id}`));
    const page = list.slice(offset, offset + limit);
    if (offset + limit >= list.length) return { body: page };
    params.set('cursor', String(offset + limit));
    params.set('limit', String(limit));
    return { body: page, headers: { link: `<${path}?${params.toString()}>; rel="next"` } };
  };
}
