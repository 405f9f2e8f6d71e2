import { Select as Radix } from 'radix-ui';
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { FieldBox, FieldError, fieldSurface, Label } from './Form.tsx';

const Trigger = styled(Radix.Trigger)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  ${fieldSurface}
  text-align: left;
  cursor: pointer;
  &[data-placeholder] { color: ${({ theme }) => theme.color.muted}; }
  span:first-child { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
`;

const Chevron = styled(Radix.Icon)`
  color: ${({ theme }) => theme.color.muted};
  font-size: 11px;
`;

const Content = styled(Radix.Content)`
  /* above a dialog (70, 71) it may be opened in, below tooltips and toasts */
  z-index: 75;
  width: var(--radix-select-trigger-width);
  max-height: min(320px, var(--radix-select-content-available-height));
  overflow: hidden;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: 0 12px 36px rgba(15, 23, 42, 0.18);
`;

const Item = styled(Radix.Item)`
  padding: 8px 12px;
  border-radius: 6px;
  color: ${({ theme }) => theme.color.ink};
  font-size: 14px;
  cursor: pointer;
  outline: none;
  &[data-highlighted] { background: ${({ theme }) => theme.color.canvas}; color: ${({ theme }) => theme.color.primary}; }
  &[data-state='checked'] { font-weight: 600; }
`;

export interface SelectOption {
  value: string;
  text: string;
}

interface SelectFieldProps {
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  options: readonly SelectOption[];
  placeholder?: ReactNode;
  /** shown under the field (role="alert") and marks it invalid */
  error?: string;
  name?: string;
  onBlur?: () => void;
}

/** A labelled Radix select (a combobox to assistive technology), for lists such as the countries. */
export const SelectField = ({ label, value, onValueChange, options, placeholder, error, name, onBlur }: SelectFieldProps) => {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <FieldBox>
      <Label htmlFor={id}>{label}</Label>
      <Radix.Root value={value || undefined} onValueChange={onValueChange} name={name} onOpenChange={(open) => !open && onBlur?.()}>
        <Trigger id={id} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined}>
          <Radix.Value placeholder={placeholder} />
          <Chevron>▼</Chevron>
        </Trigger>
        <Radix.Portal>
          <Content position="popper" sideOffset={4}>
            <Radix.Viewport style={{ padding: 4 }}>
              {options.map((option) => (
                <Item key={option.value} value={option.value}>
                  <Radix.ItemText>{option.text}</Radix.ItemText>
                </Item>
              ))}
            </Radix.Viewport>
          </Content>
        </Radix.Portal>
      </Radix.Root>
      {error && (
        <FieldError id={errorId} role="alert">
          {error}
        </FieldError>
      )}
    </FieldBox>
  );
};
