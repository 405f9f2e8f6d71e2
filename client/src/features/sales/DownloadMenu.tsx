import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { DropdownMenu } from 'radix-ui';
import styled from 'styled-components';
import { graphql } from '../../gql/index.ts';
import { MenuContent, MenuItem } from '../../ui/menu-styles.ts';

export const LatestVersionDocument = graphql(`
  query LatestVersion {
    versions {
      id
      version
      winDownloadUrl
      macDownloadUrl
      linuxDownloadUrl
    }
  }
`);

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  height: 44px;
  padding: 0 22px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.primary};
  color: #fff;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &:hover, &[data-state='open'] { background: ${({ theme }) => theme.color.primaryDark}; }
`;

/** The latest version's Windows, macOS and Linux builds behind one button (the first version is the latest). */
export const DownloadMenu = () => {
  const { t } = useLingui();
  const { data } = useQuery(LatestVersionDocument);
  const latest = data?.versions[0];
  if (!latest) return null;
  const builds = [
    { os: 'Windows', href: latest.winDownloadUrl },
    { os: 'macOS', href: latest.macDownloadUrl },
    { os: 'Linux', href: latest.linuxDownloadUrl },
  ].filter((build) => build.href);
  const version = latest.version;
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <Trigger type="button">
          <Trans>Download Tidewatch {version}</Trans>
          <span aria-hidden>▾</span>
        </Trigger>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <MenuContent sideOffset={8} align="center">
          {builds.map((build) => (
            <MenuItem key={build.os} asChild>
              <a href={build.href} rel="noopener" aria-label={t`Download ${build.os} ${version}`}>
                {build.os}
              </a>
            </MenuItem>
          ))}
        </MenuContent>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
};
