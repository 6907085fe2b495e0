import { cancellationPolicy, type PolicyBooking } from './cancellation-policy';

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
});
