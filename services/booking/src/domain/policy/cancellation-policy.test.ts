import { lateCancelMessage } from '@wsms/contracts';
import { cancelPreview, cancellationPolicy, lateCancellationOf, type PolicyBooking } from './cancellation-policy';

const settings = { changeCutoffHours: 24 };
const now = new Date('2030-01-07T12:00:00Z');
const inHours = (hours: number) => new Date(now.getTime() + hours * 3_600_000);
const booking = (overrides: Partial<PolicyBooking> = {}): PolicyBooking => ({ startsAt: inHours(48), paymentMethod: 'credit', paymentStatus: 'paid', ...overrides });
const card = { paymentMethod: 'stripe', paymentStatus: 'paid' } as const;

describe('the cancellation policy', () => {
  it('When a client cancels before the cut-off, then the seat is freed, a credit returned and a card payment refunded', () => {
    expect(cancellationPolicy(settings, booking(), { kind: 'cancel', by: 'client', lateAccepted: false }, now)).toEqual({
      allowed: true,
      seat: 'free',
      credit: 'return',
      payment: 'none',
      late: false,
    });
    expect(cancellationPolicy(settings, booking(card), { kind: 'cancel', by: 'client', lateAccepted: false }, now)).toMatchObject({ credit: 'none', payment: 'refund' });
  });

  it('When a client cancels after the cut-off without accepting it, then it is refused with the consequence named', () => {
    const answer = cancellationPolicy(settings, booking({ startsAt: inHours(3) }), { kind: 'cancel', by: 'client', lateAccepted: false }, now);

    expect(answer).toEqual({ allowed: false, message: expect.stringContaining('its credit is forfeited') });
    expect(cancellationPolicy(settings, booking({ ...card, startsAt: inHours(3) }), { kind: 'cancel', by: 'client', lateAccepted: false }, now)).toEqual({
      allowed: false,
      message: expect.stringContaining('its payment is not refunded'),
    });
  });

  it('When a client accepts a late cancellation, then the seat is freed, the credit forfeited and a payment kept', () => {
    expect(cancellationPolicy(settings, booking({ startsAt: inHours(3) }), { kind: 'cancel', by: 'client', lateAccepted: true }, now)).toEqual({
      allowed: true,
      seat: 'free',
      credit: 'forfeit',
      payment: 'none',
      late: true,
    });
    expect(cancellationPolicy(settings, booking({ ...card, startsAt: inHours(3) }), { kind: 'cancel', by: 'client', lateAccepted: true }, now)).toMatchObject({ payment: 'keep' });
  });

  it('When staff or an admin cancel, even inside the cut-off, then the client gets the credit or the payment back', () => {
    for (const by of ['instructor', 'admin'] as const) {
      expect(cancellationPolicy(settings, booking({ startsAt: inHours(1) }), { kind: 'cancel', by, lateAccepted: false }, now)).toMatchObject({ allowed: true, credit: 'return', late: false });
      expect(cancellationPolicy(settings, booking({ ...card, startsAt: inHours(1) }), { kind: 'cancel', by, lateAccepted: false }, now)).toMatchObject({ payment: 'refund' });
    }
  });

  it('When a client does not come, then the seat is kept, the credit forfeited and a payment kept; a released hold gives its credit back', () => {
    expect(cancellationPolicy(settings, booking({ startsAt: inHours(-1) }), { kind: 'no-show' }, now)).toEqual({ allowed: true, seat: 'keep', credit: 'forfeit', payment: 'none', late: false });
    expect(cancellationPolicy(settings, booking(card), { kind: 'no-show' }, now)).toMatchObject({ payment: 'keep' });
    expect(cancellationPolicy(settings, booking(), { kind: 'hold-released' }, now)).toEqual({ allowed: true, seat: 'free', credit: 'return', payment: 'none', late: false });
  });

  it('When the cancel is previewed, then it answers what the cancel would do for the one asking, with the warning the client confirms', () => {
    expect(cancelPreview(settings, booking({ startsAt: inHours(3) }), 'client', now)).toEqual({ late: true, credit: 'forfeit', payment: 'none', message: lateCancelMessage(24, 'credit') });
    expect(cancelPreview(settings, booking({ ...card, startsAt: inHours(3) }), 'instructor', now)).toEqual({ late: false, credit: 'none', payment: 'refund', message: null });
    expect(cancelPreview(settings, booking({ startsAt: inHours(3) }), 'client', now, { pending: true })).toEqual({ late: false, credit: 'return', payment: 'none', message: null });
  });

  it('When a cancelled booking is read, then its stored answer counts; one cancelled before it was stored gets the policy as of its cancel (staff and released holds never late)', () => {
    const startsAt = inHours(3);
    expect(lateCancellationOf(settings, { lateCancellation: false, cancelledBy: 'client', cancelledAt: now, startsAt })).toBe(false);
    expect(lateCancellationOf(settings, { lateCancellation: true, cancelledBy: 'client', cancelledAt: inHours(-100), startsAt })).toBe(true);
    expect(lateCancellationOf(settings, { cancelledBy: 'client', cancelledAt: now, startsAt })).toBe(true);
    expect(lateCancellationOf(settings, { cancelledBy: 'client', cancelledAt: inHours(-48), startsAt })).toBe(false);
    expect(lateCancellationOf(settings, { cancelledBy: 'instructor', cancelledAt: now, startsAt })).toBe(false);
    expect(lateCancellationOf(settings, { cancelledBy: 'admin', cancelledAt: now, startsAt })).toBe(false);
    expect(lateCancellationOf(settings, { cancelledBy: 'client', cancelledAt: now, releasedAt: now, startsAt })).toBe(false);
  });
});
