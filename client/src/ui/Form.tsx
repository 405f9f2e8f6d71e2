import { useId, type ComponentProps, type ReactNode } from 'react';
import styled, { css } from 'styled-components';

/** A field's column: label, control, error. */
export const FieldBox = styled.div`
  display: grid;
  gap: 6px;
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

export const Label = styled.label`
  font-size: 14px;
  font-weight: 600;
  color: ${({ theme }) => theme.color.ink};
`;

/** The box of every form field (inputs, select triggers): size, border, focus ring, invalid state. */
export const fieldSurface = css`
  width: 100%;
  height: 42px;
  padding: 0 12px;
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.ink};
  font: inherit;
  transition: border-color 0.15s, box-shadow 0.15s;
  &:focus { outline: none; border-color: ${({ theme }) => theme.color.primary}; box-shadow: 0 0 0 3px rgba(22, 100, 255, 0.15); }
  &[aria-invalid='true'] { border-color: ${({ theme }) => theme.color.danger}; }
`;

export const Input = styled.input`
  ${fieldSurface}
  &[readonly] { background: ${({ theme }) => theme.color.canvas}; color: ${({ theme }) => theme.color.muted}; }
`;

export const FieldError = styled.p`
  margin: 0;
  font-size: 13px;
  color: ${({ theme }) => theme.color.danger};
`;

type TextFieldProps = ComponentProps<typeof Input> & {
  label: ReactNode;
  /** shown under the input (role="alert") and marks the input invalid */
  error?: string;
  /** something beside the input, e.g. the captcha image */
  aside?: ReactNode;
};

const Row = styled.div`
  display: flex;
  gap: 10px;
  align-items: center;
`;

/** A labelled input; tests and screen readers find it by its visible label. */
export const TextField = ({ label, error, aside, id, ...input }: TextFieldProps) => {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  const field = <Input id={inputId} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} {...input} />;
  return (
    <FieldBox>
      <Label htmlFor={inputId}>{label}</Label>
      {aside ? (
        <Row>
          {field}
          {aside}
        </Row>
      ) : (
        field
      )}
      {error && (
        <FieldError id={errorId} role="alert">
          {error}
        </FieldError>
      )}
    </FieldBox>
  );
};

export const Button = styled.button<{ $block?: boolean; $variant?: 'primary' | 'secondary' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  height: 42px;
  padding: 0 22px;
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme, $variant }) => ($variant === 'secondary' ? theme.color.line : theme.color.primary)};
  background: ${({ theme, $variant }) => ($variant === 'secondary' ? theme.color.surface : theme.color.primary)};
  color: ${({ theme, $variant }) => ($variant === 'secondary' ? theme.color.ink : '#fff')};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${({ theme, $variant }) => ($variant === 'secondary' ? theme.color.canvas : theme.color.primaryDark)};
    text-decoration: none;
  }
  &:disabled { opacity: 0.6; cursor: default; }
`;

/** An action that reads like a link (Resend, …). */
export const TextButton = styled.button`
  border: 0;
  padding: 0;
  background: none;
  font: inherit;
  color: ${({ theme }) => theme.color.primary};
  cursor: pointer;
  &:hover:not(:disabled) { text-decoration: underline; }
  &:disabled { color: ${({ theme }) => theme.color.muted}; cursor: default; }
`;

/** A message about the whole form (the server's answer). */
export const FormAlert = styled.p.attrs({ role: 'alert' })`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: 10px 12px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: #fef2f2;
  border: 1px solid #fecaca;
  color: ${({ theme }) => theme.color.danger};
  font-size: 14px;
`;
