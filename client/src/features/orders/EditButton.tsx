import styled from 'styled-components';

const Button = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 34px;
  height: 34px;
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.muted};
  cursor: pointer;
  &:hover { color: ${({ theme }) => theme.color.primary}; border-color: ${({ theme }) => theme.color.primary}; }
  svg { width: 16px; height: 16px; }
`;

/** The pencil of a review section: back to step 1 at that section; `label` is its accessible name. */
export const EditButton = ({ label, onClick }: { label: string; onClick: () => void }) => (
  <Button type="button" aria-label={label} title={label} onClick={onClick}>
    <svg viewBox="0 0 16 16" aria-hidden="true">
      <path d="M11.3 2.3a1.4 1.4 0 0 1 2 2L5.5 12.1l-2.8.7.7-2.8 7.9-7.7Z" fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinejoin="round" />
    </svg>
  </Button>
);
