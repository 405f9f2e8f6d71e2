import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, type MouseEvent } from 'react';
import styled, { css } from 'styled-components';
import type { DocHeading } from './markdown.ts';

interface Props {
  headings: DocHeading[];
  activeId: string | undefined;
  /** below the wide layout the table collapses into a disclosure above the content */
  collapsed: boolean;
  onSelect: (id: string) => void;
}

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  ol { list-style: none; margin: 0; padding: 0 0 0 ${({ theme }) => theme.space(3)}; }
`;

const Entry = styled.a<{ $level: 2 | 3 }>`
  display: block;
  padding: 5px 10px;
  border-left: 2px solid transparent;
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme, $level }) => ($level === 2 ? theme.font.size.md : theme.font.size.sm)};
  line-height: 1.4;
  overflow-wrap: anywhere;
  &:hover { color: ${({ theme }) => theme.color.primaryDark}; text-decoration: none; background: ${({ theme }) => theme.color.canvas}; }
  &[aria-current='location'] {
    color: ${({ theme }) => theme.color.primaryDark};
    border-left-color: ${({ theme }) => theme.color.primary};
    background: #eaf1ff;
    font-weight: 600;
  }
`;

const Side = styled.nav`
  position: sticky;
  top: 88px;
  max-height: calc(100vh - 112px);
  overflow-y: auto;
  overscroll-behavior: contain;
  padding-right: ${({ theme }) => theme.space(2)};
`;

const Heading = styled.p`
  font-size: ${({ theme }) => theme.font.size.xs};
  text-transform: uppercase;
  letter-spacing: 0.06em;
  color: ${({ theme }) => theme.color.text};
  font-weight: 600;
  margin: 0 0 ${({ theme }) => theme.space(2)} 12px;
`;

const disclosure = css`
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
`;

const Disclosure = styled.details`
  ${disclosure}
  summary {
    cursor: pointer;
    padding: 12px 16px;
    font-weight: 600;
    color: ${({ theme }) => theme.color.ink};
  }
  nav { padding: 0 8px 12px; max-height: 60vh; overflow-y: auto; }
`;

/** Nests each `###` under the `##` before it. */
const tree = (headings: DocHeading[]) => {
  const sections: { heading: DocHeading; children: DocHeading[] }[] = [];
  for (const heading of headings) {
    if (heading.level === 2 || !sections.length) sections.push({ heading, children: [] });
    else sections.at(-1)!.children.push(heading);
  }
  return sections;
};

/** The table of contents: a sticky column on wide screens, a disclosure above the content on narrow ones. */
export const DocToc = ({ headings, activeId, collapsed, onSelect }: Props) => {
  const { t } = useLingui();
  const navRef = useRef<HTMLElement>(null);
  const detailsRef = useRef<HTMLDetailsElement>(null);

  // Keep the current entry in sight inside the sticky column, centred when it had left it (never scrolls the page).
  useEffect(() => {
    const nav = navRef.current;
    const link = activeId && !collapsed ? nav?.querySelector<HTMLElement>(`a[href="#${CSS.escape(encodeURIComponent(activeId))}"]`) : null;
    if (!nav || !link) return;
    const outside = link.offsetTop < nav.scrollTop || link.offsetTop + link.offsetHeight > nav.scrollTop + nav.clientHeight;
    if (outside) nav.scrollTop = link.offsetTop - (nav.clientHeight - link.offsetHeight) / 2;
  }, [activeId, collapsed]);

  const select = (id: string) => (event: MouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    if (detailsRef.current) detailsRef.current.open = false;
    onSelect(id);
  };

  const link = (heading: DocHeading) => (
    <Entry
      $level={heading.level}
      href={`#${encodeURIComponent(heading.id)}`}
      aria-current={heading.id === activeId ? 'location' : undefined}
      onClick={select(heading.id)}
    >
      {heading.text}
    </Entry>
  );

  const list = (
    <List>
      {tree(headings).map(({ heading, children }) => (
        <li key={heading.id}>
          {link(heading)}
          {children.length > 0 && (
            <ol>
              {children.map((child) => (
                <li key={child.id}>{link(child)}</li>
              ))}
            </ol>
          )}
        </li>
      ))}
    </List>
  );

  if (collapsed) {
    return (
      <Disclosure ref={detailsRef}>
        <summary><Trans>Contents</Trans></summary>
        <nav aria-label={t`Table of contents`} ref={navRef}>{list}</nav>
      </Disclosure>
    );
  }
  return (
    <Side aria-label={t`Table of contents`} ref={navRef}>
      <Heading aria-hidden="true"><Trans>Contents</Trans></Heading>
      {list}
    </Side>
  );
};
