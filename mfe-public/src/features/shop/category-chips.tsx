import styled from 'styled-components';

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-bottom: 24px;
`;

const Chip = styled.button`
  min-height: 40px;
  padding: 8px 16px;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid #8a94a6;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.navy};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.navy};
    border-color: ${({ theme }) => theme.colors.navy};
    color: ${({ theme }) => theme.colors.onNavy};
  }
`;

export const ALL = 'All';

/** 'All' plus one toggle per category; exactly one is pressed. */
export function CategoryChips({ categories, value, onChange }: { categories: string[]; value: string; onChange: (category: string) => void }) {
  return (
    <Chips role="group" aria-label="Filter products by category">
      {[ALL, ...categories].map((category) => (
        <Chip key={category} type="button" aria-pressed={category === value} onClick={() => onChange(category)}>
          {category}
        </Chip>
      ))}
    </Chips>
  );
}
