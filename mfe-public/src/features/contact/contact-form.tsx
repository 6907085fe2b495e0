import { useContactConfig, useSendContactMessage } from '@wsms/api-client/contact';
import { Button, Card, toast } from '@wsms/ui';
import { contactInterests } from '@wsms/contracts/business';
import type { ContactInput } from '@wsms/contracts/contact';
import { applyServerErrors, SelectField, TextAreaField, TextField, useDeferredZodForm } from '@wsms/ui/form';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { TurnstileWidget } from '../../components/turnstile-widget';

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

const empty = { name: '', email: '', interest: '', message: '', website: '' };

// The form is on Home's first screen; zod comes when someone starts filling it in (or sends it).
const loadContactSchema = () => import('@wsms/contracts/contact').then((m) => m.contactSchema);

export function ContactForm() {
  const form = useDeferredZodForm(loadContactSchema, { defaultValues: empty });
  const send = useSendContactMessage();
  const siteKey = useContactConfig().data?.turnstileSiteKey ?? null;
  const [sent, setSent] = useState(false);
  const [token, setToken] = useState('');
  const [round, setRound] = useState(0);
  const sentHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (sent) sentHeading.current?.focus();
  }, [sent]);

  const newBotCheck = () => {
    setToken('');
    setRound((n) => n + 1);
  };

  const sendMessage = ({ website, ...message }: ContactInput) => {
    // The spec's payload {name, email, interest, message}: the honeypot goes only when something filled it.
    send.mutate({ ...message, ...(website ? { website } : {}), turnstileToken: siteKey ? token : undefined }, {
      onSuccess: () => {
        setSent(true);
        form.reset();
        newBotCheck();
        toast({ title: 'Message sent!', description: "Thank you for your message. We'll get back to you soon." });
      },
      onError: (error) => {
        newBotCheck();
        applyServerErrors(form, error);
        toast({ title: 'Error', description: 'Failed to send message. Please try again.', variant: 'destructive' });
      },
    });
  };

  const sendAnother = () => {
    setSent(false);
    requestAnimationFrame(() => form.setFocus('name'));
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
      <Form onSubmit={form.handleSubmit(sendMessage)} onFocus={() => void loadContactSchema()} noValidate aria-label="Contact form">
        <Row>
          <TextField form={form} name="name" label="Name" autoComplete="name" required />
          <TextField form={form} name="email" label="Email" type="email" autoComplete="email" required />
        </Row>
        <SelectField form={form} name="interest" label="Interest" placeholder="Select an interest (optional)" options={contactInterests} />
        <TextAreaField form={form} name="message" label="Message" rows={5} required />
        <Honeypot aria-hidden="true">
          <label htmlFor="contact-website">Leave this field empty</label>
          <input id="contact-website" type="text" tabIndex={-1} autoComplete="off" {...form.register('website')} />
        </Honeypot>
        {siteKey && <TurnstileWidget siteKey={siteKey} round={round} onToken={setToken} />}
        <Button type="submit" size="lg" disabled={send.isPending}>{send.isPending ? 'Sending...' : 'Send Message'}</Button>
        <Note>This site is protected by a bot-check service to keep out spam.</Note>
      </Form>
    </Card>
  );
}
