import { Input } from '@wsms/ui';
import { useId } from 'react';
import styled from 'styled-components';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  & label { font-weight: 600; }
`;

/** A labelled search field; the lists below it narrow as the visitor types. */
export function SearchBox({ label, value, onChange, placeholder }: { label: string; value: string; onChange: (value: string) => void; placeholder?: string }) {
  const id = useId();
  return (
    <Box role="search">
      <label htmlFor={id}>{label}</label>
      <Input id={id} type="text" enterKeyHint="search" value={value} placeholder={placeholder} autoComplete="off" onChange={(e) => onChange(e.target.value)} />
    </Box>
  );
}
