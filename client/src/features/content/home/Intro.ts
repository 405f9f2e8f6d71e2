import styled from 'styled-components';
import { Lead } from '../../../ui/Page.tsx';

/** A section's lead line; darker than the shared Lead, whose grey falls short of 4.5:1 on the page's canvas. */
export const Intro = styled(Lead)`
  color: ${({ theme }) => theme.color.text};
`;
