import type { Connection } from 'mongoose';
import type { PackageInput, PackageUpdate, SessionPackage } from '@wsms/contracts';
import { leanMany, leanOne, type Lean, type Timestamps } from '@wsms/service-kit';
import { packageModel, type PackageRecord } from './package-model';

const toPackage = (doc: Lean<PackageRecord & Timestamps>): SessionPackage => ({
  id: doc._id,
  name: doc.name,
  description: doc.description ?? '',
  sessions: doc.sessions,
  priceCents: doc.priceCents,
  validDays: doc.validDays,
  sessionTypes: doc.sessionTypes,
  isActive: doc.isActive,
});

export function packageRepository(db: Connection) {
  const Package = packageModel(db);
  return {
    list: ({ activeOnly }: { activeOnly: boolean }) => leanMany(Package.find(activeOnly ? { isActive: true } : {}).sort({ priceCents: 1, createdAt: 1 }), toPackage),
    find: (id: string) => leanOne(Package.findById(id), toPackage),
    async insert(input: PackageInput) {
      return toPackage((await Package.create(input)).toObject());
    },
    async update(id: string, patch: PackageUpdate) {
      await Package.updateOne({ _id: id }, { $set: patch });
      return leanOne(Package.findById(id), toPackage);
    },
  };
}
export type PackageRepository = ReturnType<typeof packageRepository>;
