import styled from 'styled-components';
import { fieldSurface } from '../../../ui/Form.tsx';

/** The section's lists are cards, never tables: each fits a 390 px phone without sideways scroll. */
export const ItemList = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 320px), 1fr));
  gap: ${({ theme }) => theme.space(4)};
`;

export const Item = styled.li`
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  padding: ${({ theme }) => theme.space(4)};
  overflow-wrap: anywhere;
  h3 { margin: 0 0 8px; font-size: 15px; }
`;

/** Label and value pairs of an item. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 4px 12px;
  margin: 0 0 8px;
  font-size: 14px;
  dt { color: ${({ theme }) => theme.color.muted}; }
  dd { margin: 0; min-width: 0; }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-top: 8px;
`;

/** A form laid out in a row that wraps on a phone. */
export const FormRow = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 12px;
  margin-bottom: ${({ theme }) => theme.space(6)};
  > * { flex: 1 1 200px; min-width: 0; }
  > button { flex: 0 0 auto; }
`;

export const TextArea = styled.textarea`
  ${fieldSurface}
  height: auto;
  min-height: 72px;
  padding: 8px 12px;
  resize: vertical;
  width: 100%;
`;

export const NativeSelect = styled.select`
  ${fieldSurface}
  width: 100%;
`;

/** What a statement matched, said plainly: good news green, a mismatch in the warning colour. */
export const Verdict = styled.div<{ $ok: boolean }>`
  border-left: 4px solid ${({ $ok, theme }) => ($ok ? theme.color.success : theme.color.danger)};
  background: ${({ theme }) => theme.color.canvas};
  padding: 12px 16px;
  margin-bottom: ${({ theme }) => theme.space(6)};
  p { margin: 0 0 8px; }
`;
