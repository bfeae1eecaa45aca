import { describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SignInForm } from './sign-in-form';

describe('SignInForm', () => {
  it('sends the email and password typed, with its own Ingresar button', async () => {
    const user = userEvent.setup({ delay: null });
    const onSignIn = jest.fn();
    render(<SignInForm onSignIn={onSignIn} signingIn={false} submitClassName="" />);

    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.type(screen.getByLabelText('Contraseña'), 'admin1234{Enter}');

    expect(onSignIn).toHaveBeenCalledWith('ana@example.com', 'admin1234');
    expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText('Email')).toBeRequired();
    expect(screen.getByLabelText('Contraseña')).toBeRequired();
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
