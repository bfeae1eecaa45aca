import { screen, within } from '@testing-library/react';

/** What each link inside `element` reads, in order: the cards of a list, the suggestions of a carousel. */
export function linkNames(element: HTMLElement): string[] {
  return within(element)
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
}

/** The alert's heading or first line, its text and the address its link leads to, as a person reads them. */
export async function findAlertBox() {
  const alert = await screen.findByRole('alert');
  const lines = within(alert)
    .getAllByRole('paragraph')
    .map((line) => line.textContent);
  const heading = within(alert).queryByRole('heading')?.textContent ?? lines.shift();
  const link = within(alert).queryByRole('link');
  return {
    alert,
    heading,
    text: lines.join(' '),
    link: link && { name: link.textContent, href: link.getAttribute('href') },
  };
}
