import { Button, toast } from '@wsms/ui';
import { useController, type BoundForm, type FieldValues, type Path } from '@wsms/ui/form';
import { useId } from 'react';
import styled from 'styled-components';
import { useUploadImage } from '@wsms/api-client/content';
import { serverMessage } from '../lib/failure-text';
import { PersonPhoto } from './person-photo';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 16px;
`;

const Label = styled.label`
  font-weight: 600;
  font-size: 0.9375rem;
`;

const Hint = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const Problem = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.danger};
`;

export interface ImageUploadFieldProps<V extends FieldValues> {
  form: BoundForm<V>;
  name: Path<V>;
  label: string;
  personName: string;
}

/** Picks a photo, uploads it at once ('Uploading...'), previews it, and puts its URL in the form. */
export function ImageUploadField<V extends FieldValues>({ form, name, label, personName }: ImageUploadFieldProps<V>) {
  const id = useId();
  const { field } = useController({ control: form.control, name });
  const upload = useUploadImage();
  const value = typeof field.value === 'string' ? field.value : '';

  const onFile = (file: File | undefined) => {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: (imageUrl) => field.onChange(imageUrl),
      onError: () => toast({ title: 'Error', description: 'Failed to upload image', variant: 'destructive' }),
    });
  };

  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <Row>
        <PersonPhoto src={value} name={personName || '?'} size={80} alt={value ? 'Photo preview' : ''} />
        <div>
          <input
            id={id}
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif"
            aria-describedby={`${id}-hint`}
            disabled={upload.isPending}
            onChange={(event) => onFile(event.target.files?.[0])}
          />
          <Hint id={`${id}-hint`}>PNG, JPEG, WebP or GIF, up to 5 MB.</Hint>
          {upload.isPending && <p role="status" style={{ margin: 0 }}>Uploading...</p>}
          {upload.isError && <Problem role="alert">{serverMessage(upload.error) ?? 'Failed to upload image'}</Problem>}
        </div>
        {value && (
          <Button variant="ghost" size="sm" onClick={() => field.onChange('')}>Remove photo</Button>
        )}
      </Row>
    </div>
  );
}
