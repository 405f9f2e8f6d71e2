import { useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { graphql } from '../../gql/index.ts';
import type { OsLinks_VersionFragment } from '../../gql/graphql.ts';

/** What a version's download links need; screens that list versions spread this fragment. */
export const OsLinksFragment = graphql(`
  fragment OsLinks_version on Version {
    version
    winDownloadUrl
    macDownloadUrl
    linuxDownloadUrl
  }
`);

export type OsDownloads = OsLinks_VersionFragment;

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
`;

/** Windows, macOS and Linux links of one version, each named with the version for screen readers. */
export const OsLinks = ({ item, large }: { item: OsDownloads; large?: boolean }) => {
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
