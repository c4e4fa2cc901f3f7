export { ForgotPasswordPage as Component } from '../account-pages';
