import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { graphql } from '../../gql/index.ts';
import type { LicenseHistoryKind } from '../../gql/graphql.ts';
import { useTranslate } from '../../i18n/translate.ts';
import { errorMessage } from '../../lib/error-message.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { FormAlert } from '../../ui/Form.tsx';

export const LicenseHistoryDocument = graphql(`
  query LicenseHistory($id: ID!) {
    license(id: $id) {
      id
      machineName
      history {
        kind
        at
        mid
        machineName
        expiredAt
        previousExpiredAt
      }
    }
  }
`);

const Events = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  li { padding: 10px 0; border-bottom: 1px solid ${({ theme }) => theme.color.line}; line-height: 1.6; }
  li:last-child { border-bottom: 0; }
  time { display: block; font-size: 12px; color: ${({ theme }) => theme.color.muted}; }
  code { font-family: ${({ theme }) => theme.font.mono}; font-size: 12px; overflow-wrap: anywhere; }
`;

const What = styled.strong`
  display: block;
`;

/** "2026-11-28 12:05 UTC": the minute, in the one time zone every row and mail of licences uses. */
const minute = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;
const day = (iso: string | null | undefined) => (iso ? iso.slice(0, 10) : '—');

const KindLabel = ({ kind }: { kind: LicenseHistoryKind }) => {
  switch (kind) {
    case 'GENERATED':
      return <Trans>Generated for a machine</Trans>;
    case 'MOVED':
      return <Trans>Moved to another machine</Trans>;
    case 'RELEASED':
      return <Trans>Released by the desktop client</Trans>;
    case 'RENEWED':
      return <Trans>Renewed</Trans>;
    default:
      return <Trans>Renewal refunded</Trans>;
  }
};

type Event = { kind: LicenseHistoryKind; at: string; mid?: string | null; machineName?: string | null; expiredAt?: string | null; previousExpiredAt?: string | null };

const EventLine = ({ event }: { event: Event }) => {
  const { mid, machineName } = event;
  const until = day(event.expiredAt);
  const before = day(event.previousExpiredAt);
  const renewal = event.kind === 'RENEWED' || event.kind === 'RENEWAL_REFUNDED';
  return (
    <li>
      <time dateTime={event.at}>{minute(event.at)}</time>
      <What>
        <KindLabel kind={event.kind} />
      </What>
      {mid && (
        <div>
          {machineName ? (
            <Trans>
              Machine “{machineName}”, MID <code>{mid}</code>
            </Trans>
          ) : (
            <Trans>
              MID <code>{mid}</code>
            </Trans>
          )}
        </div>
      )}
      {renewal ? (
        <div>
          <Trans>
            End date {before} → {until}
          </Trans>
        </div>
      ) : (
        event.expiredAt && (
          <div>
            <Trans>Valid until {until}</Trans>
          </div>
        )
      )}
    </li>
  );
};

const History = ({ id }: { id: string }) => {
  const _ = useTranslate();
  const { data, loading, error } = useQuery(LicenseHistoryDocument, { variables: { id }, fetchPolicy: 'network-only', context: { silent: true } });
  if (error) return <FormAlert>{errorMessage(error, _)}</FormAlert>;
  if (loading || !data) return <p aria-busy="true"><Trans>Loading…</Trans></p>;
  const events = data.license?.history ?? [];
  if (events.length === 0) return <p><Trans>Nothing has happened to this license yet: it has not been generated.</Trans></p>;
  return (
    <Events>
      {events.map((event, index) => (
        <EventLine key={`${event.at}-${index}`} event={event} />
      ))}
    </Events>
  );
};

/** A licence's history (generated, moved, released, renewed), oldest first, read when the dialog opens. */
export const HistoryDialog = ({ licenseId, onClose }: { licenseId: string | null; onClose: () => void }) => {
  const { t } = useLingui();
  const id = licenseId ?? '';
  return (
    <Dialog open={licenseId !== null} onOpenChange={(open) => !open && onClose()} title={t`History of license ${id}`} width={560}>
      {licenseId !== null && <History id={licenseId} />}
    </Dialog>
  );
};
