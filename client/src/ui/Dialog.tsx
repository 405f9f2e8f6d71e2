import { useLingui } from '@lingui/react/macro';
import { Dialog as Radix } from 'radix-ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Overlay = styled(Radix.Overlay)`
  position: fixed;
  inset: 0;
  z-index: 70;
  background: rgba(15, 23, 42, 0.45);
`;

const Content = styled(Radix.Content)`
  position: fixed;
  z-index: 71;
  top: 50%;
  left: 50%;
  transform: translate(-50%, -50%);
  max-width: calc(100vw - 32px);
  max-height: calc(100vh - 48px);
  overflow: auto;
  background: ${({ theme }) => theme.color.surface};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: 0 24px 64px rgba(15, 23, 42, 0.28);
  padding: ${({ theme }) => theme.space(7)} ${({ theme }) => theme.space(8)};
  &:focus { outline: none; }
`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 16px;
  margin-bottom: ${({ theme }) => theme.space(6)};
`;

const Title = styled(Radix.Title)`
  font-size: ${({ theme }) => theme.font.size.lg};
`;

const Close = styled(Radix.Close)`
  flex: none;
  width: 32px;
  height: 32px;
  margin: -6px -10px 0 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: none;
  color: ${({ theme }) => theme.color.muted};
  font-size: 22px;
  line-height: 1;
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.color.canvas}; color: ${({ theme }) => theme.color.ink}; }
`;

/** The buttons along a dialog's foot. */
export const DialogActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 12px;
  margin-top: ${({ theme }) => theme.space(6)};
`;

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** the content width in px (narrower screens get the whole width less a margin) */
  width?: number;
  /** false for dialogs holding a form a stray click must not throw away (the spec's license dialog) */
  closeOnOutsideClick?: boolean;
  children: ReactNode;
}

/** A modal Radix dialog with a title and a close button; Escape and the close button always close it. */
export const Dialog = ({ open, onOpenChange, title, width = 560, closeOnOutsideClick = true, children }: DialogProps) => {
  const { t } = useLingui();
  return (
    <Radix.Root open={open} onOpenChange={onOpenChange}>
      <Radix.Portal>
        <Overlay />
        <Content
          style={{ width }}
          aria-describedby={undefined}
          onInteractOutside={(event) => {
            if (!closeOnOutsideClick) event.preventDefault();
          }}
        >
          <Header>
            <Title>{title}</Title>
            <Close aria-label={t`Close`}>×</Close>
          </Header>
          {children}
        </Content>
      </Radix.Portal>
    </Radix.Root>
  );
};
