import type { ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Veil = styled.div`
  position: fixed;
  inset: 0;
  z-index: 90;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 16px;
  background: rgba(245, 247, 251, 0.82);
  backdrop-filter: blur(2px);
  color: ${({ theme }) => theme.color.ink};
  font-weight: 600;
`;

const Spinner = styled.span`
  width: 40px;
  height: 40px;
  border-radius: 50%;
  border: 4px solid rgba(22, 100, 255, 0.18);
  border-top-color: ${({ theme }) => theme.color.primary};
  animation: ${spin} 0.8s linear infinite;
`;

/** Covers the page while a call that the user must wait for runs (placing an order, leaving for the provider). */
export const LoadingOverlay = ({ children }: { children: ReactNode }) => (
  <Veil role="status" aria-live="polite" aria-busy="true" data-testid="loading-overlay">
    <Spinner aria-hidden="true" />
    <span>{children}</span>
  </Veil>
);
