// @wsms/ui/form: the one way to build a form (see packages/ui/README.md).
export { useZodForm, type FormSchema, type FormValues, type UseZodFormOptions, type ZodForm } from './use-zod-form';
export { useDeferredZodForm, type DeferredZodForm } from './deferred-zod-form';
export { FormField, type FormFieldProps } from './form-field';
export { TextField, NumberField, type NumberFieldProps, type TextFieldProps } from './text-field';
export { SelectField, type SelectFieldProps, type SelectOption } from './select-field';
export { TextAreaField, type TextAreaFieldProps } from './text-area-field';
export { CheckboxField, type CheckboxFieldProps } from './checkbox-field';
export { ListField, type ListFieldProps } from './list-field';
export { applyServerErrors, fieldIssues, type FieldIssue } from './server-errors';
export { fieldError } from './field-error';
export type { BoundForm, BoundFieldProps, FieldHost } from './field-props';
// So features never depend on react-hook-form directly (one version, chosen here).
export { useFieldArray, useWatch, useController, Controller } from 'react-hook-form';
export type { FieldValues, Path, SubmitHandler, UseFormReturn } from 'react-hook-form';
