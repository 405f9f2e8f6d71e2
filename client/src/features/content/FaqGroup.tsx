import { Trans } from '@lingui/react/macro';
import { Accordion } from 'radix-ui';
import styled from 'styled-components';
import { DEEP_LINK_OFFSET } from '../../ui/deep-link.ts';
import { Card } from '../../ui/Page.tsx';
import { FaqItem } from './FaqItem.tsx';

const Group = styled.section`
  scroll-margin-top: ${DEEP_LINK_OFFSET}px;
`;

const GroupHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 2px 12px;
  margin-bottom: 14px;
  h2 { font-size: 22px; }
  span { font-size: 13px; white-space: nowrap; color: ${({ theme }) => theme.color.text}; }
`;

const List = styled(Card)`
  overflow: hidden;
`;

/** One group of the FAQ as the page shows it: its anchor (also its entries'), its name and its questions. */
export interface FaqGroupEntries {
  anchor: string;
  name: string;
  entries: { anchor: string; title: string; content: string }[];
}

interface Props {
  group: FaqGroupEntries;
  /** the open answers (of every group) */
  open: string[];
  onOpenChange: (open: string[]) => void;
  /** the answer the address points at */
  target: string | null;
}

/** A group of questions under its heading, as an accordion whose answers open together. */
export const FaqGroup = ({ group, open, onOpenChange, target }: Props) => (
  <Group id={group.anchor} aria-labelledby={`${group.anchor}-title`}>
    <GroupHead>
      <h2 id={`${group.anchor}-title`}>{group.name}</h2>
      <span><Trans>{group.entries.length} questions</Trans></span>
    </GroupHead>
    <List>
      <Accordion.Root type="multiple" value={open} onValueChange={onOpenChange}>
        {group.entries.map((entry) => (
          <FaqItem key={entry.anchor} anchor={entry.anchor} title={entry.title} content={entry.content} targeted={entry.anchor === target} />
        ))}
      </Accordion.Root>
    </List>
  </Group>
);
