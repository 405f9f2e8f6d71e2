import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { paths } from '../../lib/paths.ts';
import { getFragmentData, graphql, type FragmentType } from '../../gql/index.ts';
import { salesPhone } from '../../lib/support-contact.ts';
import { ActionLink, PendingAction } from './EditionCard.tsx';
import { blueTeamPoints } from './features.ts';
import { useLocale } from '../../i18n/useLocale.ts';

/** Blue Team Enterprise: a quoted edition, sold through the sales team only. */
export const BlueTeamIntroFragment = graphql(`
  fragment BlueTeamIntro_edition on Edition {
    id
  }
`);

const Panel = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1.6fr) minmax(0, 1fr);
  gap: 48px;
  margin-top: 56px;
  padding: 48px 52px;
  @media (max-width: 900px) { grid-template-columns: minmax(0, 1fr); padding: 28px 20px; }
  border-radius: ${({ theme }) => theme.radius.lg};
  background: radial-gradient(700px 320px at 0% 0%, rgba(53, 208, 186, 0.16), transparent 60%),
    linear-gradient(135deg, #0b1b34 0%, #13294d 65%, #183a66 100%);
  color: #cbd5e1;
  h2 { color: #fff; font-size: 30px; margin: 6px 0 12px; }
`;

const Eyebrow = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.accent};
  font-size: 13px;
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

const Intro = styled.p`
  margin: 0 0 28px;
  max-width: 640px;
  font-size: 16px;
`;

const Points = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  @media (max-width: 640px) { grid-template-columns: minmax(0, 1fr); }
  gap: 20px 32px;
  li { display: grid; grid-template-columns: 28px minmax(0, 1fr); gap: 12px; }
  h3 { color: #fff; font-size: 15px; margin: 2px 0 4px; }
  p { margin: 0; font-size: 14px; color: #94a3b8; line-height: 1.55; }
`;

const Shield = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  border-radius: 8px;
  background: rgba(53, 208, 186, 0.14);
  color: ${({ theme }) => theme.color.accent};
  svg { width: 15px; height: 15px; }
`;

const Contact = styled.div`
  align-self: center;
  padding: 32px;
  @media (max-width: 640px) { padding: 24px 20px; }
  border-radius: ${({ theme }) => theme.radius.lg};
  background: rgba(255, 255, 255, 0.06);
  border: 1px solid rgba(255, 255, 255, 0.1);
  h3 { color: #fff; font-size: 18px; margin-bottom: 6px; }
  p { margin: 0 0 20px; font-size: 14px; color: #94a3b8; }
`;

const TrialLink = styled(ActionLink)`
  margin-top: 12px;
`;

const PendingTrialLink = styled(PendingAction)`
  margin-top: 12px;
`;

const Phone = styled.div`
  margin-top: 22px;
  padding-top: 20px;
  border-top: 1px solid rgba(255, 255, 255, 0.1);
  font-size: 13px;
  color: #94a3b8;
  a { display: block; margin-top: 2px; color: #fff; font-size: 22px; font-weight: 700; letter-spacing: 0.02em; }
`;

const ShieldIcon = () => (
  <svg viewBox="0 0 16 16" aria-hidden="true">
    <path d="M8 1.5 2.5 3.5v4c0 3.3 2.3 6 5.5 7 3.2-1 5.5-3.7 5.5-7v-4L8 1.5Z" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
    <path d="m5.6 8 1.7 1.7 3.1-3.3" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

/** The Blue Team Enterprise introduction under the cards: multi-user, permissions, Contact sales and the phone line. */
export const BlueTeamIntro = ({ edition: editionRef }: { edition: FragmentType<typeof BlueTeamIntroFragment> | undefined }) => {
  const { t, i18n } = useLingui();
  const edition = getFragmentData(BlueTeamIntroFragment, editionRef);
  const id = edition ? Number(edition.id) : undefined;
  const phone = salesPhone[useLocale()];
  const number = phone.display;
  return (
    <Panel aria-labelledby="blue-team-title" data-testid="blue-team">
      <div>
        <Eyebrow><Trans>For defenders</Trans></Eyebrow>
        <h2 id="blue-team-title"><Trans>Blue Team Enterprise</Trans></h2>
        <Intro>
          <Trans>
            Everything the red team edition finds, organised for the people who defend: one shared asset inventory,
            many users, and permissions that follow your organisation.
          </Trans>
        </Intro>
        <Points>
          {blueTeamPoints.map((point) => (
            <li key={point.title.id}>
              <Shield><ShieldIcon /></Shield>
              <div>
                <h3>{i18n._(point.title)}</h3>
                <p>{i18n._(point.text)}</p>
              </div>
            </li>
          ))}
        </Points>
      </div>
      <Contact>
        <h3><Trans>Talk to our sales team</Trans></h3>
        <p><Trans>Tell us about your team and network; we answer within 2 working days with a demo and a quote.</Trans></p>
        {id === undefined ? (
          <>
            <PendingAction $variant="primary"><Trans>Contact sales</Trans></PendingAction>
            <PendingTrialLink $variant="secondary"><Trans>Apply for a free trial</Trans></PendingTrialLink>
          </>
        ) : (
          <>
            <ActionLink to={paths.chat.href(id)} $variant="primary">
              <Trans>Contact sales</Trans>
            </ActionLink>
            <TrialLink to={paths.trial.href(id)} $variant="secondary">
              <Trans>Apply for a free trial</Trans>
            </TrialLink>
          </>
        )}
        <Phone>
          <Trans>Sales hotline</Trans>
          <a href={`tel:${phone.tel}`} aria-label={t`Call sales at ${number}`}>{number}</a>
        </Phone>
      </Contact>
    </Panel>
  );
};
