export { SignupPage as Component } from '../account-pages';
