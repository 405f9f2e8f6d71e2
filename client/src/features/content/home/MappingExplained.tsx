import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { PageWidth, Section, SectionTitle } from '../../../ui/Page.tsx';
import { Intro } from './Intro.ts';
import { ScanPreview } from './ScanPreview.tsx';

const steps = [
  { title: msg`Set the scope`, text: msg`Give it address ranges, domain names or a search-engine query; it never touches anything outside them.` },
  { title: msg`Discover`, text: msg`It probes over 300 ports and recognises over 200 protocols, whatever port a service hides on.` },
  { title: msg`Identify`, text: msg`Over 100,000 identification rules and 350,000+ fingerprints name the product, vendor and version behind each service.` },
  { title: msg`Verify`, text: msg`Matching PoCs and default-password checks confirm which assets are really exposed, and the results keep their evidence.` },
];

const Band = styled(Section)`
  background: ${({ theme }) => theme.color.surface};
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 48px;
  align-items: center;
  @media (max-width: 960px) { grid-template-columns: 1fr; gap: 32px; }
`;

const Steps = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  counter-reset: step;
  li { counter-increment: step; display: grid; grid-template-columns: 36px 1fr; gap: 4px 16px; padding: 14px 0; }
  li::before { content: counter(step); grid-row: 1 / 3; width: 36px; height: 36px; border-radius: 50%; display: grid; place-items: center; background: ${({ theme }) => theme.color.navy}; color: #fff; font-weight: 700; }
  h3 { font-size: 17px; }
  p { margin: 0; font-size: 14px; }
`;

/** How asset mapping works, step by step, beside a glimpse of a result. */
export const MappingExplained = () => {
  const { i18n } = useLingui();
  return (
    <Band aria-labelledby="home-mapping">
      <PageWidth>
        <SectionTitle id="home-mapping"><Trans>How asset mapping works</Trans></SectionTitle>
        <Intro><Trans>From a range of addresses to a list of named, verified services in four steps.</Trans></Intro>
        <Grid>
          <Steps>
            {steps.map((step) => (
              <li key={step.title.id}>
                <h3>{i18n._(step.title)}</h3>
                <p>{i18n._(step.text)}</p>
              </li>
            ))}
          </Steps>
          <ScanPreview />
        </Grid>
      </PageWidth>
    </Band>
  );
};
