import styled from 'styled-components';

const Track = styled.button`
  position: relative;
  width: 52px;
  height: 30px;
  flex: none;
  border: 2px solid ${({ theme }) => theme.colors.muted};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: #e6ebf3;
  cursor: pointer;
  &::after {
    content: '';
    position: absolute;
    top: 3px;
    left: 3px;
    width: 20px;
    height: 20px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.muted};
    transition: transform 0.15s ease;
  }
  &[aria-checked='true'] {
    background: ${({ theme }) => theme.colors.success};
    border-color: ${({ theme }) => theme.colors.success};
  }
  &[aria-checked='true']::after {
    background: #fff;
    transform: translateX(22px);
  }
  &:disabled { opacity: 0.6; cursor: progress; }
`;

export interface SwitchProps {
  checked: boolean;
  label: string;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}

/** An on/off control announced as a switch with its state. */
export function Switch({ checked, label, onChange, disabled }: SwitchProps) {
  return <Track type="button" role="switch" aria-checked={checked} aria-label={label} disabled={disabled} onClick={() => onChange(!checked)} />;
}
