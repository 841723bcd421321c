// Accepting a member invitation (src/areas/auth/specs/sign-in.md) against the real server: the demo
// administrator invites a member through the API, the link comes from the dev mailbox, and the member
// accepts it in the console and signs in.
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, signIn, admin } from './fixtures';
import { apiToken, unique } from './sign-in-support';

const memberPassword = 'Invited-Member-42';

/** Invite a fresh member as the demo administrator; answers their username and the mailed link's path. */
async function invite(request: APIRequestContext) {
  const token = await apiToken(request, admin);
  const username = unique('inv.');
  const email = `${username}@example.com`;
  const res = await request.post('/api/main/tenant/invite_member', {
    headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': crypto.randomUUID() },
    data: { username, email, full_name: 'Invited Member', role: 'customer' },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { username, link: await invitationLink(request, email) };
}

/** The invitation mail's link (a console path: /login?invitation=…), waiting a little for the mail. */
async function invitationLink(request: APIRequestContext, to: string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const res = await request.get(`/api/auth/dev/outbox?to=${encodeURIComponent(to)}`);
    const mails = ((await res.json()) as { data: { kind: string; text: string }[] }).data;
    const text = mails.find((m) => m.kind === 'member_invitation')?.text ?? '';
    const link = /(?:https?:\/\/[^/\s]+)?(\/login\?invitation=\S+)/.exec(text)?.[1];
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no invitation mail to ${to}`);
}

async function acceptWith(page: Page, password: string) {
  await page.getByRole('textbox', { name: /^Password/ }).fill(password);
  await page.getByRole('textbox', { name: /^Confirm the password/ }).fill(password);
  await page.getByRole('button', { name: 'Accept the invitation' }).click();
}

test('MUST accept a member invitation from /login?invitation= with a new password that follows the rules and its confirmation, then show the sign-in form saying so, without the invitation in the address', async ({
  page,
}) => {
  const { username, link } = await invite(page.request);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Accept the invitation' })).toBeVisible();
  // The rules are checked before anything is sent.
  await acceptWith(page, 'weak');
  await expect(page.getByRole('textbox', { name: /^Password/ })).toHaveAttribute('aria-invalid', 'true');

  await acceptWith(page, memberPassword);
  await expect(
    page.getByText('Invitation accepted. Sign in with your username and your new password.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await signIn(page, { username, password: memberPassword });
  await expect(page).not.toHaveURL(/\/login/);
  const profile = await page.request.get('/api/main/user', {
    headers: {
      Authorization: `Bearer ${await apiToken(page.request, { username, password: memberPassword })}`,
    },
  });
  expect(((await profile.json()) as { data: { username: string } }).data.username).toBe(username);
});

test("MUST show the server's message for an unknown, used or expired invitation, with no form to retry and a way back to sign-in", async ({
  page,
}) => {
  const { link } = await invite(page.request);
  await page.goto(link);
  await acceptWith(page, memberPassword);
  await expect(page).toHaveURL(/\/login$/);

  // The same link a second time.
  await page.goto(link);
  await acceptWith(page, 'Another-Password-7');
  await expect(page.getByRole('alert')).toContainText('This invitation link is invalid, used or expired');
  await expect(page.getByRole('textbox', { name: /^Password/ })).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to sign-in' }).click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  // A made-up token is refused the same way.
  await page.goto('/login?invitation=not-a-real-invitation-token');
  await acceptWith(page, memberPassword);
  await expect(page.getByRole('alert')).toContainText('This invitation link is invalid, used or expired');
});

test('MUST NOT send a signed-in person opening an invitation link away or sign them out unasked: it MUST name the account and offer to sign out and accept', async ({
  page,
}) => {
  await page.goto('/login');
  await signIn(page, admin);
  await expect(page).not.toHaveURL(/\/login/);
  const { username, link } = await invite(page.request);

  await page.goto(link);
  await expect(page.getByText(`You are signed in as ${admin.username}.`)).toBeVisible();
  await expect(page).toHaveURL(/\/login\?invitation=/);
  await page.getByRole('button', { name: 'Sign out and accept' }).click();

  await acceptWith(page, memberPassword);
  await expect(
    page.getByText('Invitation accepted. Sign in with your username and your new password.'),
  ).toBeVisible();
  await signIn(page, { username, password: memberPassword });
  await expect(page).not.toHaveURL(/\/login/);
});
