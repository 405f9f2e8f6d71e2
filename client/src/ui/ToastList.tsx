import { useLingui } from '@lingui/react/macro';
import { Toast } from 'radix-ui';
import styled from 'styled-components';
import { dismissToast, useToasts, type ToastKind } from '../lib/toasts.ts';

const tone: Record<ToastKind, string> = { error: '#b91c1c', warning: '#b45309', success: '#047857', info: '#1664ff' };

const Root = styled(Toast.Root)<{ $kind: ToastKind }>`
  display: flex;
  gap: 12px;
  align-items: center;
  background: #fff;
  border-left: 4px solid ${({ $kind }) => tone[$kind]};
  border-radius: 8px;
  box-shadow: 0 8px 30px rgba(15, 23, 42, 0.18);
  padding: 12px 16px;
  min-width: 280px;
  color: #0f172a;
`;

const Viewport = styled(Toast.Viewport)`
  position: fixed;
  top: 76px;
  right: 24px;
  display: flex;
  flex-direction: column;
  gap: 8px;
  list-style: none;
  margin: 0;
  padding: 0;
  z-index: 100;
`;

const Close = styled(Toast.Close)`
  margin-left: auto;
  border: 0;
  background: none;
  cursor: pointer;
  font-size: 18px;
  color: #475569;
`;

/**
 * Toasts raised anywhere (the error link included); each kind is marked for tests. An error is an alert
 * (announced at once, interrupting); the others are polite status messages, announced by Radix's own
 * status region. The error's text is kept out of that region so that it is not read twice.
 */
export const ToastList = () => {
  const toasts = useToasts();
  const { t } = useLingui();
  return (
    <Toast.Provider duration={4000} label={t`Notification`}>
      {toasts.map((toast) => (
        <Root
          key={toast.id}
          type={toast.kind === 'error' ? 'foreground' : 'background'}
          $kind={toast.kind}
          data-toast={toast.kind}
          onOpenChange={(open) => !open && dismissToast(toast.id)}
        >
          {toast.kind === 'error' ? (
            <Toast.Description asChild>
              <div role="alert" aria-live="assertive" data-radix-toast-announce-exclude="">{toast.text}</div>
            </Toast.Description>
          ) : (
            <Toast.Description>{toast.text}</Toast.Description>
          )}
          <Close aria-label={t`Close`} data-radix-toast-announce-exclude="">×</Close>
        </Root>
      ))}
      <Viewport />
    </Toast.Provider>
  );
};
