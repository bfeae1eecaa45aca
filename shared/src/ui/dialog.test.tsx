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

  it('as a popover too, has its content in the page for the browser to open without scripts; the page opens it as the modal', async () => {
    const user = userEvent.setup({ delay: null });
    function PopoverPage() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" popoverTarget="guia" onClick={() => setOpen(true)}>
            Abrir
          </button>
          <Dialog open={open} title="Guía" onClose={() => setOpen(false)} popoverId="guia">
            <p>La tabla</p>
          </Dialog>
        </>
      );
    }
    render(<PopoverPage />);
    const dialog = document.getElementById('guia');
    expect(dialog).toHaveAttribute('popover', 'auto');
    expect(dialog).toHaveTextContent('La tabla');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // Opened as a popover before hydration: closed as one before the modal opens.
    const calls: string[] = [];
    jest.spyOn(HTMLElement.prototype, 'hidePopover').mockImplementation(() => calls.push('hidePopover'));
    jest.spyOn(HTMLDialogElement.prototype, 'showModal').mockImplementation(function showModal(
      this: HTMLDialogElement,
    ) {
      calls.push('showModal');
      this.setAttribute('open', '');
    });
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    expect(calls).toEqual(['hidePopover', 'showModal']);
    const close = screen.getByRole('button', { name: 'Cerrar' });
    expect([close.getAttribute('popovertarget'), close.getAttribute('popovertargetaction')]).toEqual(['guia', 'hide']);
    await user.click(close);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    jest.restoreAllMocks();
  });
});
