// Area "contact": 5,000 messages from the website's contact form over five years, most read (content service).
import { mongo } from 'mongoose';
import { objectIdAt, stream } from './random.mjs';
import { insertAll, once } from './write.mjs';

const { ObjectId } = mongo;
export const CONTACT_MESSAGES = 5000;
const INTERESTS = ['sports-medicine', 'performance-coaching', 'nutrition', 'private-training', 'general'];

function* contactOf(plan) {
  const end = new Date(`${plan.asOf}T12:00:00Z`).getTime();
  const span = 5 * 365 * 86_400_000;
  const start = new Date(`${plan.first}T12:00:00Z`).getTime();
  for (let i = 0; i < CONTACT_MESSAGES; i += 1) {
    const rng = stream(plan.seed, 'contact', i);
    const createdAt = new Date(end - span + Math.floor((i / CONTACT_MESSAGES) * span) + rng.int(3_600_000));
    if (createdAt.getTime() < start) continue;
    const client = rng.pick(plan.clients);
    const id = objectIdAt(createdAt, plan.seed, 'contact', i);
    yield {
      _id: new ObjectId(id),
      name: client.name,
      email: client.email,
      interest: rng.pick(INTERESTS),
      message: 'Hello, I would like to know more about your sessions and prices.',
      read: createdAt.getTime() < end - 14 * 86_400_000 || rng.chance(0.5),
      createdAt,
      listKey: `${createdAt.toISOString()}|${id}`,
    };
  }
}

export const contact = {
  name: 'contact',
  seed: ({ plan, dbs, key }) => once(dbs.content, key('contact'), async () => ({ contactMessages: await insertAll(dbs.content.collection('contact_submissions'), contactOf(plan)) })),
};
