import { Checkbox as Radix } from 'radix-ui';
import { useId, type ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';

const shake = keyframes`
  10%, 90% { transform: translateX(-1px); }
  20%, 80% { transform: translateX(3px); }
  30%, 50%, 70% { transform: translateX(-5px); }
  40%, 60% { transform: translateX(5px); }
`;

const Box = styled(Radix.Root)`
  flex: none;
  width: 18px;
  height: 18px;
  margin-top: 2px;
  padding: 0;
  border: 1px solid #94a3b8;
  border-radius: 4px;
  background: #fff;
  cursor: pointer;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  &[data-state='checked'], &[data-state='indeterminate'] { background: ${({ theme }) => theme.color.primary}; border-color: ${({ theme }) => theme.color.primary}; }
  &:disabled { cursor: not-allowed; background: ${({ theme }) => theme.color.canvas}; border-color: ${({ theme }) => theme.color.line}; }
  &:disabled[data-state='checked'] { background: #9db9f5; border-color: #9db9f5; }
  &[aria-invalid='true'] { border-color: ${({ theme }) => theme.color.danger}; }
  &[data-shaking] { animation: ${shake} 0.5s linear 2; }
`;

const Tick = styled(Radix.Indicator)`
  color: #fff;
  font-size: 12px;
  line-height: 1;
`;

const Line = styled.div`
  display: flex;
  gap: 8px;
  align-items: flex-start;
  font-size: 14px;
  label { cursor: pointer; }
`;

interface CheckboxProps {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  label: ReactNode;
  /** the 1-second shake of an unticked box the user must tick (data-shaking while it runs) */
  shaking?: boolean;
  invalid?: boolean;
  name?: string;
  id?: string;
}

/** A Radix checkbox with a visible label. */
export const Checkbox = ({ checked, onCheckedChange, label, shaking, invalid, name, id }: CheckboxProps) => {
  const generated = useId();
  const boxId = id ?? generated;
  return (
    <Line>
      <Box
        id={boxId}
        name={name}
        checked={checked}
        onCheckedChange={(state) => onCheckedChange(state === true)}
        aria-invalid={invalid ? true : undefined}
        data-shaking={shaking ? '' : undefined}
      >
        <Tick>✓</Tick>
      </Box>
      <label htmlFor={boxId}>{label}</label>
    </Line>
  );
};

/** The same box without a visible label, for table rows and headers; 'indeterminate' when part of what it stands for is. */
const RowBox = styled(Box)`
  width: 16px;
  height: 16px;
  margin-top: 0;
  vertical-align: middle;
`;

interface SelectBoxProps {
  checked: boolean | 'indeterminate';
  onCheckedChange: (checked: boolean) => void;
  /** its accessible name: a table checkbox has no visible label */
  label: string;
  disabled?: boolean;
}

export const SelectBox = ({ checked, onCheckedChange, label, disabled }: SelectBoxProps) => (
  <RowBox checked={checked} disabled={disabled} aria-label={label} onCheckedChange={(state) => onCheckedChange(state === true)}>
    <Tick>{checked === 'indeterminate' ? '–' : '✓'}</Tick>
  </RowBox>
);
