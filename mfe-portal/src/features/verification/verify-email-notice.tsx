import { useCurrentUser, useResendVerification } from '@wsms/api-client';
import { Button } from '@wsms/ui';
import styled from 'styled-components';

const Notice = styled.section`
  margin-bottom: 24px;
  padding: 16px 20px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  overflow-wrap: anywhere;

  h2 {
    margin: 0 0 8px;
    font-size: 1.1rem;
  }

  p {
    margin: 0 0 12px;
  }
`;

/** Shown until the address is verified: nothing booked with it is attached to the account before. */
export function VerifyEmailNotice() {
  const { data: user } = useCurrentUser();
  const resend = useResendVerification();
  if (!user || user.emailVerified) return null;
  return (
    <Notice aria-labelledby="verify-email-title">
      <h2 id="verify-email-title">Please verify your e-mail address</h2>
      <p>
        We sent a link to <strong>{user.email}</strong>. Open it to confirm the address; until then, sessions booked with
        it are not shown in your portal.
      </p>
      {resend.isSuccess ? (
        <p role="status">A new link is on its way to {resend.data.email}. Check your inbox.</p>
      ) : (
        <Button variant="secondary" onClick={() => resend.mutate()} disabled={resend.isPending}>
          {resend.isPending ? 'Sending...' : 'Resend verification e-mail'}
        </Button>
      )}
      {resend.isError && <p role="alert">{resend.error.message}</p>}
    </Notice>
  );
}
