// The consent form's shared parts, on their own entry point: only the pages that show a consent form bundle them.
export { ConsentBox, ConsentText } from './consent-parts';
export { ConsentSignForm, type ConsentSignFormProps } from './consent-sign-form';
