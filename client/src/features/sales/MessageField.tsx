import { useId, type ComponentProps, type ReactNode } from 'react';
import { FieldBox, FieldError, Label } from '../../ui/Form.tsx';
import { TextArea } from './layout.tsx';

/** A labelled multi-line field with its message, like the form's text fields. */
export const MessageField = ({ label, error, hint, ...area }: ComponentProps<typeof TextArea> & { label: ReactNode; error?: string; hint?: ReactNode }) => {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <FieldBox>
      <Label htmlFor={id}>{label}</Label>
      <TextArea id={id} aria-invalid={error ? true : undefined} aria-describedby={[hint ? hintId : '', error ? errorId : ''].join(' ').trim() || undefined} {...area} />
      {hint && <small id={hintId}>{hint}</small>}
      {error && (
        <FieldError id={errorId} role="alert">
          {error}
        </FieldError>
      )}
    </FieldBox>
  );
};
