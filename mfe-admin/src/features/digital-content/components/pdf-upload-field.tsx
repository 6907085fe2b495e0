import type { DigitalProductFormValues } from '@wsms/contracts';
import { toast } from '@wsms/ui';
import { fieldError, useWatch, type BoundForm } from '@wsms/ui/form';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { useUploadPdf } from '@wsms/api-client/content';
import { serverMessage } from '../../../lib/failure-text';

const Label = styled.label`
  font-weight: 600;
  font-size: 0.9375rem;
`;
const Note = styled.p<{ $problem?: boolean }>`
  margin: 4px 0 0;
  font-size: 0.875rem;
  color: ${({ theme, $problem }) => ($problem ? theme.colors.danger : theme.colors.muted)};
`;

/** Uploads the chosen PDF at once; its stored id and page count go into the form. */
export function PdfUploadField({ form }: { form: BoundForm<DigitalProductFormValues> }) {
  const id = useId();
  const upload = useUploadPdf();
  const [fileName, setFileName] = useState('');
  const pdfPath = useWatch({ control: form.control, name: 'pdfPath' });
  const problem = fieldError(form.formState.errors, 'pdfPath');

  const onFile = (file: File | undefined) => {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: ({ pdfPath: path, pages }) => {
        setFileName(file.name);
        form.setValue('pdfPath', path, { shouldValidate: true });
        form.setValue('pages', pages, { shouldValidate: true });
      },
      onError: (error) => toast({ title: 'Error', description: serverMessage(error) ?? 'Failed to upload PDF', variant: 'destructive' }),
    });
  };

  return (
    <div>
      <Label htmlFor={id}>PDF file</Label>
      <input
        id={id}
        type="file"
        accept="application/pdf,.pdf"
        aria-describedby={`${id}-note`}
        aria-invalid={problem ? true : undefined}
        onChange={(event) => onFile(event.target.files?.[0])}
      />
      <Note id={`${id}-note`} $problem={Boolean(problem)} role={problem ? 'alert' : undefined}>
        {upload.isPending ? 'Uploading...' : problem ?? (pdfPath ? `Uploaded${fileName ? `: ${fileName}` : ''}` : 'No PDF uploaded yet')}
      </Note>
    </div>
  );
}
