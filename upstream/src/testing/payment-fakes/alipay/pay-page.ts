import { JSDOM } from 'jsdom';

/**
 * A test's hands on the fake cashier: opens a page (a scanned QR code, a page.pay URL) and presses a button by its
 * accessible name, as a buyer would, without a browser.
 */

export interface OpenedPage {
  status: number;
  html: string;
  /** the accessible names of the page's buttons */
  buttons: string[];
  /** presses the button named `name` and submits its form; redirects are not followed */
  press(name: string): Promise<{ status: number; location: string | null; html: string }>;
}

const nameOf = (button: Element) => button.getAttribute('aria-label') ?? button.textContent?.trim() ?? '';

export const openPayPage = async (url: string): Promise<OpenedPage> => {
  const response = await fetch(url, { redirect: 'manual' });
  const html = await response.text();
  const document = new JSDOM(html).window.document;
  const buttons = [...document.querySelectorAll('button')];
  return {
    status: response.status,
    html,
    buttons: buttons.map(nameOf),
    async press(name) {
      const button = buttons.find((candidate) => nameOf(candidate) === name);
      if (!button?.form) throw new Error(`no button "${name}" in a form on ${url}`);
      const form = new URLSearchParams();
      for (const input of button.form.querySelectorAll('input')) form.append(input.name, input.value);
      if (button.name) form.append(button.name, button.value);
      const answer = await fetch(new URL(button.form.getAttribute('action') ?? '', url), {
        method: button.form.method.toUpperCase(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
        redirect: 'manual',
      });
      return { status: answer.status, location: answer.headers.get('location'), html: await answer.text() };
    },
  };
};
