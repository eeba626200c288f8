// A row of the browser fault matrix (fault-matrix.e2e.ts): one backend call the pages make, where it
// is made, what the shopper reads when it fails and what must still work. Each feature's rows are in
// rows/<app>/<feature>.ts, written with the steps and row shapes here; run-rows.ts turns them into tests.
import { expect, type Locator, type Page } from '@playwright/test';
import { networkSettled } from '../harness';
import { sectionInView } from '../product-page';

export interface Product {
  path: string;
  name: string;
}

export interface FaultMatrixCall {
  /** The call, as the spec's §7 names it. */
  call: string;
  /** The simulator path glob it is made on. */
  path: string;
  /** Scroll the page through, for a call made as its section comes near. */
  scroll?: boolean;
  /** What the shopper reads when it fails; null where the spec resets the part to empty and says nothing (`on.rest` checks it). */
  says: string | RegExp | null;
  /** The failure takes the whole product with it: the host's empty state instead of the page. */
  pageGone?: boolean;
  /** A call the shopper's action makes (signed in): what they do, and what must still be as they left it. */
  action?: { act: (page: Page) => Promise<void>; kept: (page: Page) => Promise<void> };
  /** Another page than the retail shoes, or something the shopper does first, and what keeps working. */
  on?: OnPage;
  /** The call fails this many times, then answers (a retry is part of what is checked). */
  times?: number;
  /** Only calls of this method fail (a path read and written alike). */
  method?: 'GET' | 'POST' | 'DELETE';
}

export interface OnPage {
  /** The page (the retail shoes unless said), found by its heading. */
  product?: Product;
  deviceAt?: { latitude: number; longitude: number };
  /** The shopper signs in first (a members' action). */
  signedIn?: boolean;
  /** Product config values of the session; the page is then the plain host's, which the browser renders and reads them. */
  config?: Record<string, string>;
  /** The session's clock (harness sessionClock), for a page whose answers depend on the hour (the grocery windows). */
  at?: string;
  /** What the shopper does first, once the page's heading is there (nothing unless said). */
  prepare?: (page: Page) => Promise<unknown>;
  rest: (page: Page) => Promise<void>;
}

/** A call as the spec's §7 lists it and how it fails: a row's first line. */
export type Call = Pick<FaultMatrixCall, 'call' | 'path' | 'says' | 'scroll' | 'times' | 'method'>;

/** A row on a page of its own, or where the shopper does something first (`on`). */
export const row = (call: Call, on: OnPage): FaultMatrixCall => ({ ...call, on });

/** Scrolls to a section as a shopper would (it loads as it comes near). */
export const section = sectionInView;

/** A step first: scrolls to a section, which makes its calls. */
export const inView = (name: string) => (page: Page) => section(page, name);

/** A step first: scrolls to a section and presses one of its buttons. */
export const pressIn = (name: string, button: string) => async (page: Page) => (await section(page, name)).getByRole('button', { name: button }).click();

export const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

/** Presses the retry of `within` (a part of the page, or the page) and waits for what the call brings. */
export async function retry(within: Locator | Page, back: Locator): Promise<void> {
  await within.getByRole('button', { name: 'Coba lagi' }).click();
  await expect(back).toBeVisible();
}

/** A call that failed once, in a dialog: its retry brings what the call brings (`back`). */
export const retriedInDialog = (name: string, back: (dialog: Locator) => Locator) => (page: Page) => retry(dialog(page, name), back(dialog(page, name)));

/** What a failed call would have brought is not there, once the page has asked for all it asks for. */
export async function none(what: Locator, message?: string): Promise<void> {
  await networkSettled(what.page());
  await expect(what, message).toHaveCount(0);
}

/**
 * A page whose own call fails once: nothing to do first; then what does not depend on the call is
 * there (`kept`), the alert's retry is pressed, and what the call brings appears (`back`).
 */
export function retriedOnPage(product: Product, { kept, back }: { kept?: (page: Page) => Locator; back: (page: Page) => Locator }): OnPage {
  return {
    product,
    rest: async (page) => {
      const keptPart = kept?.(page);
      if (keptPart) await expect(keptPart).toBeVisible();
      await retry(page.getByRole('alert'), back(page));
    },
  };
}

/**
 * A call of the services section ("Layanan") that fails as the section comes near: its PayLater row
 * (on every product) stays, and `rest` checks the rest of the section and the page.
 */
export function servicesRow(call: Call, product: Product, rest: (services: Locator, page: Page) => Promise<void>): FaultMatrixCall {
  return row(call, {
    product,
    prepare: inView('Layanan'),
    rest: async (page) => {
      const services = await section(page, 'Layanan');
      await expect(services.getByRole('region', { name: 'PayLater' })).toBeVisible();
      await rest(services, page);
    },
  });
}

/** The shoes' page works on: size 41 is picked, and its variant's page shows its stock. */
export async function variantPicked(page: Page): Promise<void> {
  await page.getByRole('button', { name: '41' }).click();
  await expect(page).toHaveURL(/\/is--SPL-60001-00002/);
  await expect(page.getByText('Tersisa 3 produk')).toBeVisible();
}

/** The page's "+ Bag" still takes a press. */
export async function bagStillWorks(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: '+ Bag' })).toBeEnabled();
}

/**
 * A modal that adds to the bag (signed in), whose call fails: the shopper presses `open`, sets a
 * choice (`choice`, to `chosen`) and presses `send`; the choice is as they left it (`kept` says so),
 * and Escape closes the modal onto a page whose "+ Bag" still works.
 */
export function addFromModalRow(
  call: Call,
  product: Product,
  {
    modal,
    open,
    send,
    choice,
    chosen,
    kept,
  }: { modal: string; open: string; send: string; choice: (modal: Locator) => Locator; chosen: boolean; kept: string },
): FaultMatrixCall {
  const opened = (page: Page) => dialog(page, modal);
  return row(call, {
    product,
    signedIn: true,
    prepare: async (page) => {
      await page.getByRole('button', { name: open }).click();
      await choice(opened(page)).setChecked(chosen);
      await opened(page).getByRole('button', { name: send }).click();
    },
    rest: async (page) => {
      await expect(choice(opened(page)), kept).toBeChecked({ checked: chosen });
      await page.keyboard.press('Escape');
      await expect(opened(page)).toHaveCount(0);
      await bagStillWorks(page);
    },
  });
}
