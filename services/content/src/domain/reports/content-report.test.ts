import { newObjectId } from '@wsms/service-kit';
import { TEST_INTERNAL_SECRET } from '@wsms/service-kit/testing';
import { digitalProductRepository } from '../../data-access/digital-product-repository';
import { workoutProgramRepository } from '../../data-access/workout-program-repository';
import { workoutProgressRepository } from '../../data-access/workout-progress-repository';
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

describe("Content's part of the owner's reports", () => {
  it('When digital products sell either side of the DST change and clients tick exercises, then sales count per business day at their price and compliance is the mean share done', async () => {
    const product = await digitalProductRepository(content.db).insert({ title: 'Rehab guide', type: 'pdf', priceCents: 2500 });
    const purchase = (purchaseDate: string, line: string) => ({
      _id: newObjectId(), userId: 'buyer-1', digitalProductId: product.id, storeOrderId: 'order-1', storeLineId: line,
      purchaseDate: new Date(purchaseDate), accessGranted: true, watermarkData: { email: 'buyer@example.com', purchaseId: line },
    });
    // 04:30 UTC is 23:30 on 9 March (standard time), and 00:30 on 11 March (daylight time).
    await content.db.collection('digital_purchases').insertMany([purchase('2030-03-10T04:30:00Z', 'l1'), purchase('2030-03-11T04:30:00Z', 'l2'), purchase('2030-04-02T15:00:00Z', 'l3')]);
    const programs = workoutProgramRepository(content.db);
    const ticked = await programs.insert(program('client-1'));
    await programs.insert(program('client-2'));
    await programs.insert(program(null));
    await workoutProgressRepository(content.db).markExercise('client-1', ticked.id, 'Squat', true, new Date());

    const res = await fetch(`${content.url}/internal/reports/content?from=2030-03-01&to=2030-03-31`, { headers: { 'x-internal-secret': TEST_INTERNAL_SECRET } });

    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      digitalByDay: [
        { day: '2030-03-09', cents: 2500 },
        { day: '2030-03-11', cents: 2500 },
      ],
      programs: { activeAssignments: 2, averageCompliance: 0.25 },
    });
  });
});
