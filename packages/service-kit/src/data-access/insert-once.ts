import { isDuplicateKey } from './duplicate-key';

/**
 * Runs an insert that a unique index (often `_id`) may refuse: true for the one caller whose insert
 * won, false for every other, any other error thrown. The way to claim, count or record something
 * once across instances, since FerretDB has neither transactions nor duplicate reports from updates.
 */
export async function insertOnce(insert: () => Promise<unknown>): Promise<boolean> {
  try {
    await insert();
    return true;
  } catch (error) {
    if (isDuplicateKey(error)) return false;
    throw error;
  }
}
