import { useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { getFragmentData, graphql, type FragmentType } from '../../gql/index.ts';

/** What a version's download links need; screens that list versions spread this fragment. */
export const OsLinksFragment = graphql(`
  fragment OsLinks_version on Version {
    version
    winDownloadUrl
    macDownloadUrl
    linuxDownloadUrl
  }
`);

const Links = styled.div<{ $large?: boolean }>`
  display: flex;
  gap: ${({ $large }) => ($large ? '12px' : '16px')};
  flex-wrap: wrap;
  a {
    ${({ $large, theme }) =>
      $large
        ? `background:${theme.color.primary};color:#fff;padding:10px 22px;border-radius:8px;font-weight:600;`
        : `font-size:14px;`}
  }
  a:hover { ${({ $large, theme }) => ($large ? `background:${theme.color.primaryDark};text-decoration:none;` : '')} }
  /* a version's three links stay on one line on a phone */
  @media (max-width: 640px) {
    ${({ $large }) => ($large ? '' : 'flex-wrap: nowrap; gap: 8px; a { font-size: 13px; white-space: nowrap; }')}
  }
`;

/** Windows, macOS and Linux links of one version, each named with the version for screen readers. */
export const OsLinks = ({ large, ...props }: { item: FragmentType<typeof OsLinksFragment>; large?: boolean }) => {
  const item = getFragmentData(OsLinksFragment, props.item);
  const { t } = useLingui();
  const links = [
    { os: 'Windows', href: item.winDownloadUrl },
    { os: 'macOS', href: item.macDownloadUrl },
    { os: 'Linux', href: item.linuxDownloadUrl },
  ].filter((link) => link.href);
  return (
    <Links $large={large}>
      {links.map((link) => (
        <a key={link.os} href={link.href} rel="noopener" aria-label={t`Download ${link.os} ${item.version}`}>
          {link.os}
        </a>
      ))}
    </Links>
  );
};
