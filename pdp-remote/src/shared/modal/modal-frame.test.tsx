// The modal frame on its own: a native dialog opened modally, what closes it and what does not. The
// flows of each modal (and Tab kept inside them) are tested with their features; jsdom's dialog
// gets showModal(), close() and Escape's cancel from tooling/jest/setup-dom.ts.
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ModalFrame } from './modal-frame';

function Page({ onClose = () => undefined }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onClose();
    setOpen(false);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Buka
      </button>
      {open && (
        <ModalFrame title="Pilih toko" closeLabel="Tutup" onClose={close}>
          <label>
            Catatan
            <input />
          </label>
          <button type="button" data-autofocus>
            Simpan
          </button>
        </ModalFrame>
      )}
    </>
  );
}

async function openFrame(onClose?: () => void) {
  render(<Page onClose={onClose} />);
  const opener = screen.getByRole('button', { name: 'Buka' });
  await userEvent.click(opener);
  return { opener, dialog: screen.getByRole<HTMLDialogElement>('dialog', { name: 'Pilih toko' }) };
}

describe('the modal frame', () => {
  it('is a <dialog> opened modally, labelled by its title, focusing [data-autofocus] and locking the scroll', async () => {
    const { dialog } = await openFrame();
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('open');
    expect(screen.getByRole('button', { name: 'Simpan' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('asks its owner to close on Escape, and leaves the dialog open until the owner unmounts it', () => {
    const onClose = jest.fn();
    render(
      <ModalFrame title="Pilih toko" closeLabel="Tutup" onClose={onClose}>
        <p>Isi</p>
      </ModalFrame>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Pilih toko' });
    // What the browser sends on Escape: the frame refuses it, so only React removes the dialog.
    const cancel = new Event('cancel', { cancelable: true });
    act(() => {
      dialog.dispatchEvent(cancel);
    });
    expect(cancel.defaultPrevented).toBe(true);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(dialog).toHaveAttribute('open');
  });

  it('closes on the Escape key, returns focus to its opener and unlocks the scroll', async () => {
    const { opener } = await openFrame();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('tells its owner when the browser closes it regardless (a cancel it may not refuse)', async () => {
    const onClose = jest.fn();
    const { dialog } = await openFrame(onClose);
    await act(async () => {
      dialog.dispatchEvent(new Event('cancel'));
      dialog.close();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on a press on the backdrop, not on one inside the sheet or one dragged out of it', async () => {
    const onClose = jest.fn();
    const { dialog } = await openFrame(onClose);
    // jsdom has no layout: the dialog's box is empty at (0, 0), so (0, 0) is on the sheet and (5, 5) outside it.
    fireEvent.mouseDown(dialog, { clientX: 0, clientY: 0 });
    fireEvent.click(dialog, { clientX: 0, clientY: 0 });
    fireEvent.mouseDown(screen.getByRole('textbox', { name: 'Catatan' }));
    fireEvent.click(dialog, { clientX: 5, clientY: 5 });
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.mouseDown(dialog, { clientX: 5, clientY: 5 });
    fireEvent.click(dialog, { clientX: 5, clientY: 5 });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes with its labelled close button', async () => {
    const onClose = jest.fn();
    await openFrame(onClose);
    await userEvent.click(screen.getByRole('button', { name: 'Tutup' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
