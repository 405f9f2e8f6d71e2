import { Tooltip as Radix } from 'radix-ui';
import type { ReactElement, ReactNode } from 'react';
import styled from 'styled-components';

const Content = styled(Radix.Content)`
  z-index: 80;
  max-width: 320px;
  padding: 10px 12px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.navy};
  color: ${({ theme }) => theme.color.onDark};
  font-size: 13px;
  line-height: 1.5;
  box-shadow: 0 8px 24px rgba(15, 23, 42, 0.25);
`;

const Arrow = styled(Radix.Arrow)`
  fill: ${({ theme }) => theme.color.navy};
`;

/**
 * A Radix tooltip on `children` (which must take a ref: a button), shown on hover and on keyboard focus.
 * It brings its own provider, so it works inside dialogs and anywhere else without set-up.
 */
export const Tooltip = ({ content, children }: { content: ReactNode; children: ReactElement }) => (
  <Radix.Provider delayDuration={200}>
    <Radix.Root>
      <Radix.Trigger asChild>{children}</Radix.Trigger>
      <Radix.Portal>
        <Content side="top" sideOffset={6} collisionPadding={12}>
          {content}
          <Arrow width={12} height={6} />
        </Content>
      </Radix.Portal>
    </Radix.Root>
  </Radix.Provider>
);

/** The small round "?" or icon button a tooltip hangs on. */
export const HintButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 20px;
  height: 20px;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.color.muted};
  border-radius: 50%;
  background: none;
  color: ${({ theme }) => theme.color.muted};
  font: inherit;
  font-size: 12px;
  font-weight: 700;
  line-height: 1;
  cursor: help;
  &:hover, &:focus-visible { color: ${({ theme }) => theme.color.primary}; border-color: ${({ theme }) => theme.color.primary}; }
`;
