import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from './Page.tsx';

const Canvas = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space(16)} ${({ theme }) => theme.space(6)};
  @media (max-width: 640px) { padding-top: ${({ theme }) => theme.space(8)}; padding-bottom: ${({ theme }) => theme.space(8)}; }
`;

const Panel = styled(Card)`
  width: 100%;
  max-width: 440px;
  padding: ${({ theme }) => theme.space(10)} ${({ theme }) => theme.space(9)};
  /* on a phone the form, not the card's margin, gets the width */
  @media (max-width: 640px) { padding: ${({ theme }) => theme.space(7)} ${({ theme }) => theme.space(5)}; }
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.font.size.xl};
  margin-bottom: ${({ theme }) => theme.space(2)};
`;

const Subtitle = styled.p`
  color: ${({ theme }) => theme.color.muted};
  margin: 0 0 ${({ theme }) => theme.space(7)};
`;

/** The centred ~440 px card of sign-in, sign-up and the password pages. */
export const AuthCard = ({ title, subtitle, children }: { title: ReactNode; subtitle?: ReactNode; children: ReactNode }) => (
  <Canvas>
    <Panel as="section" aria-labelledby="auth-title">
      <Title id="auth-title">{title}</Title>
      {subtitle ? <Subtitle>{subtitle}</Subtitle> : <div style={{ height: 24 }} />}
      {children}
    </Panel>
  </Canvas>
);

/** A line of links under a form (forgot password, sign up, …). */
export const AuthLinks = styled.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 8px 16px;
  margin: ${({ theme }) => theme.space(5)} 0 0;
  font-size: 14px;
  /* each link keeps one line; when both do not fit, the second moves under the first */
  > * { white-space: nowrap; }
`;

/** A result panel's message (sent, activated, reset). */
export const Notice = styled.div<{ $tone?: 'success' | 'danger' | 'info' }>`
  padding: 16px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ $tone }) => ($tone === 'danger' ? '#fef2f2' : $tone === 'success' ? '#ecfdf5' : '#eff6ff')};
  color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.color.danger : $tone === 'success' ? theme.color.success : theme.color.ink)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  p { margin: 0; }
  p + p { margin-top: 8px; color: ${({ theme }) => theme.color.text}; }
`;
