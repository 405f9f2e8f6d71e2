import { Trans } from '@lingui/react/macro';
import { useEffect } from 'react';
import { Link, useRouteError } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../lib/paths.ts';
import { Button } from '../../ui/Form.tsx';
import { PageWidth, Section } from '../../ui/Page.tsx';

const Actions = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
`;

/**
 * What a screen that failed to load or to render shows, inside the header and footer: a sentence and a way on, never
 * the router's own page with a stack trace. The usual cause is a release published while the page was open (its
 * old chunks are gone), which a reload mends. The prerenderer refuses to keep a page that shows this
 * (`data-route-error`), so a failed render is never served as a page.
 */
export const RouteError = () => {
  const error = useRouteError();
  useEffect(() => console.error('[route]', error), [error]);
  return (
    <PageWidth>
      <Section data-route-error="">
        <h1><Trans>This page could not be shown</Trans></h1>
        <p><Trans>The site may have been updated while the page was open; reloading it usually helps.</Trans></p>
        <Actions>
          <Button type="button" onClick={() => window.location.reload()}><Trans>Reload the page</Trans></Button>
          <Link to={paths.home.href()}><Trans>Home page</Trans></Link>
        </Actions>
      </Section>
    </PageWidth>
  );
};
