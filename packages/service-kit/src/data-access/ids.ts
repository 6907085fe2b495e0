import { Types } from 'mongoose';

/**
 * Whether a caller's id can name an ObjectId (24 hex digits). Checked before a lookup, so an id that
 * cannot exist is simply not found, where mongoose would fail the query with a CastError.
 */
export const isObjectIdString = (id: string): boolean => /^[a-f0-9]{24}$/i.test(id);

/** The ObjectId a well-formed id names, else null. */
export const objectIdOf = (id: string): Types.ObjectId | null => (isObjectIdString(id) ? new Types.ObjectId(id) : null);

/** A fresh ObjectId, for a document whose id is needed before it is inserted. */
export const newObjectId = (): Types.ObjectId => new Types.ObjectId();

/** A fresh id as the text the services hand out (24 lower-case hex digits). */
export const newId = (): string => newObjectId().toHexString();

/** The forms an id takes in a field that holds it as text in some rows and as an ObjectId in others. */
export const idForms = (id: string): Array<string | Types.ObjectId> => {
  const objectId = objectIdOf(id);
  return objectId ? [id, objectId] : [id];
};
