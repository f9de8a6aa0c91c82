// Fills the two public forms the way a visitor does, finding each field by its visible label.
import type { Page } from 'playwright-core';

const box = (page: Page, name: RegExp) => page.getByRole('textbox', { name });

/** Ticks the privacy notice's box, as every form needs before it is sent. */
export const tickConsent = (page: Page) => page.getByRole('checkbox', { name: /^I have read this notice/ }).check();

/** Contact Us with valid values; `tag` makes the message unique (or `message` is the whole message). */
export async function fillContactForm(
  page: Page,
  tag: string,
  { email = 'asha@example.org', message = `Accessibility test ${tag}` } = {},
): Promise<void> {
  await box(page, /^Name/).fill(`Asha Rao ${tag}`);
  await box(page, /^Phone/).fill('+91 98765 43210');
  await box(page, /^Email/).fill(email);
  await box(page, /^Message/).fill(message);
  await tickConsent(page);
}

/** Join Us with valid values; `tag` makes the first name unique. */
export async function fillJoinForm(page: Page, tag: string): Promise<void> {
  await page.getByRole('combobox', { name: /^Domain/ }).selectOption('general');
  await box(page, /^First name/).fill(`Asha${tag}`);
  await box(page, /^Last name/).fill('Rao');
  await box(page, /^Contact number/).fill('9876543210');
  await box(page, /^Date of birth/).fill('25/12/2001');
  await box(page, /^Email/).fill('asha@example.org');
  await box(page, /^Why do you want/).fill('To help on weekends.');
  await tickConsent(page);
}

/** The two forms: where they are, their send button, how to fill them, and their success heading. */
export const forms = [
  { path: '/ContactPage', submit: 'Send Message', fill: fillContactForm, sent: 'Message Sent Successfully!' },
  { path: '/JoinUs', submit: 'Submit Application', fill: fillJoinForm, sent: 'Application Submitted Successfully!' },
] as const;
