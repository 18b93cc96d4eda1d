import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from '../support/fixtures';

test('signing in with id and password goes home and shows the user; signing out returns to a guest', async ({
  page,
}) => {
  await page.goto('/en/user/signin');
  await expect(page.getByText('Google sign-in is not set up on this server')).toBeVisible();
  await page.getByLabel('User ID').fill('  admin ');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).last().click();
  await expect(page).toHaveURL(/\/en\/home\/admin$/);
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  // Admins see the admin categories of the header.
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'User' })).toBeVisible();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Sign in' }).first()).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'User' })).toHaveCount(0);
});

test('a wrong password opens the denied dialog and keeps the visitor signed out', async ({ page }) => {
  await page.goto('/en/user/signin');
  await page.getByLabel('User ID').fill('admin');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).last().click();
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(dialog.getByText('Sign-in failed')).toBeVisible();
  await expect(dialog.getByText('The user ID or password is not correct.')).toBeVisible();
});

test('blank fields are named and nothing is sent', async ({ page }) => {
  const signIns: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/sign/signin')) signIns.push(request.url());
  });
  await page.goto('/user/signin');
  await page.getByLabel('비밀번호').fill('   ');
  await page.getByRole('button', { name: '로그인', exact: true }).last().click();
  await expect(page.getByText('아이디: 입력해 주세요.')).toBeVisible();
  expect(signIns).toEqual([]);
});
