import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '@wsms/api-client/testing';
import { business, locations } from '@wsms/contracts/business';
import { resetToasts } from '@wsms/ui';
import { getToasts } from '@wsms/ui/toast';
import { act } from 'react';
import { TURNSTILE_SCRIPT } from '../lib/load-turnstile';
import { deferred } from '../testing/deferred';
import { renderRoute } from '../testing/render-route';

const noSiteKey = { body: { turnstileSiteKey: null } };

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Name'), 'Ana Lima');
  await user.type(screen.getByLabelText('Email'), 'ana@example.com');
  await user.selectOptions(screen.getByLabelText('Interest'), 'nutrition');
  await user.type(screen.getByLabelText('Message'), 'Cutting weight for a tournament.');
}

describe('Contact page and section', () => {
  afterEach(() => {
    act(() => resetToasts());
    document.querySelectorAll('script').forEach((s) => s.remove());
    delete window.turnstile;
  });

  test('When /contact opens, then the hero, the location card and the three reach-us cards show', async () => {
    mockFetch({ 'GET /api/contact/config': noSiteKey });
    renderRoute('/contact');
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Main Location' })).toBeInTheDocument();
    const main = screen.getByRole('region', { name: 'Get in Touch' });
    expect(main).toHaveTextContent('Marlborough');
    expect(main).toHaveTextContent(locations[0]!.street);
    for (const city of ['West Boylston', 'Weymouth', 'Chicopee', 'Tewksbury', 'Woburn']) expect(main).toHaveTextContent(city);
    expect(main).toHaveTextContent(business.serviceArea);
    expect(main).toHaveTextContent(business.phone);
    expect(main).toHaveTextContent(business.email);
    expect(main).toHaveTextContent('Map coming soon');
    expect(main).toHaveTextContent(/protected by a bot-check service/);
    expect(screen.getByRole('article', { name: 'Visit Our Locations' })).toHaveTextContent('6 locations across Massachusetts, with our main location in Marlborough.');
    expect(screen.getByRole('article', { name: 'Call or Text' })).toHaveTextContent(business.phone);
    expect(screen.getByRole('article', { name: 'Book Online' })).toHaveTextContent('Available 24/7');
    expect(document.title).toBe('Contact Us | Where Science Meets Sport');
  });

  test('When the form shows, then it has Name, Email (e-mail type), the five interests and Message', async () => {
    mockFetch({ 'GET /api/contact/config': noSiteKey });
    renderRoute('/contact');
    expect(await screen.findByLabelText('Name')).toBeRequired();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Message').tagName).toBe('TEXTAREA');
    const options = within(screen.getByLabelText('Interest')).getAllByRole('option').slice(1).map((o) => [o.getAttribute('value'), o.textContent]);
    expect(options).toEqual([
      ['sports-medicine', 'Sports Medicine'],
      ['performance-coaching', 'Performance Coaching'],
      ['nutrition', 'Nutrition Consultation'],
      ['private-training', 'Private Training'],
      ['general', 'General Inquiry'],
    ]);
  });

  test('When a message is sent, then the button reads Sending... while waiting and the form is replaced by the success text', async () => {
    const user = userEvent.setup();
    const post = deferred();
    const fetchMock = mockFetch({ 'GET /api/contact/config': noSiteKey, 'POST /api/contact': post.route });
    renderRoute('/contact');
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    const sent = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({
      name: 'Ana Lima',
      email: 'ana@example.com',
      interest: 'nutrition',
      message: 'Cutting weight for a tournament.',
    });
    await act(async () => post.release({ status: 201, body: { success: true, id: 'm1' } }));
    expect(await screen.findByRole('heading', { name: 'Message Sent Successfully!' })).toBeInTheDocument();
    expect(screen.getByText("Thank you for reaching out. We'll get back to you within 24 hours.")).toBeInTheDocument();
    expect(screen.queryByLabelText('Message')).not.toBeInTheDocument();
    expect(screen.getByText('Message sent!')).toBeInTheDocument();
    expect(screen.getByText("Thank you for your message. We'll get back to you soon.")).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send Another Message' }));
    expect(await screen.findByLabelText('Name')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  test('When a bot fills the hidden honeypot field, then it is sent along (the service drops such messages)', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch({ 'GET /api/contact/config': noSiteKey, 'POST /api/contact': { status: 201, body: { success: true, id: 'm2' } } });
    renderRoute('/contact');
    await fillForm(user);
    await user.type(screen.getByLabelText('Leave this field empty'), 'http://spam.example');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await screen.findByRole('heading', { name: 'Message Sent Successfully!' });
    const sent = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(sent?.[1]?.body))).toMatchObject({ name: 'Ana Lima', website: 'http://spam.example' });
  });

  test('When Send Another Message is pressed, then an empty form comes back with focus on Name', async () => {
    const user = userEvent.setup();
    mockFetch({ 'GET /api/contact/config': noSiteKey, 'POST /api/contact': { status: 201, body: { success: true, id: 'm3' } } });
    renderRoute('/contact');
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await user.click(await screen.findByRole('button', { name: 'Send Another Message' }));
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveFocus());
    expect(screen.getByLabelText('Message')).toHaveValue('');
    expect(screen.getByLabelText('Interest')).toHaveValue('');
  });

  test('When sending fails, then a destructive Error toast shows and the form keeps what was typed', async () => {
    const user = userEvent.setup();
    mockFetch({ 'GET /api/contact/config': noSiteKey, 'POST /api/contact': { status: 429, body: { message: 'Too many messages' } } });
    renderRoute('/contact');
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Failed to send message. Please try again.')).toBeInTheDocument();
    expect(getToasts()[0]).toMatchObject({ title: 'Error', variant: 'destructive' });
    expect(screen.getByLabelText('Name')).toHaveValue('Ana Lima');
    expect(screen.queryByText('Message Sent Successfully!')).not.toBeInTheDocument();
  });

  test('When required fields are empty, then each says so and nothing is sent', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch({ 'GET /api/contact/config': noSiteKey });
    renderRoute('/contact');
    await user.click(await screen.findByRole('button', { name: 'Send Message' }));
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  test('When the server refuses a field, then its message shows under that field beside the Error toast', async () => {
    const user = userEvent.setup();
    mockFetch({
      'GET /api/contact/config': noSiteKey,
      'POST /api/contact': { status: 400, body: { message: 'Invalid email address', errors: [{ path: 'email', message: 'Invalid email address' }] } },
    });
    renderRoute('/contact');
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Failed to send message. Please try again.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Invalid email address');
    expect(screen.getByLabelText('Email')).toHaveFocus();
  });

  test('When only the message is missing, then focus moves to it and the filled fields stay valid', async () => {
    const user = userEvent.setup();
    mockFetch({ 'GET /api/contact/config': noSiteKey });
    renderRoute('/contact');
    await user.type(await screen.findByLabelText('Name'), 'Ana Lima');
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByLabelText('Message')).toHaveFocus();
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription('Message is required');
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'false');
  });

  test('When no Turnstile site key is configured, then Cloudflare\'s script is never loaded', async () => {
    mockFetch({ 'GET /api/contact/config': noSiteKey });
    renderRoute('/contact');
    await screen.findByLabelText('Name');
    await waitFor(() => expect(screen.queryByTestId('turnstile')).not.toBeInTheDocument());
    expect(document.querySelector(`script[src="${TURNSTILE_SCRIPT}"]`)).toBeNull();
  });

  test('When a site key is configured, then the widget loads and its token is sent with the message', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch({ 'GET /api/contact/config': { body: { turnstileSiteKey: 'site-key-1' } }, 'POST /api/contact': { status: 201, body: { success: true, id: 'm2' } } });
    const render = jest.fn((_el: HTMLElement, options: Record<string, unknown>) => {
      (options.callback as (token: string) => void)('token-abc');
      return 'w1';
    });
    renderRoute('/contact');
    await screen.findByTestId('turnstile');
    const script = document.querySelector<HTMLScriptElement>(`script[src="${TURNSTILE_SCRIPT}"]`);
    expect(script).not.toBeNull();
    window.turnstile = { render, remove: jest.fn() };
    await act(async () => script!.onload?.(new Event('load')));
    expect(render).toHaveBeenCalledWith(expect.any(HTMLElement), expect.objectContaining({ sitekey: 'site-key-1' }));
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await screen.findByText('Message Sent Successfully!');
    const sent = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(sent?.[1]?.body))).toMatchObject({ turnstileToken: 'token-abc' });
  });
});
