import { describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Dialog } from './dialog';

function Page({ locked = false }: { locked?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Abrir
      </button>
      <Dialog open={open} title="Una pregunta" onClose={() => setOpen(false)} locked={locked}>
        <button type="button">Primero</button>
        <button type="button" data-autofocus>
          Elegido
        </button>
      </Dialog>
    </>
  );
}

async function openDialog(locked = false) {
  const user = userEvent.setup({ delay: null });
  render(<Page locked={locked} />);
  const opener = screen.getByRole('button', { name: 'Abrir' });
  await user.click(opener);
  return { user, opener, dialog: screen.getByRole('dialog', { name: 'Una pregunta' }) };
}

describe('Dialog', () => {
  it('opens as a modal, moves focus to the marked control and locks the page scroll', async () => {
    const showModal = jest.spyOn(HTMLDialogElement.prototype, 'showModal');
    const { dialog } = await openDialog();
    expect(showModal.mock.contexts).toEqual([dialog]);
    showModal.mockRestore();
    expect(screen.getByRole('button', { name: 'Elegido' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
  });

  it.each([
    ['Escape', async (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
    [
      'its × button',
      async (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Cerrar' })),
    ],
    [
      'a click on the backdrop',
      async (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('dialog')),
    ],
  ])('closes on %s and gives focus and scroll back', async (_, close) => {
    const { user, opener } = await openDialog();
    await close(user);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('stays open on Escape and on the backdrop while locked', async () => {
    const { user, dialog } = await openDialog(true);
    await user.keyboard('{Escape}');
    await user.click(dialog);
    expect(screen.getByRole('dialog', { name: 'Una pregunta' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Cerrar' })).toBeDisabled();
  });

  it('stays shut when a click inside its content bubbles up', async () => {
    const { user } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Primero' }));
    expect(screen.getByRole('dialog', { name: 'Una pregunta' })).toBeVisible();
  });
});
