import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { Tooltip } from '../../ui/Tooltip.tsx';
import { SUPPORT_EMAIL, SUPPORT_WECHAT_ID } from '../../lib/support-contact.ts';

const Trigger = styled.button`
  border: 0;
  padding: 0;
  background: none;
  font: inherit;
  font-weight: 600;
  color: ${({ theme }) => theme.color.warning};
  text-decoration: underline dotted;
  text-underline-offset: 3px;
  cursor: help;
  white-space: nowrap;
`;

/** A bank transfer awaiting staff: whom to ask (spec §8), as a tooltip on 'Contact us'. */
export const ContactUs = () => {
  const { t } = useLingui();
  const email = SUPPORT_EMAIL;
  const wechat = SUPPORT_WECHAT_ID;
  return (
    <Tooltip
      content={
        <Trans>
          Transfers are confirmed within 24 hours. Questions? Write to {email} or add WeChat ID {wechat}.
        </Trans>
      }
    >
      <Trigger type="button" aria-label={t`Contact us`}>
        <Trans>Contact us</Trans>
      </Trigger>
    </Tooltip>
  );
};
