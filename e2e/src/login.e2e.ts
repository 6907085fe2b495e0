import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage } from './support/browser';
import { buildRegistration, demo } from './support/api';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const loginForm = (page: Page) => page.getByRole('form', { name: 'Login' });
const registerForm = (page: Page) => page.getByRole('form', { name: 'Register' });

async function signInThroughPage(page: Page, username: string, password: string) {
  await page.goto('/login');
  await loginForm(page).getByLabel('Username').fill(username);
  await loginForm(page).getByLabel('Password').fill(password);
  await loginForm(page).getByRole('button', { name: 'Sign In' }).click();
}

describe('Login page in Chromium', () => {
  it('When the login form is sent empty, then both required messages show', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/login');
    await loginForm(page).getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Username is required').waitFor();
    await page.getByText('Password is required').waitFor();
    await page.getByText('Access levels').first().waitFor();
    await context.close();
  });

  it('When the register form has bad values, then every validation message of the spec shows', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/login');
    await page.getByRole('tab', { name: 'Register' }).click();
    const form = registerForm(page);
    await form.getByLabel('Username').fill('ab');
    await form.getByLabel('Email').fill('not-an-email');
    await form.getByLabel('Password').fill('123');
    await form.getByRole('button', { name: 'Create Account' }).click();
    for (const message of [
      'Username must be at least 3 characters',
      'Invalid email address',
      'Password must be at least 6 characters',
      'First name is required',
      'Last name is required',
    ]) {
      await page.getByText(message).waitFor();
    }
    await context.close();
  });

  it('When a visitor registers at /register, then a success toast shows, Login opens with the username and the e-mail note, and they are not signed in', async () => {
    const { page, context } = await newPage(browser);
    const registration = buildRegistration();
    await page.goto('/register');
    const form = registerForm(page);
    await form.getByLabel('First Name').fill(registration.firstName);
    await form.getByLabel('Last Name').fill(registration.lastName);
    await form.getByLabel('Username').fill(registration.username);
    await form.getByLabel('Email').fill(registration.email);
    await form.getByLabel('Password').fill(registration.password);
    await form.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Registration Successful').waitFor();
    await page.getByText('Account created! You can now log in.').waitFor();
    await loginForm(page).getByText('Account created. Check your e-mail to verify your address, then log in.').waitFor();
    expect(await loginForm(page).getByLabel('Username').inputValue()).toBe(registration.username);
    expect(await page.getByRole('link', { name: 'Login' }).count()).toBeGreaterThan(0);

    await page.goto('/signup');
    await page.getByRole('tab', { name: 'Register', selected: true }).waitFor();

    await form.getByLabel('First Name').fill('Again');
    await form.getByLabel('Last Name').fill('Again');
    await form.getByLabel('Username').fill(registration.username);
    await form.getByLabel('Email').fill(`other.${registration.email}`);
    await form.getByLabel('Password').fill(registration.password);
    await form.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Registration Failed').waitFor();
    await page.getByText('Username already exists').waitFor();
    await context.close();
  });

  it('When the password is wrong, then the Login Failed toast says Invalid credentials', async () => {
    const { page, context } = await newPage(browser);
    await signInThroughPage(page, demo.user.username, 'wrong-password');
    await page.getByText('Login Failed').waitFor();
    await page.getByText('Invalid credentials').waitFor();
    await context.close();
  });

  it.each([
    ['admin', demo.admin, '/admin', 'Admin Dashboard', 'Alex (admin)'],
    ['staff', demo.staff, '/staff-dashboard', 'Staff Dashboard', 'Marcus (staff)'],
    ['user', demo.user, '/client-portal', 'Client Portal', 'Jamie (user)'],
  ])('When the %s signs in, then they land on their page and the bar shows their name and role', async (_role, account, path, heading, badge) => {
    const { page, context } = await newPage(browser);
    await signInThroughPage(page, account.username, account.password);
    await page.waitForURL(`**${path}`);
    const toast = page.getByRole('status').filter({ hasText: 'Login Successful' });
    await toast.waitFor();
    await page.getByRole('heading', { name: heading }).first().waitFor();
    await page.getByText(badge).first().waitFor();
    // Brief, and in the corner: gone well before the default 5 seconds.
    await toast.waitFor({ state: 'detached', timeout: 4000 });

    // The bar's Logout, the only one on the page.
    expect(await page.getByRole('button', { name: 'Logout', exact: true }).count()).toBe(1);
    await page.getByRole('banner').getByRole('button', { name: 'Logout', exact: true }).click();
    await page.getByRole('link', { name: 'Login' }).first().waitFor();
    await context.close();
  });
});
