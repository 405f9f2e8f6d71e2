import { useApolloClient, useMutation } from '@apollo/client/react';
import { Trans } from '@lingui/react/macro';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { graphql } from '../../../gql/index.ts';
import { paths } from '../../../lib/paths.ts';
import { clearStaffToken } from '../../../lib/staff-session.ts';

export const StaffSignOutDocument = graphql(`
  mutation StaffSignOut {
    staffSignOut
  }
`);

const Plain = styled.button`
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: none;
  color: inherit;
  font: inherit;
  padding: 4px 12px;
  cursor: pointer;
`;

/** Ends this staff session on the server, forgets its token here, and goes to the staff sign-in. */
export const StaffSignOut = () => {
  const navigate = useNavigate();
  const client = useApolloClient();
  const [signOut, { loading }] = useMutation(StaffSignOutDocument, { context: { silent: true } });
  const leave = async () => {
    await signOut().catch(() => undefined);
    clearStaffToken();
    await client.clearStore();
    navigate(paths.adminSignIn.href(), { replace: true });
  };
  return (
    <Plain type="button" disabled={loading} onClick={() => void leave()}>
      <Trans>Sign out</Trans>
    </Plain>
  );
};
