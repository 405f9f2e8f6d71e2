import { DropdownMenu } from 'radix-ui';
import styled from 'styled-components';

export const MenuContent = styled(DropdownMenu.Content)`
  min-width: 200px;
  background: #fff;
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: 0 12px 36px rgba(15, 23, 42, 0.2);
  padding: 6px;
  z-index: 50;
`;

export const MenuItem = styled(DropdownMenu.Item)`
  display: block;
  padding: 9px 12px;
  border-radius: 6px;
  color: ${({ theme }) => theme.color.ink};
  cursor: pointer;
  outline: none;
  font-size: 14px;
  &[data-highlighted] { background: ${({ theme }) => theme.color.canvas}; color: ${({ theme }) => theme.color.primary}; text-decoration: none; }
`;
