import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../lib/paths.ts';
import { graphql } from '../../gql/index.ts';
import { saveSignUp } from '../../lib/session.ts';
import { Button } from '../../ui/Form.tsx';
import { PanelCard } from '../../ui/Page.tsx';
import { useSignInWhenNobody } from '../../lib/useSignInWhenNobody.ts';
import { formatReleaseDate } from '../../lib/format-date.ts';
import { ApiKey } from './ApiKey.tsx';
import { SignOutEverywhere } from './SignOutEverywhere.tsx';
import { usePageMeta } from '../../lib/page-meta.ts';

export const ProfilePageDocument = graphql(`
  query ProfilePage {
    me {
      id
      username
      email
      key
      status
      createdAt
    }
  }
`);

const Panel = PanelCard;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: 160px minmax(0, 1fr);
  gap: 20px 24px;
  /* phones: each label above its value */
  @media (max-width: 767.98px) { grid-template-columns: minmax(0, 1fr); gap: 4px; dd { margin-bottom: 14px; } }
  align-items: center;
  margin: 0 0 28px;
  dt { color: ${({ theme }) => theme.color.muted}; }
  dd { margin: 0; color: ${({ theme }) => theme.color.ink}; display: flex; align-items: center; gap: 12px; flex-wrap: wrap; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  a { display: inline-flex; align-items: center; height: 42px; padding: 0 22px; border-radius: 8px; background: ${({ theme }) => theme.color.primary}; color: #fff; font-weight: 600; }
  a:hover { background: ${({ theme }) => theme.color.primaryDark}; text-decoration: none; }
`;

const Badge = styled.span`
  font-size: 12px;
  border-radius: 999px;
  padding: 1px 10px;
  background: #fef3c7;
  color: #92400e;
`;

const Fact = ({ label, children }: { label: ReactNode; children: ReactNode }) => (
  <>
    <dt>{label}</dt>
    <dd>{children}</dd>
  </>
);

/** /center/profile: username, email, join date, API key; Edit profile, and Verify email while unverified. */
export const ProfilePage = () => {
  const { t } = useLingui();
  usePageMeta(t`User centre`, t`Your Tidewatch account: profile, email verification and API key.`);
  const navigate = useNavigate();
  const { data, loading } = useQuery(ProfilePageDocument);
  const me = data?.me;
  useSignInWhenNobody(me);
  if (loading && !me) return <p role="status"><Trans>Loading…</Trans></p>;
  if (!me) return null;
  const verifyEmail = () => {
    saveSignUp(me.email, me.id);
    navigate(paths.activateMail.href());
  };
  return (
    <Panel as="section" aria-labelledby="profile-title">
      <h2 id="profile-title" style={{ fontSize: 18, marginBottom: 24 }}><Trans>Profile</Trans></h2>
      <Facts>
        <Fact label={<Trans>Username</Trans>}>{me.username}</Fact>
        <Fact label={<Trans>Email</Trans>}>
          {me.email}
          {me.status === 'UNVERIFIED' && (
            <>
              <Badge><Trans>Not verified</Trans></Badge>
              <Button type="button" $variant="secondary" onClick={verifyEmail}>
                <Trans>Verify email</Trans>
              </Button>
            </>
          )}
        </Fact>
        <Fact label={<Trans>Join date</Trans>}>
          <time dateTime={me.createdAt}>{formatReleaseDate(me.createdAt)}</time>
        </Fact>
        <Fact label={<Trans>API key</Trans>}>
          <ApiKey userId={me.id} apiKey={me.key} />
        </Fact>
      </Facts>
      <Actions>
        <Link to={paths.modify.href()}><Trans>Edit profile</Trans></Link>
        <SignOutEverywhere />
      </Actions>
    </Panel>
  );
};
