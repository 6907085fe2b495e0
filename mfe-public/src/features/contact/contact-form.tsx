import { useContactConfig, useSendContactMessage } from '@wsms/api-client/contact';
import { Button, Card, Field, Input, Select, Textarea, toast } from '@wsms/ui';
import { contactInterests } from '@wsms/contracts/business';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { TurnstileWidget } from './turnstile-widget';
import { useContactForm } from './use-contact-form';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

const Row = styled.div`
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 220px), 1fr));
`;

// People never see or reach this field; bots that fill every input give themselves away.
const Honeypot = styled.div`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;

const Sent = styled.div`
  text-align: center;
  padding: 24px 8px;
  & h3 { color: ${({ theme }) => theme.colors.success}; font-size: 1.5rem; }
  & h3:focus { outline: none; }
`;

const Note = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.muted};
`;

export function ContactForm() {
  const form = useContactForm();
  const send = useSendContactMessage();
  const siteKey = useContactConfig().data?.turnstileSiteKey ?? null;
  const [sent, setSent] = useState(false);
  const [token, setToken] = useState('');
  const [round, setRound] = useState(0);
  const [website, setWebsite] = useState('');
  const sentHeading = useRef<HTMLHeadingElement>(null);
  const nameInput = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (sent) sentHeading.current?.focus();
  }, [sent]);

  const newBotCheck = () => {
    setToken('');
    setRound((n) => n + 1);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = form.validate({ website, turnstileToken: siteKey ? token : undefined });
    if (!checked.data) {
      (formRef.current?.elements.namedItem(checked.invalid) as HTMLElement | null)?.focus();
      return;
    }
    send.mutate(checked.data, {
      onSuccess: () => {
        setSent(true);
        form.reset();
        newBotCheck();
        toast({ title: 'Message sent!', description: "Thank you for your message. We'll get back to you soon." });
      },
      onError: () => {
        newBotCheck();
        toast({ title: 'Error', description: 'Failed to send message. Please try again.', variant: 'destructive' });
      },
    });
  };

  const sendAnother = () => {
    setSent(false);
    requestAnimationFrame(() => nameInput.current?.focus());
  };

  if (sent) {
    return (
      <Card>
        <Sent role="status">
          <h3 ref={sentHeading} tabIndex={-1}>Message Sent Successfully!</h3>
          <p>Thank you for reaching out. We'll get back to you within 24 hours.</p>
          <Button onClick={sendAnother}>Send Another Message</Button>
        </Sent>
      </Card>
    );
  }

  return (
    <Card>
      <h3 style={{ margin: 0, fontSize: '1.25rem' }}>Send Us a Message</h3>
      <Form ref={formRef} onSubmit={onSubmit} noValidate aria-label="Contact form">
        <Row>
          <Field label="Name" error={form.errors.name}>
            {(c) => <Input {...c} {...form.bind('name')} ref={nameInput} autoComplete="name" required aria-required="true" />}
          </Field>
          <Field label="Email" error={form.errors.email}>
            {(c) => <Input {...c} {...form.bind('email')} type="email" autoComplete="email" required aria-required="true" />}
          </Field>
        </Row>
        <Field label="Interest" error={form.errors.interest}>
          {(c) => (
            <Select {...c} {...form.bind('interest')}>
              <option value="">Select an interest (optional)</option>
              {contactInterests.map((interest) => <option key={interest.value} value={interest.value}>{interest.label}</option>)}
            </Select>
          )}
        </Field>
        <Field label="Message" error={form.errors.message}>
          {(c) => <Textarea {...c} {...form.bind('message')} rows={5} required aria-required="true" />}
        </Field>
        <Honeypot aria-hidden="true">
          <label htmlFor="contact-website">Leave this field empty</label>
          <input id="contact-website" name="website" type="text" tabIndex={-1} autoComplete="off" value={website} onChange={(e) => setWebsite(e.target.value)} />
        </Honeypot>
        {siteKey && <TurnstileWidget siteKey={siteKey} round={round} onToken={setToken} />}
        <Button type="submit" size="lg" disabled={send.isPending}>{send.isPending ? 'Sending...' : 'Send Message'}</Button>
        <Note>This site is protected by a bot-check service to keep out spam.</Note>
      </Form>
    </Card>
  );
}
