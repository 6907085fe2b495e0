import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '@wsms/api-client/testing';
import { renderRoute } from '../../testing/render-route';
import { buildBooking, instructor, profile, staffUser, withBookingLists } from '../../testing/staff-fixtures';

const booking = buildBooking({ id: 'b1', clientName: 'Casey Client', clientEmail: 'casey@example.com' });
const fullIntake = {
  view: 'full', dateOfBirth: '1994-05-17', sports: 'BJJ', injuries: 'Left ACL 2019', medications: 'Isotretinoin', allergies: 'Penicillin', conditions: 'Asthma',
  parq: { boneJoint: { answer: 'yes', details: 'Knee aches after long rolls, mostly on the left side when I train twice a day' } }, goals: 'Compete',
  emergencyContact: { name: 'Riley Client', relation: 'Partner', phone: '+1 555 010 0200' }, version: 1, savedAt: '2030-01-02T10:00:00.000Z',
};
const trainingIntake = {
  view: 'training', allergies: 'Penicillin', parqFlags: ['boneJoint'], emergencyContact: { name: 'Riley Client', relation: 'Partner', phone: '+1 555 010 0200' },
  openInjuries: [{ bodyPart: 'Left knee', stage: 'rehab', restrictions: 'No deep squats' }], version: 1, savedAt: '2030-01-02T10:00:00.000Z',
};

async function openRecord(me: object, intake: object) {
  mockFetch(withBookingLists({
    'GET /api/auth/me': { body: me },
    'GET /api/instructor/profile': { body: profile },
    'GET /api/instructor/bookings?instructorId=i1': { body: [booking] },
    'GET /api/bookings/unread-messages?instructorId=i1': { body: { total: 0, byBooking: {} } },
    'GET /api/instructors/i1/profile': { body: instructor },
    'GET /api/clients/record-status?email=casey%40example.com&bookingId=b1': { body: { clientId: 'c1', intake: true, consent: true } },
    'GET /api/clients/c1/intake': { body: intake },
    'GET /api/clients/c1/injuries': { body: [] },
    'GET /api/clients/c1/clinical-notes': { body: [] },
  }));
  renderRoute('/staff-dashboard?tab=bookings');
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Open health record of Casey Client' }));
  return screen.getByRole('dialog', { name: 'Health record of Casey Client' });
}

/** The declarations the page's style sheets give `element` at a viewport `width` px wide (min-/max-width media queries). */
function declaredStyle(element: Element, width: number) {
  const applies = (media: string) =>
    [...media.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)].every(([, kind, px]) => (kind === 'min' ? width >= Number(px) : width <= Number(px)));
  const style: Record<string, string> = {};
  const visit = (rules: CSSRuleList) => {
    for (const rule of Array.from(rules)) {
      if (rule instanceof CSSMediaRule) {
        if (applies(rule.media.mediaText)) visit(rule.cssRules);
      } else if (rule instanceof CSSStyleRule && element.matches(rule.selectorText)) {
        for (const name of Array.from(rule.style)) style[name] = rule.style.getPropertyValue(name);
      }
    }
  };
  for (const sheet of Array.from(document.styleSheets)) visit(sheet.cssRules);
  return style;
}
/** How many columns a grid-template-columns value makes (spaces inside minmax() do not count). */
const columns = (template = '') => template.replace(/\([^)]*\)/g, '()').trim().split(/\s+/).filter(Boolean).length;

describe('the health record views', () => {
  test('When a coach who is not a clinician opens the record, then the training view shows what safe training needs and says the rest is for clinicians', async () => {
    const dialog = await openRecord(staffUser, trainingIntake);
    expect(await within(dialog).findByText('Training view: medications, medical conditions and past injuries are shown to clinicians only.')).toBeInTheDocument();
    expect(within(dialog).getByText('Penicillin')).toBeInTheDocument();
    expect(within(dialog).getByText('Riley Client (Partner), +1 555 010 0200')).toBeInTheDocument();
    expect(within(dialog).getByText(/bone, joint, or soft tissue problem/)).toBeInTheDocument();
    expect(within(dialog).getByText('Left knee: Rehab. Restrictions: No deep squats')).toBeInTheDocument();
    expect(within(dialog).queryByText('Medications')).toBeNull();
    expect(within(dialog).queryByText('Medical conditions')).toBeNull();
  });

  test('When a clinician opens the record, then the full intake shows', async () => {
    const dialog = await openRecord({ ...staffUser, clinician: true }, fullIntake);
    expect(await within(dialog).findByText('Isotretinoin')).toBeInTheDocument();
    expect(within(dialog).getByText('Asthma')).toBeInTheDocument();
    expect(within(dialog).queryByText(/^Training view/)).toBeNull();
  });

  test('When the record is read on a 360 px screen, then each label sits above its value; from 480 px they sit side by side', async () => {
    const dialog = await openRecord({ ...staffUser, clinician: true }, fullIntake);
    const facts = (await within(dialog).findByText('Isotretinoin')).closest('dl')!;

    expect(declaredStyle(facts, 360)).toMatchObject({ display: 'grid' });
    expect(columns(declaredStyle(facts, 360)['grid-template-columns'])).toBe(1);
    expect(columns(declaredStyle(facts, 479)['grid-template-columns'])).toBe(1);
    expect(columns(declaredStyle(facts, 480)['grid-template-columns'])).toBe(2);
    expect(columns(declaredStyle(facts, 1280)['grid-template-columns'])).toBe(2);
  });
});
