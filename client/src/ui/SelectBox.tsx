import { Checkbox as Radix } from 'radix-ui';
import styled from 'styled-components';

const Box = styled(Radix.Root)`
  flex: none;
  width: 16px;
  height: 16px;
  padding: 0;
  border: 1px solid #94a3b8;
  border-radius: 4px;
  background: #fff;
  cursor: pointer;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  vertical-align: middle;
  &[data-state='checked'], &[data-state='indeterminate'] { background: ${({ theme }) => theme.color.primary}; border-color: ${({ theme }) => theme.color.primary}; }
  &:disabled { cursor: not-allowed; background: ${({ theme }) => theme.color.canvas}; border-color: ${({ theme }) => theme.color.line}; }
  &:disabled[data-state='checked'] { background: #9db9f5; border-color: #9db9f5; }
`;

const Mark = styled(Radix.Indicator)`
  color: #fff;
  font-size: 11px;
  line-height: 1;
`;

interface SelectBoxProps {
  /** 'indeterminate' when some of what it stands for is selected */
  checked: boolean | 'indeterminate';
  onCheckedChange: (checked: boolean) => void;
  /** its accessible name: a table checkbox has no visible label */
  label: string;
  disabled?: boolean;
}

/** A label-less Radix checkbox for table rows and headers, with an indeterminate state. */
export const SelectBox = ({ checked, onCheckedChange, label, disabled }: SelectBoxProps) => (
  <Box checked={checked} disabled={disabled} aria-label={label} onCheckedChange={(state) => onCheckedChange(state === true)}>
    <Mark>{checked === 'indeterminate' ? '–' : '✓'}</Mark>
  </Box>
);
