// First: configures zod for the site's CSP before the forms' schemas are used (kept out of the
// first visit's bundle: only these lazy pages parse with zod).
import '@wsms/contracts/browser';
import { useVerifyEmail } from '@wsms/api-client';
import { Button, Card, Container, useDocumentTitle } from '@wsms/ui';
import { Link, useSearchParams } from 'react-router';
import styled from 'styled-components';

const Wrapper = styled(Container)`
  max-width: 560px;
  padding-top: 64px;
  padding-bottom: 64px;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin-top: 16px;
`;

/**
 * The mailed link lands here. Confirming takes a click (a POST), so a mail scanner that only follows
 * the link cannot use up the single-use token.
 */
export default function VerifyEmailPage() {
  useDocumentTitle('Verify E-mail');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const verify = useVerifyEmail();

  if (verify.isSuccess) {
    return (
      <Wrapper>
        <Card>
          <h1>E-mail address confirmed</h1>
          <p role="status">Thank you: {verify.data.email} is verified. Sessions booked with it now show in your portal.</p>
          <Actions>
            <Button as={Link} to="/client-portal">Go to your portal</Button>
          </Actions>
        </Card>
      </Wrapper>
    );
  }
  return (
    <Wrapper>
      <Card>
        <h1>Confirm your e-mail address</h1>
        {token ? (
          <p>Confirm that this address is yours to finish setting up your account.</p>
        ) : (
          <p role="alert">This page needs the link from your verification e-mail. Sign in to send a new one from your portal.</p>
        )}
        {verify.isError && <p role="alert">{verify.error.message}</p>}
        <Actions>
          {token && (
            <Button onClick={() => verify.mutate(token)} disabled={verify.isPending}>
              {verify.isPending ? 'Confirming...' : 'Confirm e-mail address'}
            </Button>
          )}
          <Button as={Link} to="/login" variant="secondary">Sign in</Button>
        </Actions>
      </Card>
    </Wrapper>
  );
}
