export { isDuplicateKey, duplicateKeyField } from './duplicate-key';
export { insertOnce } from './insert-once';
export { idForms, isObjectIdString, newId, newObjectId, objectIdOf } from './ids';
export { leanMany, leanOne, type CreatedAt, type Lean, type LeanDoc, type Timestamps } from './lean';
export { toPlain, type Plain, type WithId } from './to-plain';
export { trustedOperator } from './trusted-operator';
