import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useWidePage } from '../../lib/wide-page.ts';
import { paths } from '../../lib/paths.ts';
import { getFragmentData, graphql, type FragmentType } from '../../gql/index.ts';
import { useLocale } from '../../i18n/useLocale.ts';
import { PageWidth } from '../../ui/Page.tsx';
import { BlueTeamIntro } from './BlueTeamIntro.tsx';
import { ActionLink, EditionCard, PendingAction, TermPrice, WordPrice } from './EditionCard.tsx';
import { featuresOf, type CardKey } from './features.ts';
import { PeriodToggle } from './PeriodToggle.tsx';
import { SaleHero } from './SaleHero.tsx';
import { MONTHLY, PriceFragment, quote, type Period } from './price.ts';
import { SaleFootnote } from './SaleFootnote.tsx';
import { saleLineup } from './sale-lineup.ts';
import { usePageMeta } from '../../lib/page-meta.ts';

export const SaleEditionsDocument = graphql(`
  query SaleEditions {
    editions {
      id
      sale
      upgradesTo {
        id
      }
      ...Price_edition
      ...BlueTeamIntro_edition
    }
  }
`);

const Body = styled(PageWidth)`
  margin-top: -84px;
  padding-bottom: 88px;
`;

const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  column-gap: 20px;
  row-gap: 28px;
  /* narrower screens: two cards a row, then one (each card keeps its rows in line with its neighbour's) */
  @media (max-width: 1100px) { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  @media (max-width: 640px) { grid-template-columns: minmax(0, 1fr); }
`;

const TrialOffer = styled.p`
  margin: 28px auto 0;
  max-width: 720px;
  padding: 14px 20px;
  text-align: center;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  border: 1px dashed ${({ theme }) => theme.color.primary};
  /* a link is one phrase: it moves to the next line whole rather than breaking ("Start the 7-day / trial"),
     and wraps inside only when wider than the box (a phone) */
  a { display: inline-block; font-weight: 600; margin-left: 8px; }
`;

interface SubscriptionCardProps {
  cardKey: Extract<CardKey, 'vulScan' | 'redTeam'>;
  /** undefined until the editions arrive: the card shows the fallback price and no Subscribe link yet */
  edition: (FragmentType<typeof PriceFragment> & { id: string }) | undefined;
  eyebrow: ReactNode;
  title: string;
  description: ReactNode;
  ribbon?: ReactNode;
}

/** Vul Scan and Red Team: the month/year toggle, the price of the chosen term and Subscribe to the order form. */
const SubscriptionCard = ({ cardKey, edition, eyebrow, title, description, ribbon }: SubscriptionCardProps) => {
  const locale = useLocale();
  const [period, setPeriod] = useState<Period>(MONTHLY);
  return (
    <EditionCard
      testId={`edition-${cardKey}`}
      eyebrow={eyebrow}
      title={title}
      description={description}
      ribbon={ribbon}
      toggle={<PeriodToggle value={period} onChange={setPeriod} edition={title} />}
      price={<TermPrice quote={quote(getFragmentData(PriceFragment, edition), period, locale)} months={period} locale={locale} />}
      action={
        edition ? (
          <ActionLink to={paths.orderForm.href(Number(edition.id), 0, period)}><Trans>Subscribe</Trans></ActionLink>
        ) : (
          <PendingAction><Trans>Subscribe</Trans></PendingAction>
        )
      }
      features={featuresOf[cardKey]}
    />
  );
};

/** /sale, 'Choose your edition': Community, Vul Scan, Red Team and Enterprise, then Blue Team Enterprise. */
export const SalePage = () => {
  const { t } = useLingui();
  const locale = useLocale();
  usePageMeta(t`Pricing`, t`Editions and prices of the Tidewatch scanner, monthly or yearly, with a free 7-day trial and a team edition for blue teams.`);
  const wide = useWidePage();
  // On failure the cards still show, priced at the fallback; the error goes through the global catalogue.
  const { data } = useQuery(SaleEditionsDocument);
  const { redTeam, vulScan, enterprise, blueTeam, trial } = saleLineup(data?.editions ?? []);
  // the one-yuan trial: one yuan, or one dollar on the English site (spec §9)
  const trialPrice = locale === 'en' ? '$1' : '¥1';
  return (
    <>
      <SaleHero wide={wide} />
      <Body $wide={wide} data-testid="sale-container">
        <Cards>
          <EditionCard
            testId="edition-community"
            eyebrow={<Trans>For individuals</Trans>}
            title={t`Community`}
            description={<Trans>For individuals, educators and students mapping and scanning the networks they own.</Trans>}
            badge={<Trans>Windows · macOS · Linux</Trans>}
            price={<WordPrice word={<Trans>Free</Trans>} note={<Trans>Free forever, download only</Trans>} />}
            action={<ActionLink to={paths.download.href()} $variant="secondary"><Trans>Free download</Trans></ActionLink>}
            features={featuresOf.community}
          />
          <SubscriptionCard
            cardKey="vulScan"
            edition={vulScan}
            eyebrow={<Trans>Vulnerability scanning</Trans>}
            title={t`Vul Scan`}
            description={<Trans>For IT and security teams who need the full PoC library and reports, without red-team tooling.</Trans>}
          />
          <SubscriptionCard
            cardKey="redTeam"
            edition={redTeam}
            eyebrow={<Trans>Standard</Trans>}
            title={t`Red Team`}
            description={<Trans>For small businesses and practitioners: every PoC, weekly updates and default-password brute force.</Trans>}
            ribbon={<Trans>Most popular</Trans>}
          />
          <EditionCard
            testId="edition-enterprise"
            eyebrow={<Trans>Advanced</Trans>}
            title={t`Enterprise`}
            description={<Trans>Red Team Enterprise, for security service providers and large red teams, with a permanent license.</Trans>}
            badge={<Trans>Demo on request</Trans>}
            price={<WordPrice word={<Trans>Custom quote</Trans>} note={<Trans>Permanent authorization with one year of updates</Trans>} />}
            action={
              enterprise ? (
                <ActionLink to={paths.chat.href(Number(enterprise.id))} $variant="dark"><Trans>Contact sales</Trans></ActionLink>
              ) : (
                <PendingAction $variant="dark"><Trans>Contact sales</Trans></PendingAction>
              )
            }
            features={featuresOf.enterprise}
          />
        </Cards>
        <SaleFootnote />
        <TrialOffer>
          <Trans>Not sure yet? Use Red Team for 7 days for {trialPrice} (one trial per person).</Trans>
          {trial && <Link to={paths.orderForm.href(Number(trial.id), 1)}><Trans>Start the 7-day trial</Trans></Link>}
          {enterprise && <Link to={paths.trial.href(Number(enterprise.id))}><Trans>Apply for a free company trial</Trans></Link>}
        </TrialOffer>
        <BlueTeamIntro edition={blueTeam} />
      </Body>
    </>
  );
};
