import { businessDate, businessToday } from '@wsms/contracts';
import { newObjectId } from '@wsms/service-kit';
import { TEST_INTERNAL_SECRET } from '@wsms/service-kit/testing';
import { contentReportRepository } from '../../data-access/reports/content-report-repository';
import { digitalProductRepository } from '../../data-access/digital/digital-product-repository';
import { digitalPurchaseRepository } from '../../data-access/digital/digital-purchase-repository';
import { workoutProgramRepository } from '../../data-access/training/workout-program-repository';
import { workoutProgressRepository } from '../../data-access/training/workout-progress-repository';
import { startContent, type TestContent } from '../../testing/content-test-kit';

let content: TestContent;
beforeAll(async () => {
  content = await startContent('content-report');
});
afterAll(() => content?.stop());

const exercise = (name: string) => ({ name, instructions: '', sets: 3, reps: 10, weight: null, duration: null, restTime: 60 });
const program = (userId: string | null) => ({
  title: 'Knee strength', description: '', duration: 4, difficulty: 'Beginner' as const, digitalProductId: null,
  instructorId: null, instructorName: null, userId, authorId: 'coach-1', exercises: [exercise('Squat'), exercise('Lunge')],
});
const ask = (from: string, to: string, headers: Record<string, string> = {}) =>
  fetch(`${content.url}/internal/reports/content?from=${from}&to=${to}`, { headers: { 'x-internal-secret': TEST_INTERNAL_SECRET, ...headers } });
const clear = () => Promise.all(['digital_purchases', 'workout_programs', 'user_workout_progress', 'completed_exercises'].map((c) => content.db.collection(c).deleteMany({})));

describe("Content's part of the owner's reports", () => {
  beforeEach(async () => {
    await clear();
    await contentReportRepository(content.db).rebuild();
  });

  it('When digital products sell (a store report repeated) and clients tick exercises, then the report reads each sale once at its price and compliance is the mean share done, from the roll-ups written on the way', async () => {
    const product = await digitalProductRepository(content.db).insert({ title: 'Rehab guide', type: 'pdf', priceCents: 2500 });
    const purchases = digitalPurchaseRepository(content.db);
    const line = (storeLineId: string) => ({ userId: 'buyer-1', email: 'buyer@example.com', digitalProductId: product.id, storeOrderId: 'order-1', storeLineId });
    // The same line reported 20 times at once (webhook retries, two instances) and a second line.
    await Promise.all(Array.from({ length: 20 }, () => purchases.recordOnce(line('l1'))));
    await purchases.recordOnce(line('l2'));
    const programs = workoutProgramRepository(content.db);
    const ticked = await programs.insert(program('client-1'));
    await programs.insert(program('client-2'));
    await programs.insert(program(null));
    await workoutProgressRepository(content.db).markExercise('client-1', ticked.id, 'Squat', true, new Date());

    const res = await ask(businessToday(), businessToday());

    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ digitalByDay: [{ day: businessToday(), cents: 5000 }], programs: { activeAssignments: 2, averageCompliance: 0.25 } });
  });

  it('When records were written before the roll-ups (a purchase either side of the DST change), then the rebuild counts them per business day, and the report reads the roll-ups, not the records', async () => {
    const product = await digitalProductRepository(content.db).insert({ title: 'Rehab guide', type: 'pdf', priceCents: 2500 });
    const purchase = (purchaseDate: string, line: string) => ({
      _id: newObjectId(), userId: 'buyer-1', digitalProductId: product.id, storeOrderId: 'order-1', storeLineId: line,
      purchaseDate: new Date(purchaseDate), accessGranted: true, watermarkData: { email: 'buyer@example.com', purchaseId: line },
    });
    // 04:30 UTC is 23:30 on 9 March (standard time), and 00:30 on 11 March (daylight time).
    await content.db.collection('digital_purchases').insertMany([purchase('2030-03-10T04:30:00Z', 'l1'), purchase('2030-03-11T04:30:00Z', 'l2'), purchase('2030-04-02T15:00:00Z', 'l3')]);
    await content.db.collection('workout_programs').insertOne({ ...program('client-3'), createdAt: new Date(), updatedAt: new Date() });

    // Records written behind the service's back are not read by a report...
    expect(await (await ask('2030-03-01', '2030-03-31')).json()).toEqual({ digitalByDay: [], programs: { activeAssignments: 0, averageCompliance: 0 } });
    // ...until the roll-ups are built from them (the start-up does it once; the scale seed after it writes).
    expect(await contentReportRepository(content.db).rebuild()).toEqual({ sales: 3, programs: 1 });

    const res = await ask('2030-03-01', '2030-03-31');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      digitalByDay: [
        { day: '2030-03-09', cents: 2500 },
        { day: '2030-03-11', cents: 2500 },
      ],
      programs: { activeAssignments: 1, averageCompliance: 0 },
    });
    expect(businessDate(new Date('2030-04-02T15:00:00Z'))).toBe('2030-04-02');
  });
});
