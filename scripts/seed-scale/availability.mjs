// Area "availability": each instructor's weekly hours, Monday to Friday at the home gym and
// Saturday at the second one, 07:00-20:00 (booking service).
import { objectIdAt } from './random.mjs';
import { mongo } from 'mongoose';
import { insertAll, once } from './write.mjs';

const { ObjectId } = mongo;

export const availability = {
  name: 'availability',
  seed: ({ plan, dbs, key }) =>
    once(dbs.booking, key('availability'), async () => ({
      weeklySlots: await insertAll(
        dbs.booking.collection('instructor_availability'),
        plan.instructors.flatMap((i) =>
          [1, 2, 3, 4, 5, 6].map((day) => ({
            _id: new ObjectId(objectIdAt(i.createdAt, plan.seed, 'availability', i.index, day)),
            instructorId: i.id,
            dayOfWeek: day,
            availableDate: null,
            startTime: '07:00',
            endTime: '20:00',
            location: day === 6 ? i.second : i.home,
            isRecurring: true,
            recurringPattern: 'weekly',
            isAvailable: true,
            maxBookings: 1,
            notes: '',
            templateId: null,
            createdAt: i.createdAt,
            updatedAt: i.createdAt,
          })),
        ),
      ),
      // A new version per instructor, so no instance reuses slots it read before the seed.
      versions: await insertAll(
        dbs.booking.collection('instructor_availability_versions'),
        plan.instructors.map((i) => ({ _id: i.id, version: `seed-${plan.seed}` })),
      ),
    })),
};
