import styled from 'styled-components';

const Circle = styled.span<{ $ok: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 64px;
  height: 64px;
  border-radius: 50%;
  background: ${({ $ok }) => ($ok ? 'rgba(5, 150, 105, 0.12)' : 'rgba(220, 38, 38, 0.1)')};
  color: ${({ theme, $ok }) => ($ok ? theme.color.success : theme.color.danger)};
  svg { width: 30px; height: 30px; }
`;

/** The tick of a paid order or the cross of a failed payment. */
export const ResultIcon = ({ ok }: { ok: boolean }) => (
  <Circle $ok={ok} aria-hidden="true">
    <svg viewBox="0 0 24 24">
      {ok ? (
        <path d="m5 12.5 4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
      ) : (
        <path d="M7 7l10 10M17 7 7 17" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
      )}
    </svg>
  </Circle>
);
