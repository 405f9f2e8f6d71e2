import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../lib/paths.ts';
import { SUPPORT_EMAIL } from '../../lib/support-contact.ts';
import { Card } from '../../ui/Page.tsx';

const Help = styled(Card)`
  position: sticky;
  top: 88px;
  padding: 24px;
  h2 { font-size: 18px; margin-bottom: 8px; }
  p { margin: 0 0 16px; color: ${({ theme }) => theme.color.muted}; font-size: 14px; }
  ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 10px; font-size: 14px; }
  a { font-weight: 600; overflow-wrap: anywhere; }
  @media (max-width: 1024px) { position: static; }
`;

/** Beside the FAQ: where to turn when the answer is not there (support's address, the developer docs, sales). */
export const FaqHelp = () => (
  <Help as="aside" aria-labelledby="faq-help-title">
    <h2 id="faq-help-title"><Trans>Still have a question?</Trans></h2>
    <p><Trans>Write to our support team with your order number, or ask sales: they reply within 2 working days.</Trans></p>
    <ul>
      <li>
        <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
      </li>
      <li>
        <Link to={paths.doc.href()}><Trans>Extension developer docs</Trans></Link>
      </li>
      <li>
        <Link to={paths.sale.href()}><Trans>Compare editions and talk to sales</Trans></Link>
      </li>
    </ul>
  </Help>
);
