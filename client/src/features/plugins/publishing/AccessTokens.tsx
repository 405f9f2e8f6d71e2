import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import styled from 'styled-components';
import { AccessTokenList } from './AccessTokenList.tsx';
import { NewAccessToken } from './NewAccessToken.tsx';

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.font.size.lg};
  margin: ${({ theme }) => theme.space(8)} 0 ${({ theme }) => theme.space(2)};
`;

const Hint = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
  code { font-family: ${({ theme }) => theme.font.mono}; font-size: 12px; background: ${({ theme }) => theme.color.canvas}; padding: 1px 4px; border-radius: 4px; }
`;

/**
 * The Extensions tab's publishing tokens: name one and pick its lifetime, copy it once, see when each was last
 * used, revoke it. A token publishes from a terminal (npm run publish-extension) and can do nothing else.
 */
export const AccessTokens = () => {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <Heading id={titleId}>
        <Trans>Publishing tokens</Trans>
      </Heading>
      <Hint>
        <Trans>
          Publish from a terminal or a build: set <code>TIDEWATCH_TOKEN</code> to a token and run <code>npm run publish-extension -- your-extension.zip</code>. A token can
          publish extensions and nothing else; it cannot read your orders, licences or profile.
        </Trans>
      </Hint>
      <NewAccessToken />
      <AccessTokenList />
    </section>
  );
};
