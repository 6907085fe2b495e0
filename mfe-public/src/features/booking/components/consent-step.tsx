import { useSignCheckoutConsent } from '@wsms/api-client/booking';
import type { ConsentStatus } from '@wsms/contracts';
import { ConsentBox, ConsentSignForm, ConsentText } from '@wsms/ui/consent';

/** The consent form in force, signed on the confirmation page (guests too) before the booking can be confirmed. */
export function ConsentStep({ bookingId, bookingKey, consent }: { bookingId: string; bookingKey: string; consent: ConsentStatus }) {
  const sign = useSignCheckoutConsent(bookingId, bookingKey);
  const form = consent.form;
  if (!form) return null;
  return (
    <ConsentBox aria-labelledby="consent-step-heading">
      <h2 id="consent-step-heading">Please sign the consent form before confirming</h2>
      <strong>{form.title}</strong>
      <ConsentText aria-label="Consent text">{form.body}</ConsentText>
      <ConsentSignForm
        nameLabel="Type the name the booking was made in"
        error={sign.error?.message}
        pending={sign.isPending}
        onSign={(signedName) => sign.mutate({ formId: form.id, signedName, agree: true })}
      />
    </ConsentBox>
  );
}
