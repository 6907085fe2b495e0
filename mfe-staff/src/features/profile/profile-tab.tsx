import { useOwnInstructorProfile, useUpdateOwnInstructorProfile } from '@wsms/api-client/catalog';
import { instructorProfileUpdateSchema, type Instructor } from '@wsms/contracts';
import { Button, Card, FactList, LoadError, Loading, toast } from '@wsms/ui';
import { applyServerErrors, ListField, TextAreaField, TextField, useZodForm } from '@wsms/ui/form';
import styled from 'styled-components';
import { FormActions, Stack, TabHead } from '../../components/layout';

const Facts = styled(FactList)`
  margin-bottom: 16px;
`;

function ProfileForm({ instructor }: { instructor: Instructor }) {
  const update = useUpdateOwnInstructorProfile();
  const form = useZodForm(instructorProfileUpdateSchema, {
    defaultValues: { title: instructor.title, bio: instructor.bio, specialties: instructor.specialties, certifications: instructor.certifications },
  });
  const submit = form.handleSubmit((changes) =>
    update.mutate(
      { id: instructor.id, changes },
      {
        onSuccess: () => toast({ title: 'Profile updated' }),
        onError: (error) => {
          applyServerErrors(form, error);
          toast({ title: 'Failed to update instructor', description: error.message, variant: 'destructive' });
        },
      },
    ),
  );
  return (
    <Stack noValidate aria-label="Instructor profile" onSubmit={submit}>
      <TextField form={form} name="title" label="Title" />
      <TextAreaField form={form} name="bio" label="Bio" rows={5} />
      <ListField form={form} name="specialties" label="Specialties" hint="Separate with commas." />
      <ListField form={form} name="certifications" label="Certifications" hint="Separate with commas." />
      <FormActions>
        <Button type="submit" disabled={update.isPending}>{update.isPending ? 'Saving...' : 'Save Profile'}</Button>
      </FormActions>
    </Stack>
  );
}

/** The instructor's own title, bio, specialties and certifications; rate, e-mail and active flag stay with admins. */
export function ProfileTab({ instructorId }: { instructorId: string }) {
  const profile = useOwnInstructorProfile(instructorId);
  return (
    <section aria-labelledby="profile-heading">
      <TabHead>
        <h2 id="profile-heading">Profile</h2>
      </TabHead>
      {profile.isPending ? (
        <Loading text="Loading profile..." />
      ) : profile.isError ? (
        <LoadError message={profile.error.message} onRetry={profile.refetch} />
      ) : (
        <Card>
          <Facts aria-label="Set by an admin">
            <dt>Name</dt>
            <dd>{profile.data.name}</dd>
            <dt>Email</dt>
            <dd>{profile.data.email}</dd>
            <dt>Hourly rate</dt>
            <dd>${profile.data.hourlyRate}</dd>
            <dt>Status</dt>
            <dd>{profile.data.isActive === false ? 'Inactive' : 'Active'}</dd>
          </Facts>
          <ProfileForm key={profile.data.id} instructor={profile.data} />
        </Card>
      )}
    </section>
  );
}
