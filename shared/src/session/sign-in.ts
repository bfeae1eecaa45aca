// The sign-in form and its hooks, a module apart from the session: only the sign-in pages load them.
export { SignInForm } from './sign-in-form';
export { ONLY_ADMINS, useAdminLogin, useAdminSignIn } from './use-admin-sign-in';
