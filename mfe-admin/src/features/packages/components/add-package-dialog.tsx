import { packageInputSchema, sessionTypes, type PackageInput } from '@wsms/contracts';
import { Button, Dialog, toast } from '@wsms/ui';
import { applyServerErrors, NumberField, TextAreaField, TextField, useZodForm } from '@wsms/ui/form';
import { useCreatePackage, useUpdatePackage } from '@wsms/api-client/booking';
import type { SessionPackage } from '@wsms/contracts';
import { DialogActions } from '../../../components/dialog-actions';
import { failureText } from '../../../lib/failure-text';

const empty = { name: '', description: '', sessions: 5, priceCents: 40000, validDays: 90, sessionTypes: [sessionTypes[0]!.value], isActive: true };

/**
 * A new package of sessions, on sale at once, or (with `pack`) a change to one: later sales get the
 * new terms, credits already bought keep theirs. The price is in cents, as the API stores it.
 */
export function AddPackageDialog({ open, onClose, pack }: { open: boolean; onClose: () => void; pack?: SessionPackage }) {
  const create = useCreatePackage();
  const update = useUpdatePackage();
  const initial = pack
    ? { name: pack.name, description: pack.description, sessions: pack.sessions, priceCents: pack.priceCents, validDays: pack.validDays, sessionTypes: pack.sessionTypes, isActive: pack.isActive }
    : empty;
  const form = useZodForm(packageInputSchema, { defaultValues: initial });
  const title = pack ? 'Edit Package' : 'Add Package';
  const saving = create.isPending || update.isPending;
  const close = () => {
    form.reset(initial);
    onClose();
  };
  const done = {
    onSuccess: () => {
      toast({ title: pack ? 'Package saved' : 'Package added', description: pack ? undefined : 'It is on sale.' });
      close();
    },
    onError: (error: Error) => {
      applyServerErrors(form, error);
      toast({ title: 'Error', description: failureText(error), variant: 'destructive' });
    },
  };
  const submit = ({ isActive: _active, ...input }: PackageInput) =>
    pack ? update.mutate({ id: pack.id, ...input }, done) : create.mutate({ ...input, isActive: true }, done);
  const typesError = form.formState.errors.sessionTypes?.message;
  return (
    <Dialog open={open} onClose={close} title={title}>
      <form onSubmit={form.handleSubmit(submit)} noValidate aria-label={title}>
        <TextField form={form} name="name" label="Name" required />
        <TextAreaField form={form} name="description" label="Description (optional)" rows={3} />
        <NumberField form={form} name="sessions" label="Sessions (1-50)" min={1} max={50} step={1} required />
        <NumberField form={form} name="priceCents" label="Price in cents (e.g. 40000 for $400.00)" min={1} step={1} required />
        <NumberField form={form} name="validDays" label="Valid for days (1-730)" min={1} max={730} step={1} required />
        <fieldset style={{ border: 0, padding: 0, margin: '0 0 16px' }} aria-describedby={typesError ? 'package-types-error' : undefined}>
          <legend style={{ fontWeight: 600, marginBottom: 6 }}>Session types the credits pay for</legend>
          {sessionTypes.map((type) => (
            <label key={type.value} style={{ display: 'flex', alignItems: 'center', gap: 8, minHeight: 32 }}>
              <input type="checkbox" value={type.value} {...form.register('sessionTypes')} />
              {type.label}
            </label>
          ))}
          {typesError && <p id="package-types-error" role="alert" style={{ margin: 0, color: '#b42318' }}>{typesError}</p>}
        </fieldset>
        <DialogActions>
          <Button variant="outline" onClick={close}>Cancel</Button>
          <Button type="submit" disabled={saving}>{saving ? 'Saving...' : pack ? 'Save Package' : 'Add Package'}</Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
