import { describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateWithProviders } from '@shop/shared/test';
import { SignInForm } from './sign-in-form';

describe('SignInForm', () => {
  it('sends the email and password typed, with its own Ingresar button', async () => {
    const user = userEvent.setup({ delay: null });
    const onSignIn = jest.fn();
    render(<SignInForm onSignIn={onSignIn} signingIn={false} submitClassName="" />);

    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.type(screen.getByLabelText('Contraseña'), 'admin1234{Enter}');

    expect(onSignIn).toHaveBeenCalledWith('ana@example.com', 'admin1234');
    // 'username' fits only a text input (pa11y H98): an e-mail field says 'email'.
    expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByLabelText('Email')).toBeRequired();
    expect(screen.getByLabelText('Contraseña')).toBeRequired();
  });

  it('sends what the browser filled in before hydration (typed or autofilled), once hydrated', async () => {
    const onSignIn = jest.fn();
    const { user, hydrationErrors } = await hydrateWithProviders(
      <SignInForm onSignIn={onSignIn} signingIn={false} submitClassName="" />,
      async (visitor) => {
        await visitor.type(screen.getByLabelText('Email'), 'ana@example.com');
        await visitor.type(screen.getByLabelText('Contraseña'), 'admin1234');
      },
    );

    await user.click(screen.getByRole('button', { name: 'Ingresar' }));

    expect(onSignIn).toHaveBeenCalledWith('ana@example.com', 'admin1234');
    expect(hydrationErrors).toEqual([]);
  });

  it('posts (never a GET that puts the password in the address) to the server address it is given', () => {
    render(
      <SignInForm onSignIn={() => undefined} signingIn={false} submitClassName="" action="/login" labelledBy="title">
        <h1 id="title">Acceso</h1>
      </SignInForm>,
    );
    const form = screen.getByRole('form', { name: 'Acceso' });

    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/login');
    expect(form).toHaveAttribute('data-replay-submit');
  });

  it("says 'Ingresando...' and cannot be sent twice while signing in", () => {
    render(<SignInForm onSignIn={() => undefined} signingIn submitClassName="" />);
    expect(screen.getByRole('button', { name: 'Ingresando...' })).toBeDisabled();
  });

  it('starts from a known email and leaves the button to whoever submits it from outside', () => {
    render(<SignInForm onSignIn={() => undefined} signingIn={false} initialEmail="ana@example.com" />);
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('ana@example.com');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
